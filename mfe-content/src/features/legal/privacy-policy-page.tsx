import { LegalPage } from './legal-page';

export default function PrivacyPolicyPage() {
  return <LegalPage documentId="privacy-policy" />;
}
