import { LegalPage } from './legal-page';

export default function TermsOfServicePage() {
  return <LegalPage documentId="terms-of-service" />;
}
