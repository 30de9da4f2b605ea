/** @jest-environment node */
/**
 * The site server with the feeds plugin: an area's documents, robots.txt and the sitemap (the
 * site: testing/test-site.ts).
 */
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { openTestSiteAroundSuite } from '../testing/test-site';

describe('site server: feeds and sitemap', () => {
  let app: FastifyInstance;

  openTestSiteAroundSuite((site) => {
    ({ app } = site);
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
      '/getting-around',
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
});
