/** @jest-environment node */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { areaNames, widgetTable } from '@estes/shared/core';
import { buildServer } from './app';
import { loadServerConfig } from './config';
import {
  emptyRegistry,
  openDatabase,
  type Registry,
  type SiteDatabase,
  withPublishedVersion,
  withRollback,
} from '@estes/platform';
import { fakeAreaEvents, publishFake, saveRegistry, storeFake } from '@estes/platform/testing';

const template = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><!--site-head-->
<!--page-head--></head><body><div id="root"><!--page-html--></div><!--boot-data--><script defer src="/assets/main.js?abc"></script></body></html>`;

/** A temporary site folder: the shell's built page (the template) and public folder, and a deploy folder. */
async function siteFolders(prefix: string) {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  const shellDir = path.join(root, 'shell');
  await mkdir(path.join(shellDir, 'dist', 'browser'), { recursive: true });
  await mkdir(path.join(shellDir, 'public'), { recursive: true });
  await writeFile(path.join(shellDir, 'dist', 'index.html'), template);
  return { root, shellDir, deployDir: path.join(root, 'deploy') };
}

describe('site server', () => {
  let app: FastifyInstance;
  let db: SiteDatabase;
  let deployDir: string;
  let registry: Registry;
  let root: string;
  let shellDir: string;
  const shellFolders = () => ({
    shellDistDir: path.join(shellDir, 'dist'),
    shellPublicDir: path.join(shellDir, 'public'),
  });
  /** The planning API of the first version: a migration, sitemap entries and search documents. */
  const planningApi = {
    migrations: [{ id: 'planning-test-001', up: 'CREATE TABLE planning_test (id INTEGER PRIMARY KEY)' }],
    apiSettings: {
      variables: ['WEATHER_API_KEY'],
      read: '(env) => ({ weatherApiKey: env.WEATHER_API_KEY, sawOnly: Object.keys(env) })',
    },
    apiRoutes: `
      scope.get('/sitemap-entries', async () => ({
        entries: [
          { path: '/events?event=elk-fest&x=<1>', lastModified: '2026-09-26T10:00:00Z' },
          { path: '/submit-event' },
          { path: 'not-a-path' },
        ],
      }));
      scope.get('/search-documents', async () => ({
        documents: [
          { kind: 'event', title: 'Elk Fest', summary: 'Bugling, music and crafts in Bond Park.', path: '/events?event=elk-fest', keywords: 'Festival' },
        ],
      }));
      scope.get('/secret-length', async () => ({ length: (context.areaSettings.weatherApiKey || '').length }));
      scope.get('/variables-seen', async () => ({ variables: context.areaSettings.sawOnly, context: Object.keys(context) }));
      context.reportHealth?.('newsletter', async () => {
        const fake = globalThis.__fakeNewsletterHealth;
        return typeof fake === 'function' ? fake() : fake || { state: 'ok' };
      });`,
  };

  /** The lodging API's partner links (decision 033): a 302 naming what it was asked with, 404 otherwise. */
  const lodgingApi = {
    apiRoutes: `
      scope.get('/go/:kind/:id', async (request, reply) => {
        globalThis.__goRequests = (globalThis.__goRequests || []).concat(request.method + ' ' + request.url);
        if (request.params.kind === 'book' && request.params.id === 'hotel-1') {
          const asked = new URLSearchParams(request.url.split('?')[1] || '');
          return reply.code(302).header('cache-control', 'no-store')
            .header('location', 'https://partner.example/stanley?checkin=' + (asked.get('checkin') || '')).send();
        }
        if (request.params.kind === 'reviews') return reply.code(302).header('location', 'javascript:alert(1)').send();
        return reply.code(404).send({ error: 'Not Found', message: 'No such partner link.' });
      });`,
  };
  /** The content API's feed, answered at /api/content/feed.xml. */
  const contentApi = {
    apiRoutes: `
      scope.get('/feed.xml', async (request, reply) =>
        reply.header('content-type', 'application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300')
          .send('<?xml version="1.0"?><rss version="2.0"><channel><title>asked ' + request.url + '</title></channel></rss>'));`,
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'site-server-'));
    shellDir = path.join(root, 'shell');
    await mkdir(path.join(shellDir, 'dist', 'browser', 'chunks'), { recursive: true });
    await mkdir(path.join(shellDir, 'public', 'images'), { recursive: true });
    await writeFile(path.join(shellDir, 'dist', 'index.html'), template);
    await writeFile(path.join(shellDir, 'dist', 'browser', 'main.js'), 'console.log("entry")');
    await writeFile(path.join(shellDir, 'dist', 'browser', 'chunks', 'app.1234567890.js'), 'x'.repeat(4000));
    await writeFile(path.join(shellDir, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    deployDir = path.join(root, 'deploy');
    registry = emptyRegistry();
    for (const area of areaNames)
      registry = await publishFake(
        deployDir,
        registry,
        area,
        '1.0.0-a',
        area === 'planning' ? planningApi : area === 'lodging' ? lodgingApi : area === 'content' ? contentApi : {},
      );
    db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
    await saveRegistry(db, registry);

    // A public origin that does not resolve, as in production behind a CDN: nothing may call it.
    const config = loadServerConfig(
      {
        SITE_URL: 'https://www.estes.example',
        DEPLOY_DIR: deployDir,
        WEATHER_API_KEY: 'top-secret-key',
        NEWSLETTER_API_KEY: 'another-areas-secret',
        // Every page here is asked for from one address: the render budget has its own tests.
        RENDER_BUDGET_PER_MINUTE: '0',
      },
      root,
    );
    app = await buildServer({ config, db, ...shellFolders(), repositoryRoot: root, logger: false });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const page = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    const { document } = new JSDOM(response.body).window;
    const content = (selector: string, attribute = 'content') =>
      document.querySelector(selector)?.getAttribute(attribute);
    return { response, document, content };
  };

  /** The blog answered by the area-unavailable page: the content area is down, with a 503. */
  const expectBlogUnavailable = async () => {
    const blog = await page('/blog');
    expect(blog.response.statusCode).toBe(503);
    expect(blog.document.querySelector('[data-testid="area-unavailable"]')?.textContent).toContain(
      'This part of the site is temporarily unavailable',
    );
    return blog;
  };

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

  it('renders each area route on the server, head and page, from the live server build of that area', async () => {
    const { response, document, content } = await page('/property/hotel-7');
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('#root h1')?.textContent).toBe('Page heading of lodging.property');
    // Its loader read the area's API in-process, from the same version, though SITE_URL does not resolve.
    expect(document.querySelector('#root [data-api-answer]')?.textContent).toBe('Page via lodging@1.0.0-a');
    expect(document.querySelector('#root footer')).not.toBeNull();
    expect(response.headers['x-area-version']).toBe('lodging@1.0.0-a');
    expect(document.head.querySelector('style[data-styled]')?.getAttribute('nonce')).toBe(
      document.querySelector('meta[property="csp-nonce"]')?.getAttribute('nonce'),
    );
    // Valid HTML (a meta with `property` has `content`), without the nonce in it.
    expect(document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content')).toBe('');
    expect(document.title).toBe('Page lodging.property hotel-7 | Estes Park Guide');
    expect(content('meta[name="description"]')).toBe('About lodging.property');
    expect(content('meta[name="keywords"]')).toBe('Estes Park, lodging.property');
    expect(content('link[rel="canonical"]', 'href')).toBe('https://www.estes.example/property/hotel-7');
    expect(content('meta[property="og:image"]')).toBe('https://www.estes.example/images/og-default.png');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="robots"]')).toContain('max-image-preview:large');
    expect(content('meta[name="geo.region"]')).toBe('US-CO');
    expect(document.documentElement.lang).toBe('en-US');
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    expect(jsonLd.map((data) => data['@type'])).toEqual(['WebPage', 'WebSite']);
  });

  it('hands /go/<kind>/<id> to the owning area in-process and sends its partner URL on, never cached or indexed', async () => {
    const go = await app.inject({
      method: 'GET',
      url: '/go/book/hotel-1?checkin=2027-06-10&from=%2Fproperty%2Fhotel-1',
    });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('https://partner.example/stanley?checkin=2027-06-10');
    expect(go.headers['cache-control']).toBe('no-store');
    expect(go.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(go.headers['x-page-cache']).toBeUndefined();
    // The area saw the whole query and the method (a HEAD is not a click).
    const head = await app.inject({ method: 'HEAD', url: '/go/book/hotel-1' });
    expect(head.statusCode).toBe(302);
    expect((globalThis as { __goRequests?: string[] }).__goRequests).toEqual([
      'GET /api/lodging/go/book/hotel-1?checkin=2027-06-10&from=%2Fproperty%2Fhotel-1',
      'HEAD /api/lodging/go/book/hotel-1',
    ]);
  });

  it('answers an unknown partner link, or one the area would send off the web, with the 404 page', async () => {
    for (const url of [
      '/go/book/hotel-999',
      '/go/teleport/hotel-1',
      '/go/book',
      `/go/book/${'x'.repeat(300)}`,
      '/go/reviews/hotel-1',
      '/go/book/hotel-1/more',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
    }
    // Not its canonical form: redirected to it on this site first, never elsewhere.
    const slashes = await app.inject({ method: 'GET', url: '/go/book/hotel-1/' });
    expect(slashes.statusCode).toBe(301);
    expect(slashes.headers.location).toBe('/go/book/hotel-1');
  });

  it('serves the blog feed from the content area at /blog/feed.xml, the same whatever the query', async () => {
    for (const url of ['/blog/feed.xml', '/blog/feed.xml?q=%3Cscript%3E&q=2&__proto__[x]=1']) {
      const feed = await app.inject({ method: 'GET', url });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(feed.headers['cache-control']).toBe('public, max-age=300');
      expect(feed.body).toContain('<title>asked /api/content/feed.xml</title>');
    }
  });

  it('gives aliases the canonical URL of their screen', async () => {
    const { content } = await page('/dining');
    expect(content('link[rel="canonical"]', 'href')).toBe('https://www.estes.example/restaurants');
  });

  it('sends the shell’s home page with its own head', async () => {
    const { response, document } = await page('/');
    expect(response.statusCode).toBe(200);
    expect(document.title).toContain('Estes Park Guide');
  });

  it('renders every area’s home widgets with their loaders’ data', async () => {
    const home = await page('/');
    const rendered = [...home.document.querySelectorAll('[data-widget-content]')].map((element) => element.textContent);
    expect(rendered.sort()).toEqual(widgetTable.map((entry) => `Page ${entry.id} its loader`).sort());
    expect(home.document.querySelectorAll('[data-testid="widget-unavailable"]')).toHaveLength(0);
  });

  it.each(areaNames)(
    'with the %s remote down, its home widgets show a compact fallback and the rest renders',
    async (area) => {
      const areaDown = withPublishedVersion(registry, area, {
        version: '2.0.0-missing',
        publishedAt: new Date().toISOString(),
        manifest: `/remotes/${area}/2.0.0-missing/mf-manifest.json`,
      }).registry;
      await saveRegistry(db, areaDown);
      const withAreaDown = await page('/').finally(() => saveRegistry(db, registry));
      expect(withAreaDown.response.statusCode).toBe(200);
      const ownWidgets = widgetTable.filter((entry) => entry.owner === area);
      expect(ownWidgets.length).toBeGreaterThan(0);
      const fallbacks = [...withAreaDown.document.querySelectorAll('[data-testid="widget-unavailable"]')];
      // In the page's order, which is not the table's: compare as sets, each with its own link.
      expect(fallbacks.map((element) => element.getAttribute('data-widget')).sort()).toEqual(
        ownWidgets.map((entry) => entry.id).sort(),
      );
      for (const fallback of fallbacks) {
        const entry = ownWidgets.find((candidate) => candidate.id === fallback.getAttribute('data-widget'));
        const link = fallback.querySelector('a');
        expect(link?.getAttribute('href')).toBe(entry?.fallback.href);
        expect(link?.textContent).toBe(`${entry?.fallback.label} →`);
      }
      const rendered = [...withAreaDown.document.querySelectorAll('[data-widget-content]')].map(
        (element) => element.textContent,
      );
      expect(rendered.sort()).toEqual(
        widgetTable
          .filter((entry) => entry.owner !== area)
          .map((entry) => `Page ${entry.id} its loader`)
          .sort(),
      );
      // The shell's own sections are there whatever is down.
      const headings = [...withAreaDown.document.querySelectorAll('h2')].map((heading) => heading.textContent);
      expect(headings).toEqual(expect.arrayContaining(['Why Book With Us', 'Join The Estes Insider']));
    },
  );

  it('lists every public page in /sitemap.xml with absolute URLs, and names it in /robots.txt', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /go/\n\nSitemap: https://www.estes.example/sitemap.xml\n',
    );

    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const { document } = new JSDOM(sitemap.body, { contentType: 'application/xml' }).window;
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...document.querySelectorAll('url')].map((url) => ({
      loc: url.querySelector('loc')?.textContent,
      lastmod: url.querySelector('lastmod')?.textContent,
    }));
    const locs = urls.map((url) => url.loc);
    for (const fixed of [
      '/',
      '/accommodations',
      '/blog',
      '/restaurants',
      '/plan-your-trip',
      '/weather',
      '/accessibility',
    ])
      expect(locs).toContain(`https://www.estes.example${fixed === '/plan-your-trip' ? '/trip-planning' : fixed}`);
    // Aliases, parameter routes and the welcome page are not listed; each URL once.
    expect(locs).not.toContain('https://www.estes.example/dining');
    expect(locs).not.toContain('https://www.estes.example/thankyou');
    expect(locs.some((loc) => loc?.includes(':'.concat('id')))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    // An area's own entries, escaped, with their dates; malformed ones dropped.
    expect(urls).toContainEqual({
      loc: 'https://www.estes.example/events?event=elk-fest&x=<1>',
      lastmod: '2026-09-26',
    });
    expect(sitemap.body).toContain('&amp;x=&lt;1&gt;');
    expect(locs).not.toContain('https://www.estes.example/not-a-path');
  });

  it('answers unknown paths with the 404 page and status 404, not indexed', async () => {
    const { response, document, content } = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(document.querySelector('#root h1')?.textContent).toBe('We can’t find that trail');
    expect(document.title).toBe('Page Not Found | Estes Park Guide');
    expect(content('meta[name="robots"]')).toBe('noindex, follow');
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    const response = await app.inject({ method: 'GET', url: '/accommodations/?type=Cabin' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/accommodations?type=Cabin');
  });

  it('searches every area’s documents at /api/search, and sends the old /?search= there', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/search?q=elk%20fst' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      query: 'elk fst',
      total: 1,
      groups: [
        {
          kind: 'event',
          label: 'Events',
          results: [
            { title: 'Elk Fest', summary: 'Bugling, music and crafts in Bond Park.', path: '/events?event=elk-fest' },
          ],
        },
      ],
    });
    const old = await app.inject({ method: 'GET', url: '/?search=elk%20fest' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/search?q=elk+fest');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/search');
  });

  it('hands the page its public settings and the remote pointer, never a secret', async () => {
    const { response, document } = await page('/weather');
    const boot = JSON.parse(document.getElementById('boot-data')?.textContent ?? '{}');
    expect(boot.settings.phone).toBe('(970) 555-0142');
    expect(boot.remotes.conditions).toEqual({
      name: 'mfe_conditions',
      version: '1.0.0-a',
      manifest: '/remotes/conditions/1.0.0-a/mf-manifest.json',
      entry: '/remotes/conditions/1.0.0-a/remoteEntry.js',
    });
    expect(response.body).not.toContain('top-secret-key');
  });

  it('asks for exactly the remote files the page needs, up front and in parallel', async () => {
    const { document } = await page('/weather');
    const areaScripts = [...document.querySelectorAll('link[rel="preload"][data-area-script]')];
    expect(areaScripts.map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([
      ['/remotes/conditions/1.0.0-a/remoteEntry.js', 'script'],
      ['/remotes/conditions/1.0.0-a/chunks/expose-routes.1.js', 'script'],
      ['/remotes/conditions/1.0.0-a/chunks/1.js', 'script'],
      ['/remotes/conditions/1.0.0-a/chunks/page-conditions.weather.abc123.js', 'script'],
    ]);
    expect(areaScripts.every((script) => script.getAttribute('data-area-script') === 'conditions')).toBe(true);
    // The shell's home page needs no remote file.
    expect((await page('/')).document.querySelectorAll('[data-area-script]')).toHaveLength(0);
  });

  it('sends a CSP with a fresh nonce that styled-components can read, and the other security headers', async () => {
    const first = await page('/blog');
    const second = await page('/blog');
    const csp = String(first.response.headers['content-security-policy']);
    const nonce = first.document.querySelector('meta[property="csp-nonce"]')?.getAttribute('nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(second.document.querySelector('meta[property="csp-nonce"]')?.getAttribute('nonce')).not.toBe(nonce);
    expect(first.response.headers['x-content-type-options']).toBe('nosniff');
    expect(first.response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.response.headers['cache-control']).toBe('no-cache');
    // SITE_URL is https here: browsers are told to keep to it (public-surface.test.ts has the rest).
    expect(first.response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it.each([
    ['0', '127.0.0.1'],
    ['1', '203.0.113.9'],
    ['2', '198.51.100.4'],
    ['127.0.0.1', '203.0.113.9'],
    ['127.0.0.1, 203.0.113.0/24', '198.51.100.4'],
  ])(
    'with TRUST_PROXY=%s a visitor is known by %s, whatever they put first in X-Forwarded-For',
    async (trustProxy, visitor) => {
      const config = loadServerConfig({ DEPLOY_DIR: deployDir, TRUST_PROXY: trustProxy }, root);
      const proxied = await buildServer({ config, db, ...shellFolders(), repositoryRoot: root, logger: false });
      try {
        const answer = await proxied.inject({
          method: 'POST',
          url: '/api/lodging/echo',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 203.0.113.9' },
          payload: {},
        });
        expect(answer.json().ip).toBe(visitor);
      } finally {
        await proxied.close();
      }
    },
  );

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

  it('serves the pointer with no-store and remote files as immutable', async () => {
    const pointer = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(pointer.headers['cache-control']).toBe('no-store');
    expect(pointer.json().lodging.version).toBe('1.0.0-a');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/lodging/1.0.0-a/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/remotes/lodging/9.9.9/mf-manifest.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('answers file paths with escapes, parent folders or backslashes at once with a 400 that says why', async () => {
    // Sent as raw bytes on a socket: an HTTP client library would resolve the dots first.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const rawGet = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        const timer = setTimeout(() => {
          socket.destroy();
          reject(new Error(`no answer to ${target} within 3 s`));
        }, 3000);
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
          if (received.includes('\r\n\r\n') && /"\}$/.test(received)) {
            clearTimeout(timer);
            socket.destroy();
            resolve(received);
          }
        });
        socket.on('error', reject);
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      });
    try {
      for (const target of [
        '/remotes/lodging/..%2f..%2fregistry.json',
        '/remotes/lodging/%2e%2e/%2e%2e/site.db',
        '/assets/..%2f..%2fpackage.json',
        '/assets/%2e%2e/index.html',
        '/assets/../index.html',
        '/remotes/lodging/1.0.0-a/..\\..\\x',
        '/assets/chunks/%00.js',
      ]) {
        const answer = await rawGet(target);
        expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
        expect(answer).toContain('Not a file of this site');
      }
    } finally {
      await app.server.close();
    }
  });

  it.each(['bytes=9-1', 'bytes=0-1,5-9', 'lines=1', 'bytes=-', 'bytes=x-y'])(
    'ignores the Range %s a file cannot be served by, and sends the whole file',
    async (range) => {
      const answer = await app.inject({ method: 'GET', url: '/assets/main.js', headers: { range } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('console.log("entry")');
    },
  );

  it('serves a simple byte range of a file', async () => {
    const answer = await app.inject({ method: 'GET', url: '/assets/main.js', headers: { range: 'bytes=0-6' } });
    expect(answer.statusCode).toBe(206);
    expect(answer.body).toBe('console');
  });

  it('lets the shell entry revalidate and caches hashed chunks for good, compressed', async () => {
    const entry = await app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({
      method: 'GET',
      url: '/assets/chunks/app.1234567890.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-encoding']).toBe('gzip');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
  });

  it('compresses HTML when the browser accepts it (gzip: its compressed form is built once per page, decision 027)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/privacy-policy',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain(
      '<h1>Page heading of content.privacyPolicy</h1>',
    );
  });

  it('reports health, with each remote’s live version and what is in memory', async () => {
    await app.inject({ method: 'GET', url: '/weather' });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      remotes: { lodging: '1.0.0-a', content: '1.0.0-a', planning: '1.0.0-a', conditions: '1.0.0-a' },
      registry: { state: 'ok' },
      areasUnavailable: [],
      versionsInMemory: expect.arrayContaining(['conditions@1.0.0-a']),
      memory: { rssBytes: expect.any(Number), heapUsedBytes: expect.any(Number) },
    });
  });

  it('shows what a live area reports of itself, and is degraded (still serving) when a check is', async () => {
    await app.inject({ method: 'GET', url: '/events' });
    const fake = globalThis as { __fakeNewsletterHealth?: unknown };
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({
      status: 'ok',
      areas: { planning: { newsletter: { state: 'ok' } } },
    });
    fake.__fakeNewsletterHealth = async () => {
      throw new Error('database gone');
    };
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json().areas).toEqual({
      planning: { newsletter: { state: 'degraded', problem: 'the check failed: database gone' } },
    });
    const refused = { state: 'degraded', problem: 'The newsletter provider refused our API key (HTTP 401).' };
    fake.__fakeNewsletterHealth = refused;
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'degraded', areas: { planning: { newsletter: refused } } });
    } finally {
      delete fake.__fakeNewsletterHealth;
    }
  });

  it('hands /api/<area>/ to the live version’s own API, after running its migrations, saying which version answered', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/planning/health' });
    expect(health.json()).toEqual({ area: 'planning', version: '1.0.0-a', database: 'ok' });
    expect(health.headers['x-area-version']).toBe('planning@1.0.0-a');
    const echo = await app.inject({ method: 'POST', url: '/api/planning/echo', payload: { hello: 'elk' } });
    expect(echo.json()).toEqual({ received: { hello: 'elk' }, ip: '127.0.0.1' });
    expect(echo.headers['x-area-version']).toBe('planning@1.0.0-a');
    expect(echo.headers['x-content-type-options']).toBe('nosniff');
    expect(await db.query("SELECT id FROM schema_migrations WHERE id = 'planning-test-001'")).toHaveLength(1);
    const unknown = await app.inject({ method: 'GET', url: '/api/planning/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'No GET /api/planning/nope here.' });
    expect(unknown.headers['x-area-version']).toBe('planning@1.0.0-a');
    // The API reads its secrets from the server's environment; the answer carries none.
    const secret = await app.inject({ method: 'GET', url: '/api/planning/secret-length' });
    expect(secret.json()).toEqual({ length: 'top-secret-key'.length });
    // It was given the variables it declared and no other area's (decision 034).
    const seen = await app.inject({ method: 'GET', url: '/api/planning/variables-seen' });
    expect(seen.json().variables).toEqual(['WEATHER_API_KEY']);
    expect(seen.body).not.toContain('another-areas-secret');
    expect(seen.json().context).not.toContain('secrets');
    // Large answers are compressed by the area's instance too.
    const compressed = await app.inject({
      method: 'GET',
      url: '/api/planning/search-documents',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.statusCode).toBe(200);
  });

  it('answers an area without a usable version with 503 and a message, and leaves the others', async () => {
    const withoutContent: Registry = {
      ...registry,
      remotes: Object.fromEntries(Object.entries(registry.remotes).filter(([area]) => area !== 'content')),
    };
    await saveRegistry(db, withoutContent);
    try {
      const down = await app.inject({ method: 'GET', url: '/api/content/whoami' });
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toMatch(/temporarily unavailable/);
      expect((await app.inject({ method: 'GET', url: '/api/lodging/whoami' })).statusCode).toBe(200);
    } finally {
      await saveRegistry(db, registry);
    }
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
    const { response } = await expectBlogUnavailable();
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
    const { response } = await expectBlogUnavailable();
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

  it('keeps serving the last good registry when the stored one cannot be read, and says so in /healthz', async () => {
    // Edited by hand and cut short, with a new generation so instances read it.
    await db.execute('UPDATE deploy_registry SET document = ?, generation = generation + 1 WHERE id = 1', [
      '{ "schemaVersion": 1, "remotes": { "lodging": ',
    ]);
    try {
      const { response, document } = await page('/accommodations');
      expect(response.statusCode).toBe(200);
      expect(document.querySelector('#root h1')?.textContent).toBe('Page heading of lodging.listing');
      expect((await app.inject({ method: 'GET', url: '/api/lodging/whoami' })).statusCode).toBe(200);
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', registry: { state: 'stale' } });
      expect(health.json().registry.problem).toMatch(/cannot be read/);
    } finally {
      await saveRegistry(db, registry);
    }
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json().registry).toEqual({ state: 'ok' });
  });

  it('still renders an area’s page when its server build is missing: the frame, the unavailable message, status 503', async () => {
    registry = withPublishedVersion(registry, 'content', {
      version: '2.0.0-missing',
      publishedAt: new Date().toISOString(),
      manifest: '/remotes/content/2.0.0-missing/mf-manifest.json',
      serverBundleSha256: 'a'.repeat(64),
    }).registry;
    await saveRegistry(db, registry);
    const { document } = await expectBlogUnavailable();
    expect(document.querySelector('#root header')).not.toBeNull();
    expect(document.title).toContain('temporarily unavailable');
    expect(JSON.parse(document.getElementById('boot-data')?.textContent ?? '{}').hydration.errors).toEqual({
      'content.blog': expect.objectContaining({ kind: 'error', name: 'AreaUnavailableError' }),
    });
    // Nothing of the broken version is requested ahead: the browser makes its own attempt.
    expect(document.querySelectorAll('[data-area-script]')).toHaveLength(0);
    expect((await page('/events')).document.title).toBe('Page planning.events | Estes Park Guide');
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
