/** @jest-environment ./shared/src/testing/jsdom-environment.cjs */
import { defaultSiteSettings } from '../site-settings';
import { applyHeadTags, buildHeadTags, renderHeadTagsToHtml, siteHeadTags, type PageMeta } from './page-meta';

const settings = { ...defaultSiteSettings, siteUrl: 'https://www.example.com' };
const meta: PageMeta = {
  title: 'Things to Do',
  description: 'Hikes & tours',
  keywords: ['Estes Park', 'hikes'],
  canonicalPath: '/things-to-do',
  structuredData: [{ '@context': 'https://schema.org', '@type': 'WebPage', name: 'Things' }],
};

const attribute = (html: string, selector: string, name: string) => {
  document.head.innerHTML = html;
  return document.head.querySelector(selector)?.getAttribute(name);
};

describe('page head tags', () => {
  it('carries title, description, keywords, absolute canonical, share image and robots', () => {
    const html = renderHeadTagsToHtml(buildHeadTags(meta, settings));
    expect(html).toContain('<title>Things to Do | Estes Park Guide</title>');
    expect(attribute(html, 'meta[name="description"]', 'content')).toBe('Hikes & tours');
    expect(attribute(html, 'meta[name="keywords"]', 'content')).toBe('Estes Park, hikes');
    expect(attribute(html, 'link[rel="canonical"]', 'href')).toBe('https://www.example.com/things-to-do');
    expect(attribute(html, 'meta[property="og:image"]', 'content')).toBe(
      'https://www.example.com/images/og-default.png',
    );
    expect(attribute(html, 'meta[property="og:url"]', 'content')).toBe('https://www.example.com/things-to-do');
    expect(attribute(html, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(attribute(html, 'meta[name="robots"]', 'content')).toBe(
      'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1',
    );
  });

  it('names other forms of the page, such as a feed, by absolute URL', () => {
    const html = renderHeadTagsToHtml(
      buildHeadTags(
        { ...meta, alternates: [{ type: 'application/rss+xml', title: 'Local Intel (RSS)', href: '/blog/feed.xml' }] },
        settings,
      ),
    );
    expect(attribute(html, 'link[rel="alternate"][type="application/rss+xml"]', 'href')).toBe(
      'https://www.example.com/blog/feed.xml',
    );
    expect(attribute(html, 'link[rel="alternate"]', 'title')).toBe('Local Intel (RSS)');
    expect(renderHeadTagsToHtml(buildHeadTags(meta, settings))).not.toContain('rel="alternate"');
  });

  it('does not index the 404 page', () => {
    const html = renderHeadTagsToHtml(buildHeadTags({ ...meta, indexable: false }, settings));
    expect(attribute(html, 'meta[name="robots"]', 'content')).toBe('noindex, follow');
  });

  it('adds the WebSite markup with the /search?q= search action to every page', () => {
    const tags = buildHeadTags(meta, settings);
    const website = tags.find((tag) => tag.kind === 'json-ld' && tag.data['@type'] === 'WebSite');
    expect(website).toMatchObject({
      data: { potentialAction: { target: { urlTemplate: 'https://www.example.com/search?q={search_term_string}' } } },
    });
  });

  it('keeps the title free of a doubled site name', () => {
    const html = renderHeadTagsToHtml(buildHeadTags({ ...meta, title: 'Estes Park Guide: Home' }, settings));
    expect(html).toContain('<title>Estes Park Guide: Home</title>');
  });

  it('escapes text so page data cannot break out of the head', () => {
    const html = renderHeadTagsToHtml(
      buildHeadTags(
        {
          ...meta,
          title: '</title><script>alert(1)</script>',
          description: '"><img src=x>',
          structuredData: [{ name: '</script><script>alert(1)</script>' }],
        },
        settings,
      ),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"><img');
    expect(html).toContain('\\u003c/script>');
  });

  it('declares language-independent site facts: theme colour and place', () => {
    const html = renderHeadTagsToHtml(siteHeadTags(), { pageScoped: false });
    expect(html).toContain('name="geo.region" content="US-CO"');
    expect(html).toContain('name="geo.placename" content="Estes Park"');
    expect(html).toContain('name="geo.position" content="40.38;-105.52"');
    expect(html).toContain('name="theme-color" content="#0f766e"');
    expect(html).not.toContain('data-page-head');
  });

  it('replaces the previous page’s tags on client-side navigation', () => {
    document.head.innerHTML = '<meta name="viewport" content="width=device-width">';
    applyHeadTags(document, buildHeadTags(meta, settings));
    applyHeadTags(document, buildHeadTags({ ...meta, title: 'Weather', canonicalPath: '/weather' }, settings));
    expect(document.title).toBe('Weather | Estes Park Guide');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.com/weather',
    );
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  });
});
