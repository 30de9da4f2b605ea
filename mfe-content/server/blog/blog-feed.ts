/**
 * The Local Intel blog as an RSS 2.0 feed (`/blog/feed.xml`, decision 033): the same posts as
 * /blog (Contentful, or the bundled articles), newest first, every link absolute on the site's
 * public origin (SITE_URL, never the request's host), with an atom:link to itself, RFC 822
 * dates and every text escaped for XML (characters XML cannot carry are left out).
 */
import { absoluteUrl, paths, type PublicSiteSettings } from '@estes/shared/core';
import { xmlText } from '@estes/shared/server';
import type { PostSummary } from '../../src/domain/blog-post';

export const blogFeedPath = '/blog/feed.xml';
export const blogFeedTitle = 'Local Intel';
export const blogFeedContentType = 'application/rss+xml; charset=utf-8';
/** The most recent posts a feed carries. */
export const blogFeedItems = 50;

const blogFeedDescription =
  'Local stories and expert guides to Estes Park and Rocky Mountain National Park from the Local Intel blog.';

/** RFC 822 (as RFC 1123 writes it) date of an ISO date or date-time, or undefined. */
export function rfc822Date(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

const newestFirst = (a: PostSummary, b: PostSummary) =>
  (Date.parse(b.publishedAt) || 0) - (Date.parse(a.publishedAt) || 0);

export function blogFeedXml(
  posts: readonly PostSummary[],
  settings: Pick<PublicSiteSettings, 'siteUrl' | 'siteName'>,
): string {
  const url = (path: string) => xmlText(absoluteUrl(settings as PublicSiteSettings, path));
  const items = [...posts].sort(newestFirst).slice(0, blogFeedItems);
  const newest = items[0] ? rfc822Date(items[0].publishedAt) : undefined;
  const element = (name: string, text: string | undefined) => (text ? `<${name}>${xmlText(text)}</${name}>` : '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', `${blogFeedTitle} | ${settings.siteName}`),
    `<link>${url(paths.blog())}</link>`,
    element('description', blogFeedDescription),
    '<language>en-us</language>',
    `<atom:link href="${url(blogFeedPath)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${newest}</lastBuildDate>` : '',
    ...items.map((post) => {
      const link = url(paths.article(post.slug));
      const published = rfc822Date(post.publishedAt);
      return [
        '<item>',
        element('title', post.title),
        `<link>${link}</link>`,
        `<guid isPermaLink="true">${link}</guid>`,
        published ? `<pubDate>${published}</pubDate>` : '',
        element('description', post.excerpt || post.seoDescription || ''),
        element('category', post.category),
        element('dc:creator', post.author),
        '</item>',
      ].join('');
    }),
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
