/** Clean-up of the providers' text fields before they are served (both sources). */
export const alertTitleMaxLength = 300;
export const alertTextMaxLength = 4_000;

/**
 * Paragraphs separated by one blank line, lines inside a paragraph joined (the NWS wraps its
 * text at 69 columns), runs of spaces collapsed, cut at `maxLength` with an ellipsis.
 */
export function cleanAlertText(text: string, maxLength = alertTextMaxLength): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
  const joined = paragraphs.join('\n\n');
  return joined.length > maxLength ? `${joined.slice(0, maxLength - 1).trimEnd()}…` : joined;
}

/** An absolute http(s) URL, or null: a link of any other kind is never shown. */
export function httpUrlOrNull(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An ISO instant from a date-time that states its zone; null otherwise. */
export function isoInstantOrNull(value: string | undefined | null): string | null {
  if (!value || !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
