/**
 * Text as XML character data, for the documents the site writes by hand (the sitemap, the blog's
 * RSS feed): markup escaped, and the characters XML 1.0 cannot carry (controls, lone
 * surrogates, U+FFFE/F) left out, so a stray character in a title never breaks the document.
 */
const xmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Whether XML 1.0 can carry a character: tab, line feed, carriage return and the rest but controls, surrogates, U+FFFE/F. */
const isXmlCharacter = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** Text as XML character data: markup escaped, characters XML 1.0 forbids (controls, lone surrogates) removed. */
export function xmlText(text: string): string {
  return [...text]
    .filter((character) => isXmlCharacter(character.codePointAt(0) ?? 0))
    .join('')
    .replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}
