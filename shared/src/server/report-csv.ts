/**
 * The CSV every report of the site writes (decision 061; decision 067 moved it here from the
 * deploy core so an area's console API writes the same): RFC 4180 quoting and line ends, and no
 * cell a spreadsheet would run as a formula.
 */

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a
 * spreadsheet would take for a formula (a search typed as `=HYPERLINK(…)`) starts with an
 * apostrophe, so opening the export runs nothing.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header line and one line per row, CRLF line ends as RFC 4180 writes them. */
export function toCsv<Row>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((name) => csvCell(row[name] as string | number)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
