/**
 * The words the pages use for timed entry, made from the rules' answers. Dates are written from
 * their YYYY-MM-DD text (no Intl formatter, no time zone), so server and browser agree.
 */
import type { PermitDayGroup, PermitDaysSummary, TimedEntryOutlook } from './timed-entry-rules';
import { daysFrom, seasonSpan, yearOf } from './timed-entry-rules';
import type { PermitType, TimedEntrySeason } from './timed-entry-seasons';
import { monthNames } from '../time/mountain-time';

function monthName(date: string): string {
  return monthNames[Number(date.slice(5, 7)) - 1] ?? '';
}

/** "Jul 4" (with ", 2027" when `withYear`). */
export function shortDay(date: string, withYear = false): string {
  const day = `${monthName(date).slice(0, 3)} ${Number(date.slice(8, 10))}`;
  return withYear ? `${day}, ${yearOf(date)}` : day;
}

/** "July 4" (with ", 2027" when `withYear`). */
export function longDay(date: string, withYear = false): string {
  const day = `${monthName(date)} ${Number(date.slice(8, 10))}`;
  return withYear ? `${day}, ${yearOf(date)}` : day;
}

/** "5 a.m.", "noon", "6 p.m.", "midnight". */
export function hourText(hour: number): string {
  if (hour === 0 || hour === 24) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} a.m.` : `${hour - 12} p.m.`;
}

/** "5 a.m.–6 p.m." */
export function permitHours(permit: Pick<PermitType, 'fromHour' | 'untilHour'>): string {
  return `${hourText(permit.fromHour)}–${hourText(permit.untilHour)}`;
}

/** "Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m." */
export function permitChoices(permits: readonly PermitType[]): string {
  return joinWords(
    permits.map((permit) => `${permit.name} ${permitHours(permit)}`),
    'or',
  );
}

/** "a", "a and b", "a, b and c" (or "or"). */
export function joinWords(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1) ?? ''}`;
}

/**
 * Dates in order as a visitor reads them: "Jul 4", "Jul 4 and Jul 5", "Jul 4 to Jul 8" for three
 * or more days in a row, "Jul 4 to Jul 8 and Jul 10"; with years when they span more than one.
 */
export function dayList(dates: readonly string[]): string {
  const sorted = [...dates].sort();
  const withYear = new Set(sorted.map(yearOf)).size > 1;
  const runs: string[][] = [];
  for (const date of sorted) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && daysFrom(previous, date) === 1) run.push(date);
    else runs.push([date]);
  }
  const items = runs.flatMap((run) => {
    const first = run[0] ?? '';
    const last = run.at(-1) ?? '';
    if (run.length >= 3) return [`${shortDay(first, withYear)} to ${shortDay(last, withYear)}`];
    return run.map((date) => shortDay(date, withYear));
  });
  return joinWords(items);
}

/** "Jul 4 and Jul 5 need a timed-entry permit (Park Access+ 5 a.m.–6 p.m. or Park Access 9 a.m.–2 p.m.)" */
export function neededSentence(group: PermitDayGroup): string {
  const verb = group.dates.length === 1 ? 'needs' : 'need';
  return `${dayList(group.dates)} ${verb} a timed-entry permit (${permitChoices(group.permits)})`;
}

/** The same for a year whose season is not announced: likely, as in the reference season. */
export function likelySentence(group: PermitDayGroup, reference: TimedEntrySeason): string {
  const verb = group.dates.length === 1 ? 'needs' : 'need';
  return `${dayList(group.dates)} likely ${verb} a timed-entry permit (${permitChoices(group.permits)} in ${reference.year})`;
}

/** "May 23 to October 19, 2025" */
export function seasonDates(season: TimedEntrySeason): string {
  const span = seasonSpan(season);
  return `${longDay(span.firstDay)} to ${longDay(span.lastDay)}, ${season.year}`;
}

/** "The 2027 dates are not announced yet; in 2025 permits were needed from May 23 to October 19." */
export function notAnnouncedSentence(year: number, reference: TimedEntrySeason | undefined): string {
  const lead = `The park has not announced the ${year} timed-entry dates yet`;
  if (!reference) return `${lead}.`;
  const span = seasonSpan(reference);
  return `${lead}; in ${reference.year} permits were needed from ${longDay(span.firstDay)} to ${longDay(span.lastDay)}.`;
}

/** How permits are released: "Permits go on sale … ; more … the evening before." */
export function releaseSentence(season: TimedEntrySeason): string {
  const { first, monthly, eveningBefore } = season.releases;
  return (
    `Permits go on sale on recreation.gov on ${longDay(first.day)} at ${first.time} MT for ` +
    `${longDay(first.opensFrom)} to ${longDay(first.opensThrough)}, then on the ${ordinal(monthly.dayOfMonth)} of ` +
    `each month at ${monthly.time} MT for the following month. More permits for each day are released at ` +
    `${eveningBefore.time} MT the evening before.`
  );
}

/** "Released on the 1st of each month at 8 a.m. MT for the next month, and at 7 p.m. MT the evening before." */
export function releaseShort(season: TimedEntrySeason): string {
  const { monthly, eveningBefore } = season.releases;
  return (
    `Released on the ${ordinal(monthly.dayOfMonth)} of each month at ${monthly.time} MT for the next month, ` +
    `and at ${eveningBefore.time} MT the evening before.`
  );
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/**
 * What the stay search and the booking box say about a stay's days: one sentence per group of
 * days (needed, then likely), or that none needs a permit. Empty when nothing can be said.
 */
export function stayPermitSentences(summary: PermitDaysSummary): string[] {
  const reference = summary.reference;
  const sentences = summary.needed.map((group) => `${neededSentence(group)}.`);
  if (reference) {
    sentences.push(...summary.likely.map((group) => `${likelySentence(group, reference)}.`));
    const likelyYears = new Set(summary.likely.flatMap((group) => group.dates.map(yearOf)));
    sentences.push(...[...likelyYears].map((year) => `The park has not announced the ${year} dates yet.`));
  }
  if (sentences.length > 0 || summary.notNeeded.length === 0 || summary.unknown.length > 0) return sentences;
  const unannounced = summary.unannouncedYears[0];
  return [
    unannounced === undefined
      ? 'None of these days needs a timed-entry permit.'
      : `None of these days is likely to need a timed-entry permit. ${notAnnouncedSentence(unannounced, reference)}`,
  ];
}

/** The outlook's one-line summary for the home page and the headings of the guide. */
export function outlookHeadline(outlook: TimedEntryOutlook): string {
  if (outlook.kind === 'announced') {
    const when = seasonDates(outlook.season);
    if (outlook.phase === 'in-season') return `Timed-entry permits are needed to enter the park: ${when}.`;
    return `Timed-entry permits will be needed from ${when}.`;
  }
  if (outlook.reference && outlook.phase === 'in-season') {
    return `Timed-entry permits are likely needed to enter the park now. ${notAnnouncedSentence(outlook.year, outlook.reference)}`;
  }
  return notAnnouncedSentence(outlook.year, outlook.reference);
}
