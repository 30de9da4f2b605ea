/**
 * Dates the weather and park-alert sources give without a clock time. Everything that reads
 * Estes Park's clock (Mountain time, MST / MDT: docs/rules/conditions.md#mountain-time) is in
 * @estes/shared/mountain-time.
 */

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Nov 2, 2026" from "2026-11-02": a calendar date a source gave without a time. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${monthNames[Number(match[2]) - 1] ?? ''} ${Number(match[3])}, ${match[1]}`;
}
