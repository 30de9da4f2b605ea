/**
 * The vocabulary of the two directories (docs/rules/planning.md#directories;
 * restaurants): categories, difficulties, price ranges, cuisines, sorts, the entries and the
 * state of each list as its URL query carries it.
 */

export const activityCategories = ['Outdoor', 'Indoor', 'Dining', 'Shopping', 'Entertainment', 'Tours'] as const;
export type ActivityCategory = (typeof activityCategories)[number];

export const difficulties = ['Easy', 'Moderate', 'Difficult'] as const;
export type Difficulty = (typeof difficulties)[number];

export const activityPrices = ['Free', '$', '$$', '$$$'] as const;
export type ActivityPrice = (typeof activityPrices)[number];

/**
 * Six cuisines that fit the town's real restaurants: breakfast places and coffee houses are a
 * large share of them, as are steakhouses, smokehouses, pubs and breweries.
 */
export const cuisines = [
  'American',
  'Mexican',
  'Italian & Pizza',
  'Steakhouse & BBQ',
  'Café & Breakfast',
  'Pub & Brewery',
] as const;
export type Cuisine = (typeof cuisines)[number];

export const restaurantPrices = ['$', '$$', '$$$', '$$$$'] as const;
export type RestaurantPrice = (typeof restaurantPrices)[number];

/** The four sorts of both directories; featured is the default. */
export const directorySorts = ['featured', 'rating', 'reviews', 'name'] as const;
export type DirectorySort = (typeof directorySorts)[number];

/** The sorts that read the provider's live facts (rating, count): offered only when they are live. */
export const liveFactSorts: readonly DirectorySort[] = ['rating', 'reviews'];

/** A phone or website the team read from a named source on a day: the only contact shown without live facts. */
export type { RecordedContact } from '@estes/shared/planning/place-facts-view';
import type { RecordedContact } from '@estes/shared/planning/place-facts-view';

export interface DirectoryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Activity {
  /** Unchanged for good: pages, saved trips and the places facts name entries by it. */
  id: string;
  name: string;
  category: ActivityCategory;
  priceRange: ActivityPrice;
  /** How long it takes, as people say it: '2–3 hours', 'Half day'. */
  duration: string;
  difficulty: Difficulty;
  image: DirectoryImage;
  description: string;
  location: string;
  features: readonly string[];
  seasonality: string;
  bestTime: string;
  featured: boolean;
  /** A phone or website with its source and date, when the team recorded one. */
  recorded?: RecordedContact;
}

export interface Restaurant {
  id: string;
  name: string;
  cuisine: Cuisine;
  priceRange: RestaurantPrice;
  image: DirectoryImage;
  /** Street address in Estes Park. */
  location: string;
  description: string;
  features: readonly string[];
  /** A phone or website with its source and date, when the team recorded one. */
  recorded?: RecordedContact;
  reservations: boolean;
  featured: boolean;
}

export interface ActivityQuery {
  /** Search text, trimmed; '' = none. */
  q: string;
  category?: ActivityCategory;
  difficulty?: Difficulty;
  price?: ActivityPrice;
  /** 'now': only places the provider's live hours say are open (`?open=now`). */
  open?: 'now';
  sort: DirectorySort;
}

export interface RestaurantQuery {
  q: string;
  cuisine?: Cuisine;
  price?: RestaurantPrice;
  open?: 'now';
  sort: DirectorySort;
}

export const defaultActivityQuery: Readonly<ActivityQuery> = { q: '', sort: 'featured' };
export const defaultRestaurantQuery: Readonly<RestaurantQuery> = { q: '', sort: 'featured' };

/** Longer search text is cut: nobody types more, and it keeps URLs short. */
export const maxSearchLength = 80;
