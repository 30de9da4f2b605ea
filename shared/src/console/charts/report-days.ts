/**
 * The days a console report covers and how its figures read in words (decision 067): the
 * periods a person may choose, every day of a window in order (a day with nothing counted is a
 * zero, not a gap), and the one-sentence summary each chart carries as its text equivalent.
 * Browser safe and free of React, so the server's answers and the pages agree on the periods.
 */

/** The periods a report may cover, in days back from today (today and the days before). */
export const reportPeriods = [7, 30, 90] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
export const defaultReportPeriod: ReportPeriod = 30;

export const isReportPeriod = (value: unknown): value is ReportPeriod =>
  typeof value === 'number' && (reportPeriods as readonly number[]).includes(value);

/** A count for one day (YYYY-MM-DD). */
export interface DayCount {
  day: string;
  count: number;
}

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayOf = (number: number) => new Date(number * dayMs).toISOString().slice(0, 10);

/** The window of `period` days that ends on `today` (YYYY-MM-DD), both ends included. */
export function reportWindow(today: string, period: ReportPeriod): { from: string; to: string } {
  return { from: dayOf(dayNumber(today) - (period - 1)), to: today };
}

/** Every day from `from` to `to` (oldest first) with its count; days without one count zero. */
export function everyDay(from: string, to: string, counts: readonly DayCount[]): DayCount[] {
  const byDay = new Map<string, number>();
  for (const { day, count } of counts) byDay.set(day, (byDay.get(day) ?? 0) + count);
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first) return [];
  const days: DayCount[] = [];
  for (let number = first; number <= last; number += 1) {
    const day = dayOf(number);
    days.push({ day, count: byDay.get(day) ?? 0 });
  }
  return days;
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const wholeNumber = new Intl.NumberFormat('en-US');

/** `2026-11-03` as `Nov 3` (the chart's axis). */
export const shortDay = (day: string): string => monthDay.format(new Date(`${day}T00:00:00Z`));
/** `2026-11-03` as `Tue, Nov 3, 2026` (tables and summaries). */
export const fullDay = (day: string): string => longDay.format(new Date(`${day}T00:00:00Z`));
export const formatCount = (count: number): string => wholeNumber.format(count);

/** What is counted, singular and plural: `{ one: 'page view', other: 'page views' }`. */
export interface CountNoun {
  one: string;
  other: string;
}

export const countWith = (count: number, noun: CountNoun): string =>
  `${formatCount(count)} ${count === 1 ? noun.one : noun.other}`;

/**
 * A chart's text equivalent: the total over the days, the busiest day, and the last day, e.g.
 * "1,204 page views from Oct 29 to Nov 27, 2026; the busiest day was Sat, Nov 21, 2026 with 96."
 */
export function summarizeDays(days: readonly DayCount[], noun: CountNoun): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return `No ${noun.other} in this period.`;
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const span =
    first.day === last.day ? `on ${fullDay(first.day)}` : `from ${shortDay(first.day)} to ${fullDay(last.day)}`;
  if (total === 0) return `No ${noun.other} ${span}.`;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), first);
  const busiestPart =
    first.day === last.day ? '' : `; the busiest day was ${fullDay(busiest.day)} with ${formatCount(busiest.count)}`;
  return `${countWith(total, noun)} ${span}${busiestPart}.`;
}
