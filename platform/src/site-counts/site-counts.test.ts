/** @jest-environment node */
/**
 * The site's counts in the database (decision 061), on each engine: flushes add up per row,
 * a flush is kept whole or not at all, the reports sum and order them, the CSV is safe to open
 * in a spreadsheet, old searches go after their retention, and partner clicks are read per day.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { outboundClicksMigration, outboundHourlyClicksMigration, outboundLinkAreas } from '@estes/shared/server';
import { applyMigrations, openDatabase, type SiteDatabase } from '../index';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing';
import {
  csvCell,
  emptySearchesCsv,
  pageViewsCsv,
  partnerClicksCsv,
  readEmptySearchReport,
  readEmptySearches,
  readPageViewReport,
  readPageViews,
  readPartnerClicks,
} from './site-count-report';
import { addSiteCounts, pageViewsTable, pruneEmptySearches, siteCountMigrations } from './site-count-store';

describe.each(testEngines())('the site counts on %s', (engine) => {
  let testDb: TestDatabase;
  let db: SiteDatabase;

  beforeEach(async () => {
    testDb = await createTestDatabase(engine);
    db = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(os.tmpdir(), 'counts-')) });
    await applyMigrations(db, siteCountMigrations, { area: 'shell' });
  });
  afterEach(async () => {
    await db.close();
    await testDb.drop();
  });

  const view = (day: string, route: string, referrer: string, views: number) => ({ day, route, referrer, views });

  it('adds each flush to the rows already there, as a fleet’s instances do', async () => {
    await addSiteCounts(db, {
      pageViews: [view('2026-11-26', 'home', 'none', 3), view('2026-11-26', 'home', 'www.google.com', 1)],
      emptySearches: [{ day: '2026-11-26', query: 'snow shoe', searches: 2 }],
    });
    await addSiteCounts(db, {
      pageViews: [view('2026-11-26', 'home', 'none', 4), view('2026-11-27', 'planning.events', 'internal', 2)],
      emptySearches: [{ day: '2026-11-26', query: 'snow shoe', searches: 1 }],
    });
    expect(await readPageViews(db, { from: '2026-11-26', to: '2026-11-27' })).toEqual([
      view('2026-11-27', 'planning.events', 'internal', 2),
      view('2026-11-26', 'home', 'none', 7),
      view('2026-11-26', 'home', 'www.google.com', 1),
    ]);
    expect(await readEmptySearches(db, { from: '2026-11-26', to: '2026-11-26' })).toEqual([
      { day: '2026-11-26', query: 'snow shoe', searches: 3 },
    ]);
  });

  it('writes a flush of many rows in one transaction: all of it or none', async () => {
    const many = Array.from({ length: 250 }, (_, index) => view('2026-11-26', `route-${index}`, 'none', index + 1));
    await addSiteCounts(db, { pageViews: many, emptySearches: [] });
    expect(await readPageViews(db, { from: '2026-11-26', to: '2026-11-26' })).toHaveLength(250);
    // A row the table refuses (no route) fails the whole flush: the first rows are not kept twice.
    const broken = [view('2026-11-26', 'route-0', 'none', 1), { ...view('2026-11-26', 'x', 'none', 1), route: null }];
    await expect(
      addSiteCounts(db, { pageViews: broken as unknown as typeof many, emptySearches: [] }),
    ).rejects.toThrow();
    const rows = await db.query<{ views: unknown }>(`SELECT views FROM ${pageViewsTable} WHERE route = 'route-0'`);
    expect(Number(rows[0]?.views)).toBe(1);
  });

  it('reports views per route, referring site, day, and route and day', async () => {
    await addSiteCounts(db, {
      pageViews: [
        view('2026-11-25', 'home', 'none', 5),
        view('2026-11-26', 'home', 'www.google.com', 2),
        view('2026-11-26', 'planning.events', 'none', 6),
        view('2026-11-27', 'planning.events', 'www.google.com', 1),
      ],
      emptySearches: [
        { day: '2026-11-25', query: 'hot springs', searches: 2 },
        { day: '2026-11-26', query: 'hot springs', searches: 1 },
        { day: '2026-11-26', query: 'ski rental', searches: 4 },
      ],
    });
    const report = await readPageViewReport(db, { from: '2026-11-26', to: '2026-11-27' });
    expect(report).toEqual({
      from: '2026-11-26',
      to: '2026-11-27',
      total: 9,
      byDay: [
        { day: '2026-11-27', views: 1 },
        { day: '2026-11-26', views: 8 },
      ],
      byRoute: [
        { route: 'planning.events', views: 7 },
        { route: 'home', views: 2 },
      ],
      byReferrer: [
        { referrer: 'none', views: 6 },
        { referrer: 'www.google.com', views: 3 },
      ],
      byRouteAndDay: [
        { day: '2026-11-27', route: 'planning.events', views: 1 },
        { day: '2026-11-26', route: 'planning.events', views: 6 },
        { day: '2026-11-26', route: 'home', views: 2 },
      ],
    });
    expect(await readEmptySearchReport(db, { from: '2026-11-25', to: '2026-11-27' })).toEqual({
      from: '2026-11-25',
      to: '2026-11-27',
      total: 7,
      byQuery: [
        { query: 'ski rental', searches: 4, lastDay: '2026-11-26' },
        { query: 'hot springs', searches: 3, lastDay: '2026-11-26' },
      ],
      byDay: [
        { day: '2026-11-26', searches: 5 },
        { day: '2026-11-25', searches: 2 },
      ],
    });
  });

  it('removes the searches past their 90 days, and only those', async () => {
    await addSiteCounts(db, {
      pageViews: [view('2026-01-01', 'home', 'none', 1)],
      emptySearches: [
        { day: '2026-08-28', query: 'too old', searches: 1 },
        { day: '2026-08-29', query: 'kept', searches: 1 },
      ],
    });
    expect(await pruneEmptySearches(db, '2026-11-27')).toBe(1);
    expect((await readEmptySearches(db, { from: '2026-01-01', to: '2026-12-31' })).map((row) => row.query)).toEqual([
      'kept',
    ]);
    expect(await readPageViews(db, { from: '2026-01-01', to: '2026-01-01' })).toHaveLength(1);
  });

  it('reads partner clicks per day, link and page from the hourly and the older daily tables', async () => {
    // Every area's click tables, as the areas' own migrations make them.
    for (const area of outboundLinkAreas) {
      await applyMigrations(
        db,
        [
          outboundClicksMigration(area, `${area}-test-clicks`),
          outboundHourlyClicksMigration(area, `${area}-test-hourly`),
        ],
        { area },
      );
    }
    await db.execute(
      `INSERT INTO lodging_outbound_clicks_hourly (hour, kind, target_id, from_page, clicks) VALUES
       ('2026-11-26T17', 'book', 'booking-1', '/accommodations', 2),
       ('2026-11-26T23', 'book', 'booking-1', '/accommodations', 1),
       ('2026-11-27T00', 'book', 'booking-1', '', 1),
       ('2026-11-24T10', 'book', 'booking-1', '', 9)`,
    );
    await db.execute(
      `INSERT INTO lodging_outbound_clicks (day, kind, target_id, from_page, clicks) VALUES ('2026-11-26', 'book', 'booking-2', '/', 5)`,
    );
    const clicks = await readPartnerClicks(db, { from: '2026-11-26', to: '2026-11-27' });
    expect(clicks).toEqual([
      { day: '2026-11-27', kind: 'book', id: 'booking-1', page: '', clicks: 1 },
      { day: '2026-11-26', kind: 'book', id: 'booking-2', page: '/', clicks: 5 },
      { day: '2026-11-26', kind: 'book', id: 'booking-1', page: '/accommodations', clicks: 3 },
    ]);
    expect(partnerClicksCsv(clicks).split('\r\n')[0]).toBe('day,kind,id,page,clicks');
  });
});

describe('the reports as CSV', () => {
  it('quotes what needs it and keeps a spreadsheet from running a typed formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell(12)).toBe('12');
    expect(pageViewsCsv([{ day: '2026-11-26', route: 'home', referrer: 'none', views: 3 }])).toBe(
      'day,route,referrer,views\r\n2026-11-26,home,none,3\r\n',
    );
    expect(emptySearchesCsv([{ day: '2026-11-26', query: '=1+1', searches: 1 }])).toBe(
      "day,query,searches\r\n2026-11-26,'=1+1,1\r\n",
    );
  });
});
