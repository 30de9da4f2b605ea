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

/** The four sorts of both directories featured is the default. */
export const directorySorts = ['featured', 'rating', 'reviews', 'name'] as const;
export type DirectorySort = (typeof directorySorts)[number];

export interface DirectoryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Activity {
  id: string;
  name: string;
  category: ActivityCategory;
  /** Out of 5, one decimal. */
  rating: number;
  reviews: number;
  priceRange: ActivityPrice;
  /** How long it takes, as people say it: '2–3 hours', 'Half day'. */
  duration: string;
  difficulty: Difficulty;
  image: DirectoryImage;
  description: string;
  location: string;
  /** From downtown Estes Park. */
  distance: string;
  features: readonly string[];
  seasonality: string;
  bestTime: string;
  featured: boolean;
}

/** Days as schema.org openingHours writes them. */
export const weekDays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type WeekDay = (typeof weekDays)[number];

/** One run of days with the same hours, 24-hour 'HH:MM' times; closes may pass midnight ('00:00'). */
export interface OpeningSpan {
  from: WeekDay;
  to: WeekDay;
  opens: string;
  closes: string;
}

export interface Restaurant {
  id: string;
  name: string;
  cuisine: Cuisine;
  /** Out of 5, one decimal. */
  rating: number;
  reviews: number;
  priceRange: RestaurantPrice;
  image: DirectoryImage;
  /** Street address in Estes Park. */
  location: string;
  /** From downtown Estes Park. */
  distance: string;
  description: string;
  features: readonly string[];
  /** Usual (summer) hours; days not listed are closed. */
  hours: readonly OpeningSpan[];
  /** Display form, '(970) 586-1234'. */
  phone: string;
  website?: string;
  reservations: boolean;
  featured: boolean;
}

export interface ActivityQuery {
  /** Search text, trimmed; '' = none. */
  q: string;
  category?: ActivityCategory;
  difficulty?: Difficulty;
  price?: ActivityPrice;
  sort: DirectorySort;
}

export interface RestaurantQuery {
  q: string;
  cuisine?: Cuisine;
  price?: RestaurantPrice;
  sort: DirectorySort;
}

export const defaultActivityQuery: Readonly<ActivityQuery> = { q: '', sort: 'featured' };
export const defaultRestaurantQuery: Readonly<RestaurantQuery> = { q: '', sort: 'featured' };

/** Longer search text is cut: nobody types more, and it keeps URLs short. */
export const maxSearchLength = 80;
