/**
 * What the head of each legal page says (title, description, keywords), read from
 * legal-heads.json: kept apart from the documents' text so the routes module, which every
 * content page loads, stays small.
 */
import heads from './legal-heads.json';

export type LegalDocumentId = 'privacy-policy' | 'terms-of-service' | 'accessibility';

export interface LegalDocumentHead {
  /** The page heading, e.g. 'Privacy Policy'. */
  title: string;
  /** One or two sentences for the page's meta description (120-160 characters). */
  summary: string;
  keywords: readonly string[];
}

// The type checker holds the JSON to this shape: every document present, every field typed.
export const legalDocumentHeads: Readonly<Record<LegalDocumentId, LegalDocumentHead>> = heads;
