/**
 * The request target a visitor sent, made safe before the server uses it. A path is only
 * ever a path of this site: `//host/x`, `/\host`, `http://host/x` or a tab hidden in a path
 * never becomes an origin, a URL the server fetches, or a redirect target.
 *
 * - The canonical form of a path has single slashes, no backslashes, no dot segments and no
 *   trailing slash (`/` itself excepted); letters, digits and `-._~` written as escapes are
 *   written plainly (`/ev%65nts` is `/events`), other escapes in capitals (`%c3%a9` is `%C3%A9`);
 *   and a path of the route table has its fixed segments in the table's case (`/EVENTS` is
 *   `/events`, `/BLOG/Elk-Guide` is `/blog/Elk-Guide`: ids and slugs keep theirs). One page has
 *   one URL, so a crawler cannot make new cache keys of one page by spelling
 *   (docs/rules/site.md#one-address-per-page, decision 035).
 * - A path that starts like a host (`//…`, `/\…`) is answered in place, as its canonical path
 *   (`//a//evil.example/` is the 404 page of `/a/evil.example`): no redirect names it.
 * - Any other non-canonical form is redirected (301) to its canonical form, query kept (the
 *   trailing-slash redirect is one of these).
 * - Every Location the site sends passes `isSiteRelativeLocation`: one `/` followed by a
 *   character that is not `/` or `\`, and only printable ASCII (browsers drop tabs and line
 *   breaks from URLs, which could join two slashes again).
 */
import { routeTable } from '@estes/shared/core';

export type RequestTarget =
  | { kind: 'page'; path: string; search: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid'; message: string };

/** Tab, line feed and carriage return: browsers and URL parsers remove them from URLs. */
const strippedByUrlParsers = /[\t\n\r]/g;

/** Percent-encodes what may not stand raw in a path or query (spaces, controls, non-ASCII). */
function encodeUnsafe(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}

const dotSegment = /^(\.|%2e){1,2}$/i;

/** RFC 3986's unreserved characters: an escape of one of them names the same path as the character. */
const unreserved = /^[A-Za-z0-9\-._~]$/;

/**
 * Escapes of unreserved characters decoded, the others' hex digits in capitals (RFC 3986, 6.2.2),
 * and a `%` that starts no escape written as one (`%25`): otherwise `%a%41` would become `%aA`,
 * an escape of its own, and the canonical form would change again on the next request.
 */
function normalizeEscapes(segment: string): string {
  return segment.replace(/%([0-9A-Fa-f]{2})?/g, (escape, hex: string | undefined) => {
    if (hex === undefined) return '%25';
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return unreserved.test(character) ? character : escape.toUpperCase();
  });
}

/**
 * The path's fixed segments in the case the route table writes them, when the path is one of
 * its routes whatever the case (React Router matches without regard to case); others as they are.
 */
function inRouteTableCase(segments: readonly string[]): string[] {
  for (const entry of routeTable) {
    for (const pattern of entry.paths) {
      const fixed = pattern.split('/').filter((segment) => segment !== '');
      if (fixed.length !== segments.length) continue;
      const matches = fixed.every(
        (segment, index) => segment.startsWith(':') || segment.toLowerCase() === segments[index]?.toLowerCase(),
      );
      if (matches) return fixed.map((segment, index) => (segment.startsWith(':') ? (segments[index] ?? '') : segment));
    }
  }
  return [...segments];
}

/**
 * `/` and `\` runs collapsed to one `/`, `.` and `..` segments resolved (as URL parsers would),
 * no trailing slash, escapes normalized, a route's fixed segments in the table's case, unsafe
 * characters encoded.
 */
export function canonicalPathOf(rawPath: string): string {
  const segments: string[] = [];
  for (const segment of rawPath.replace(strippedByUrlParsers, '').split(/[/\\]+/)) {
    if (segment === '') continue;
    if (dotSegment.test(segment)) {
      if (segment.replace(/%2e/gi, '.') === '..') segments.pop();
      continue;
    }
    segments.push(normalizeEscapes(segment));
  }
  return encodeUnsafe(`/${inRouteTableCase(segments).join('/')}`);
}

export function isSiteRelativeLocation(location: string): boolean {
  return location === '/' || /^\/[^/\\][\x21-\x7e]*$/.test(location);
}

/** Reads a raw request target (`request.url` as Node received it). */
export function parseRequestTarget(rawUrl: string): RequestTarget {
  if (!rawUrl.startsWith('/')) {
    // An absolute-form or asterisk-form target is for proxies, not for this site.
    return { kind: 'invalid', message: 'The request target must be a path on this site, starting with /.' };
  }
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart >= 0 ? rawUrl.slice(0, queryStart) : rawUrl;
  const rawSearch = queryStart >= 0 ? rawUrl.slice(queryStart) : '';
  const path = canonicalPathOf(rawPath);
  const search = encodeUnsafe(rawSearch.replace(strippedByUrlParsers, ''));
  // Looks like `//host`: whatever follows, it is never sent back as a Location.
  if (/^[/\\][\t\n\r]*[/\\]/.test(rawPath)) return { kind: 'page', path, search: search === '?' ? '' : search };
  if (path !== rawPath || search !== rawSearch) {
    const location = `${path}${search === '?' ? '' : search}`;
    return isSiteRelativeLocation(location) ? { kind: 'redirect', location } : { kind: 'redirect', location: '/' };
  }
  return { kind: 'page', path, search };
}

/**
 * The URL a page's loaders see: the site's public origin (for canonical links) with the
 * canonical path and query. Built by parts, never by resolving the raw target against a base.
 */
export function pageUrl(siteUrl: string, path: string, search: string): URL {
  const url = new URL(siteUrl);
  url.pathname = path;
  url.search = search;
  return url;
}

/** A Location from elsewhere (a loader's redirect) that is not site-relative goes home instead. */
export function safeLocation(location: string, siteOrigin: string): string {
  if (isSiteRelativeLocation(location)) return location;
  try {
    const url = new URL(location);
    const sameSite = url.origin === siteOrigin ? `${url.pathname}${url.search}` : undefined;
    if (sameSite && isSiteRelativeLocation(sameSite)) return sameSite;
  } catch {
    // Not a URL at all.
  }
  return '/';
}
