/** @jest-environment node */
/**
 * The page cache as visitors and operators meet it, on the site server with fake area
 * builds: the same bytes for every anonymous visitor, hits and their validators, a rollback and a data
 * change seen by the very next load, one render per key, per-visitor pages kept nowhere, a
 * flood of query strings within the memory bound, and on PostgreSQL a change announced by one
 * instance dropping the page on another.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { areaNames, type AreaName } from '@estes/shared/core';
import { buildServer } from '../../app';
import { emptyStyleHashSource, styleHashSource } from '../../security-headers';
import { loadServerConfig } from '../../config';
import { emptyRegistry, openDatabase, type Registry, type SiteDatabase, withRollback } from '@estes/platform';
import {
  createTestDatabase,
  fakeWhoamiReads,
  publishFake,
  saveRegistry,
  storeFake,
  type TestDatabase,
  testEngines,
} from '@estes/platform/testing';
import { shellFolder } from '../../testing/shell-folder';
import { buildPageCacheTestServer } from '../../testing/page-cache-server';

/** Each area's API declares its answers fresh for five minutes, tagged `<area>-data`. */
const freshFor = (area: AreaName, maxAgeSeconds = 300) => ({
  whoamiFreshness: { maxAgeSeconds, tags: [`${area}-data`] },
  // A write that tells the page cache its data changed, as the real sign-up does.
  apiRoutes: `scope.post('/changed', async () => { await context.pageDataChanged(['${area}-data']); return { ok: true }; });`,
});

async function publishAll(deployDir: string, maxAgeSeconds = 300): Promise<Registry> {
  let registry = emptyRegistry();
  for (const area of areaNames) {
    registry = await publishFake(deployDir, registry, area, '1.0.0-a', freshFor(area, maxAgeSeconds));
  }
  return registry;
}

const styleSourcesOf = (csp: string | undefined) =>
  (csp ?? '')
    .split('; ')
    .find((directive) => directive.startsWith('style-src '))
    ?.split(' ')
    .slice(1);
const heading = (html: string) => new JSDOM(html).window.document.querySelector('#root h1')?.textContent;

describe('page cache on the site server', () => {
  let app: FastifyInstance;
  let db: SiteDatabase;
  let root: string;
  let deployDir: string;
  let registry: Registry;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
    deployDir = path.join(root, 'deploy');
    registry = await publishAll(deployDir);
    registry = await publishFake(deployDir, registry, 'planning', '1.0.0-b', {
      label: 'Second',
      ...freshFor('planning'),
    });
    // 1.0.0-b was published last: back to 1.0.0-a, the version the tests start on.
    registry = withRollback(registry, 'planning');
    db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
    await saveRegistry(db, registry);
    // Pages are kept on a clock that stands still here: these tests are about keys, versions and
    // memory, and a busy machine's minutes must not age the pages they ask for again.
    const startedAt = Date.now();
    app = await buildPageCacheTestServer({ root, deployDir, db, now: () => startedAt });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const health = async () => (await get('/healthz')).json().pageCache as Record<string, number>;

  it('answers the second load of a page from the cache, the same bytes and policy', async () => {
    const first = await get('/restaurants');
    const second = await get('/restaurants');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-area-version']).toBe('planning@1.0.0-a');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('keeps the not-found page with its 404 status and the area version header of each page', async () => {
    await get('/no-such-page-here');
    const again = await get('/no-such-page-here');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.statusCode).toBe(404);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    await get('/property/hotel-3');
    const property = await get('/property/hotel-3');
    expect(property.headers['x-page-cache']).toBe('hit');
    expect(property.headers['x-area-version']).toBe('lodging@1.0.0-a');
  });

  it('gives every anonymous visitor the same bytes, ETag and CSP, which admits exactly the page’s style blocks', async () => {
    const first = await get('/events');
    const answers = [];
    for (let index = 0; index < 20; index += 1) {
      const encoding = ['', 'gzip', 'gzip, br'][index % 3] ?? '';
      const response = await get('/events', encoding ? { 'accept-encoding': encoding } : {});
      expect(response.headers['content-encoding']).toBe({ '': undefined, gzip: 'gzip', 'gzip, br': 'br' }[encoding]);
      const decode = { gzip: gunzipSync, br: brotliDecompressSync }[String(response.headers['content-encoding'])];
      const html = decode ? decode(response.rawPayload).toString('utf8') : response.body;
      answers.push({ html, etag: response.headers.etag, csp: response.headers['content-security-policy'] });
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        html: first.body,
        etag: first.headers.etag,
        csp: first.headers['content-security-policy'],
      });
    }
    const styles = [...new JSDOM(first.body).window.document.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    expect(styleSourcesOf(String(first.headers['content-security-policy']))).toEqual([
      "'self'",
      emptyStyleHashSource,
      ...styles.map((style) => styleHashSource(style.textContent ?? '')),
    ]);
    expect(first.body).not.toMatch(/nonce/);
  });

  it('sends a hit in brotli or gzip without compressing it again: each built once when the page was kept', async () => {
    await get('/things-to-do');
    const brotli = await get('/things-to-do', { 'accept-encoding': 'br;q=1, gzip;q=0.8' });
    const gzip = await get('/things-to-do', { 'accept-encoding': 'gzip' });
    for (const [response, encoding, decode] of [
      [brotli, 'br', brotliDecompressSync],
      [gzip, 'gzip', gunzipSync],
    ] as const) {
      expect(response.headers['x-page-cache']).toBe('hit');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const html = decode(response.rawPayload).toString('utf8');
      expect(heading(html)).toBe('Page heading of planning.thingsToDo');
      expect(response.rawPayload.length).toBeLessThan(html.length);
    }
    // The bytes kept are the bytes sent: another request gets the very same compressed bytes.
    expect((await get('/things-to-do', { 'accept-encoding': 'br' })).rawPayload.equals(brotli.rawPayload)).toBe(true);
  });

  it('answers a HEAD of a kept page with its headers and no body', async () => {
    const page = await get('/things-to-do');
    const head = await app.inject({ method: 'HEAD', url: '/things-to-do' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(page.rawPayload.length));
    expect(head.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('lets browsers and CDNs revalidate: an ETag, a 304 without a body or a policy, and a short shared lifetime', async () => {
    const first = await get('/weather');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=(\d+)$/);
    const sharedSeconds = Number(/s-maxage=(\d+)/.exec(String(first.headers['cache-control']))?.[1]);
    expect(sharedSeconds).toBeGreaterThan(0);
    expect(sharedSeconds).toBeLessThanOrEqual(60);
    const again = await get('/weather', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect((await get('/weather', { 'if-none-match': 'W/"another"' })).statusCode).toBe(200);
  });

  it('keeps a page that shows what one visitor sent out of every cache', async () => {
    for (let index = 0; index < 2; index += 1) {
      const response = await get('/trip-planning?sent=s0123456789');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-page-cache']).toBe('bypass');
    }
  });

  it('renders a key once however many visitors ask for it at the same moment', async () => {
    // Counted by the server's renders: the area answer itself may be one an earlier render kept (decision 051).
    const before = (await health()).renders ?? 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/webcams?view=all')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(((await health()).renders ?? 0) - before).toBe(1);
  });

  it('keys on the normalized query: the same parameters in another order are the same page', async () => {
    await get('/downtown?a=1&b=2');
    expect((await get('/downtown?b=2&a=1')).headers['x-page-cache']).toBe('hit');
    expect((await get('/downtown?a=1&b=3')).headers['x-page-cache']).toBe('miss');
  });

  it('drops the pages built from data a write says has changed, so the next load shows it', async () => {
    await get('/newsletter');
    expect((await get('/newsletter')).headers['x-page-cache']).toBe('hit');
    const reads = fakeWhoamiReads().planning ?? 0;
    const write = await app.inject({ method: 'POST', url: '/api/planning/changed' });
    expect(write.statusCode).toBe(200);
    const next = await get('/newsletter');
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(fakeWhoamiReads().planning).toBe(reads + 1);
    // A page of another area's data stays.
    await get('/blog');
    await app.inject({ method: 'POST', url: '/api/planning/changed' });
    expect((await get('/blog')).headers['x-page-cache']).toBe('hit');
  });

  it('shows the switched version on the very next load after a rollback or a roll-forward', async () => {
    await get('/partner');
    expect(heading((await get('/partner')).body)).toBe('Page heading of planning.partner');
    await saveRegistry(db, withRollback(registry, 'planning', '1.0.0-b'));
    const switched = await get('/partner');
    expect(switched.headers['x-area-version']).toBe('planning@1.0.0-b');
    expect(heading(switched.body)).toBe('Second heading of planning.partner');
    await saveRegistry(db, registry);
    const back = await get('/partner');
    expect(back.headers['x-area-version']).toBe('planning@1.0.0-a');
    expect(heading(back.body)).toBe('Page heading of planning.partner');
  });

  it('stays within its memory bound under 10,000 distinct query strings, and the home page stays a hit', async () => {
    await get('/');
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
    const evictionsBefore = (await health()).evictions ?? 0;
    // A parameter the fake builds keep (they declare no query: every parameter but utm_* and
    // the other tracking tags is part of the key, as for a version built before decision 035).
    for (let index = 0; index < 10_000; index += 1) {
      const response = await get(`/privacy-policy?v=${index.toString(36)}x${Math.random().toString(36).slice(2)}`);
      if (response.statusCode !== 200) throw new Error(`flood request ${index} answered ${response.statusCode}`);
    }
    const stats = await health();
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes ?? 0);
    expect(stats.maxBytes).toBe(1024 * 1024);
    expect((stats.evictions ?? 0) - evictionsBefore).toBeGreaterThan(1000);
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
  }, 240_000);

  it('reports hits, misses, evictions and its size in /healthz', async () => {
    expect(await health()).toMatchObject({
      enabled: true,
      hits: expect.any(Number),
      staleHits: expect.any(Number),
      misses: expect.any(Number),
      evictions: expect.any(Number),
      invalidations: expect.any(Number),
      entries: expect.any(Number),
      bytes: expect.any(Number),
      maxBytes: 1024 * 1024,
    });
  });
});

describe('page freshness', () => {
  it('serves a page past its time once more while one render refreshes it, and keeps nothing undeclared', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'page-cache-ttl-'));
    const deployDir = path.join(root, 'deploy');
    let registry = await publishAll(deployDir, 1);
    // The content area declares nothing: its pages are rendered every time.
    registry = await publishFake(deployDir, registry, 'content', '1.0.0-u', {});
    const db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
    await saveRegistry(db, registry);
    const config = loadServerConfig({ DEPLOY_DIR: deployDir }, root);
    // The server's clock is the test's: freshness runs out when the test says, not after a sleep.
    let clock = Date.parse('2026-11-27T18:00:00Z');
    const app = await buildServer({
      config,
      db,
      ...(await shellFolder(root)),
      repositoryRoot: root,
      logger: false,
      now: () => clock,
    });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url });
      await get('/events');
      expect((await get('/events')).headers['x-page-cache']).toBe('hit');
      // The fake area declares its pages fresh for a second.
      clock += 1_100;
      const stale = await get('/events');
      expect(stale.headers['x-page-cache']).toBe('stale');
      expect(stale.headers['cache-control']).toBe('public, max-age=0, s-maxage=0');
      // The refresh started by the stale answer lands (it takes no time on the test's clock):
      // asked until it has, each ask after the work already queued, never after a fixed wait.
      let state: unknown = 'stale';
      for (let asks = 0; asks < 200 && state !== 'hit'; asks += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        state = (await get('/events')).headers['x-page-cache'];
      }
      expect(state).toBe('hit');

      for (let index = 0; index < 2; index += 1) {
        const undeclared = await get('/blog');
        expect(undeclared.statusCode).toBe(200);
        expect(undeclared.headers['x-page-cache']).toBe('miss');
        expect(undeclared.headers['cache-control']).toBe('no-cache');
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});

// PostgreSQL only (TEST_DATABASE_URL, as CI sets it): SQLite has no channel between instances.
const onPostgres = testEngines().includes('PostgreSQL') ? describe : describe.skip;

onPostgres('several instances on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('PostgreSQL');
  });
  afterAll(async () => database.drop());

  it('a change announced on one instance drops the page on every other one', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'page-cache-fleet-'));
    const deployDir = path.join(root, 'deploy');
    const registry = await publishAll(deployDir);
    const instances: { app: FastifyInstance; db: SiteDatabase }[] = [];
    // Called once the second instance's own handler has run on a page-data announcement.
    let onHeard = () => {};
    try {
      for (const name of ['a', 'b']) {
        const opened = await openDatabase({ databaseUrl: database.url, dataDir: path.join(root, name) });
        const listen = opened.listen;
        const db: SiteDatabase =
          name === 'b' && listen
            ? {
                ...opened,
                listen: (channel, onNotice, onReconnect) =>
                  listen(
                    channel,
                    (payload) => {
                      onNotice(payload);
                      onHeard();
                    },
                    onReconnect,
                  ),
              }
            : opened;
        if (name === 'a') {
          await saveRegistry(db, registry);
          for (const area of areaNames) await storeFake(db, deployDir, area, '1.0.0-a');
        }
        const config = loadServerConfig(
          { DATABASE_URL: database.url, DEPLOY_DIR: path.join(root, name, 'deploy'), INSTANCE_ID: name },
          root,
        );
        instances.push({
          app: await buildServer({ config, db, ...(await shellFolder(root)), repositoryRoot: root, logger: false }),
          db,
        });
      }
      const [first, second] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
      await second.inject({ method: 'GET', url: '/newsletter' });
      expect((await second.inject({ method: 'GET', url: '/newsletter' })).headers['x-page-cache']).toBe('hit');
      const heard = new Promise<void>((resolve) => {
        onHeard = resolve;
      });
      await first.inject({ method: 'POST', url: '/api/planning/changed' });
      await heard;
      expect((await second.inject({ method: 'GET', url: '/newsletter' })).headers['x-page-cache']).toBe('miss');
    } finally {
      for (const instance of instances) {
        await instance.app.close();
        await instance.db.close();
      }
    }
  }, 60_000);
});
