/**
 * @jest-environment node
 *
 * The blog's RSS feed: well-formed XML (parsed back), newest first, absolute URLs on SITE_URL,
 * text escaped, RFC 822 dates, and the API route that serves it.
 */
import Fastify from 'fastify';
import { JSDOM } from 'jsdom';
import { defaultSiteSettings, type PublicSiteSettings } from '@estes/shared/core';
import type { PostSummary } from '../../src/domain/blog-post';
import { postSummary } from '../../src/testing/posts';
import { bundledArticles } from './bundled-articles';
import { xmlText } from '@estes/shared/server';
import { blogFeedXml, rfc822Date } from './blog-feed';
import { contentSettings } from '../content-settings';
import { createContentApi } from '../index';

const settings: PublicSiteSettings = { ...defaultSiteSettings, siteUrl: 'https://www.estes.example' };

const post = (overrides: Partial<PostSummary>): PostSummary => postSummary(overrides);

function parseXml(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return document;
}

const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent ?? '');

describe('blogFeedXml', () => {
  it('is well-formed RSS 2.0 with the newest post first and every link absolute on the site', () => {
    const xml = blogFeedXml(
      [
        post({ slug: 'older', title: 'Older', publishedAt: '2025-05-01' }),
        post({ slug: 'newest', title: 'Newest', publishedAt: '2026-03-02T08:30:00Z' }),
        post({ slug: 'middle', title: 'Middle', publishedAt: '2025-09-10' }),
      ],
      settings,
    );
    const document = parseXml(xml);
    expect(document.documentElement.tagName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    expect(texts(document, 'item > title')).toEqual(['Newest', 'Middle', 'Older']);
    expect(texts(document, 'item > link')).toEqual([
      'https://www.estes.example/blog/newest',
      'https://www.estes.example/blog/middle',
      'https://www.estes.example/blog/older',
    ]);
    expect(texts(document, 'channel > link')).toEqual(['https://www.estes.example/blog']);
    const self = document.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe('https://www.estes.example/blog/feed.xml');
    expect(self?.getAttribute('rel')).toBe('self');
    expect(texts(document, 'item > pubDate')[0]).toBe('Mon, 02 Mar 2026 08:30:00 GMT');
    expect(texts(document, 'channel > lastBuildDate')).toEqual(['Mon, 02 Mar 2026 08:30:00 GMT']);
  });

  it('escapes markup and leaves out characters XML cannot carry', () => {
    const xml = blogFeedXml(
      [post({ title: 'Elk & <b>"bugling"</b> \u0007season\ud800', excerpt: "<script>alert('x')</script>" })],
      settings,
    );
    const document = parseXml(xml);
    expect(texts(document, 'item > title')).toEqual(['Elk & <b>"bugling"</b> season']);
    expect(texts(document, 'item > description')).toEqual(["<script>alert('x')</script>"]);
    expect(xml).not.toContain('<script>');
    expect(xmlText('a&b')).toBe('a&amp;b');
  });

  it('writes dates as RFC 822 and skips one it cannot read', () => {
    expect(rfc822Date('2026-07-04')).toBe('Sat, 04 Jul 2026 00:00:00 GMT');
    expect(rfc822Date('not a date')).toBeUndefined();
  });
});

describe('GET /api/content/feed.xml', () => {
  it('serves the bundled articles as RSS, with its type and caching, whatever the query', async () => {
    const app = Fastify();
    const api = createContentApi({ logger: { warn: () => undefined } });
    const areaSettings = contentSettings.read({});
    await app.register(async (scoped) => api.routes(scoped, { settings, areaSettings } as never), {
      prefix: '/api/content',
    });
    for (const url of ['/api/content/feed.xml', '/api/content/feed.xml?x=%3Cscript%3E&x=2&__proto__[a]=1']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['surrogate-control']).toMatch(/max-age=\d+/);
      const items = texts(parseXml(response.body), 'item > link');
      expect(items).toHaveLength(bundledArticles.length);
      expect(items.every((link) => link.startsWith('https://www.estes.example/blog/'))).toBe(true);
    }
    await app.close();
  });
});
