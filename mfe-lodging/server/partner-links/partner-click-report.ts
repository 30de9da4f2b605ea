/**
 * The lodging area's partner clicks as its console page shows them (decision 067): the `/go`
 * clicks this area counted (decision 033), per UTC day (the days they were counted in), per
 * property or link, and per page of the site the link was on, over the last 7, 30 or 90 days;
 * and each table as CSV, written as `npm run report` writes its CSV.
 */
import { readDailyOutboundClicks, toCsv, type Database } from '@estes/shared/server';
import { reportWindow, type ReportPeriod } from '@estes/shared/console/report-days';
import { partnerTargetName } from './click-log';

export interface PartnerClickReport {
  /** YYYY-MM-DD, UTC days, both included. */
  from: string;
  to: string;
  total: number;
  /** Newest first; only days with clicks. */
  byDay: { day: string; clicks: number }[];
  /** A property (or the site-wide partner link) by kind and id, with its name where the area knows it. */
  byLink: { kind: string; id: string; name?: string; clicks: number }[];
  /** '' is a link that named no page. */
  byPage: { page: string; clicks: number }[];
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
  db: Database,
  window: { from: string; to: string },
): Promise<PartnerClickReport> {
  const rows = await readDailyOutboundClicks(db, 'lodging', window);
  const clicks = (row: { clicks: number }) => row.clicks;
  return {
    ...window,
    total: rows.reduce((sum, row) => sum + row.clicks, 0),
    byDay: tally(rows, (row) => row.day, clicks)
      .map(([day, count]) => ({ day, clicks: count }))
      .sort((a, b) => b.day.localeCompare(a.day)),
    byLink: tally(rows, (row) => `${row.kind}/${row.id}`, clicks).map(([key, count]) => {
      const [kind = '', id = ''] = key.split(/\/(.*)/s);
      const name = partnerTargetName(kind, id);
      return { kind, id, ...(name ? { name } : {}), clicks: count };
    }),
    byPage: tally(rows, (row) => row.page, clicks).map(([page, count]) => ({ page, clicks: count })),
  };
}

export const partnerClickTables = ['days', 'properties', 'pages', 'all'] as const;
export type PartnerClickTable = (typeof partnerClickTables)[number];

const csvNames: Record<PartnerClickTable, string> = {
  days: 'partner-clicks-by-day',
  properties: 'partner-clicks-by-property',
  pages: 'partner-clicks-by-page',
  all: 'partner-clicks',
};

/** One table of the report as CSV, and the file name it is saved under. */
export async function partnerClickCsv(
  db: Database,
  window: { from: string; to: string },
  table: PartnerClickTable,
): Promise<{ fileName: string; csv: string }> {
  const fileName = `${csvNames[table]}-${window.from}-to-${window.to}.csv`;
  if (table === 'all') {
    const rows = (await readDailyOutboundClicks(db, 'lodging', window))
      .map((row) => ({ ...row, name: partnerTargetName(row.kind, row.id) ?? '' }))
      .sort(
        (a, b) =>
          b.day.localeCompare(a.day) ||
          b.clicks - a.clicks ||
          `${a.kind}/${a.id}`.localeCompare(`${b.kind}/${b.id}`) ||
          a.page.localeCompare(b.page),
      );
    return { fileName, csv: toCsv(['day', 'kind', 'id', 'name', 'page', 'clicks'], rows) };
  }
  const report = await readPartnerClickReport(db, window);
  if (table === 'days') return { fileName, csv: toCsv(['day', 'clicks'], report.byDay) };
  if (table === 'pages') return { fileName, csv: toCsv(['page', 'clicks'], report.byPage) };
  const links = report.byLink.map((link) => ({ ...link, name: link.name ?? '' }));
  return { fileName, csv: toCsv(['kind', 'id', 'name', 'clicks'], links) };
}
