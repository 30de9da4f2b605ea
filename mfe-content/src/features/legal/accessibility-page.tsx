import { LegalPage } from './legal-page';

export default function AccessibilityPage() {
  return <LegalPage documentId="accessibility" />;
}
