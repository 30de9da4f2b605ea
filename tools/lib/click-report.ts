/**
 * `npm run report -- clicks [--since 7d|12h|2026-11-01] [--json]` (decision 033): the partner
 * clicks the areas counted (`<area>_outbound_clicks`, one row per UTC day, kind, id and page),
 * per property (or partner link), per page and per day, for the site's owners. Nothing in
 * them is about a visitor.
 */
import { outboundClicksTable, outboundLinkAreas, type Database } from '@estes/shared/server';

export interface ClickReportIo {
  db: Database;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
  /** The name shown for a link's id (a property's name), when known. */
  nameOf?: (kind: string, id: string) => string | undefined;
}

export const clickReportUsage = [
  'Usage: npm run report -- clicks [--since <7d | 12h | 2026-11-01>] [--json]',
  '  --since   count clicks from this UTC day on: N days or N hours back, or a date (default 30d)',
  '  --json    the same figures as JSON',
].join('\n');

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first UTC day counted, or a message saying what is wrong with the value. */
export function parseSince(value: string, now: Date): { day: string } | { problem: string } {
  const relative = /^(\d{1,5})([dh])$/.exec(value);
  if (relative) {
    const amount = Number(relative[1]);
    if (amount === 0) return { problem: `--since ${value}: give at least 1${relative[2]}` };
    // "7d" is today and the six days before it; "12h" is every day those hours touch.
    const back = relative[2] === 'd' ? (amount - 1) * dayMs : amount * 3_600_000;
    return { day: isoDay(new Date(now.getTime() - back)) };
  }
  if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) {
    const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
    if (!Number.isNaN(time) && (value.length > 10 || isoDay(new Date(time)) === value)) {
      return { day: isoDay(new Date(time)) };
    }
  }
  return {
    problem: `--since "${value.slice(0, 40)}" is not a number of days or hours (7d, 12h) or a date (2026-11-01)`,
  };
}

interface ClickRow extends Record<string, unknown> {
  day: string;
  kind: string;
  target_id: string;
  from_page: string;
  clicks: number | string | bigint;
}

export interface ClickReport {
  since: string;
  total: number;
  byLink: { kind: string; id: string; name?: string; clicks: number }[];
  byPage: { page: string; clicks: number }[];
  byDay: { day: string; clicks: number }[];
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
  since: string,
  nameOf?: ClickReportIo['nameOf'],
): Promise<ClickReport> {
  const rows: ClickRow[] = [];
  for (const area of outboundLinkAreas) {
    rows.push(
      ...(await db.query<ClickRow>(
        `SELECT day, kind, target_id, from_page, clicks FROM ${outboundClicksTable(area)} WHERE day >= ?`,
        [since],
      )),
    );
  }
  const counted = rows.map((row) => ({ ...row, clicks: Number(row.clicks) }));
  const links = tally(counted.map((row) => ({ key: `${row.kind}\u0000${row.target_id}`, clicks: row.clicks })));
  const pages = tally(counted.map((row) => ({ key: row.from_page, clicks: row.clicks })));
  const days = tally(counted.map((row) => ({ key: row.day, clicks: row.clicks })));
  return {
    since,
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
  };
}

/** Lines of a two-column table, the count right-aligned. */
function table(rows: readonly [string, number][]): string[] {
  const width = Math.max(...rows.map(([, count]) => String(count).length));
  return rows.map(([label, count]) => `  ${String(count).padStart(width)}  ${label}`);
}

export function formatClickReport(report: ClickReport): string[] {
  const plural = report.total === 1 ? 'click' : 'clicks';
  const lines = [`Partner clicks since ${report.since} (UTC days): ${report.total} ${plural}`];
  if (report.total === 0) return [...lines, 'No clicks counted in that time.'];
  return [
    ...lines,
    '',
    'Per property or link (kind/id):',
    ...table(report.byLink.map((link) => [`${link.kind}/${link.id}${link.name ? `  ${link.name}` : ''}`, link.clicks])),
    '',
    'Per page the link was on:',
    ...table(report.byPage.map((row) => [row.page || '(no page named)', row.clicks])),
    '',
    'Per day:',
    ...table(report.byDay.map((row) => [row.day, row.clicks])),
  ];
}

/** Runs the command; answers the exit code (2 for a wrong command line). */
export async function runReportCli(args: readonly string[], io: ClickReportIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h') {
    (command === undefined ? io.err : io.out)(clickReportUsage);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'clicks') {
    io.err(`Unknown report "${command.slice(0, 40)}".\n${clickReportUsage}`);
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
        io.err(`--since needs a value.\n${clickReportUsage}`);
        return 2;
      }
      sinceValue = value;
    } else {
      io.err(`Unknown option "${String(option).slice(0, 40)}".\n${clickReportUsage}`);
      return 2;
    }
  }
  const since = parseSince(sinceValue, io.now?.() ?? new Date());
  if ('problem' in since) {
    io.err(since.problem);
    return 2;
  }
  const report = await readClickReport(io.db, since.day, io.nameOf);
  if (json) io.out(JSON.stringify(report, null, 2));
  else for (const line of formatClickReport(report)) io.out(line);
  return 0;
}
