/**
 * Control characters have no place in what a visitor types: NUL breaks storage (PostgreSQL
 * refuses it), escape sequences repaint terminals that show it. C0 (but tab, line feed and
 * carriage return, which text areas send), DEL and C1.
 */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
