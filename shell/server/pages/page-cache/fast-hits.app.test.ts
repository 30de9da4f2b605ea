/** @jest-environment node */
/**
 * The page cache's fast path (decision 054) on a listening site server: for every kind of
 * request, its answer (status, every header, body) is the one the pages route gives through
 * Fastify; it answers only kept, fresh pages on the live versions; a rollback committed by
 * another process is seen by the next request, a page past its freshness and a dropped tag go
 * to Fastify.
 */
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { areaNames, type AreaName } from '@estes/shared/core';
import { emptyRegistry, openDatabase, type Registry, type SiteDatabase, withRollback } from '@estes/platform';
import { publishFake, saveRegistry } from '@estes/platform/testing';
import { buildPageCacheTestServer } from '../../testing/page-cache-server';

const freshFor = (area: AreaName) => ({
  whoamiFreshness: { maxAgeSeconds: 300, tags: [`${area}-data`] },
  apiRoutes: `scope.post('/changed', async () => { await context.pageDataChanged(['${area}-data']); return { ok: true }; });`,
});

interface Answer {
  status: number;
  /** Every header in the order sent, but Date (the second may turn between two answers). */
  headers: [string, string][];
  body: Buffer;
}

interface Asked {
  method?: string;
  target: string;
  headers?: Record<string, string | string[]>;
  body?: string;
  /** The address to ask at: loopback (an operator, decision 035) or this machine's other one. */
  address?: string;
}

/** A non-loopback IPv4 address of this machine, to ask as a member of the public. */
const publicAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('the page cache fast path', () => {
  let app: FastifyInstance;
  let db: SiteDatabase;
  let root: string;
  let port: number;
  let registry: Registry;
  /** The registry with planning's 1.0.0-b live (the tests start rolled back to 1.0.0-a). */
  let secondLive: Registry;
  let clock: number;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'fast-hits-'));
    const deployDir = path.join(root, 'deploy');
    registry = emptyRegistry();
    for (const area of areaNames) registry = await publishFake(deployDir, registry, area, '1.0.0-a', freshFor(area));
    secondLive = await publishFake(deployDir, registry, 'planning', '1.0.0-b', {
      label: 'Second',
      ...freshFor('planning'),
    });
    registry = withRollback(secondLive, 'planning');
    // A database in files, as in production: the fast path looks at its files for commits of other processes.
    db = await openDatabase({ databaseUrl: undefined, dataDir: root });
    await saveRegistry(db, registry);
    clock = Date.now();
    app = await buildPageCacheTestServer({ root, deployDir, db, now: () => clock });
    await app.listen({ port: 0, host: publicAddress ? '0.0.0.0' : '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const ask = ({ method = 'GET', target, headers = { host: 'www.estes.example' }, body, address }: Asked) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: address ?? '127.0.0.1', port, method, path: target, headers, setHost: false, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const pairs: [string, string][] = [];
            for (let index = 0; index < response.rawHeaders.length; index += 2) {
              const name = response.rawHeaders[index] ?? '';
              if (name.toLowerCase() !== 'date') pairs.push([name, response.rawHeaders[index + 1] ?? '']);
            }
            resolve({ status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const headerOf = (answer: Answer, name: string) => answer.headers.find(([key]) => key.toLowerCase() === name)?.[1];

  /** The request's answer through Fastify (fast path off), then with it on, and whether it answered. */
  async function bothWays(asked: Asked) {
    app.fastPageHits.enabled = false;
    const viaFastify = await ask(asked);
    app.fastPageHits.enabled = true;
    const before = app.fastPageHits.answered;
    const fast = await ask(asked);
    return { viaFastify, fast, answeredFast: app.fastPageHits.answered - before === 1 };
  }

  const plain = { host: 'www.estes.example' };
  const chromium = { ...plain, 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('answers every kind of request exactly as Fastify does, and answers itself only kept pages', async () => {
    const etag = headerOf(await ask({ target: '/events', headers: chromium }), 'etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const longQuery = `/events?month=${'5'.repeat(1100)}`;
    const cases: (Asked & { fast: boolean })[] = [
      { target: '/events', fast: true },
      { target: '/events', headers: { ...plain, 'accept-encoding': 'gzip' }, fast: true },
      { target: '/events', headers: chromium, fast: true },
      { target: '/events', headers: { ...plain, 'accept-encoding': 'br;q=0, gzip;q=0' }, fast: true },
      { target: '/events', headers: { ...chromium, 'if-none-match': etag }, fast: true },
      { target: '/events', headers: { ...chromium, 'if-none-match': 'W/"another"' }, fast: true },
      { target: '/events', headers: { ...chromium, range: 'bytes=0-10' }, fast: true },
      { method: 'HEAD', target: '/events', headers: chromium, fast: true },
      { target: '/events?utm_source=news', headers: chromium, fast: true },
      { target: '/events?month=5', headers: chromium, fast: true },
      { target: '/no-such-page', headers: chromium, fast: true },
      { target: '/events', headers: { ...chromium, host: 'evil.example' }, fast: true },
      { target: '/events', headers: { ...chromium, authorization: 'Bearer wrong-token' }, fast: true },
      { target: '/events', headers: { ...plain, 'Accept-Encoding': 'gzip', 'IF-NONE-MATCH': etag }, fast: true },
      { target: '/events', headers: { ...chromium, 'content-length': '0' }, fast: true },
      // A header the answer depends on, sent twice: Node joins the copies, Fastify's path reads them.
      { target: '/events', headers: { ...plain, 'accept-encoding': ['gzip', 'br'] }, fast: false },
      { target: '/events', headers: { ...chromium, 'if-none-match': ['W/"another"', etag] }, fast: false },
      { target: '/events', headers: { ...chromium, 'transfer-encoding': 'chunked' }, body: '', fast: false },
      // A visitor's own page, forwarding headers, a body, another method: Fastify's.
      { target: '/events?sent=s0123456789', headers: chromium, fast: false },
      { target: '/events', headers: { ...chromium, 'x-forwarded-for': '203.0.113.9' }, fast: false },
      { target: '/events', headers: { ...chromium, forwarded: 'for=203.0.113.9' }, fast: false },
      { target: '/events', headers: { ...chromium, 'content-length': '5' }, body: 'hello', fast: false },
      { method: 'POST', target: '/events', headers: chromium, fast: false },
      { method: 'OPTIONS', target: '/events', headers: chromium, fast: false },
      // Targets the site refuses, redirects or answers elsewhere never reach the pages route.
      { target: '/EVENTS', headers: chromium, fast: false },
      { target: '/events/', headers: chromium, fast: false },
      // Answered in place as its canonical path's page (request-target.ts), never redirected.
      { target: '//evil.example/x', headers: chromium, fast: true },
      { target: '/%ff', headers: chromium, fast: false },
      { target: `/${'a'.repeat(2000)}`, headers: chromium, fast: false },
      { target: longQuery, headers: chromium, fast: false },
      { target: '/?search=elk', headers: chromium, fast: false },
      { target: '/api/planning/whoami', headers: chromium, fast: false },
      { target: '/remotes.json', headers: chromium, fast: false },
      { target: '/assets/main.js', headers: chromium, fast: false },
      { target: '/assets/%2e%2e/index.html', headers: chromium, fast: false },
      { target: 'http://www.estes.example/events', headers: chromium, fast: false },
      // No Host at all: Node refuses it before any listener.
      { target: '/events', headers: { 'accept-encoding': 'br' }, fast: false },
    ];
    for (const asked of cases) {
      // Asked twice first: a page kept, then asked for again, is what a visitor meets.
      await ask(asked);
      await ask(asked);
      const { viaFastify, fast, answeredFast } = await bothWays(asked);
      expect({ asked: asked.target, method: asked.method, answeredFast, ...fast }).toEqual({
        asked: asked.target,
        method: asked.method,
        answeredFast: asked.fast,
        ...viaFastify,
      });
    }
  });

  it('gives the page’s every header: security headers, policy, validator, caching, encoding', async () => {
    const { fast, answeredFast } = await bothWays({ target: '/events', headers: chromium });
    expect(answeredFast).toBe(true);
    expect(fast.status).toBe(200);
    for (const name of [
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'permissions-policy',
      'strict-transport-security',
      'content-security-policy',
      'content-type',
      'x-area-version',
      'vary',
      'etag',
      'cache-control',
      'content-encoding',
      'content-length',
    ]) {
      expect({ name, present: headerOf(fast, name) !== undefined }).toEqual({ name, present: true });
    }
    expect(headerOf(fast, 'x-page-cache')).toBe('hit');
    expect(headerOf(fast, 'content-encoding')).toBe('br');
    expect(headerOf(fast, 'cache-control')).toBe('public, max-age=0, s-maxage=1');
  });

  (publicAddress ? it : it.skip)('keeps the operators’ headers from the public, as Fastify does', async () => {
    for (const headers of [plain, chromium]) {
      const asked = { target: '/events', headers, address: publicAddress };
      await ask(asked);
      const { viaFastify, fast, answeredFast } = await bothWays(asked);
      expect(answeredFast).toBe(true);
      expect(fast).toEqual(viaFastify);
      expect(headerOf(fast, 'x-page-cache')).toBeUndefined();
    }
  });

  it('sees a deploy another process commits at the very next request', async () => {
    await ask({ target: '/restaurants' });
    const before = app.fastPageHits.answered;
    const kept = await ask({ target: '/restaurants' });
    expect(app.fastPageHits.answered - before).toBe(1);
    expect(headerOf(kept, 'x-area-version')).toBe('planning@1.0.0-a');
    // Another process: its own connection to the same database files.
    const other = await openDatabase({ databaseUrl: undefined, dataDir: root });
    try {
      await saveRegistry(other, secondLive);
    } finally {
      await other.close();
    }
    const after = await ask({ target: '/restaurants' });
    expect(headerOf(after, 'x-area-version')).toBe('planning@1.0.0-b');
    expect(headerOf(after, 'x-page-cache')).toBe('miss');
    await saveRegistry(db, registry);
  });

  it('leaves a page past its freshness and a page whose data changed to Fastify', async () => {
    await ask({ target: '/things-to-do' });
    expect(headerOf(await ask({ target: '/things-to-do' }), 'x-page-cache')).toBe('hit');
    let before = app.fastPageHits.answered;
    clock += 301_000;
    const stale = await ask({ target: '/things-to-do' });
    expect(headerOf(stale, 'x-page-cache')).toBe('stale');
    expect(app.fastPageHits.answered).toBe(before);

    await ask({ target: '/newsletter' });
    await ask({ target: '/newsletter' });
    expect(app.fastPageHits.answered).toBe(before + 1);
    const write = await ask({ method: 'POST', target: '/api/planning/changed' });
    expect(write.status).toBe(200);
    before = app.fastPageHits.answered;
    expect(headerOf(await ask({ target: '/newsletter' }), 'x-page-cache')).toBe('miss');
    expect(app.fastPageHits.answered).toBe(before);
  });
});
