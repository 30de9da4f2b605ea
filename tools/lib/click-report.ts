/**
 * `npm run report -- clicks [--since 7d|12h|2026-11-01|2026-11-01T18:00Z] [--json]` (decisions
 * 033, 035): the partner clicks the areas counted, per property (or partner link), per page and
 * per day, for the site's owners. Clicks are counted per UTC hour (`<area>_outbound_clicks_hourly`,
 * one row per hour, kind, id and page); those counted before that, or by an area version from
 * before it, are per UTC day (`<area>_outbound_clicks`). Nothing in them is about a visitor.
 *
 * `--since` means what it says, to the hour: N hours is this UTC hour and the N−1 before it,
 * as N days is today and the N−1 days before. Rows kept per day count whole: in full when the
 * window holds their whole day, and apart ("not placed in hours") when the window starts within
 * it, since nobody can tell which of their clicks fell after the window's start.
 */
import { outboundClicksTable, outboundHourlyClicksTable, outboundLinkAreas, type Database } from '@estes/shared/server';

export interface ClickReportIo {
  db: Database;
  /** Writes a line; the report waits for what it answers (a pipe that is behind). */
  out: (line: string) => void | Promise<void>;
  err: (line: string) => void | Promise<void>;
  now?: () => Date;
  /** The name shown for a link's id (a property's name), when known. */
  nameOf?: (kind: string, id: string) => string | undefined;
}

export const clickReportUsage = [
  'Usage: npm run report -- clicks [--since <7d | 12h | 2026-11-01 | 2026-11-01T18:00Z>] [--json]',
  '  --since   count clicks from: N days back (today and the N-1 days before), N hours back (this',
  '            UTC hour and the N-1 before), a date, or a whole hour of a date (default 30d)',
  '  --json    the same figures as JSON',
  'Also: npm run report -- pages | searches (page views and searches that found nothing; --help there)',
].join('\n');

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** How the hourly tables write an hour: YYYY-MM-DDTHH (UTC). */
const isoHour = (date: Date) => date.toISOString().slice(0, 13);

/** Whether YYYY-MM-DD is a day of the calendar (2026-02-30 is not). */
function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && isoDay(new Date(time)) === value;
}

/** Where a report's window starts: always on a whole UTC hour (a whole day for days and dates). */
export interface ClickWindow {
  start: Date;
  /** Whether the window was asked in hours (the report then lists them). */
  byHour: boolean;
}

/** The window's start, or a message saying what is wrong with the value. */
export function parseSince(value: string, now: Date): ClickWindow | { problem: string } {
  const relative = /^(\d{1,5})([dh])$/.exec(value);
  if (relative) {
    const amount = Number(relative[1]);
    if (amount === 0) return { problem: `--since ${value}: give at least 1${relative[2]}` };
    if (relative[2] === 'd') {
      const today = Date.parse(`${isoDay(now)}T00:00:00Z`);
      return { start: new Date(today - (amount - 1) * dayMs), byHour: false };
    }
    const thisHour = Date.parse(`${isoHour(now)}:00:00Z`);
    return { start: new Date(thisHour - (amount - 1) * hourMs), byHour: true };
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)) {
    return { start: new Date(`${value}T00:00:00Z`), byHour: false };
  }
  const dateTime = /^(\d{4}-\d{2}-\d{2})T(\d{2})(?::(\d{2})(?::(\d{2}(?:\.\d{1,3})?))?)?(Z|[+-]\d{2}:\d{2})?$/.exec(
    value,
  );
  const [, date = '', hours = '', minutes = '00', seconds = '00', zone = 'Z'] = dateTime ?? [];
  // Without a zone, the time is UTC, like everything the report shows.
  const time = dateTime && isRealDate(date) ? Date.parse(`${date}T${hours}:${minutes}:${seconds}${zone}`) : NaN;
  if (!Number.isNaN(time)) {
    // Clicks are kept per UTC hour: a time within an hour cannot be counted from exactly.
    if (time % hourMs !== 0) {
      return {
        problem: `--since ${value.slice(0, 40)}: clicks are counted per UTC hour, so give a time on the hour (${isoHour(new Date(time))}:00Z) or a number of hours (12h)`,
      };
    }
    return { start: new Date(time), byHour: time % dayMs !== 0 };
  }
  return {
    problem: `--since "${value.slice(0, 40)}" is not a number of days or hours (7d, 12h), a date (2026-11-01) or an hour of a date (2026-11-01T18:00Z)`,
  };
}

interface HourRow extends Record<string, unknown> {
  hour: string;
  kind: string;
  target_id: string;
  from_page: string;
  clicks: number | string | bigint;
}

interface DayRow extends Record<string, unknown> {
  day: string;
  kind: string;
  target_id: string;
  from_page: string;
  clicks: number | string | bigint;
}

export interface ClickReport {
  /** The window's first moment (ISO, UTC, on a whole hour). */
  since: string;
  total: number;
  byLink: { kind: string; id: string; name?: string; clicks: number }[];
  byPage: { page: string; clicks: number }[];
  byDay: { day: string; clicks: number }[];
  /** Per UTC hour (YYYY-MM-DDTHH), when the window was asked in hours. */
  byHour?: { hour: string; clicks: number }[];
  /**
   * Clicks kept per day only (counted before clicks were kept per hour, or by an older version
   * of the area) on the day the window starts within: some may be before the window's start,
   * so they are not in the figures above.
   */
  notPlacedInHours?: { day: string; clicks: number };
}

function tally<Key extends string>(rows: readonly { key: Key; clicks: number }[]) {
  const counts = new Map<Key, number>();
  for (const { key, clicks } of rows) counts.set(key, (counts.get(key) ?? 0) + clicks);
  return counts;
}

const byCountThenName =
  <T extends { clicks: number }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    b.clicks - a.clicks || name(a).localeCompare(name(b));

export async function readClickReport(
  db: Database,
  window: ClickWindow,
  nameOf?: ClickReportIo['nameOf'],
): Promise<ClickReport> {
  const startDay = isoDay(window.start);
  // A day kept whole counts when the window holds all of it, i.e. it starts at that day's midnight or before.
  const firstWholeDay =
    window.start.getTime() % dayMs === 0 ? startDay : isoDay(new Date(window.start.getTime() + dayMs));
  const counted: { day: string; hour?: string; kind: string; target_id: string; from_page: string; clicks: number }[] =
    [];
  let notPlaced = 0;
  for (const area of outboundLinkAreas) {
    const hourly = await db.query<HourRow>(
      `SELECT hour, kind, target_id, from_page, clicks FROM ${outboundHourlyClicksTable(area)} WHERE hour >= ?`,
      [isoHour(window.start)],
    );
    for (const row of hourly) counted.push({ ...row, day: row.hour.slice(0, 10), clicks: Number(row.clicks) });
    const daily = await db.query<DayRow>(
      `SELECT day, kind, target_id, from_page, clicks FROM ${outboundClicksTable(area)} WHERE day >= ?`,
      [startDay],
    );
    for (const row of daily) {
      if (row.day >= firstWholeDay) counted.push({ ...row, clicks: Number(row.clicks) });
      else notPlaced += Number(row.clicks);
    }
  }
  const links = tally(counted.map((row) => ({ key: `${row.kind}\u0000${row.target_id}`, clicks: row.clicks })));
  const pages = tally(counted.map((row) => ({ key: row.from_page, clicks: row.clicks })));
  const days = tally(counted.map((row) => ({ key: row.day, clicks: row.clicks })));
  const hours = tally(counted.flatMap((row) => (row.hour ? [{ key: row.hour, clicks: row.clicks }] : [])));
  return {
    since: window.start.toISOString(),
    total: counted.reduce((sum, row) => sum + row.clicks, 0),
    byLink: [...links]
      .map(([key, clicks]) => {
        const [kind = '', id = ''] = key.split('\u0000');
        const name = nameOf?.(kind, id);
        return { kind, id, ...(name ? { name } : {}), clicks };
      })
      .sort(byCountThenName((link) => `${link.kind}/${link.id}`)),
    byPage: [...pages].map(([page, clicks]) => ({ page, clicks })).sort(byCountThenName((row) => row.page)),
    byDay: [...days].map(([day, clicks]) => ({ day, clicks })).sort((a, b) => b.day.localeCompare(a.day)),
    ...(window.byHour
      ? { byHour: [...hours].map(([hour, clicks]) => ({ hour, clicks })).sort((a, b) => b.hour.localeCompare(a.hour)) }
      : {}),
    ...(notPlaced > 0 ? { notPlacedInHours: { day: startDay, clicks: notPlaced } } : {}),
  };
}

/** Lines of a two-column table, the count right-aligned. */
function table(rows: readonly [string, number][]): string[] {
  const width = Math.max(...rows.map(([, count]) => String(count).length));
  return rows.map(([label, count]) => `  ${String(count).padStart(width)}  ${label}`);
}

/** `2026-11-26T03:00:00.000Z` as the report writes it: `2026-11-26 03:00 UTC`. */
const shownTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function formatClickReport(report: ClickReport): string[] {
  const plural = (count: number) => (count === 1 ? 'click' : 'clicks');
  const lines = [`Partner clicks since ${shownTime(report.since)}: ${report.total} ${plural(report.total)}`];
  const unplaced = report.notPlacedInHours;
  const unplacedLines = unplaced
    ? [
        '',
        `Not counted above: ${unplaced.clicks} ${plural(unplaced.clicks)} on ${unplaced.day} kept per day only (counted before`,
        `clicks were kept per hour, or by an older version of the area): how many came after ${shownTime(report.since).slice(11)} is unknown.`,
      ]
    : [];
  if (report.total === 0) return [...lines, 'No clicks counted in that time.', ...unplacedLines];
  return [
    ...lines,
    '',
    'Per property or link (kind/id):',
    ...table(report.byLink.map((link) => [`${link.kind}/${link.id}${link.name ? `  ${link.name}` : ''}`, link.clicks])),
    '',
    'Per page the link was on:',
    ...table(report.byPage.map((row) => [row.page || '(no page named)', row.clicks])),
    '',
    'Per day (UTC):',
    ...table(report.byDay.map((row) => [row.day, row.clicks])),
    ...(report.byHour
      ? ['', 'Per hour (UTC):', ...table(report.byHour.map((row) => [`${row.hour.replace('T', ' ')}:00`, row.clicks]))]
      : []),
    ...unplacedLines,
  ];
}

/** Runs the command; answers the exit code (2 for a wrong command line). */
export async function runReportCli(args: readonly string[], io: ClickReportIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h') {
    await (command === undefined ? io.err : io.out)(clickReportUsage);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'clicks') {
    await io.err(`Unknown report "${command.slice(0, 40)}".\n${clickReportUsage}`);
    return 2;
  }
  let sinceValue = '30d';
  let json = false;
  for (let index = 0; index < rest.length; index += 1) {
    const option = rest[index];
    if (option === '--json') json = true;
    else if (option === '--since' || option?.startsWith('--since=')) {
      const value = option === '--since' ? rest[(index += 1)] : option.slice('--since='.length);
      if (!value) {
        await io.err(`--since needs a value.\n${clickReportUsage}`);
        return 2;
      }
      sinceValue = value;
    } else {
      await io.err(`Unknown option "${String(option).slice(0, 40)}".\n${clickReportUsage}`);
      return 2;
    }
  }
  const window = parseSince(sinceValue, io.now?.() ?? new Date());
  if ('problem' in window) {
    await io.err(window.problem);
    return 2;
  }
  const report = await readClickReport(io.db, window, io.nameOf);
  if (json) await io.out(JSON.stringify(report, null, 2));
  else for (const line of formatClickReport(report)) await io.out(line);
  return 0;
}
