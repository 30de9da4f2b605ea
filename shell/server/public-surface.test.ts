/** @jest-environment node */
/**
 * What the public can send and read (issue 28, decision 035), on the site server with fake
 * area builds: bodies parsed only by routes that take them; /healthz short for the public and
 * whole for operators; no page-cache or surrogate headers to browsers while a CDN still gets
 * what it caches by; no source maps; every encoding of main.js revalidating; HSTS following an
 * https SITE_URL; security headers on the router's and the socket's own refusals; and slow
 * headers cut off at the headers timeout, not at Node's next 30-second check.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { areaNames, type AreaName } from '@estes/shared/core';
import { buildServer, connectionsCheckingIntervalMs, headersTimeoutMs, type ServerDependencies } from './app';
import { loadServerConfig } from './config';
import { browserFilesDir, emptyRegistry, openDatabase, type Registry, type SiteDatabase } from '@estes/platform';
import { publishFake, saveRegistry } from '@estes/platform/testing';
import { registerHealthz, type HealthFacts } from './health/healthz';
import { operatorAccess } from './operator-access';

const template = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><!--site-head-->
<!--page-head--></head><body><div id="root"><!--page-html--></div><!--boot-data--><script defer src="/assets/main.js"></script></body></html>`;

const token = 'b1f0c3d9e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3';
const visitor = '203.0.113.9';
const hsts = 'max-age=31536000; includeSubDomains';

/** Each area's reads are fresh for five minutes (pages are kept); planning has two routes of its own. */
const areaOptions = (area: AreaName) => ({
  whoamiFreshness: { maxAgeSeconds: 300, tags: [`${area}-data`] },
  apiRoutes:
    area === 'planning' ? `scope.post('/ping', async () => ({ ok: true }));` : area === 'content' ? '' : undefined,
});

describe('what the public can send and read', () => {
  let db: SiteDatabase;
  let root: string;
  let folders: Pick<ServerDependencies, 'shellDistDir' | 'shellPublicDir' | 'repositoryRoot'>;
  let deployDir: string;
  let app: FastifyInstance;
  const started: FastifyInstance[] = [];

  /** A server of the same site with other settings (closed after the tests). */
  const serverWith = async (env: Record<string, string>, extra: Partial<ServerDependencies> = {}) => {
    const config = loadServerConfig({ DEPLOY_DIR: deployDir, ...env }, root);
    const server = await buildServer({ config, db, ...folders, logger: false, ...extra });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'public-surface-'));
    const shellDir = path.join(root, 'shell');
    const browser = path.join(shellDir, 'dist', 'browser');
    await mkdir(browser, { recursive: true });
    await mkdir(path.join(shellDir, 'public'), { recursive: true });
    await writeFile(path.join(shellDir, 'dist', 'index.html'), template);
    await writeFile(path.join(browser, 'main.js'), 'console.log("entry")');
    await writeFile(path.join(browser, 'main.js.br'), 'brotli bytes of the entry');
    await writeFile(path.join(browser, 'main.js.gz'), 'gzip bytes of the entry');
    await writeFile(path.join(browser, 'main.js.map'), '{"version":3,"sources":["/home/ci/build/shell/src/boot.tsx"]}');
    folders = {
      shellDistDir: path.join(shellDir, 'dist'),
      shellPublicDir: path.join(shellDir, 'public'),
      repositoryRoot: root,
    };
    deployDir = path.join(root, 'deploy');
    // A published version that carries its maps (as the build keeps them) before its digest is taken.
    await mkdir(browserFilesDir(deployDir, 'lodging', '1.0.0-a'), { recursive: true });
    await writeFile(path.join(browserFilesDir(deployDir, 'lodging', '1.0.0-a'), 'remoteEntry.js.map'), '{}');
    let registry: Registry = emptyRegistry();
    for (const area of areaNames) registry = await publishFake(deployDir, registry, area, '1.0.0-a', areaOptions(area));
    db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
    await saveRegistry(db, registry);
    app = await serverWith({ SITE_URL: 'https://www.estes.example', HEALTHZ_TOKEN: token });
  });

  afterAll(async () => {
    for (const server of started) await server.close();
    await db.close();
  });

  const fromVisitor = (options: InjectOptions) => app.inject({ remoteAddress: visitor, ...options });

  describe('bodies only where a route takes them', () => {
    // Malformed JSON is a 400 when parsed: a 404 says no parser ever saw it.
    const malformed = { 'content-type': 'application/json' };
    const nested = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

    it.each([
      ['POST', '/nope'],
      ['DELETE', '/accommodations'],
      ['PUT', '/healthz'],
      ['OPTIONS', '/blog'],
      ['POST', '/api/planning/nope'],
      ['PUT', '/api/planning/whoami'],
    ] as const)('%s %s answers its 404 without parsing the body', async (method, url) => {
      for (const payload of ['{"unfinished', nested, 'x'.repeat(2 * 1024 * 1024)]) {
        const answer = await fromVisitor({ method, url, headers: malformed, payload });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ error: 'Not Found', message: `No ${method} ${url} here.` });
      }
    });

    it('refuses a body sent to an address that takes none, unread (413), and answers it without one', async () => {
      const withBody = await fromVisitor({ method: 'POST', url: '/api/planning/ping', payload: { a: 1 } });
      expect(withBody.statusCode).toBe(413);
      expect(withBody.json().message).toBe('POST /api/planning/ping takes no request body: send it without one.');
      expect((await fromVisitor({ method: 'POST', url: '/api/planning/ping' })).json()).toEqual({ ok: true });
    });

    it('parses the body of a route that takes one, up to that route’s own limit', async () => {
      const post = (payload: string) =>
        fromVisitor({ method: 'POST', url: '/api/planning/echo', headers: malformed, payload });
      expect((await post('{"hello":"elk"}')).json()).toEqual({ received: { hello: 'elk' }, ip: visitor });
      expect((await post('{"unfinished')).statusCode).toBe(400);
      expect((await post(JSON.stringify({ text: 'x'.repeat(2000) }))).statusCode).toBe(413);
    });

    it('never reads a GET’s body: the page is answered as without one', async () => {
      const answer = await fromVisitor({ method: 'GET', url: '/blog', headers: malformed, payload: '{"unfinished' });
      expect(answer.statusCode).toBe(200);
    });
  });

  describe('/healthz', () => {
    const health = (options: Omit<InjectOptions, 'url' | 'method'>) =>
      app.inject({ method: 'GET', url: '/healthz', ...options });

    it('tells the public only ok or degraded, and nothing to keep', async () => {
      const answer = await health({ remoteAddress: visitor });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('gives the whole report to this machine and to a request with the token', async () => {
      for (const answer of [
        await health({ remoteAddress: '127.0.0.1' }),
        await health({ remoteAddress: '::1' }),
        await health({ remoteAddress: visitor, headers: { authorization: `Bearer ${token}` } }),
      ]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({
          instance: expect.any(String),
          status: 'ok',
          remotes: { lodging: '1.0.0-a' },
          pageCache: expect.any(Object),
          memory: expect.any(Object),
        });
      }
    });

    it('says so when a bearer token is not the server’s; another scheme is not an attempt', async () => {
      const wrong = await health({ remoteAddress: visitor, headers: { authorization: `Bearer ${'x'.repeat(40)}` } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('The bearer token is not this server’s HEALTHZ_TOKEN.');
      expect(wrong.headers['www-authenticate']).toBe('Bearer realm="healthz"');
      const basic = await health({ remoteAddress: visitor, headers: { authorization: 'Basic c3RhZ2luZzpwdw==' } });
      expect(basic.json()).toEqual({ status: 'ok' });
    });

    it('without trusted proxies, takes a loopback socket that carries forwarding headers as a proxy’s, not local', async () => {
      const proxied = await health({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': visitor } });
      expect(proxied.json()).toEqual({ status: 'ok' });
    });

    it('behind trusted proxies, is local only when the visitor and the socket both are', async () => {
      const behindProxy = await serverWith({ TRUST_PROXY: '1' });
      const ask = (remoteAddress: string, forwardedFor?: string) =>
        behindProxy
          .inject({
            method: 'GET',
            url: '/healthz',
            remoteAddress,
            headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
          })
          .then((answer) => Object.keys(answer.json()).length > 1);
      // nginx on this machine: the visitor is the address it appended.
      expect(await ask('127.0.0.1', visitor)).toBe(false);
      expect(await ask('127.0.0.1', `127.0.0.1, ${visitor}`)).toBe(false);
      // An operator's curl through it, or straight to the instance, on this machine.
      expect(await ask('127.0.0.1', '127.0.0.1')).toBe(true);
      expect(await ask('127.0.0.1')).toBe(true);
      // A client reaching the instance directly and writing the header itself.
      expect(await ask('198.51.100.7', '127.0.0.1')).toBe(false);
    });
  });

  describe('headers for operators only; what a CDN caches by', () => {
    it('sends a page without X-Page-Cache to the public, with everything a CDN caches by', async () => {
      const behindCdn = await serverWith({ SITE_URL: 'https://www.estes.example', TRUST_PROXY: '1' });
      // The CDN's node asks on a visitor's behalf, as it would from the edge.
      const cdn = (headers: Record<string, string> = {}) =>
        behindCdn.inject({
          method: 'GET',
          url: '/events',
          remoteAddress: '198.51.100.20',
          headers: { 'x-forwarded-for': visitor, 'x-forwarded-proto': 'https', ...headers },
        });
      await cdn();
      const kept = await cdn();
      expect(kept.statusCode).toBe(200);
      expect(kept.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=([1-9]|[1-5]\d|60)$/);
      expect(kept.headers.etag).toMatch(/^W\/"/);
      expect(kept.headers.vary).toBe('Accept-Encoding');
      for (const name of ['x-page-cache', 'surrogate-key', 'surrogate-control'])
        expect(kept.headers[name]).toBeUndefined();
      const revalidated = await cdn({ 'if-none-match': String(kept.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      // The operator on the instance still sees how the cache answered.
      const local = await behindCdn.inject({ method: 'GET', url: '/events', remoteAddress: '127.0.0.1' });
      expect(local.headers['x-page-cache']).toMatch(/^(hit|stale)$/);
    });

    it('keeps the freshness an area declares to the page cache out of its public answers, not its in-process ones', async () => {
      const visitorRead = await fromVisitor({ method: 'GET', url: '/api/planning/whoami' });
      expect(visitorRead.statusCode).toBe(200);
      expect(visitorRead.headers['surrogate-control']).toBeUndefined();
      expect(visitorRead.headers['surrogate-key']).toBeUndefined();
      const operatorRead = await app.inject({
        method: 'GET',
        url: '/api/planning/whoami',
        remoteAddress: visitor,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(operatorRead.headers['surrogate-control']).toBe('max-age=300');
      expect(operatorRead.headers['surrogate-key']).toBe('planning-data');
      // Pages are still built from those reads and kept: the second load is from memory.
      await fromVisitor({ method: 'GET', url: '/trip-planning' });
      const again = await app.inject({ method: 'GET', url: '/trip-planning' });
      expect(again.headers['x-page-cache']).toMatch(/^(hit|stale)$/);
    });
  });

  describe('files', () => {
    it('serves no source map, from the shell or a published version', async () => {
      for (const url of ['/assets/main.js.map', '/remotes/lodging/1.0.0-a/remoteEntry.js.map']) {
        const answer = await fromVisitor({ method: 'GET', url });
        expect(answer.statusCode).toBe(404);
        expect(answer.body).not.toContain('/home/ci/build');
      }
      expect((await fromVisitor({ method: 'GET', url: '/remotes/lodging/1.0.0-a/remoteEntry.js' })).statusCode).toBe(
        200,
      );
    });

    it.each([undefined, 'br', 'gzip'])(
      'lets main.js revalidate in every encoding (Accept-Encoding %s)',
      async (encoding) => {
        const answer = await fromVisitor({
          method: 'GET',
          url: '/assets/main.js',
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['cache-control']).toBe('no-cache');
      },
    );
  });

  describe('security headers', () => {
    it('follow an https SITE_URL without any proxy setting: HSTS everywhere, upgrade-insecure-requests on pages', async () => {
      const page = await fromVisitor({ method: 'GET', url: '/blog' });
      expect(page.headers['strict-transport-security']).toBe(hsts);
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      for (const url of ['/api/planning/whoami', '/api/planning/nope', '/healthz', '/assets/main.js']) {
        expect((await fromVisitor({ method: 'GET', url })).headers['strict-transport-security']).toBe(hsts);
      }
      const httpSite = await serverWith({ SITE_URL: 'http://localhost:3000' });
      const plain = await httpSite.inject({ method: 'GET', url: '/blog', remoteAddress: visitor });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(String(plain.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    });

    it.each(['/blog/%ff', '/api/content/posts/%ff', '/api/planning/%c0%af'])(
      'are on the router’s 400 for an escape that is not UTF-8 (%s)',
      async (url) => {
        const answer = await fromVisitor({ method: 'GET', url });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({
          error: 'Bad Request',
          message: 'The address is not valid: it has a %-escape that is not UTF-8 text.',
        });
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.headers['strict-transport-security']).toBe(hsts);
      },
    );
  });

  describe('on the socket', () => {
    /** Writes `request` to a listening server and reads until the server closes. */
    const exchange = async (server: FastifyInstance, write: (socket: ReturnType<typeof connect>) => void) => {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('error', () => undefined);
      write(socket);
      await closed;
      return received;
    };

    it('cuts off headers that arrive too slowly at the headers timeout (a 408 with the security headers)', async () => {
      const quick = await serverWith(
        { SITE_URL: 'https://www.estes.example' },
        { timeouts: { headersMs: 300, checkingIntervalMs: 50 } },
      );
      let timer: NodeJS.Timeout | undefined;
      const startedAt = Date.now();
      const answer = await exchange(quick, (socket) => {
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        let line = 0;
        timer = setInterval(() => socket.writable && socket.write(`X-Slow-${(line += 1)}: a\r\n`), 50);
      });
      clearInterval(timer);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      expect(answer).toContain('x-content-type-options: nosniff');
      expect(answer).toContain(`strict-transport-security: ${hsts}`);
      // Node's own 30-second check would have left this socket open far longer.
      expect(Date.now() - startedAt).toBeLessThan(10_000);
    });

    it('ends a connection that stays silent (nothing sent, nothing to send) at its silence limit', async () => {
      const quiet = await serverWith(
        {},
        // A headers timeout far beyond the silence: what ends this connection is the silence.
        { timeouts: { headersMs: 20_000, checkingIntervalMs: 50, silenceMs: 300 } },
      );
      const startedAt = Date.now();
      const answer = await exchange(quiet, () => undefined);
      expect(answer).toBe('');
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300);
      expect(Date.now() - startedAt).toBeLessThan(5_000);
    });

    it('keeps a slow client that keeps sending, and answers it', async () => {
      const patient = await serverWith({}, { timeouts: { headersMs: 20_000, checkingIntervalMs: 50, silenceMs: 300 } });
      const request = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
      let timer: NodeJS.Timeout | undefined;
      const startedAt = Date.now();
      const answer = await exchange(patient, (socket) => {
        // Three bytes every 100 ms: about 2 s of request, never 300 ms silent.
        let sent = 0;
        timer = setInterval(() => {
          if (sent < request.length && socket.writable) socket.write(request.slice(sent, (sent += 3)));
        }, 100);
      });
      clearInterval(timer);
      expect(Date.now() - startedAt).toBeGreaterThan(1_500);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    });

    it('checks its connections every second in production, so the 15 s headers timeout acts at about 15 s', () => {
      expect(app.server.headersTimeout).toBe(headersTimeoutMs);
      expect(headersTimeoutMs).toBe(15_000);
      expect((app.server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(
        connectionsCheckingIntervalMs,
      );
      expect(connectionsCheckingIntervalMs).toBe(1_000);
    });

    it('answers a request Node cannot read with a 400 that has the security headers', async () => {
      const plainSite = await serverWith({});
      const answer = await exchange(plainSite, (socket) => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(answer).toContain('x-content-type-options: nosniff');
      expect(answer).not.toContain('strict-transport-security');
    });
  });
});

describe('/healthz status, decided in one place', () => {
  const facts = (overrides: Partial<HealthFacts> = {}): HealthFacts => ({
    instance: 'test:1',
    database: 'ok',
    remotes: { lodging: '1.0.0' },
    areasUnavailable: [],
    areas: {},
    versionsInMemory: [],
    pageCache: {},
    ...overrides,
  });
  const answer = async (given: HealthFacts, remoteAddress: string) => {
    const app = Fastify();
    registerHealthz(app, { facts: async () => given, accessOf: operatorAccess({ token: undefined, trustProxy: 0 }) });
    const response = await app.inject({ method: 'GET', url: '/healthz', remoteAddress });
    await app.close();
    return { code: response.statusCode, body: response.json() };
  };

  it.each([
    ['the database does not answer', { database: 'unavailable' }, 503],
    ['the registry is stale', { registryProblem: 'not JSON' }, 200],
    ['an area cannot be loaded', { areasUnavailable: ['content'] }, 200],
    ['an area reports a degraded check', { areas: { planning: { newsletter: { state: 'degraded' } } } }, 200],
  ] as const)(
    'is degraded when %s, to the public and operators alike (503 only without a database)',
    async (_why, overrides, code) => {
      const given = facts(overrides as Partial<HealthFacts>);
      expect(await answer(given, visitor)).toEqual({ code, body: { status: 'degraded' } });
      expect(await answer(given, '127.0.0.1')).toMatchObject({
        code,
        body: { status: 'degraded', instance: 'test:1' },
      });
    },
  );

  it('is ok otherwise', async () => {
    expect(await answer(facts(), visitor)).toEqual({ code: 200, body: { status: 'ok' } });
  });
});
