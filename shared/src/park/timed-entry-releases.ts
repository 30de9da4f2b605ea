/**
 * When permits for a visitor's days go on sale: for each calendar day of an entered season, the
 * advance release that opens it (the season's first release for the days it opens, else the
 * monthly release for the day's month) and the evening-before release (the day before, at the
 * season's evening time). Instants are Estes Park wall-clock times read in America/Denver, so a
 * moment is right on either side of a daylight-saving change.
 *
 * Only entered seasons give moments: a year the park has not announced gets none (never an
 * estimate from last year's schedule), and a season whose release times cannot be read gets
 * none either. A season with unconfirmed facts keeps them, for every place the moments are shown.
 */
import { instantFromMountain } from '../time/mountain-time';
import { addDays, isCalendarDate, permitDay, yearOf } from './timed-entry-rules';
import { timedEntrySeasons, type TimedEntrySeason } from './timed-entry-seasons';
import { dayList, joinWords, longDay } from './timed-entry-text';

// What the .ics server route words its events with, so it imports this module alone
// (`@estes/shared/park/releases`), none of the park's React pieces.
export { dayList, longDay } from './timed-entry-text';
export type { TimedEntrySeason } from './timed-entry-seasons';

/** The most days one question (a page's sentence, one .ics) may ask about. */
export const longestReminderDays = 31;

export type ReleaseKind = 'advance' | 'evening-before';

export interface ReleaseMoment {
  kind: ReleaseKind;
  /** The Mountain wall-clock day and hour of the release. */
  day: string;
  hour: number;
  minute: number;
  /** The release time as the season's data writes it ("8 a.m."). */
  timeText: string;
  instant: Date;
  /** The permit days this release opens, among those asked about, in date order. */
  opens: readonly string[];
  /** Before `now`: said as past, and its alarm would never ring. */
  past: boolean;
  season: TimedEntrySeason;
}

export interface ReleaseMoments {
  /** In time order; two releases at the same moment are one. */
  moments: readonly ReleaseMoment[];
  /** Asked-about days inside an entered season, with moments. */
  daysWithMoments: readonly string[];
  /** Asked-about days of an announced year outside its season: no permit, so no moment. */
  daysWithoutPermit: readonly string[];
  /** Years among the days that the park has not announced (no season entered): no moments. */
  unannouncedYears: readonly number[];
  /** Entered seasons among the days whose release times could not be read: no moments. */
  unknownScheduleYears: readonly number[];
  /** The seasons the moments come from (each with its `unconfirmed` facts). */
  seasons: readonly TimedEntrySeason[];
}

/** "8 a.m." → 8:00, "7:30 p.m." → 19:30, "noon" → 12:00; undefined for anything else. */
export function releaseClock(text: string): { hour: number; minute: number } | undefined {
  if (text.trim() === 'noon') return { hour: 12, minute: 0 };
  const match = /^(\d{1,2})(?::([0-5]\d))? ?(a\.m\.|p\.m\.)$/.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return undefined;
  const afternoon = match[3] === 'p.m.';
  return { hour: (hour % 12) + (afternoon ? 12 : 0), minute: Number(match[2] ?? 0) };
}

interface ReleaseSchedule {
  first: { day: string; hour: number; minute: number; timeText: string };
  monthly: { dayOfMonth: number; hour: number; minute: number; timeText: string };
  eveningBefore: { hour: number; minute: number; timeText: string };
}

/** The season's releases as clock times; undefined when any of them cannot be read. */
function scheduleOf(season: TimedEntrySeason): ReleaseSchedule | undefined {
  const { first, monthly, eveningBefore } = season.releases;
  const firstClock = releaseClock(first.time);
  const monthlyClock = releaseClock(monthly.time);
  const eveningClock = releaseClock(eveningBefore.time);
  const monthlyDayValid = Number.isInteger(monthly.dayOfMonth) && monthly.dayOfMonth >= 1 && monthly.dayOfMonth <= 28;
  if (!firstClock || !monthlyClock || !eveningClock || !monthlyDayValid || !isCalendarDate(first.day)) return undefined;
  return {
    first: { day: first.day, ...firstClock, timeText: first.time },
    monthly: { dayOfMonth: monthly.dayOfMonth, ...monthlyClock, timeText: monthly.time },
    eveningBefore: { ...eveningClock, timeText: eveningBefore.time },
  };
}

/** The release day of the monthly release for `date`'s month: that day of the month before. */
function monthlyReleaseDay(date: string, dayOfMonth: number): string {
  const year = yearOf(date);
  const month = Number(date.slice(5, 7));
  const [releaseYear, releaseMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return `${String(releaseYear).padStart(4, '0')}-${String(releaseMonth).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

function momentAt(
  kind: ReleaseKind,
  day: string,
  clock: { hour: number; minute: number; timeText: string },
  season: TimedEntrySeason,
  now: Date,
): ReleaseMoment {
  const instant = instantFromMountain({
    year: yearOf(day),
    month: Number(day.slice(5, 7)),
    day: Number(day.slice(8, 10)),
    hour: clock.hour,
    minute: clock.minute,
  });
  return {
    kind,
    day,
    hour: clock.hour,
    minute: clock.minute,
    timeText: clock.timeText,
    instant,
    opens: [],
    past: instant.getTime() <= now.getTime(),
    season,
  };
}

/** The advance release that opens `date`: the first release for its span, else the monthly one. */
function advanceRelease(date: string, schedule: ReleaseSchedule, season: TimedEntrySeason, now: Date): ReleaseMoment {
  const { first, monthly } = schedule;
  const { opensFrom, opensThrough } = season.releases.first;
  if (opensFrom <= date && date <= opensThrough) return momentAt('advance', first.day, first, season, now);
  const monthlyDay = monthlyReleaseDay(date, monthly.dayOfMonth);
  // A day the first release already opened (its span reaching into a later month) is not opened again.
  if (monthlyDay < first.day) return momentAt('advance', first.day, first, season, now);
  return momentAt('advance', monthlyDay, monthly, season, now);
}

/**
 * The moments permits for `dates` go on sale, seen at `now`. `dates` must be calendar days
 * (isCalendarDate); repeats count once. Days outside a season, or of an unannounced year, add
 * no moment.
 */
export function permitReleaseMoments(
  dates: readonly string[],
  now: Date,
  seasons: readonly TimedEntrySeason[] = timedEntrySeasons,
): ReleaseMoments {
  const byInstant = new Map<string, ReleaseMoment & { opens: string[] }>();
  const unannouncedYears = new Set<number>();
  const unknownScheduleYears = new Set<number>();
  const usedSeasons = new Set<TimedEntrySeason>();
  const daysWithMoments: string[] = [];
  const daysWithoutPermit: string[] = [];
  const add = (moment: ReleaseMoment, date: string) => {
    const key = `${moment.kind}:${moment.instant.toISOString()}`;
    const kept = byInstant.get(key) ?? { ...moment, opens: [] };
    if (!kept.opens.includes(date)) kept.opens.push(date);
    byInstant.set(key, kept);
  };
  for (const date of [...new Set(dates)].sort()) {
    const day = permitDay(date, seasons);
    if (day.status === 'likely' || (day.status === 'not-needed' && day.estimated)) unannouncedYears.add(yearOf(date));
    if (day.status === 'unknown') unannouncedYears.add(yearOf(date));
    if (day.status === 'not-needed' && !day.estimated) daysWithoutPermit.push(date);
    if (day.status !== 'needed') continue;
    const schedule = scheduleOf(day.season);
    if (!schedule) {
      unknownScheduleYears.add(day.season.year);
      continue;
    }
    usedSeasons.add(day.season);
    daysWithMoments.push(date);
    add(advanceRelease(date, schedule, day.season, now), date);
    add(momentAt('evening-before', addDays(date, -1), schedule.eveningBefore, day.season, now), date);
  }
  const moments = [...byInstant.values()].sort(
    (a, b) => a.instant.getTime() - b.instant.getTime() || a.kind.localeCompare(b.kind),
  );
  return {
    moments,
    daysWithMoments,
    daysWithoutPermit,
    unannouncedYears: [...unannouncedYears].sort(),
    unknownScheduleYears: [...unknownScheduleYears].sort(),
    seasons: [...usedSeasons],
  };
}

/** Whether any of the moments is still to come: only then is a reminder worth offering. */
export function hasComingMoment(answer: ReleaseMoments): boolean {
  return answer.moments.some((moment) => !moment.past);
}

/**
 * The days with moments in groups of at most `longestReminderDays`, in date order: one calendar
 * file each, so a trip of any length gets reminders for all its days within the file's bound.
 */
export function reminderGroups(answer: ReleaseMoments): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < answer.daysWithMoments.length; start += longestReminderDays) {
    groups.push(answer.daysWithMoments.slice(start, start + longestReminderDays));
  }
  return groups;
}

export type ReminderDates = { kind: 'dates'; dates: readonly string[] } | { kind: 'invalid'; message: string };

/**
 * The days a reminder is asked for, from a comma-separated list (the .ics endpoint's `dates`):
 * each a calendar day, at least one and at most `longestReminderDays` different ones.
 */
export function readReminderDates(value: unknown): ReminderDates {
  if (typeof value !== 'string' || value.trim() === '') {
    return { kind: 'invalid', message: 'Give the days as dates=YYYY-MM-DD, separated by commas.' };
  }
  const parts = value.split(',').map((part) => part.trim());
  const wrong = parts[parts.findIndex((part) => !isCalendarDate(part))];
  if (wrong !== undefined) {
    return { kind: 'invalid', message: `“${wrong.slice(0, 20)}” is not a calendar date written YYYY-MM-DD.` };
  }
  const dates = [...new Set(parts)].sort();
  if (dates.length > longestReminderDays) {
    return { kind: 'invalid', message: `Ask for at most ${longestReminderDays} days at once.` };
  }
  return { kind: 'dates', dates };
}

/** "Jun 12 to Jun 14": the days a moment opens, as the stay notice writes days. */
function openedDays(moment: ReleaseMoment): string {
  return dayList(moment.opens);
}

/** The moments in words, split: what goes on sale when, and the notes (why none, what is unconfirmed). */
export interface ReleaseMomentWords {
  sale: string[];
  notes: string[];
}

/**
 * The moments in words, for the stay notice and My trip: one sentence per advance release, one
 * for the evening-before releases, the past ones said as past; then, as notes, why days have
 * none (a year not announced) and what of the season could not be confirmed.
 */
export function releaseMomentWords(answer: ReleaseMoments): ReleaseMomentWords {
  const sale: string[] = [];
  const notes: string[] = [];
  for (const moment of answer.moments.filter((candidate) => candidate.kind === 'advance')) {
    const verb = moment.past ? 'went on sale' : 'go on sale';
    sale.push(`Permits for ${openedDays(moment)} ${verb} on ${longDay(moment.day)} at ${moment.timeText} MT.`);
  }
  const evenings = answer.moments.filter((candidate) => candidate.kind === 'evening-before');
  const eveningTimes = [...new Set(evenings.map((moment) => moment.timeText))];
  if (evenings.length > 0) {
    const when = `at ${joinWords(eveningTimes, 'or')} MT the evening before each day`;
    const past = evenings.filter((moment) => moment.past).flatMap((moment) => moment.opens);
    if (past.length === evenings.length) sale.push(`More went on sale ${when}.`);
    else if (past.length > 0) sale.push(`More go on sale ${when} (already past for ${dayList(past)}).`);
    else sale.push(`More go on sale ${when}.`);
  }
  if (answer.daysWithoutPermit.length > 0) {
    notes.push(`No timed-entry permit is needed on ${dayList(answer.daysWithoutPermit)}: outside the park’s season.`);
  }
  for (const year of answer.unannouncedYears) {
    notes.push(`The park has not announced ${year}’s permits yet, so there is no sale date to remind you of.`);
  }
  for (const year of answer.unknownScheduleYears) {
    notes.push(`The ${year} release times could not be read here: see the park’s timed-entry page.`);
  }
  for (const season of answer.seasons) {
    for (const fact of season.unconfirmed) notes.push(`Could not be confirmed for ${season.year}: ${fact}`);
  }
  return { sale, notes };
}

/**
 * Why there is no calendar for these days (none has a sale moment, past or to come): the notes'
 * reasons, for the .ics endpoint's refusal. Undefined when there is at least one moment.
 */
export function noMomentReason(answer: ReleaseMoments): string | undefined {
  if (answer.moments.length > 0) return undefined;
  const { notes } = releaseMomentWords(answer);
  return notes.length > 0 ? notes.join(' ') : 'None of these days has a timed-entry permit sale to remind you of.';
}

/** The same as one list of sentences, sale first. Empty when nothing applies. */
export function releaseMomentSentences(answer: ReleaseMoments): string[] {
  const { sale, notes } = releaseMomentWords(answer);
  return [...sale, ...notes];
}
