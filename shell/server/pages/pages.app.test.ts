/** @jest-environment node */
/**
 * The site server with the pages plugin: every other GET is a page, rendered on the server from
 * the live versions (the site: testing/test-site.ts).
 */
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { areaNames, widgetTable } from '@estes/shared/core';
import { type Registry, type SiteDatabase, withPublishedVersion } from '@estes/platform';
import { saveRegistry } from '@estes/platform/testing';
import { emptyStyleHashSource, styleHashSource } from '../security-headers';
import { expectBlogUnavailable, openTestSiteAroundSuite, pageOf } from '../testing/test-site';

describe('site server: pages', () => {
  let app: FastifyInstance;
  let db: SiteDatabase;
  let registry: Registry;
  const page = (url: string) => pageOf(app, url);

  openTestSiteAroundSuite((site) => {
    ({ app, db, registry } = site);
  });

  it('renders each area route on the server, head and page, from the live server build of that area', async () => {
    const { response, document, content } = await page('/property/hotel-7');
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('#root h1')?.textContent).toBe('Page heading of lodging.property');
    // Its loader read the area's API in-process, from the same version, though SITE_URL does not resolve.
    expect(document.querySelector('#root [data-api-answer]')?.textContent).toBe('Page via lodging@1.0.0-a');
    expect(document.querySelector('#root footer')).not.toBeNull();
    expect(response.headers['x-area-version']).toBe('lodging@1.0.0-a');
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

  it('sends a CSP that admits the page’s own style blocks by their hashes, and the other security headers', async () => {
    const first = await page('/blog');
    const csp = String(first.response.headers['content-security-policy']);
    const styles = [...first.document.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    const styleSrc = csp.split('; ').find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).toBe(
      [
        "style-src 'self'",
        emptyStyleHashSource,
        ...styles.map((style) => styleHashSource(style.textContent ?? '')),
      ].join(' '),
    );
    expect(first.document.querySelector('[nonce], meta[property="csp-nonce"]')).toBeNull();
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|nonce/);
    expect(first.response.headers['x-content-type-options']).toBe('nosniff');
    expect(first.response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.response.headers['cache-control']).toBe('no-cache');
    // SITE_URL is https here: browsers are told to keep to it (public-surface.test.ts has the rest).
    expect(first.response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('compresses HTML when the browser accepts it (each compressed form built once per page, decision 049)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/privacy-policy',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain(
      '<h1>Page heading of content.privacyPolicy</h1>',
    );
  });

  it('still renders an area’s page when its server build is missing: the frame, the unavailable message, status 503', async () => {
    registry = withPublishedVersion(registry, 'content', {
      version: '2.0.0-missing',
      publishedAt: new Date().toISOString(),
      manifest: '/remotes/content/2.0.0-missing/mf-manifest.json',
      serverBundleSha256: 'a'.repeat(64),
    }).registry;
    await saveRegistry(db, registry);
    const { document } = await expectBlogUnavailable(app);
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
