/**
 * The reports read from the site's own counts (decision 061), for the console and for
 * `npm run report -- pages | searches`: page views by route and day and by referring site, the
 * searches that found nothing, and partner clicks by day, link and page from the areas' click
 * logs (decision 033). Every report comes as JSON-ready figures and as CSV.
 */
import { csvCell, outboundLinkAreas, readDailyOutboundClicks, toCsv, type Database } from '@estes/shared/server';
import { emptySearchesTable, pageViewsTable, type EmptySearchCount, type PageViewCount } from './site-count-store';

/** Days from `from` to `to`, both YYYY-MM-DD and included (Mountain days for views and searches, UTC for clicks). */
export interface DayWindow {
  from: string;
  to: string;
}

const count = (value: unknown): number => Number(value);

/** Sums `rows` by the key `keyOf` gives, largest first, ties by key. */
function sumBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string, amountOf: (row: Row) => number) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + amountOf(row));
  return [...sums].sort(([keyA, a], [keyB, b]) => b - a || keyA.localeCompare(keyB));
}

export async function readPageViews(db: Database, window: DayWindow): Promise<PageViewCount[]> {
  const rows = await db.query<{ day: string; route: string; referrer: string; views: unknown }>(
    `SELECT day, route, referrer, views FROM ${pageViewsTable} WHERE day >= ? AND day <= ?
     ORDER BY day DESC, views DESC, route, referrer`,
    [window.from, window.to],
  );
  return rows.map((row) => ({ day: row.day, route: row.route, referrer: row.referrer, views: count(row.views) }));
}

export interface PageViewReport extends DayWindow {
  total: number;
  byDay: { day: string; views: number }[];
  byRoute: { route: string; views: number }[];
  byReferrer: { referrer: string; views: number }[];
  /** One row per route and day (newest day first): what a chart of routes over days draws. */
  byRouteAndDay: { day: string; route: string; views: number }[];
}

export async function readPageViewReport(db: Database, window: DayWindow): Promise<PageViewReport> {
  const rows = await readPageViews(db, window);
  const views = (row: PageViewCount) => row.views;
  return {
    ...window,
    total: rows.reduce((sum, row) => sum + row.views, 0),
    byDay: sumBy(rows, (row) => row.day, views)
      .map(([day, total]) => ({ day, views: total }))
      .sort((a, b) => b.day.localeCompare(a.day)),
    byRoute: sumBy(rows, (row) => row.route, views).map(([route, total]) => ({ route, views: total })),
    byReferrer: sumBy(rows, (row) => row.referrer, views).map(([referrer, total]) => ({ referrer, views: total })),
    byRouteAndDay: sumBy(rows, (row) => `${row.day} ${row.route}`, views)
      .map(([key, total]) => ({ day: key.slice(0, 10), route: key.slice(11), views: total }))
      .sort((a, b) => b.day.localeCompare(a.day) || b.views - a.views || a.route.localeCompare(b.route)),
  };
}

export async function readEmptySearches(db: Database, window: DayWindow): Promise<EmptySearchCount[]> {
  const rows = await db.query<{ day: string; query: string; searches: unknown }>(
    `SELECT day, query, searches FROM ${emptySearchesTable} WHERE day >= ? AND day <= ?
     ORDER BY day DESC, searches DESC, query`,
    [window.from, window.to],
  );
  return rows.map((row) => ({ day: row.day, query: row.query, searches: count(row.searches) }));
}

export interface EmptySearchReport extends DayWindow {
  total: number;
  byQuery: { query: string; searches: number; lastDay: string }[];
  byDay: { day: string; searches: number }[];
}

export async function readEmptySearchReport(db: Database, window: DayWindow): Promise<EmptySearchReport> {
  const rows = await readEmptySearches(db, window);
  const searches = (row: EmptySearchCount) => row.searches;
  const lastDay = new Map<string, string>();
  for (const row of rows) if ((lastDay.get(row.query) ?? '') < row.day) lastDay.set(row.query, row.day);
  return {
    ...window,
    total: rows.reduce((sum, row) => sum + row.searches, 0),
    byQuery: sumBy(rows, (row) => row.query, searches).map(([query, total]) => ({
      query,
      searches: total,
      lastDay: lastDay.get(query) ?? '',
    })),
    byDay: sumBy(rows, (row) => row.day, searches)
      .map(([day, total]) => ({ day, searches: total }))
      .sort((a, b) => b.day.localeCompare(a.day)),
  };
}

/** Partner clicks of one UTC day, link and page, as the areas counted them (decision 033). */
export interface PartnerClickCount {
  day: string;
  kind: string;
  id: string;
  /** The site page the link was on, or '' when it named none. */
  page: string;
  clicks: number;
}

/** Clicks per UTC day, link and page, from every area that owns partner links, busiest first within a day. */
export async function readPartnerClicks(db: Database, window: DayWindow): Promise<PartnerClickCount[]> {
  const rows: PartnerClickCount[] = [];
  for (const area of outboundLinkAreas) rows.push(...(await readDailyOutboundClicks(db, area, window)));
  return sumBy(
    rows,
    (row) => [row.day, row.kind, row.id, row.page].join('\u0000'),
    (row) => row.clicks,
  )
    .map(([key, clicks]) => {
      const [day = '', kind = '', id = '', page = ''] = key.split('\u0000');
      return { day, kind, id, page, clicks };
    })
    .sort(
      (a, b) =>
        b.day.localeCompare(a.day) || b.clicks - a.clicks || `${a.kind}/${a.id}`.localeCompare(`${b.kind}/${b.id}`),
    );
}

export { csvCell, toCsv };

export const pageViewsCsv = (rows: readonly PageViewCount[]) =>
  toCsv<PageViewCount>(['day', 'route', 'referrer', 'views'], rows);
export const emptySearchesCsv = (rows: readonly EmptySearchCount[]) =>
  toCsv<EmptySearchCount>(['day', 'query', 'searches'], rows);
export const partnerClicksCsv = (rows: readonly PartnerClickCount[]) =>
  toCsv<PartnerClickCount>(['day', 'kind', 'id', 'page', 'clicks'], rows);
