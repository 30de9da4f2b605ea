/** All three legal documents at once, for the checks that read them (tests, retention). */
import accessibility from './accessibility.json';
import { legalDocument, type LegalDocument, type LegalDocumentId } from './legal-document';
import privacyPolicy from './privacy-policy.json';
import termsOfService from './terms-of-service.json';

export const legalDocuments: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  'privacy-policy': legalDocument('privacy-policy', privacyPolicy),
  'terms-of-service': legalDocument('terms-of-service', termsOfService),
  accessibility: legalDocument('accessibility', accessibility),
};
