/**
 * The legal documents as the site publishes them, declared for other packages
 * (`@estes/mfe-content/legal-documents`, decision 046): the tools' tests check that the privacy
 * policy states what the planning area keeps and for how long.
 */
export { legalDocuments } from '../data/legal/legal-documents';
