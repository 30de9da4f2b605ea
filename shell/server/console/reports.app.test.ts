/** @jest-environment node */
/**
 * The console's "Page views" section (decision 067): the figures of the last 7, 30 or 90 Estes
 * Park days as JSON, each table as CSV with a name that says what and when, bad periods and
 * tables refused with a sentence, and every signed-in role may read them (none signed in: 401).
 */
import { addSiteCounts } from '@estes/platform';
import { get, openConsoleSite, signedInAs, type ConsoleSite } from './testing/console-site';

let site: ConsoleSite;
// 03:00 UTC on November 28 is still the evening of November 27 in Estes Park.
const clock = Date.parse('2026-11-28T03:00:00Z');
let reviewer: string;

beforeAll(async () => {
  site = await openConsoleSite({ now: () => clock });
  reviewer = (await signedInAs(site, 'reviewer')).cookie ?? '';
  await addSiteCounts(site.db, {
    pageViews: [
      { day: '2026-11-27', route: 'planning.events', referrer: 'none', views: 5 },
      { day: '2026-11-27', route: 'home', referrer: 'www.google.com', views: 3 },
      { day: '2026-11-21', route: 'planning.events', referrer: 'internal', views: 2 },
      // Eight days back: in the 30-day window, not in the 7-day one.
      { day: '2026-11-20', route: 'home', referrer: 'none', views: 7 },
      // Tomorrow in UTC, not yet a day in Estes Park: never in a window ending today.
      { day: '2026-11-28', route: 'home', referrer: 'none', views: 100 },
    ],
    emptySearches: [
      { day: '2026-11-27', query: 'ice skating', searches: 2 },
      { day: '2026-11-25', query: 'ice skating', searches: 1 },
      { day: '2026-11-26', query: '=cmd', searches: 1 },
    ],
  });
});
afterAll(async () => site.close());

describe('GET /console/api/reports/page-views', () => {
  it('answers the last 7 Estes Park days: totals, per day, route and referring site, and the empty searches', async () => {
    const response = await get(site.app, '/console/api/reports/page-views?days=7', reviewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const report = response.json();
    expect(report).toMatchObject({ from: '2026-11-21', to: '2026-11-27', timeZone: 'America/Denver' });
    expect(report.pageViews.total).toBe(10);
    expect(report.pageViews.byDay).toEqual([
      { day: '2026-11-27', views: 8 },
      { day: '2026-11-21', views: 2 },
    ]);
    expect(report.pageViews.byRoute).toEqual([
      { route: 'planning.events', views: 7 },
      { route: 'home', views: 3 },
    ]);
    expect(report.pageViews.byReferrer).toEqual([
      { referrer: 'none', views: 5 },
      { referrer: 'www.google.com', views: 3 },
      { referrer: 'internal', views: 2 },
    ]);
    expect(report.pageViews.byRouteAndDay).toBeUndefined();
    expect(report.emptySearches).toMatchObject({
      total: 4,
      byQuery: [
        { query: 'ice skating', searches: 3, lastDay: '2026-11-27' },
        { query: '=cmd', searches: 1, lastDay: '2026-11-26' },
      ],
    });
  });

  it('takes 30 days by default and 90 when asked', async () => {
    const thirty = (await get(site.app, '/console/api/reports/page-views', reviewer)).json();
    expect(thirty).toMatchObject({ from: '2026-10-29', to: '2026-11-27' });
    expect(thirty.pageViews.total).toBe(17);
    const ninety = (await get(site.app, '/console/api/reports/page-views?days=90', reviewer)).json();
    expect(ninety.from).toBe('2026-08-30');
  });

  it.each(['days=14', 'days=abc', 'days=7.5', 'days=-7'])('refuses %s with the periods it takes', async (query) => {
    const response = await get(site.app, `/console/api/reports/page-views?${query}`, reviewer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '“days” must be one of 7, 30, 90.' });
  });

  it('answers 401 with no session, before reading anything', async () => {
    const response = await get(site.app, '/console/api/reports/page-views?days=7');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatch(/not signed in/);
  });
});

describe('the CSV of each table', () => {
  const csv = async (url: string) => {
    const response = await get(site.app, url, reviewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    return { body: response.body, name: response.headers['content-disposition'] };
  };

  it('page views by day, route, referring site, and every row', async () => {
    const days = await csv('/console/api/reports/page-views.csv?days=7&table=days');
    expect(days.name).toBe('attachment; filename="page-views-by-day-2026-11-21-to-2026-11-27.csv"');
    expect(days.body).toBe('day,views\r\n2026-11-27,8\r\n2026-11-21,2\r\n');
    const routes = await csv('/console/api/reports/page-views.csv?days=7&table=routes');
    expect(routes.body).toBe('route,views\r\nplanning.events,7\r\nhome,3\r\n');
    const referrers = await csv('/console/api/reports/page-views.csv?days=7&table=referrers');
    expect(referrers.body).toBe('referrer,views\r\nnone,5\r\nwww.google.com,3\r\ninternal,2\r\n');
    const all = await csv('/console/api/reports/page-views.csv?days=30&table=all');
    expect(all.name).toBe('attachment; filename="page-views-2026-10-29-to-2026-11-27.csv"');
    expect(all.body.split('\r\n')).toEqual([
      'day,route,referrer,views',
      '2026-11-27,planning.events,none,5',
      '2026-11-27,home,www.google.com,3',
      '2026-11-21,planning.events,internal,2',
      '2026-11-20,home,none,7',
      '',
    ]);
  });

  it('searches that found nothing, a typed formula made harmless', async () => {
    const queries = await csv('/console/api/reports/empty-searches.csv?days=7&table=queries');
    expect(queries.name).toBe('attachment; filename="searches-that-found-nothing-2026-11-21-to-2026-11-27.csv"');
    expect(queries.body).toBe("query,searches,lastDay\r\nice skating,3,2026-11-27\r\n'=cmd,1,2026-11-26\r\n");
    const days = await csv('/console/api/reports/empty-searches.csv?days=7&table=days');
    expect(days.body).toBe('day,searches\r\n2026-11-27,2\r\n2026-11-26,1\r\n2026-11-25,1\r\n');
    const all = await csv('/console/api/reports/empty-searches.csv?days=7&table=all');
    expect(all.body).toBe(
      "day,query,searches\r\n2026-11-27,ice skating,2\r\n2026-11-26,'=cmd,1\r\n2026-11-25,ice skating,1\r\n",
    );
  });

  it.each([
    ['/console/api/reports/page-views.csv?days=7', '“table” must be one of days, routes, referrers, all.'],
    ['/console/api/reports/page-views.csv?days=7&table=people', '“table” must be one of days, routes, referrers, all.'],
    ['/console/api/reports/empty-searches.csv?days=7&table=routes', '“table” must be one of queries, days, all.'],
    ['/console/api/reports/empty-searches.csv?days=365&table=days', '“days” must be one of 7, 30, 90.'],
  ])('%s: 400', async (url, sentence) => {
    const response = await get(site.app, url, reviewer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: sentence });
  });

  it('answers 401 with no session', async () => {
    const response = await get(site.app, '/console/api/reports/page-views.csv?days=7&table=days');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});
