import termsOfService from '../../data/legal/terms-of-service.json';
import { legalDocument } from '../../data/legal/legal-document';
import { LegalPage } from './legal-page';

const document = legalDocument('terms-of-service', termsOfService);

export default function TermsOfServicePage() {
  return <LegalPage document={document} />;
}
