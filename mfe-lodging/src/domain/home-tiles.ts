/**
 * The counts on the home page's lodging tiles (issue 21: counts computed, not typed; issue 29:
 * from the list's own data). A tile's count is the number of results the list shows for the very
 * link the tile opens, for the default stay: the lodging API counts them by type and by part of
 * town (GET /api/lodging/counts). A part of town the data cannot narrow to has no count, and a
 * link that shows nothing has none to show: neither tile is offered.
 */
import { paths } from '@estes/shared';

const accommodationsPath = paths.accommodations();

/** What the counts endpoint answers: places per type and per part of town it can answer. */
export interface TileCounts {
  types: Readonly<Record<string, number>>;
  areas: Readonly<Record<string, number>>;
}

/** Whether a site-relative link opens the lodging list (and so has a count of results). */
export function opensLodgingResults(href: string): boolean {
  return new URL(href, 'https://site.invalid').pathname === accommodationsPath;
}

/**
 * How many results the list shows for a tile's link (`?type=` or `?area=`): undefined for a link
 * elsewhere, or a part of town the data cannot narrow to.
 */
export function resultsCountFor(counts: TileCounts, href: string): number | undefined {
  if (!opensLodgingResults(href)) return undefined;
  const params = new URL(href, 'https://site.invalid').searchParams;
  const type = params.get('type');
  if (type !== null) return counts.types[type] ?? 0;
  const area = params.get('area');
  if (area !== null) return counts.areas[area];
  return undefined;
}

/** '1 property' / '13 properties'. */
export const propertiesLabel = (count: number): string => (count === 1 ? '1 property' : `${count} properties`);

/** Tiles with their counts, leaving out any whose link would show nothing or cannot be counted. */
export function tilesWithResults<Tile extends { href: string }>(
  counts: TileCounts,
  tiles: readonly Tile[],
): (Tile & { count: number })[] {
  return tiles.flatMap((tile) => {
    const count = resultsCountFor(counts, tile.href);
    return count !== undefined && count > 0 ? [{ ...tile, count }] : [];
  });
}
