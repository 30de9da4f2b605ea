/**
 * The listing in pages (issue 21: a 62,000 px list on a phone, all of it hydrated at once):
 * `?page=N` beside the filters, so a page can be shared and works without JavaScript; filters
 * and sort leave it out of their links, so changing them starts again at page 1.
 */
export const listingsPerPage = 24;

/** The page asked for: a whole number from 1, anything else reads as 1 (query strings come from anyone). */
export function parseListingPage(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value));
}

export interface ListingPageSlice<T> {
  /** The page shown: the one asked for, or the last one when it asked beyond the end. */
  page: number;
  pageCount: number;
  items: readonly T[];
  /** 1-based positions of the first and last item shown (0 and 0 when there are none). */
  first: number;
  last: number;
}

export function listingPageOf<T>(results: readonly T[], requested: number): ListingPageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(results.length / listingsPerPage));
  const page = Math.min(Math.max(1, requested), pageCount);
  const start = (page - 1) * listingsPerPage;
  const items = results.slice(start, start + listingsPerPage);
  return { page, pageCount, items, first: items.length > 0 ? start + 1 : 0, last: start + items.length };
}

/** A link's search part for page `page` of a query's search part ('' or '?…'). */
export function withListingPage(search: string, page: number): string {
  if (page <= 1) return search;
  return `${search}${search === '' ? '?' : '&'}page=${page}`;
}
