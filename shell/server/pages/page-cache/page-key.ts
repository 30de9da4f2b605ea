/**
 * What a cached page is kept under, which pages are a visitor's own, and the Cache-Control a
 * page goes out with (decision 027).
 */
import { areaNames, perVisitorQueryParameters, type RemotePointer } from '@estes/shared';
import type { CachedPage } from './page-cache';

/**
 * Whether the query carries what one visitor just sent (a plain form post's outcome: its
 * submission id, the address typed into a sign-up that failed, photos left out). A page with
 * one of them is rendered for that visitor only and never kept, here or in a CDN. Asked of the
 * query the page's route reads (page-query.ts): on a page that does not read them they are
 * dropped like any other parameter, and the page is the cached one.
 */
export const hasPerVisitorQuery = (query: URLSearchParams): boolean =>
  perVisitorQueryParameters.some((name) => query.has(name));

/**
 * The key: the live versions (their pointer entries, so a rollback or a new CDN base makes
 * new keys), the path, and the query with its parameters in one order. The URL given is the
 * one the page is rendered with: the parameters its route reads only (page-query.ts).
 */
export function pageCacheKey(pointer: RemotePointer, url: URL): string {
  const versions = areaNames.map((area) => {
    const entry = pointer[area];
    return entry ? `${area}@${entry.version}@${entry.entry}` : `${area}@-`;
  });
  const query = [...url.searchParams]
    .sort(([nameA, valueA], [nameB, valueB]) =>
      nameA === nameB ? (valueA < valueB ? -1 : valueA > valueB ? 1 : 0) : nameA < nameB ? -1 : 1,
    )
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${versions.join(' ')}\n${url.pathname}?${query}`;
}

/**
 * The longest a shared cache (the fleet's nginx, a CDN) may keep a page without asking again
 * (decision 050): a second, so a deploy or a rollback, whose key the shared cache does not know,
 * is in front of visitors within the 2 s every instance takes to serve it, and a data change
 * well within its declared freshness. A busy page is still fetched from the site once a
 * second at most per shared cache.
 */
export const sharedCacheMaxSeconds = 1;

/** The Cache-Control of a kept page by the seconds a shared cache may keep it: made once, not per hit. */
const sharedCacheControls = Array.from(
  { length: sharedCacheMaxSeconds + 1 },
  (_, seconds) => `public, max-age=0, s-maxage=${seconds}`,
);

/**
 * - `shared`: a kept page. Browsers ask again every time (the ETag makes that a 304); a shared
 *   cache may keep it for what is left of its freshness, at most `sharedCacheMaxSeconds`; a
 *   search that found nothing not at all (`s-maxage=0`): the server counts its words as it
 *   serves the page (decision 073), and a copy in front would answer without it.
 * - `revalidate`: an anonymous page that is not kept (an error, data of undeclared freshness).
 * - `per-visitor`: never stored anywhere.
 */
export function pageCacheControl(kind: 'shared' | 'revalidate' | 'per-visitor', page: CachedPage, now = Date.now()) {
  if (kind === 'per-visitor') return 'private, no-store';
  if (kind === 'revalidate') return 'no-cache';
  if (page.pageView?.emptySearch !== undefined) return sharedCacheControls[0] ?? 'no-cache';
  const left = Math.max(0, Math.floor((page.freshUntil - now) / 1000));
  return sharedCacheControls[Math.min(left, sharedCacheMaxSeconds)] ?? 'no-cache';
}
