/** @jest-environment node */
/**
 * The page cache's fast path behind a trusted proxy (decision 057): a request through it
 * (X-Forwarded-For, X-Forwarded-Proto) is answered before Fastify with the answer Fastify
 * gives, the visitor's address and scheme read by Fastify's own rules; other forwarding
 * headers, and the same headers from an address that is not a trusted proxy, decide the same.
 */
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { areaNames } from '@estes/shared/core';
import { emptyRegistry, openDatabase, type Registry, type SiteDatabase } from '@estes/platform';
import { publishFake, saveRegistry } from '@estes/platform/testing';
import { buildPageCacheTestServer } from '../../testing/page-cache-server';

interface Answer {
  status: number;
  /** Every header in the order sent, but Date. */
  headers: [string, string][];
  body: Buffer;
}

/** A non-loopback IPv4 address of this machine: a client that is not the trusted proxy. */
const publicAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe.each([
  // The fleet's nginx on this machine, named by address; a hop count (one balancer in front).
  { trustProxy: '127.0.0.1' },
  { trustProxy: '1' },
])('the page cache fast path behind proxies (TRUST_PROXY=$trustProxy)', ({ trustProxy }) => {
  let app: FastifyInstance;
  let db: SiteDatabase;
  let port: number;

  beforeAll(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'fast-hits-proxy-'));
    const deployDir = path.join(root, 'deploy');
    let registry: Registry = emptyRegistry();
    for (const area of areaNames) {
      registry = await publishFake(deployDir, registry, area, '1.0.0-a', {
        whoamiFreshness: { maxAgeSeconds: 300, tags: [`${area}-data`] },
      });
    }
    db = await openDatabase({ databaseUrl: undefined, dataDir: root });
    await saveRegistry(db, registry);
    const clock = Date.now();
    app = await buildPageCacheTestServer({
      root,
      deployDir,
      db,
      now: () => clock,
      // Served over http here, so the scheme a proxy forwards decides HSTS and the CSP's upgrade.
      env: { TRUST_PROXY: trustProxy, SITE_URL: 'http://www.estes.example' },
    });
    await app.listen({ port: 0, host: publicAddress ? '0.0.0.0' : '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const ask = (target: string, headers: Record<string, string | string[]>, address = '127.0.0.1') =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: address, port, path: target, headers: { host: 'www.estes.example', ...headers }, agent: false },
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
      request.end();
    });
  const headerOf = (answer: Answer, name: string) => answer.headers.find(([key]) => key.toLowerCase() === name)?.[1];

  async function bothWays(target: string, headers: Record<string, string | string[]>, address?: string) {
    await ask(target, headers, address);
    await ask(target, headers, address);
    app.fastPageHits.enabled = false;
    const viaFastify = await ask(target, headers, address);
    app.fastPageHits.enabled = true;
    const before = app.fastPageHits.answered;
    const fast = await ask(target, headers, address);
    return { viaFastify, fast, answeredFast: app.fastPageHits.answered - before === 1 };
  }

  const br = { 'accept-encoding': 'br' };
  const visitor = '203.0.113.9';

  it('answers requests through the trusted proxy as Fastify does: the visitor’s address, the scheme', async () => {
    const cases: { headers: Record<string, string | string[]>; fast: boolean; operator: boolean; hsts: boolean }[] = [
      { headers: { ...br, 'x-forwarded-for': visitor }, fast: true, operator: false, hsts: false },
      {
        headers: { ...br, 'x-forwarded-for': visitor, 'x-forwarded-proto': 'https' },
        fast: true,
        operator: false,
        hsts: true,
      },
      {
        headers: { ...br, 'x-forwarded-for': visitor, 'x-forwarded-proto': 'http, https' },
        fast: true,
        operator: false,
        hsts: true,
      },
      { headers: { ...br, 'x-forwarded-proto': 'https' }, fast: true, operator: true, hsts: true },
      // The proxy's own machine asking through it: an operator, as Fastify's path decides.
      { headers: { ...br, 'x-forwarded-for': '127.0.0.1' }, fast: true, operator: true, hsts: false },
      { headers: { ...br, 'x-forwarded-for': `127.0.0.1, ${visitor}` }, fast: true, operator: false, hsts: false },
      // Headers the fast path does not read, or the same one twice: Fastify's.
      // Joined by Node; behind one hop the last entry is the visitor, behind the named proxy the first untrusted.
      {
        headers: { ...br, 'x-forwarded-for': [visitor, '127.0.0.1'] },
        fast: false,
        operator: trustProxy === '1',
        hsts: false,
      },
      { headers: { ...br, forwarded: `for=${visitor}` }, fast: false, operator: true, hsts: false },
      { headers: { ...br, 'x-real-ip': visitor }, fast: false, operator: true, hsts: false },
      { headers: { ...br, 'x-forwarded-host': 'evil.example' }, fast: false, operator: true, hsts: false },
    ];
    for (const { headers, fast: wantFast, operator, hsts } of cases) {
      const { viaFastify, fast, answeredFast } = await bothWays('/events', headers);
      expect({ asked: headers, answeredFast, ...fast }).toEqual({
        asked: headers,
        answeredFast: wantFast,
        ...viaFastify,
      });
      expect({ headers, operator: headerOf(fast, 'x-page-cache') !== undefined }).toEqual({ headers, operator });
      expect({ headers, hsts: headerOf(fast, 'strict-transport-security') !== undefined }).toEqual({ headers, hsts });
    }
  });

  (publicAddress && trustProxy !== '1' ? it : it.skip)(
    'reads forwarding headers from an address that is not a trusted proxy as Fastify does: not at all',
    async () => {
      const headers = { ...br, 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'https' };
      const { viaFastify, fast, answeredFast } = await bothWays('/events', headers, publicAddress);
      expect(answeredFast).toBe(true);
      expect(fast).toEqual(viaFastify);
      expect(headerOf(fast, 'x-page-cache')).toBeUndefined();
      expect(headerOf(fast, 'strict-transport-security')).toBeUndefined();
    },
  );
});
