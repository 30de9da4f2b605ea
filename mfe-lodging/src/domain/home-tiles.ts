/**
 * The counts on the home page's lodging tiles (issue 21: counts computed, not typed). A tile's
 * count is the number of results the list shows for the very link the tile opens: the link's
 * query is read as the list page reads it and run through the same filters.
 */
import { paths } from '@estes/shared';
import { parseListingQuery } from './listing-query';
import { applyListingQuery } from './lodging-rules';
import type { LodgingListing } from './lodging-types';

const accommodationsPath = paths.accommodations();

/** Whether a site-relative link opens the lodging list (and so has a count of results). */
export function opensLodgingResults(href: string): boolean {
  return new URL(href, 'https://site.invalid').pathname === accommodationsPath;
}

/** How many results the lodging list shows for this link; undefined for a link elsewhere. */
export function resultsCountFor(listings: readonly LodgingListing[], href: string): number | undefined {
  if (!opensLodgingResults(href)) return undefined;
  const query = parseListingQuery(new URL(href, 'https://site.invalid').searchParams);
  return applyListingQuery(listings, query).length;
}

/** '1 property' / '13 properties'. */
export const propertiesLabel = (count: number): string => (count === 1 ? '1 property' : `${count} properties`);

/** Tiles with their computed counts, leaving out any whose link would show no results. */
export function tilesWithResults<Tile extends { href: string }>(
  listings: readonly LodgingListing[],
  tiles: readonly Tile[],
): (Tile & { count: number })[] {
  return tiles.flatMap((tile) => {
    const count = resultsCountFor(listings, tile.href);
    return count !== undefined && count > 0 ? [{ ...tile, count }] : [];
  });
}
