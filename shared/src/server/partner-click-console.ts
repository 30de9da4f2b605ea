/**
 * An area's partner clicks in the console (decision 072, from lodging's of decision 067): the
 * `/go` clicks the area counted (decision 033) per UTC day (the days they were counted in),
 * per link target and per page of the site the link was on, over the last 7, 30 or 90 days,
 * and each table as CSV written as `npm run report` writes its CSV. An area registers the
 * routes with its own click table (its name) and what it knows of its targets' names; the
 * shared page (`@estes/shared/console/partner-clicks`) draws the answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaName } from '../routing/route-table';
import { isReportPeriod, reportPeriods, reportWindow, type ReportPeriod } from '../console/charts/report-days';
import {
  partnerClickPaths,
  partnerClickTables,
  type PartnerClickReport,
  type PartnerClickTable,
} from '../console/partner-clicks/partner-click-report';
import { requireConsoleAccount } from './console-access';
import { readDailyOutboundClicks } from './outbound-click-days';
import { toCsv } from './report-csv';
import type { Database } from './index';

export interface PartnerClickSource {
  /** The area whose click tables are read (`<area>_outbound_clicks…`). */
  area: AreaName;
  db: Database;
  /** A target's name where the area knows it without asking anyone; undefined: shown by its id. */
  targetName?: (kind: string, id: string) => string | undefined;
}

export interface PartnerClickConsoleOptions extends PartnerClickSource {
  /** The CSV files' first words, e.g. `partner-clicks` → `partner-clicks-by-day-<from>-to-<to>.csv`. */
  csvName: string;
  /** The clock (tests); the days end today, UTC. */
  now?: () => number;
}

/** The UTC days of a period ending today (clicks are kept per UTC hour). */
export const clickWindow = (now: number, period: ReportPeriod) =>
  reportWindow(new Date(now).toISOString().slice(0, 10), period);

function tally<Row>(rows: readonly Row[], keyOf: (row: Row) => string, clicksOf: (row: Row) => number) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + clicksOf(row));
  return [...sums].sort(([keyA, a], [keyB, b]) => b - a || keyA.localeCompare(keyB));
}

export async function readPartnerClickReport(
  source: PartnerClickSource,
  window: { from: string; to: string },
): Promise<PartnerClickReport> {
  const rows = await readDailyOutboundClicks(source.db, source.area, window);
  const clicks = (row: { clicks: number }) => row.clicks;
  return {
    ...window,
    total: rows.reduce((sum, row) => sum + row.clicks, 0),
    byDay: tally(rows, (row) => row.day, clicks)
      .map(([day, count]) => ({ day, clicks: count }))
      .sort((a, b) => b.day.localeCompare(a.day)),
    byLink: tally(rows, (row) => `${row.kind}/${row.id}`, clicks).map(([key, count]) => {
      const [kind = '', id = ''] = key.split(/\/(.*)/s);
      const name = source.targetName?.(kind, id);
      return { kind, id, ...(name ? { name } : {}), clicks: count };
    }),
    byPage: tally(rows, (row) => row.page, clicks).map(([page, count]) => ({ page, clicks: count })),
  };
}

const csvSuffixes: Record<PartnerClickTable, string> = {
  days: '-by-day',
  properties: '-by-property',
  pages: '-by-page',
  all: '',
};

/** One table of the report as CSV, and the file name it is saved under. */
export async function partnerClickCsv(
  source: PartnerClickSource & { csvName: string },
  window: { from: string; to: string },
  table: PartnerClickTable,
): Promise<{ fileName: string; csv: string }> {
  const fileName = `${source.csvName}${csvSuffixes[table]}-${window.from}-to-${window.to}.csv`;
  if (table === 'all') {
    const rows = (await readDailyOutboundClicks(source.db, source.area, window))
      .map((row) => ({ ...row, name: source.targetName?.(row.kind, row.id) ?? '' }))
      .sort(
        (a, b) =>
          b.day.localeCompare(a.day) ||
          b.clicks - a.clicks ||
          `${a.kind}/${a.id}`.localeCompare(`${b.kind}/${b.id}`) ||
          a.page.localeCompare(b.page),
      );
    return { fileName, csv: toCsv(['day', 'kind', 'id', 'name', 'page', 'clicks'], rows) };
  }
  const report = await readPartnerClickReport(source, window);
  if (table === 'days') return { fileName, csv: toCsv(['day', 'clicks'], report.byDay) };
  if (table === 'pages') return { fileName, csv: toCsv(['page', 'clicks'], report.byPage) };
  const links = report.byLink.map((link) => ({ ...link, name: link.name ?? '' }));
  return { fileName, csv: toCsv(['kind', 'id', 'name', 'clicks'], links) };
}

/** The period asked (30 days when none), or a 400 that says which periods there are. */
function periodOf(request: FastifyRequest, reply: FastifyReply): ReportPeriod | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.days;
  const days = value === undefined ? 30 : /^\d{1,3}$/.test(String(value)) ? Number(value) : Number.NaN;
  if (isReportPeriod(days)) return days;
  void reply.code(400).send({ error: `“days” must be one of ${reportPeriods.join(', ')}.` });
  return undefined;
}

/** Whether someone is signed in (the shell handed the request over for an account); else a 401. */
const signedIn = (request: FastifyRequest, reply: FastifyReply) => requireConsoleAccount(request, reply) !== undefined;

/**
 * `GET /console/partner-clicks` and `GET /console/partner-clicks.csv?table=` under the area's
 * prefix (`/api/<area>/console/…`, which only the shell's hand-over reaches, decision 064).
 * Every signed-in role may read them: a click is a link, a page and an hour, nothing about anyone.
 */
export function partnerClickConsoleRoutes(app: FastifyInstance, options: PartnerClickConsoleOptions): void {
  const now = options.now ?? Date.now;

  app.get(`/console${partnerClickPaths.report}`, async (request, reply) => {
    if (!signedIn(request, reply)) return reply;
    const period = periodOf(request, reply);
    if (period === undefined) return reply;
    return readPartnerClickReport(options, clickWindow(now(), period));
  });

  app.get(`/console${partnerClickPaths.csv}`, async (request, reply) => {
    if (!signedIn(request, reply)) return reply;
    const period = periodOf(request, reply);
    if (period === undefined) return reply;
    const table = (request.query as Record<string, unknown> | undefined)?.table;
    if (typeof table !== 'string' || !(partnerClickTables as readonly string[]).includes(table)) {
      return reply.code(400).send({ error: `“table” must be one of ${partnerClickTables.join(', ')}.` });
    }
    const { fileName, csv } = await partnerClickCsv(options, clickWindow(now(), period), table as PartnerClickTable);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(csv);
  });
}
