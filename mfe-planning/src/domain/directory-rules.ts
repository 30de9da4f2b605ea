/**
 * The directories' rules (docs/rules/planning.md#directories): search, filters, the four
 * sorts (the rating ones on the provider's live facts) and the feature preview. Pure functions, so the server, the
 * browser and the tests agree on one answer.
 */
import type { Activity, ActivityQuery, DirectorySort, Restaurant, RestaurantQuery } from './directory-types';

// ---------------------------------------------------------------------------------------------
// Search and filters
// ---------------------------------------------------------------------------------------------

/** Lower case without accents, so 'cafe' finds 'Café'. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Whether an entry's name, description or location contains the search text (case- and
 * accent-insensitive). Every word must appear somewhere, in any order; blank text matches all.
 */
export function matchesSearch(entry: { name: string; description: string; location: string }, q: string): boolean {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${entry.name}\n${entry.description}\n${entry.location}`);
  return words.every((word) => haystack.includes(word));
}

export const filterActivities = (activities: readonly Activity[], query: ActivityQuery): Activity[] =>
  activities.filter(
    (activity) =>
      (query.category === undefined || activity.category === query.category) &&
      (query.difficulty === undefined || activity.difficulty === query.difficulty) &&
      (query.price === undefined || activity.priceRange === query.price) &&
      matchesSearch(activity, query.q),
  );

export const filterRestaurants = (restaurants: readonly Restaurant[], query: RestaurantQuery): Restaurant[] =>
  restaurants.filter(
    (restaurant) =>
      (query.cuisine === undefined || restaurant.cuisine === query.cuisine) &&
      (query.price === undefined || restaurant.priceRange === query.price) &&
      matchesSearch(restaurant, query.q),
  );

// ---------------------------------------------------------------------------------------------
// Sorts
// ---------------------------------------------------------------------------------------------

interface Sortable {
  id: string;
  name: string;
  featured: boolean;
}

/** An entry's live rating and count from the places provider, or null (none, or not live). */
export type LiveRatingOf = (id: string) => { value: number; count: number } | null;

/** Made on first use, not when the page's code loads (a collator's ICU set-up is milliseconds on a phone). */
let byName: Intl.Collator | undefined;

// Ties always end on name, then id, so an order never depends on the data's order.
const nameThenId = (a: Sortable, b: Sortable): number =>
  (byName ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true })).compare(a.name, b.name) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const featuredFirst = (a: Sortable, b: Sortable): number => Number(b.featured) - Number(a.featured) || nameThenId(a, b);

/** Places without a live rating come after those with one, in the featured order. */
const byLive =
  (ratingOf: LiveRatingOf, first: 'value' | 'count', second: 'value' | 'count') =>
  (a: Sortable, b: Sortable): number => {
    const ra = ratingOf(a.id);
    const rb = ratingOf(b.id);
    if (!ra || !rb) return Number(Boolean(rb)) - Number(Boolean(ra)) || featuredFirst(a, b);
    return rb[first] - ra[first] || rb[second] - ra[second] || nameThenId(a, b);
  };

/**
 * A sorted copy. Featured is featured first, then by name (no rating of ours decides it). The
 * rating and review sorts read the provider's live ratings; without them (`ratingOf` absent) the
 * list is in the featured order and the page says so.
 */
export function sortEntries<T extends Sortable>(
  entries: readonly T[],
  sort: DirectorySort,
  ratingOf?: LiveRatingOf,
): T[] {
  const compare =
    sort === 'name'
      ? nameThenId
      : sort === 'rating' && ratingOf
        ? byLive(ratingOf, 'value', 'count')
        : sort === 'reviews' && ratingOf
          ? byLive(ratingOf, 'count', 'value')
          : featuredFirst;
  return [...entries].sort(compare);
}

export const sortLabels: Readonly<Record<DirectorySort, string>> = {
  featured: 'Featured',
  rating: 'Highest rated',
  reviews: 'Most reviewed',
  name: 'Name (A–Z)',
};

export const applyActivityQuery = (
  activities: readonly Activity[],
  query: ActivityQuery,
  ratingOf?: LiveRatingOf,
): Activity[] => sortEntries(filterActivities(activities, query), query.sort, ratingOf);

export const applyRestaurantQuery = (
  restaurants: readonly Restaurant[],
  query: RestaurantQuery,
  ratingOf?: LiveRatingOf,
): Restaurant[] => sortEntries(filterRestaurants(restaurants, query), query.sort, ratingOf);

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

/** How many features a card lists before '+N more'. */
export const featuresShown = 3;

/** The first three features and, when there are more, '+N more'. */
export function featurePreview(features: readonly string[]): { shown: string[]; more: string | null } {
  const hidden = features.length - featuresShown;
  return { shown: features.slice(0, featuresShown), more: hidden > 0 ? `+${hidden} more` : null };
}
