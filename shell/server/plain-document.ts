/**
 * The head of the server's small documents that are not pages of the site (the render budget's
 * 429, the operator console's document and its "not built" page): a character set, the phone
 * viewport, kept out of search results, and a title. One builder, so they do not drift.
 */

/** Text for HTML (element content and quoted attribute values). */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** `<head>`'s content: `title` is text (escaped here); `extra` is HTML the caller made (escaped there). */
export function plainDocumentHead({ title, extra = '' }: { title: string; extra?: string }): string {
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>${extra ? `\n${extra}` : ''}`;
}
