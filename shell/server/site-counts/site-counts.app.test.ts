/** @jest-environment node */
/**
 * Page views and searches that found nothing, counted by a listening site server (decisions 061,
 * 070 and 073) on each engine: a page view is the browser's beacon, for the page it loaded and
 * for each page opened inside the site, whichever way the page was answered; serving a document
 * counts no view (a shared cache in front would answer without the server); bots and requests
 * without an agent are not counted, only the referring site's host is kept, and two instances on
 * one database add up. A search that found nothing is counted as its page is served, and that
 * page is never kept in front. The counts reach the database when a server closes (the timer's
 * flush is the same write, tested in site-counter.test.ts).
 */
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { areaNames } from '@estes/shared/core';
import {
  emptyRegistry,
  openDatabase,
  readEmptySearches,
  readPageViews,
  type Registry,
  type SiteDatabase,
} from '@estes/platform';
import { createTestDatabase, publishFake, saveRegistry, testEngines, type TestDatabase } from '@estes/platform/testing';
import { buildPageCacheTestServer } from '../testing/page-cache-server';

const chromium =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** 23:30 on 26 November in Estes Park: 06:30 UTC on the 27th. */
const lateEvening = Date.parse('2026-11-27T06:30:00Z');

describe.each(testEngines())('page views counted by the site server on %s', (engine) => {
  let testDb: TestDatabase;
  let root: string;
  let deployDir: string;
  let db: SiteDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    root = await mkdtemp(path.join(os.tmpdir(), 'site-counts-'));
    deployDir = path.join(root, 'deploy');
    let registry: Registry = emptyRegistry();
    for (const area of areaNames) {
      registry = await publishFake(deployDir, registry, area, '1.0.0-a', {
        whoamiFreshness: { maxAgeSeconds: 300, tags: [`${area}-data`] },
      });
    }
    db = await openDatabase({ databaseUrl: testDb.url, dataDir: root });
    await saveRegistry(db, registry);
  });

  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  /** A server of its own (an instance) on the shared database, listening on loopback. */
  async function startInstance() {
    const instanceDb = await openDatabase({ databaseUrl: testDb.url, dataDir: root });
    const app = await buildPageCacheTestServer({ root, deployDir, db: instanceDb, now: () => lateEvening });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const ask = (target: string, headers: Record<string, string> = { 'user-agent': chromium }, method = 'GET') =>
      new Promise<{ status: number; cacheControl: string | undefined }>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, method, path: target, headers: { host: 'www.estes.example', ...headers } },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, cacheControl: response.headers['cache-control'] }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      });
    /** The beacon a page of the site sends (`body` as page-view-beacon.ts reads it); its status and error. */
    const beacon = async (body: string, headers: Record<string, string> = {}) => {
      const answer = await (app as FastifyInstance).inject({
        method: 'POST',
        url: '/api/page-view',
        payload: body,
        // A header given as '' is left out.
        headers: Object.fromEntries(
          Object.entries({
            host: 'www.estes.example',
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': chromium,
            origin: 'https://www.estes.example',
            'sec-fetch-site': 'same-origin',
            ...headers,
          }).filter(([, value]) => value !== ''),
        ),
      });
      return { status: answer.statusCode, error: answer.statusCode === 204 ? undefined : answer.json().error };
    };
    const stop = async () => {
      await app.close();
      await instanceDb.close();
    };
    return { app, ask, beacon, stop };
  }

  const viewsOf = async () =>
    Object.fromEntries(
      (await readPageViews(db, { from: '2026-11-26', to: '2026-11-27' })).map((row) => [
        `${row.day} ${row.route} ${row.referrer}`,
        row.views,
      ]),
    );

  it('counts no view for serving a page, however it is served: the page’s own beacon counts it', async () => {
    const { app, ask, stop } = await startInstance();
    const fastBefore = (app as FastifyInstance).fastPageHits.answered;
    expect((await ask('/events')).status).toBe(200); // rendered
    expect((await ask('/events')).status).toBe(200); // the fast path
    expect((app as FastifyInstance).fastPageHits.answered).toBe(fastBefore + 1);
    (app as FastifyInstance).fastPageHits.enabled = false;
    expect((await ask('/events?utm_source=news')).status).toBe(200); // from the cache, through Fastify
    (app as FastifyInstance).fastPageHits.enabled = true;
    await ask('/events', { 'user-agent': chromium, referer: 'https://www.google.com/search?q=elk' });
    expect((await ask('/no-such-page')).status).toBe(404);
    await stop();
    expect(await viewsOf()).toEqual({});
  });

  it('counts a loaded page from its beacon, per route, Mountain day and referring site, and leaves out bots', async () => {
    const { beacon, stop } = await startInstance();
    for (const body of [
      '/events\n',
      '/events\n',
      '/events\nhttps://www.google.com',
      '/events\nhttps://WWW.Google.com:443',
      '/events\nhttps://www.estes.example',
      '/events\nnull', // an app's or a file's address
      '/events\nandroid-app://com.google.android.gm',
      '/no-such-page\n',
    ]) {
      expect(await beacon(body)).toEqual({ status: 204, error: undefined });
    }
    // Answered, not counted: a known bot, no agent at all.
    expect((await beacon('/events\n', { 'user-agent': googlebot })).status).toBe(204);
    expect((await beacon('/events\n', { 'user-agent': '' })).status).toBe(204);
    await stop();
    expect(await viewsOf()).toEqual({
      '2026-11-26 planning.events none': 2,
      '2026-11-26 planning.events www.google.com': 2,
      '2026-11-26 planning.events internal': 1,
      '2026-11-26 planning.events other': 2,
      '2026-11-26 notFound none': 1,
    });
  });

  it('adds what a second instance counted to the same rows', async () => {
    const second = await startInstance();
    await second.beacon('/events\n');
    await second.beacon('/weather\nhttps://www.google.com');
    await second.stop();
    const views = await viewsOf();
    expect(views['2026-11-26 planning.events none']).toBe(3);
    expect(views['2026-11-26 conditions.weather www.google.com']).toBe(1);
  });

  it('counts a page opened by a link inside the site from its beacon, under the route of its path, and only from the site’s own pages', async () => {
    const { beacon, stop } = await startInstance();
    expect(await beacon('/webcams')).toEqual({ status: 204, error: undefined });
    expect(await beacon('/webcams')).toEqual({ status: 204, error: undefined });
    expect(await beacon('/no-such-page')).toEqual({ status: 204, error: undefined });
    // A browser that sends no Sec-Fetch-Site (an older one) is judged by its Origin alone.
    expect((await beacon('/webcams', { 'sec-fetch-site': '' })).status).toBe(204);
    // Counted by no one: a bot, another site's page, a page without Origin, a cross-site fetch.
    expect((await beacon('/webcams', { 'user-agent': googlebot })).status).toBe(204);
    expect(await beacon('/webcams', { origin: 'https://evil.example' })).toEqual({
      status: 403,
      error: expect.stringMatching(/Only a page of .+ may report its page views/),
    });
    expect((await beacon('/webcams', { origin: 'null' })).status).toBe(403);
    expect((await beacon('/webcams', { origin: '' })).status).toBe(403);
    expect((await beacon('/webcams', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // What is no path of a page: a clear 400, nothing counted.
    for (const body of [
      '',
      'webcams',
      '//evil.example/x',
      '/a b',
      `/${'x'.repeat(600)}`,
      '/webcams?q=me',
      '/webcams\n\n',
      '\nhttps://www.google.com',
      `/webcams\n${'x'.repeat(900)}`,
    ]) {
      expect(await beacon(body)).toEqual({ status: 400, error: expect.stringMatching(/names no page of the site/) });
    }
    // A second line that is no origin: the referring page's path or query never reaches the counts.
    for (const referrer of [
      'https://www.google.com/search?q=my+name',
      'www.google.com',
      'https://a b.example',
      'https://me@x.example',
    ]) {
      expect(await beacon(`/webcams\n${referrer}`)).toEqual({
        status: 400,
        error: expect.stringMatching(/second line must be the origin of the page that linked to it/),
      });
    }
    expect((await beacon('/webcams', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    await stop();
    const views = await viewsOf();
    expect(views['2026-11-26 conditions.webcams internal']).toBe(3);
    expect(views['2026-11-26 notFound internal']).toBe(1);
    expect(Object.keys(views).filter((key) => key.includes('webcams'))).toEqual([
      '2026-11-26 conditions.webcams internal',
    ]);
  });

  it('counts a search that found nothing on each view of its page and on a browser’s own search, never what names a person', async () => {
    const { ask, stop } = await startInstance();
    // The fake areas answer no search documents: every search finds nothing.
    const rendered = await ask('/search?q=Snow%20%20Shoe');
    expect(rendered).toEqual({ status: 200, cacheControl: 'public, max-age=0, s-maxage=0' });
    // From the instance's cache: counted again, and again kept by no shared cache in front.
    expect(await ask('/search?q=Snow%20%20Shoe')).toEqual(rendered);
    await ask('/search?q=me%40example.com');
    await ask('/search?q=call%20970-555-0123');
    const fromThePage = { 'user-agent': chromium, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
    await ask('/api/search?q=snow+shoe', fromThePage);
    await ask('/api/search?q=snow+shoe', { ...fromThePage, 'sec-fetch-site': 'cross-site' });
    await ask('/api/search?q=snow+shoe', { ...fromThePage, 'user-agent': googlebot });
    await ask('/api/search?q=', fromThePage);
    await stop();
    expect(await readEmptySearches(db, { from: '2026-11-26', to: '2026-11-27' })).toEqual([
      { day: '2026-11-26', query: 'snow shoe', searches: 3 },
    ]);
    // Serving the search page counted no view: its beacon does.
    expect((await viewsOf())['2026-11-26 search none']).toBeUndefined();
  });
});
