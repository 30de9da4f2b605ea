/** @jest-environment node */
/**
 * The site server as a whole: what crosses its plugins (a deploy or rollback switches pages,
 * server rendering and API together; a bad or tampered version leaves only its area down; the
 * security headers behind a proxy; request targets; a start refused for an area's settings).
 * Each plugin's own tests are in its folder (decision 044).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { areaNames } from '@estes/shared/core';
import { buildServer } from './app';
import { loadServerConfig } from './config';
import { emptyRegistry, openDatabase, type Registry, type SiteDatabase, withRollback } from '@estes/platform';
import { fakeAreaEvents, publishFake, saveRegistry, storeFake } from '@estes/platform/testing';
import { expectBlogUnavailable, openTestSite, pageOf, siteFolders, type TestSite } from './testing/test-site';

describe('site server', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let db: SiteDatabase;
  let deployDir: string;
  let registry: Registry;
  let root: string;
  const page = (url: string) => pageOf(app, url);
  const shellFolders = () => site.shellFolders();

  beforeAll(async () => {
    site = await openTestSite();
    ({ app, db, deployDir, registry, root } = site);
  });

  afterAll(async () => site.close());

  /**
   * Only the content area is down (its API too, /healthz names `version`); rolled back to
   * 1.0.0-a, the blog is served again.
   */
  const expectOnlyContentDownThenRollBack = async (version: string) => {
    expect((await app.inject({ method: 'GET', url: '/api/content/whoami' })).statusCode).toBe(503);
    expect((await page('/events')).response.statusCode).toBe(200);
    const health = (await app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(health).toMatchObject({ status: 'degraded', areasUnavailable: [`content@${version}`] });
    registry = withRollback(registry, 'content', '1.0.0-a');
    await saveRegistry(db, registry);
    expect((await page('/blog')).response.statusCode).toBe(200);
  };

  it('on an http SITE_URL, adds HSTS only when a trusted proxy says the request came over https', async () => {
    const config = (trustProxy: string) => loadServerConfig({ DEPLOY_DIR: deployDir, TRUST_PROXY: trustProxy }, root);
    const direct = await buildServer({
      config: config('0'),
      db,
      ...shellFolders(),
      repositoryRoot: root,
      logger: false,
    });
    const untrusted = await direct.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    expect(String(untrusted.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    await direct.close();
    const proxied = await buildServer({
      config: config('1'),
      db,
      ...shellFolders(),
      repositoryRoot: root,
      logger: false,
    });
    const secure = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    // The area's API answers with the same headers, from its own instance.
    const api = await proxied.inject({
      method: 'GET',
      url: '/api/lodging/whoami',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await proxied.close();
  });

  it('switches pages, server rendering and API together when the pointer changes, without a restart', async () => {
    registry = await publishFake(deployDir, registry, 'lodging', '1.0.1-b', { label: 'Newer' });
    await saveRegistry(db, registry);
    const switched = await page('/accommodations');
    expect(switched.response.headers['x-area-version']).toBe('lodging@1.0.1-b');
    expect(switched.document.title).toBe('Newer lodging.listing | Estes Park Guide');
    expect(switched.document.querySelector('#root h1')?.textContent).toBe('Newer heading of lodging.listing');
    expect(switched.document.querySelector('#root [data-api-answer]')?.textContent).toBe('Newer via lodging@1.0.1-b');
    const api = await app.inject({ method: 'GET', url: '/api/lodging/whoami' });
    expect(api.headers['x-area-version']).toBe('lodging@1.0.1-b');
    expect(api.json()).toEqual({ label: 'Newer', area: 'lodging' });
    expect((await page('/weather')).document.title).toBe('Page conditions.weather | Estes Park Guide');
    const pointer = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(pointer.lodging.version).toBe('1.0.1-b');
    expect(pointer.conditions.version).toBe('1.0.0-a');

    // Rolled back: the older version answers again, pages and API.
    registry = withRollback(registry, 'lodging');
    await saveRegistry(db, registry);
    const back = await app.inject({ method: 'GET', url: '/api/lodging/whoami' });
    expect(back.headers['x-area-version']).toBe('lodging@1.0.0-a');
    expect((await page('/accommodations')).response.headers['x-area-version']).toBe('lodging@1.0.0-a');
    // The version no longer live has let go: its API instance is closed and it is out of memory.
    expect(fakeAreaEvents()).toContain('close lodging@Newer');
    const health = (await app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(health.versionsInMemory).not.toContain('lodging@1.0.1-b');
    expect(health.versionsInMemory).toContain('lodging@1.0.0-a');
  });

  it('lets a request finish on the version it started with while a deploy switches the area', async () => {
    const slowApi = {
      label: 'Slow',
      // Says when it is under way, then waits until the test lets it finish.
      apiRoutes: `scope.get('/slow', async () => { globalThis.__slowStarted(); await new Promise((resolve) => { globalThis.__finishSlow = resolve; }); return { finished: true }; });`,
    };
    const signals = globalThis as { __slowStarted?: () => void; __finishSlow?: () => void };
    const started = new Promise<void>((resolve) => {
      signals.__slowStarted = resolve;
    });
    registry = await publishFake(deployDir, registry, 'conditions', '1.1.0-slow', slowApi);
    await saveRegistry(db, registry);
    const slow = app.inject({ method: 'GET', url: '/api/conditions/slow' });
    registry = await publishFake(deployDir, registry, 'conditions', '1.2.0-next', { label: 'Next' });
    // The switch comes once the slow request is surely under way on 1.1.0-slow, not after a guess.
    await started;
    await saveRegistry(db, registry);
    // The slow request is under way on 1.1.0-slow; new requests go to 1.2.0-next.
    signals.__finishSlow?.();
    const next = await app.inject({ method: 'GET', url: '/api/conditions/whoami' });
    expect(next.headers['x-area-version']).toBe('conditions@1.2.0-next');
    const finished = await slow;
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ finished: true });
    expect(finished.headers['x-area-version']).toBe('conditions@1.1.0-slow');
    // Once it has finished, the old version is let go.
    await app.inject({ method: 'GET', url: '/api/conditions/whoami' });
    expect(fakeAreaEvents()).toContain('close conditions@Slow');
  });

  it('replaces a changed local copy of a server build from the database, checked against its sha256', async () => {
    registry = await publishFake(deployDir, registry, 'content', '1.2.0-kept', { label: 'Kept' });
    await storeFake(db, deployDir, 'content', '1.2.0-kept');
    const apiFile = path.join(deployDir, 'server-bundles', 'content', '1.2.0-kept', 'api.cjs');
    await writeFile(apiFile, (await readFile(apiFile, 'utf8')).replace("label: 'Kept'", "label: 'Evil'"));
    await saveRegistry(db, registry);
    const api = await app.inject({ method: 'GET', url: '/api/content/whoami' });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual({ label: 'Kept', area: 'content' });
    expect(await readFile(apiFile, 'utf8')).not.toContain('Evil');
  });

  it('refuses a server build that differs from its published sha256: that area is unavailable, the others work', async () => {
    registry = await publishFake(deployDir, registry, 'content', '1.3.0-tampered', { label: 'Tampered' });
    const apiFile = path.join(deployDir, 'server-bundles', 'content', '1.3.0-tampered', 'api.cjs');
    await writeFile(apiFile, (await readFile(apiFile, 'utf8')).replace("label: 'Tampered'", "label: 'Evil'"));
    // The database's copy was changed too (or never matched): nothing good to run.
    await storeFake(db, deployDir, 'content', '1.3.0-tampered');
    await saveRegistry(db, registry);
    const { response } = await expectBlogUnavailable(app);
    // Nothing of the refusal (paths, digests) reaches the page.
    expect(response.body).not.toContain('sha256');
    expect(response.body).not.toContain(deployDir);
    expect(response.body).not.toContain('Evil');
    await expectOnlyContentDownThenRollBack('1.3.0-tampered');
  });

  it('leaves an area unavailable when a deployed version refuses its own settings, and says which variable', async () => {
    registry = await publishFake(deployDir, registry, 'content', '1.4.0-bad-settings', {
      label: 'Misconfigured',
      apiSettings: {
        variables: ['CONTENTFUL_HOST'],
        read: "(env) => { if (!env.CONTENTFUL_HOST) throw new Error('CONTENTFUL_HOST: must be set'); return {}; }",
      },
    });
    await saveRegistry(db, registry);
    const { response } = await expectBlogUnavailable(app);
    expect(response.body).not.toContain('CONTENTFUL_HOST');
    await expectOnlyContentDownThenRollBack('1.4.0-bad-settings');
  });

  it('gives a version published before areas declared their settings the secrets object it reads (a rollback works)', async () => {
    registry = await publishFake(deployDir, registry, 'content', '0.9.0-old', {
      label: 'Old',
      apiSettings: 'none, as before decision 034',
      apiRoutes: `scope.get('/old-secret-length', async () => ({ length: (context.secrets.weatherApiKey || '').length }));`,
    });
    await saveRegistry(db, registry);
    const answer = await app.inject({ method: 'GET', url: '/api/content/old-secret-length' });
    expect(answer.json()).toEqual({ length: 'top-secret-key'.length });
    expect((await page('/blog')).response.statusCode).toBe(200);
    registry = withRollback(registry, 'content', '1.0.0-a');
    await saveRegistry(db, registry);
  });
});

describe('site server: request targets', () => {
  let app: FastifyInstance;
  let db: SiteDatabase;
  let site: string;
  let loopback: Server;
  let loopbackPort: number;
  const loopbackRequests: string[] = [];

  beforeAll(async () => {
    const { root, shellDir, deployDir } = await siteFolders('site-targets-');
    let registry = emptyRegistry();
    for (const area of areaNames) registry = await publishFake(deployDir, registry, area, '1.0.0-a');
    db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
    await saveRegistry(db, registry);
    // Anything at all on loopback that the server could be tricked into calling.
    loopback = createServer((request, response) => {
      loopbackRequests.push(String(request.url));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ label: 'from the loopback listener' }));
    });
    await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
    loopbackPort = (loopback.address() as AddressInfo).port;
    const config = loadServerConfig({ DEPLOY_DIR: deployDir, HOST: '127.0.0.1', PORT: '3999' }, root);
    app = await buildServer({
      config,
      db,
      shellDistDir: path.join(shellDir, 'dist'),
      shellPublicDir: path.join(shellDir, 'public'),
      repositoryRoot: root,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    site = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    await new Promise((resolve) => loopback.close(resolve));
  });

  /** A raw request, the target sent exactly as given (no client normalises it). */
  const raw = (target: string) =>
    new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
      const [host, port] = site.split(':');
      const outgoing = httpRequest({ host, port: Number(port), path: target, method: 'GET' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  it('never makes a path that starts with // an origin it calls, nor a redirect', async () => {
    const answer = await raw(`//127.0.0.1:${loopbackPort}/blog/x`);
    expect(answer.status).toBe(404);
    expect(answer.location).toBeUndefined();
    expect(answer.body).toContain('We can’t find that trail');
    const article = await raw('/blog/x');
    expect(article.body).toContain('Page via content@1.0.0-a');
    expect(loopbackRequests).toEqual([]);
  });

  it.each(['//a//evil.example/', '//evil.example', '/\\evil.example/', '/%09/evil.example', '//a//evil.example/?x=1'])(
    'answers %s in place, with the 404 page and no Location',
    async (target) => {
      const answer = await raw(target);
      expect(answer.status).toBe(404);
      expect(answer.location).toBeUndefined();
    },
  );

  it.each([
    ['/blog/', '/blog'],
    ['/accommodations/?type=Cabin', '/accommodations?type=Cabin'],
    ['/a/../blog', '/blog'],
    ['/blog//elk-viewing-guide', '/blog/elk-viewing-guide'],
    ['/.//%2e%2e//events', '/events'],
  ])('redirects %s to its canonical path %s on the site', async (target, expected) => {
    const answer = await raw(target);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(expected);
  });

  it('answers an absolute-form request target with 400 and a message', async () => {
    const answer = await raw(`http://127.0.0.1:${loopbackPort}/blog/x`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/must be a path on this site/);
    expect(loopbackRequests).toEqual([]);
  });
});

describe('site server start with an area whose own settings are bad', () => {
  it('stops with a message naming the area and the variable, as a bad site setting does', async () => {
    const { root, shellDir, deployDir } = await siteFolders('site-server-settings-');
    let registry = emptyRegistry();
    for (const area of areaNames) {
      registry = await publishFake(
        deployDir,
        registry,
        area,
        '1.0.0',
        area === 'conditions'
          ? {
              apiSettings: {
                variables: ['WEATHER_API_URL'],
                read: "(env) => { if (!/^https?:/.test(env.WEATHER_API_URL || 'https:')) throw new Error('WEATHER_API_URL: must be an http(s) URL'); return {}; }",
              },
            }
          : {},
      );
    }
    const db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
    await saveRegistry(db, registry);
    const start = (env: NodeJS.ProcessEnv) =>
      buildServer({
        config: loadServerConfig({ DEPLOY_DIR: deployDir, ...env }, root),
        db,
        shellDistDir: path.join(shellDir, 'dist'),
        shellPublicDir: path.join(shellDir, 'public'),
        repositoryRoot: root,
        logger: false,
        warmUp: true,
      });
    try {
      await expect(start({ WEATHER_API_URL: 'api.openweathermap.org' })).rejects.toThrow(
        /Invalid settings of the conditions area:\n {2}WEATHER_API_URL: must be an http\(s\) URL/,
      );
      const app = await start({ WEATHER_API_URL: 'http://127.0.0.1:4010/data/3.0' });
      await app.close();
    } finally {
      await db.close();
    }
  });
});
