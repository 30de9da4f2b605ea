/**
 * `npm run report -- pages | searches [--since 30d | 2026-11-01] [--json | --csv]` (decision
 * 061): the page views the site counted without cookies, per route, referring site and day, and
 * the searches that found nothing, from the site's database. Days are Estes Park's (America/Denver),
 * as they were counted.
 */
import {
  emptySearchesCsv,
  pageViewsCsv,
  readEmptySearches,
  readEmptySearchReport,
  readPageViewReport,
  readPageViews,
  type DayWindow,
  type EmptySearchReport,
  type PageViewReport,
} from '@estes/platform';
import { mountainDate } from '@estes/shared/mountain-time';
import type { ClickReportIo } from './click-report';

export const siteCountReportUsage = [
  'Usage: npm run report -- pages|searches [--since <30d | 2026-11-01>] [--json | --csv]',
  '  pages     page views per route, referring site and day (no cookie, no address: decision 061)',
  '  searches  the site searches that found nothing, per query and day',
  '  --since   from N days back (today in Estes Park and the N-1 days before) or a date (default 30d)',
  '  --json    the same figures as JSON;  --csv  one row per day, route and site (or day and query)',
].join('\n');

const dayMs = 86_400_000;
const isRealDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** The window of days asked for, or what is wrong with `--since`. */
export function parseDayWindow(value: string, now: Date): DayWindow | { problem: string } {
  const today = mountainDate(now);
  const relative = /^(\d{1,4})d$/.exec(value);
  if (relative) {
    const days = Number(relative[1]);
    if (days === 0) return { problem: '--since 0d: give at least 1d' };
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * dayMs).toISOString().slice(0, 10);
    return { from, to: today };
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)) {
    return value > today ? { problem: `--since ${value} is after today (${today})` } : { from: value, to: today };
  }
  return { problem: `--since "${value.slice(0, 40)}" is not a number of days (30d) or a date (2026-11-01)` };
}

function table(rows: readonly [string, number][]): string[] {
  const width = Math.max(...rows.map(([, amount]) => String(amount).length));
  return rows.map(([label, amount]) => `  ${String(amount).padStart(width)}  ${label}`);
}

const referrerLabels: Record<string, string> = {
  none: '(no referring site: typed, bookmarked, or the browser sent none)',
  internal: '(a page of this site)',
  other: '(other: an app, or past the day\u2019s 1,000 named sites)',
};

export function formatPageViewReport(report: PageViewReport): string[] {
  const lines = [
    `Page views from ${report.from} to ${report.to} (Estes Park days): ${report.total} ${report.total === 1 ? 'view' : 'views'}`,
  ];
  if (report.total === 0) return [...lines, 'No page views counted in that time.'];
  return [
    ...lines,
    '',
    'Per route:',
    ...table(report.byRoute.map((row) => [row.route, row.views])),
    '',
    'Per referring site:',
    ...table(report.byReferrer.map((row) => [referrerLabels[row.referrer] ?? row.referrer, row.views])),
    '',
    'Per day:',
    ...table(report.byDay.map((row) => [row.day, row.views])),
  ];
}

export function formatEmptySearchReport(report: EmptySearchReport): string[] {
  const plural = report.total === 1 ? 'search' : 'searches';
  const lines = [`Searches that found nothing from ${report.from} to ${report.to}: ${report.total} ${plural}`];
  if (report.total === 0) return [...lines, 'No search found nothing in that time.'];
  return [
    ...lines,
    '',
    'Per query (last searched):',
    ...table(report.byQuery.map((row) => [`${JSON.stringify(row.query)}  (${row.lastDay})`, row.searches])),
    '',
    'Per day:',
    ...table(report.byDay.map((row) => [row.day, row.searches])),
  ];
}

/** Runs `pages` or `searches`; answers the exit code (2 for a wrong command line). */
export async function runSiteCountReportCli(
  args: readonly string[],
  io: Pick<ClickReportIo, 'db' | 'out' | 'err' | 'now'>,
): Promise<number> {
  const [command, ...rest] = args;
  if (rest.includes('--help') || rest.includes('-h')) {
    await io.out(siteCountReportUsage);
    return 0;
  }
  let sinceValue = '30d';
  let format: 'text' | 'json' | 'csv' = 'text';
  for (let index = 0; index < rest.length; index += 1) {
    const option = rest[index];
    if (option === '--json' || option === '--csv') format = option === '--json' ? 'json' : 'csv';
    else if (option === '--since' || option?.startsWith('--since=')) {
      const value = option === '--since' ? rest[(index += 1)] : option.slice('--since='.length);
      if (!value) {
        await io.err(`--since needs a value.\n${siteCountReportUsage}`);
        return 2;
      }
      sinceValue = value;
    } else {
      await io.err(`Unknown option "${String(option).slice(0, 40)}".\n${siteCountReportUsage}`);
      return 2;
    }
  }
  const window = parseDayWindow(sinceValue, io.now?.() ?? new Date());
  if ('problem' in window) {
    await io.err(window.problem);
    return 2;
  }
  if (format === 'csv') {
    const csv =
      command === 'pages'
        ? pageViewsCsv(await readPageViews(io.db, window))
        : emptySearchesCsv(await readEmptySearches(io.db, window));
    for (const line of csv.split('\r\n').slice(0, -1)) await io.out(line);
    return 0;
  }
  const report =
    command === 'pages' ? await readPageViewReport(io.db, window) : await readEmptySearchReport(io.db, window);
  if (format === 'json') await io.out(JSON.stringify(report, null, 2));
  else if ('byRoute' in report) for (const line of formatPageViewReport(report)) await io.out(line);
  else for (const line of formatEmptySearchReport(report)) await io.out(line);
  return 0;
}
