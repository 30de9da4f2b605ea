/**
 * Which days need a Rocky Mountain National Park timed-entry permit, from the seasons the site
 * team enters (timed-entry-seasons.ts). Pure functions on the park's calendar dates
 * (YYYY-MM-DD, Mountain time): no Date of the visitor's time zone is ever read, so the server
 * and every browser give the same answer.
 *
 * A year with an entered season: a day needs a permit when it is inside a permit's first and
 * last day. A year without one: the park has not announced it (or the team has not entered it),
 * so a day inside the last entered season's dates "likely" needs one: an estimate, never shown
 * as certain.
 */
import { timedEntrySeasons, type PermitType, type TimedEntrySeason } from './timed-entry-seasons';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** A real calendar date written YYYY-MM-DD, years 1900 to 2999 (anything else a visitor sent is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function utcOf(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function dateOfUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date `count` days after `date` (before, when negative). */
export function addDays(date: string, count: number): string {
  return dateOfUtc(utcOf(date) + count * dayMs);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / dayMs);
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** The same month and day in another year (February 29 becomes February 28 in a common year). */
export function sameDayIn(date: string, year: number): string {
  const moved = `${String(year).padStart(4, '0')}${date.slice(4)}`;
  return isCalendarDate(moved) ? moved : `${String(year).padStart(4, '0')}-02-28`;
}

/** The entered season of a year, if the team has entered it. */
export function seasonOfYear(
  year: number,
  seasons: readonly TimedEntrySeason[] = timedEntrySeasons,
): TimedEntrySeason | undefined {
  return seasons.find((season) => season.year === year);
}

/** The newest entered season: what an unannounced year is estimated from. */
export function latestSeason(seasons: readonly TimedEntrySeason[] = timedEntrySeasons): TimedEntrySeason | undefined {
  return seasons.reduce<TimedEntrySeason | undefined>(
    (latest, season) => (!latest || season.year > latest.year ? season : latest),
    undefined,
  );
}

/** The season's first and last permit day over both permit types. */
export function seasonSpan(season: TimedEntrySeason): { firstDay: string; lastDay: string } {
  const firsts = season.permits.map((permit) => permit.firstDay).sort();
  const lasts = season.permits.map((permit) => permit.lastDay).sort();
  return { firstDay: firsts[0] ?? `${season.year}-01-01`, lastDay: lasts.at(-1) ?? `${season.year}-01-01` };
}

/** A day and what it takes to enter the park then. */
export type PermitDay =
  /** Inside an entered season: one of `permits` is needed within its hours. */
  | { date: string; status: 'needed'; permits: readonly PermitType[]; season: TimedEntrySeason }
  /** The year's season is not announced; inside `reference`'s dates, so a permit is likely needed. */
  | { date: string; status: 'likely'; permits: readonly PermitType[]; reference: TimedEntrySeason }
  /** Outside the season (`estimated` when the year's season is not announced). */
  | { date: string; status: 'not-needed'; estimated: boolean }
  /** No season has been entered at all: nothing can be said. */
  | { date: string; status: 'unknown' };

/** What entering the park on `date` takes. `date` must be a calendar date (isCalendarDate). */
export function permitDay(date: string, seasons: readonly TimedEntrySeason[] = timedEntrySeasons): PermitDay {
  const season = seasonOfYear(yearOf(date), seasons);
  if (season) {
    const permits = season.permits.filter((permit) => permit.firstDay <= date && date <= permit.lastDay);
    return permits.length > 0
      ? { date, status: 'needed', permits, season }
      : { date, status: 'not-needed', estimated: false };
  }
  const reference = latestSeason(seasons);
  if (!reference) return { date, status: 'unknown' };
  const monthDay = date.slice(5);
  const permits = reference.permits.filter(
    (permit) => permit.firstDay.slice(5) <= monthDay && monthDay <= permit.lastDay.slice(5),
  );
  return permits.length > 0
    ? { date, status: 'likely', permits, reference }
    : { date, status: 'not-needed', estimated: true };
}

/** The longest range of days answered; a longer one is refused, not cut short. */
export const longestPermitRangeDays = 62;

export type PermitRange =
  { kind: 'days'; days: readonly PermitDay[] } | { kind: 'invalid'; reason: 'not-a-date' | 'reversed' | 'too-long' };

/** Every day from `firstDay` to `lastDay` (both included), the days of a visit. */
export function permitDaysBetween(
  firstDay: unknown,
  lastDay: unknown,
  seasons: readonly TimedEntrySeason[] = timedEntrySeasons,
): PermitRange {
  if (!isCalendarDate(firstDay) || !isCalendarDate(lastDay)) return { kind: 'invalid', reason: 'not-a-date' };
  const span = daysFrom(firstDay, lastDay);
  if (span < 0) return { kind: 'invalid', reason: 'reversed' };
  if (span + 1 > longestPermitRangeDays) return { kind: 'invalid', reason: 'too-long' };
  const days = Array.from({ length: span + 1 }, (_, index) => permitDay(addDays(firstDay, index), seasons));
  return { kind: 'days', days };
}

/**
 * The days a stay lets a visitor enter the park: from the check-in day through the check-out
 * day (both are days in the area). A check-out on or before the check-in is not a stay.
 */
export function permitDaysOfStay(
  checkIn: unknown,
  checkOut: unknown,
  seasons: readonly TimedEntrySeason[] = timedEntrySeasons,
): PermitRange {
  if (isCalendarDate(checkIn) && isCalendarDate(checkOut) && checkOut <= checkIn) {
    return { kind: 'invalid', reason: 'reversed' };
  }
  return permitDaysBetween(checkIn, checkOut, seasons);
}

/** Days that need (or likely need) the same permits, in date order. */
export interface PermitDayGroup {
  dates: readonly string[];
  permits: readonly PermitType[];
}

export interface PermitDaysSummary {
  needed: readonly PermitDayGroup[];
  likely: readonly PermitDayGroup[];
  notNeeded: readonly string[];
  unknown: readonly string[];
  /** The entered seasons the needed days fall in. */
  seasons: readonly TimedEntrySeason[];
  /** Years among the days with no entered season, and the season they were estimated from. */
  unannouncedYears: readonly number[];
  reference: TimedEntrySeason | undefined;
}

function groupByPermits(days: readonly { date: string; permits: readonly PermitType[] }[]): PermitDayGroup[] {
  const groups = new Map<string, { dates: string[]; permits: readonly PermitType[] }>();
  for (const day of days) {
    const key = day.permits.map((permit) => permit.id).join('+');
    const group = groups.get(key) ?? { dates: [], permits: day.permits };
    group.dates.push(day.date);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function summarizePermitDays(
  days: readonly PermitDay[],
  seasons: readonly TimedEntrySeason[] = timedEntrySeasons,
): PermitDaysSummary {
  const needed = days.filter((day) => day.status === 'needed');
  const likely = days.filter((day) => day.status === 'likely');
  const unannouncedYears = [
    ...new Set(
      days
        .filter((day) => day.status === 'likely' || (day.status === 'not-needed' && day.estimated))
        .map((day) => yearOf(day.date)),
    ),
  ];
  return {
    needed: groupByPermits(needed),
    likely: groupByPermits(likely),
    notNeeded: days.filter((day) => day.status === 'not-needed').map((day) => day.date),
    unknown: days.filter((day) => day.status === 'unknown').map((day) => day.date),
    seasons: [...new Set(needed.map((day) => day.season))],
    unannouncedYears,
    reference: unannouncedYears.length > 0 ? latestSeason(seasons) : undefined,
  };
}

/**
 * Where the timed-entry year stands on `today`: the season visitors plan for (this year's until
 * its last permit day, then next year's), announced or not.
 * - upcoming: before the season's first release;
 * - releasing: permits are on sale (from the first release), the first permit day not yet come;
 * - in-season: from the first to the last permit day.
 */
export type TimedEntryPhase = 'upcoming' | 'releasing' | 'in-season';

export type TimedEntryOutlook =
  | { kind: 'announced'; season: TimedEntrySeason; phase: TimedEntryPhase; today: string }
  | {
      kind: 'not-announced';
      year: number;
      /** The last entered season, shown as such; absent when none was ever entered. */
      reference: TimedEntrySeason | undefined;
      /** The reference season's dates moved to `year`: an estimate. */
      estimated: { firstRelease: string; firstDay: string; lastDay: string } | undefined;
      phase: TimedEntryPhase;
      today: string;
    };

function phaseOf(today: string, firstRelease: string, firstDay: string): TimedEntryPhase {
  if (today < firstRelease) return 'upcoming';
  return today < firstDay ? 'releasing' : 'in-season';
}

function outlookForYear(
  year: number,
  today: string,
  seasons: readonly TimedEntrySeason[],
): { outlook: TimedEntryOutlook; lastDay: string | undefined } {
  const season = seasonOfYear(year, seasons);
  if (season) {
    const span = seasonSpan(season);
    const phase = phaseOf(today, season.releases.first.day, span.firstDay);
    return { outlook: { kind: 'announced', season, phase, today }, lastDay: span.lastDay };
  }
  const reference = latestSeason(seasons);
  if (!reference) {
    const outlook = { kind: 'not-announced', year, reference, estimated: undefined, phase: 'upcoming', today } as const;
    return { outlook, lastDay: undefined };
  }
  const span = seasonSpan(reference);
  const estimated = {
    firstRelease: sameDayIn(reference.releases.first.day, year),
    firstDay: sameDayIn(span.firstDay, year),
    lastDay: sameDayIn(span.lastDay, year),
  };
  const phase = phaseOf(today, estimated.firstRelease, estimated.firstDay);
  return { outlook: { kind: 'not-announced', year, reference, estimated, phase, today }, lastDay: estimated.lastDay };
}

/** The season visitors plan for on `today` (a calendar date). */
export function timedEntryOutlook(
  today: string,
  seasons: readonly TimedEntrySeason[] = timedEntrySeasons,
): TimedEntryOutlook {
  const year = yearOf(today);
  const thisYear = outlookForYear(year, today, seasons);
  const over = thisYear.lastDay !== undefined && today > thisYear.lastDay;
  return over ? outlookForYear(year + 1, today, seasons).outlook : thisYear.outlook;
}

/**
 * For the home page: is it timed-entry season now or soon, i.e. from the first release day to
 * the last permit day (`estimated` when the year's season is not announced)?
 */
export function timedEntrySeasonNow(
  today: string,
  seasons: readonly TimedEntrySeason[] = timedEntrySeasons,
): { inSeason: boolean; estimated: boolean; outlook: TimedEntryOutlook } {
  const outlook = timedEntryOutlook(today, seasons);
  const inSeason = outlook.phase !== 'upcoming' && (outlook.kind === 'announced' || outlook.estimated !== undefined);
  return { inSeason, estimated: outlook.kind === 'not-announced', outlook };
}
