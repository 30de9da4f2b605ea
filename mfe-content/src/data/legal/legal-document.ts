/**
 * A legal page's text as its JSON file (privacy-policy.json, terms-of-service.json,
 * accessibility.json) holds it: the date of its last change, the first paragraph and its
 * sections, each block a paragraph (a string) or a bulleted list (`{ "list": [...] }`). The legal
 * page component renders it, substituting the site-wide phone and e-mail for the {phone} and
 * {email} tokens, and what page views leave out for {pageViewsLeftOut} (site-texts.ts). Each page
 * imports only its own file.
 */
import { legalDocumentHeads, type LegalDocumentHead, type LegalDocumentId } from './legal-heads';

export type { LegalDocumentId };

/** One block of a section: a paragraph, or a bulleted list of items. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** Stable anchor id, kebab-case, unique within the document. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

/** What a document's JSON file holds. */
export interface LegalText {
  /** YYYY-MM-DD: the date of the document's last change. */
  lastUpdated: string;
  /** The first paragraph under the title. */
  intro: string;
  sections: readonly LegalSection[];
}

export interface LegalDocument extends LegalDocumentHead, LegalText {
  id: LegalDocumentId;
}

/** A document's text with its head; the JSON is held to `LegalText` by the type checker. */
export function legalDocument(id: LegalDocumentId, text: LegalText): LegalDocument {
  return { id, ...legalDocumentHeads[id], ...text };
}
