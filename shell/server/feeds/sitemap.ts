/**
 * /sitemap.xml and /robots.txt. The sitemap lists every public page by its absolute canonical
 * URL: the route table's fixed paths (each screen once, by its first path; aliases such as
 * /dining are the same screen) and the pages areas add (properties, articles), which each area
 * answers in-process at /api/<area>/sitemap-entries.
 */
import { absoluteUrl, routeTable, type PublicSiteSettings, type RouteId } from '@estes/shared/core';
import { xmlText, type SitemapEntry } from '@estes/shared/server';

/** Screens that are public but no search result should lead to. */
const unlisted: ReadonlySet<RouteId> = new Set<RouteId>([
  // The welcome page after a sign-up: it thanks a subscriber, it is not a destination.
  'planning.thankYou',
  // Search results are a way to pages, not a page of their own.
  'search',
  // One visitor's saved list (or one they shared): not a destination (decision 032).
  'myTrip',
]);

export function fixedSitemapEntries(): SitemapEntry[] {
  return routeTable
    .filter((entry) => !unlisted.has(entry.id) && !entry.paths[0].includes(':'))
    .map((entry) => ({ path: entry.paths[0] }));
}

/** W3C date (YYYY-MM-DD) of a date or date-time, or undefined when it cannot be read. */
function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export function sitemapXml(settings: PublicSiteSettings, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const location = absoluteUrl(settings, entry.path);
    if (seen.has(location)) continue;
    seen.add(location);
    const lastModified = w3cDate(entry.lastModified);
    urls.push(
      `  <url><loc>${xmlText(location)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(settings: PublicSiteSettings): string {
  // Partner links (/go/…) are redirects that count clicks: not for crawlers (decision 033).
  // Search results and the welcome page are `noindex` instead of disallowed here (decision 035):
  // a crawler that may not fetch a page never sees its noindex, and lists a URL linked from
  // elsewhere (`/search?q=<spam>`) by its address alone.
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /go/',
    '',
    `Sitemap: ${absoluteUrl(settings, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Reads an area's answer, keeping only well-formed entries (an area's bug must not break the sitemap). */
export function parseSitemapEntries(body: unknown): SitemapEntry[] {
  const entries = (body as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    const { path, lastModified } = (entry ?? {}) as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/')) return [];
    return [{ path, ...(typeof lastModified === 'string' ? { lastModified } : {}) }];
  });
}
