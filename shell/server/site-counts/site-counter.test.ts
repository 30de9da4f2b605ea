/** @jest-environment node */
import { mkdtemp } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase, readPageViews, type SiteDatabase } from '@estes/platform';
import type { Database } from '@estes/shared/server';
import { openSiteCounts } from './index';
import { SiteCounter, viewedRequestOf } from './site-counter';

const browser =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const get = (headers: Record<string, string> = {}) =>
  viewedRequestOf({ method: 'GET', headers: { 'user-agent': browser, ...headers } } as unknown as IncomingMessage);
/** A loaded page of the events calendar, as its beacon tells it, linked from `referrer` (an origin). */
const loadedEvents = (counter: SiteCounter, referrer = '', agent = browser) =>
  counter.countLoadedPage(agent, 'planning.events', referrer);

describe('the site counter', () => {
  it('counts per Estes Park day: a view at 23:59:59 and one a second later are on two days', () => {
    let clock = Date.parse('2026-11-27T06:59:59Z'); // 23:59:59 MST on the 26th
    const counter = new SiteCounter({ siteHost: 'www.estes.example', now: () => clock });
    loadedEvents(counter);
    clock += 1000;
    loadedEvents(counter);
    loadedEvents(counter, 'https://duckduckgo.com');
    expect(counter.take().pageViews).toEqual([
      { day: '2026-11-26', route: 'planning.events', referrer: 'none', views: 1 },
      { day: '2026-11-27', route: 'planning.events', referrer: 'none', views: 1 },
      { day: '2026-11-27', route: 'planning.events', referrer: 'duckduckgo.com', views: 1 },
    ]);
    expect(counter.take()).toEqual({ pageViews: [], emptySearches: [] });
  });

  it('holds at most its bound of rows and names at most its bound of referring sites a day', () => {
    let clock = Date.parse('2026-07-04T18:00:00Z');
    const counter = new SiteCounter({
      siteHost: 'www.estes.example',
      now: () => clock,
      maxKeys: 5,
      maxReferringSitesPerDay: 2,
    });
    for (let site = 0; site < 50; site += 1) loadedEvents(counter, `https://s${site}.example`);
    loadedEvents(counter, 'https://s1.example');
    expect(counter.take().pageViews).toEqual([
      { day: '2026-07-04', route: 'planning.events', referrer: 's0.example', views: 1 },
      { day: '2026-07-04', route: 'planning.events', referrer: 's1.example', views: 2 },
      { day: '2026-07-04', route: 'planning.events', referrer: 'other', views: 48 },
    ]);
    // Single-label hosts are sites too: they cannot get around the bound.
    loadedEvents(counter, 'http://intranet');
    expect(counter.take().pageViews[0]?.referrer).toBe('other');
    // A new day names sites again.
    clock += 86_400_000;
    loadedEvents(counter, 'http://intranet');
    expect(counter.take().pageViews[0]?.referrer).toBe('intranet');
    for (const route of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) counter.countLoadedPage(browser, route, '');
    for (let query = 0; query < 7; query += 1) counter.countEmptySearch(`query ${query}`);
    const taken = counter.take();
    expect(taken.pageViews).toHaveLength(5);
    expect(taken.emptySearches).toHaveLength(5);
    expect(counter.leftOut).toBe(4);
  });

  it('counts no view of a bot’s beacon, and of a served page only its search that found nothing, for a browser’s GET', () => {
    const counter = new SiteCounter({ siteHost: 'www.estes.example', now: Date.now });
    const yandex = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
    loadedEvents(counter, '', yandex);
    counter.countNavigation(yandex, 'planning.events');
    const searchFoundNothing = { route: 'search', emptySearch: 'snow shoe' };
    counter.countServedPage(get(), { route: 'planning.events' });
    counter.countServedPage(get(), undefined);
    counter.countServedPage({ method: 'HEAD', userAgent: browser }, searchFoundNothing);
    counter.countServedPage(get({ 'user-agent': yandex }), searchFoundNothing);
    counter.countServedPage(get(), searchFoundNothing);
    const taken = counter.take();
    expect(taken.pageViews).toEqual([]);
    expect(taken.emptySearches.map((row) => [row.query, row.searches])).toEqual([['snow shoe', 1]]);
  });

  it('puts back what a flush could not write, added to what came since', () => {
    const counter = new SiteCounter({ siteHost: 'www.estes.example', now: () => Date.parse('2026-11-27T18:00:00Z') });
    counter.countLoadedPage(browser, 'home', '');
    counter.countServedPage(get(), { route: 'search', emptySearch: 'x' });
    const pending = counter.take();
    counter.countLoadedPage(browser, 'home', '');
    expect(counter.putBack(pending)).toBe(0);
    expect(counter.take()).toEqual({
      pageViews: [{ day: '2026-11-27', route: 'home', referrer: 'none', views: 2 }],
      emptySearches: [{ day: '2026-11-27', query: 'x', searches: 1 }],
    });
  });
});

describe('the site counts written by an instance', () => {
  let db: SiteDatabase;

  beforeEach(async () => {
    db = await openDatabase({
      databaseUrl: undefined,
      dataDir: await mkdtemp(path.join(os.tmpdir(), 'site-counter-')),
    });
  });
  afterEach(() => db.close());

  const allViews = () => readPageViews(db, { from: '2000-01-01', to: '2100-01-01' });

  it('writes its counts every flush interval, without being asked', async () => {
    const app = Fastify();
    const { counter } = await openSiteCounts(app, {
      db,
      siteUrl: 'https://www.estes.example',
      now: Date.now,
      flushMs: 20,
    });
    loadedEvents(counter);
    // Waits on the condition itself: the row is there once a tick has written it.
    while ((await allViews()).length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect((await allViews())[0]?.views).toBe(1);
    await app.close();
  });

  it('keeps the counts of a write that failed and writes them with the next one', async () => {
    let failNext = false;
    const flaky: Database = {
      dialect: db.dialect,
      query: (sql, params) => db.query(sql, params),
      execute: (sql, params) => db.execute(sql, params),
      transaction: (work) => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('the database is restarting'));
        }
        return db.transaction(work);
      },
      close: () => Promise.resolve(),
    };
    const app = Fastify({ logger: false });
    const counts = await openSiteCounts(app, {
      db: flaky,
      siteUrl: 'https://www.estes.example',
      now: Date.now,
      flushMs: 60_000,
    });
    failNext = true;
    loadedEvents(counts.counter);
    await counts.flush();
    expect(await allViews()).toEqual([]);
    loadedEvents(counts.counter);
    await app.close(); // the close flush
    expect((await allViews())[0]?.views).toBe(2);
  });
});
