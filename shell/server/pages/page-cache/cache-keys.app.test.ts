/** @jest-environment node */
/**
 * Cache keys a crawler cannot inflate (decision 035), on the site server with fake area builds:
 * a page is rendered and kept with the parameters its route declares, in the live version of
 * its area; case and escape variants of a path redirect to its one form; and each address has
 * a budget of renders, answered 429 when spent while pages the cache holds are still served.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { areaNames, type AreaName } from '@estes/shared/core';
import { buildServer } from '../../app';
import { loadServerConfig } from '../../config';
import { emptyRegistry, openDatabase, type Registry, type SiteDatabase, withRollback } from '@estes/platform';
import { styleHashSource } from '../../security-headers';
import { renderBudgetHeading } from '../render-budget-page';
import { publishFake, saveRegistry, type FakeBuildOptions } from '@estes/platform/testing';
import { shellFolder } from '../../testing/shell-folder';

/** What the fake planning area declares its pages read. */
const planningQuery = {
  'planning.events': ['category', 'page'],
  'planning.partner': ['sent'],
  'planning.thingsToDo': ['q'],
};

const buildOf = (area: AreaName, label = 'Page'): FakeBuildOptions => ({
  label,
  whoamiFreshness: { maxAgeSeconds: 300, tags: [`${area}-data`] },
  ...(area === 'planning' && label === 'Page' ? { routeQuery: planningQuery } : {}),
});

const documentOf = (html: string) => new JSDOM(html).window.document;
/** The query the page's loader was given, as the fake page shows it. */
const querySeen = (html: string) => documentOf(html).querySelector('[data-query]')?.textContent;
const canonicalOf = (html: string) => documentOf(html).querySelector('link[rel="canonical"]')?.getAttribute('href');
/**
 * How many pages the server rendered so far (its /healthz): not the area's /whoami reads, as a
 * render may take an answer an earlier render kept (decision 051).
 */
const rendersOf = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: '/healthz' })).json() as { pageCache: { renders: number } }).pageCache
    .renders;

async function siteWith(env: Record<string, string>) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'cache-keys-'));
  const deployDir = path.join(root, 'deploy');
  let registry: Registry = emptyRegistry();
  for (const area of areaNames) registry = await publishFake(deployDir, registry, area, '1.0.0-a', buildOf(area));
  // A version built before routes declared their query (the old planning).
  registry = await publishFake(deployDir, registry, 'planning', '0.9.0-old', buildOf('planning', 'Old'));
  registry = withRollback(registry, 'planning', '1.0.0-a');
  const db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
  await saveRegistry(db, registry);
  const config = loadServerConfig({ SITE_URL: 'https://www.estes.example', DEPLOY_DIR: deployDir, ...env }, root);
  const app = await buildServer({ config, db, ...(await shellFolder(root)), repositoryRoot: root, logger: false });
  return { app, db, registry };
}

describe('cache keys from the parameters a route reads', () => {
  let app: FastifyInstance;
  let db: SiteDatabase;
  let registry: Registry;

  beforeAll(async () => {
    ({ app, db, registry } = await siteWith({ RENDER_BUDGET_PER_MINUTE: '0' }));
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('renders a page once however many junk, unknown and tracking parameters a crawler adds', async () => {
    const before = await rendersOf(app);
    const first = await get('/events?r=1');
    for (const target of [
      '/events?r=2',
      '/events?utm_source=news&utm_campaign=x',
      '/events?fbclid=a&gclid=b',
      '/events',
    ]) {
      const answer = await get(target);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toMatch(/^public/);
    }
    expect((await rendersOf(app)) - before).toBe(1);
    // The page saw none of them, and its canonical link names the one page.
    expect(querySeen(first.body)).toBe('');
    expect(canonicalOf(first.body)).toBe('https://www.estes.example/events');
  });

  it('keeps the parameters the route declares, in the key and in the render', async () => {
    const before = await rendersOf(app);
    const music = await get('/events?category=music&r=7&utm_source=x');
    expect(querySeen(music.body)).toBe('?category=music');
    await get('/events?utm_medium=y&category=music');
    expect((await rendersOf(app)) - before).toBe(1);
    const second = await get('/events?category=music&page=2');
    expect(querySeen(second.body)).toBe('?category=music&page=2');
    expect((await rendersOf(app)) - before).toBe(2);
  });

  it('drops a per-visitor parameter on a page that does not read it: the cached page, for anyone', async () => {
    await get('/events');
    const before = await rendersOf(app);
    const answer = await get('/events?sent=s0123456789&email=someone%40example.com');
    expect(answer.headers['cache-control']).toMatch(/^public/);
    expect(answer.body).not.toContain('someone');
    expect((await rendersOf(app)) - before).toBe(0);
    // The partner page reads `sent`: its outcome page is that visitor's, kept nowhere.
    const own = await get('/partner?sent=s0123456789&r=1');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(querySeen(own.body)).toBe('?sent=s0123456789');
  });

  it('reads the declaration from the live version: a rollback to one that declares nothing keeps every parameter but tracking ones', async () => {
    await saveRegistry(db, withRollback(registry, 'planning', '0.9.0-old'));
    try {
      const old = await get('/events?r=1&utm_source=news');
      expect(old.headers['x-area-version']).toBe('planning@0.9.0-old');
      expect(querySeen(old.body)).toBe('?r=1');
    } finally {
      await saveRegistry(db, registry);
    }
    expect(querySeen((await get('/events?r=1')).body)).toBe('');
  });

  it.each([
    ['/EVENTS', '/events'],
    ['/ev%65nts', '/events'],
    ['/Events?category=music&r=1', '/events?category=music&r=1'],
    ['/PROPERTY/Hotel-1', '/property/Hotel-1'],
  ])('redirects %s to its one form, %s', async (target, location) => {
    const answer = await get(target);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(location);
  });
});

describe('the render budget of an address', () => {
  let app: FastifyInstance;
  let db: SiteDatabase;

  beforeAll(async () => {
    // Three renders at once, then one a minute: nothing refills while the test runs.
    ({ app, db } = await siteWith({ RENDER_BUDGET_PER_MINUTE: '1', RENDER_BUDGET_BURST: '3', TRUST_PROXY: '1' }));
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const getFrom = (address: string, url: string) =>
    app.inject({ method: 'GET', url, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': address } });

  it('refuses a render past the budget with 429, a page that says what to do and Retry-After, and still serves cached pages', async () => {
    const crawler = '203.0.113.9';
    expect((await getFrom(crawler, '/events')).statusCode).toBe(200);
    expect((await getFrom(crawler, '/things-to-do?q=a')).statusCode).toBe(200);
    expect((await getFrom(crawler, '/things-to-do?q=b')).statusCode).toBe(200);
    const before = await rendersOf(app);
    const refused = await getFrom(crawler, '/things-to-do?q=c');
    expect(await rendersOf(app)).toBe(before);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = documentOf(refused.body);
    expect(page.querySelector('h1')?.textContent).toBe(renderBudgetHeading);
    expect(page.querySelector('main')?.textContent).toContain('Please wait 1 minute, then reload this page.');
    // Its one style block is admitted by its hash, nothing else.
    expect(refused.headers['content-security-policy']).toContain(
      `style-src ${styleHashSource(page.querySelector('style')?.textContent ?? '')};`,
    );
    expect(refused.headers['x-frame-options']).toBe('DENY');
    // Pages the cache holds cost nothing: the same address still gets them, junk parameters and all.
    expect((await getFrom(crawler, '/events?r=99')).statusCode).toBe(200);
    expect((await getFrom(crawler, '/things-to-do?q=a&utm_source=x')).statusCode).toBe(200);
    // A visitor's own outcome page is a render too.
    expect((await getFrom(crawler, '/partner?sent=s0123456789')).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await getFrom('198.51.100.4', '/things-to-do?q=c')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 network as one address, behind the proxies TRUST_PROXY names', async () => {
    for (const host of ['1', '2', '3']) {
      expect((await getFrom(`2001:db8:7:8::${host}`, `/things-to-do?q=v6-${host}`)).statusCode).toBe(200);
    }
    expect((await getFrom('2001:db8:7:8:ffff::1', '/things-to-do?q=v6-4')).statusCode).toBe(429);
    expect((await getFrom('2001:db8:7:9::1', '/things-to-do?q=v6-4')).statusCode).toBe(200);
    // What a client writes first in X-Forwarded-For is not believed: the proxy's own entry is.
    const spoofed = await app.inject({
      method: 'GET',
      url: '/things-to-do?q=v6-5',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '192.0.2.200, 2001:db8:7:8::9' },
    });
    expect(spoofed.statusCode).toBe(429);
  });
});
