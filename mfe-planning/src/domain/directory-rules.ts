/**
 * The directories' rules (docs/rules/planning.md#directories): search, filters, the four
 * sorts, the feature preview and opening-hours wording. Pure functions, so the server, the
 * browser and the tests agree on one answer.
 */
import type {
  Activity,
  ActivityQuery,
  DirectorySort,
  OpeningSpan,
  Restaurant,
  RestaurantQuery,
  WeekDay,
} from './directory-types';

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
  rating: number;
  reviews: number;
  featured: boolean;
}

/** Made on first use, not when the page's code loads (a collator's ICU set-up is milliseconds on a phone). */
let byName: Intl.Collator | undefined;

// Ties always end on name, then id, so an order never depends on the data's order.
const nameThenId = (a: Sortable, b: Sortable): number =>
  (byName ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true })).compare(a.name, b.name) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ratingDesc = (a: Sortable, b: Sortable): number => b.rating - a.rating;
const reviewsDesc = (a: Sortable, b: Sortable): number => b.reviews - a.reviews;

const comparators: Readonly<Record<DirectorySort, (a: Sortable, b: Sortable) => number>> = {
  // Featured first, then the best rated; more reviews win a rating tie.
  featured: (a, b) =>
    Number(b.featured) - Number(a.featured) || ratingDesc(a, b) || reviewsDesc(a, b) || nameThenId(a, b),
  rating: (a, b) => ratingDesc(a, b) || reviewsDesc(a, b) || nameThenId(a, b),
  reviews: (a, b) => reviewsDesc(a, b) || ratingDesc(a, b) || nameThenId(a, b),
  name: nameThenId,
};

/** A sorted copy. */
export const sortEntries = <T extends Sortable>(entries: readonly T[], sort: DirectorySort): T[] =>
  [...entries].sort(comparators[sort]);

export const sortLabels: Readonly<Record<DirectorySort, string>> = {
  featured: 'Featured',
  rating: 'Highest rated',
  reviews: 'Most reviewed',
  name: 'Name (A–Z)',
};

export const applyActivityQuery = (activities: readonly Activity[], query: ActivityQuery): Activity[] =>
  sortEntries(filterActivities(activities, query), query.sort);

export const applyRestaurantQuery = (restaurants: readonly Restaurant[], query: RestaurantQuery): Restaurant[] =>
  sortEntries(filterRestaurants(restaurants, query), query.sort);

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

const dayNames: Readonly<Record<WeekDay, string>> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
};

/** '07:00' → '7 AM', '14:30' → '2:30 PM', '00:00' → 'midnight', '12:00' → 'noon'. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (hours % 24 === 0 && minutes === 0) return 'midnight';
  if (hours === 12 && minutes === 0) return 'noon';
  const suffix = hours % 24 < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${suffix}`;
}

const daysLabel = (span: OpeningSpan): string => {
  if (span.from === 'Mo' && span.to === 'Su') return 'Daily';
  return span.from === span.to ? dayNames[span.from] : `${dayNames[span.from]}–${dayNames[span.to]}`;
};

/** 'Daily 7 AM–2 PM', one line per run of days. */
export const formatHours = (hours: readonly OpeningSpan[]): string[] =>
  hours.map((span) => `${daysLabel(span)} ${formatTime(span.opens)}–${formatTime(span.closes)}`);

/** schema.org openingHours: 'Mo-Su 07:00-14:00'. */
export const openingHoursSpec = (hours: readonly OpeningSpan[]): string[] =>
  hours.map((span) => `${span.from === span.to ? span.from : `${span.from}-${span.to}`} ${span.opens}-${span.closes}`);
