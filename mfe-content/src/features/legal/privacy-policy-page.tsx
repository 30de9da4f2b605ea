import privacyPolicy from '../../data/legal/privacy-policy.json';
import { legalDocument } from '../../data/legal/legal-document';
import { LegalPage } from './legal-page';

const document = legalDocument('privacy-policy', privacyPolicy);

export default function PrivacyPolicyPage() {
  return <LegalPage document={document} />;
}
