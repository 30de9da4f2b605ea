import accessibility from '../../data/legal/accessibility.json';
import { legalDocument } from '../../data/legal/legal-document';
import { LegalPage } from './legal-page';

const document = legalDocument('accessibility', accessibility);

export default function AccessibilityPage() {
  return <LegalPage document={document} />;
}
