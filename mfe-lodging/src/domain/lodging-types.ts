/**
 * The lodging area's vocabulary (docs/rules/lodging.md#listing-data,
 * docs/rules/lodging.md#listing-query and the filter sections after it). Data, rules and pages all
 * speak these types.
 */

/** Property types a listing can have (hotels: Resort, Inn, Lodge, Cabin, Hotel; rentals: Cabin, Cottage, Condo, Apartment, House). */
export const propertyTypes = [
  'Hotel',
  'Resort',
  'Inn',
  'Lodge',
  'Cabin',
  'House',
  'Apartment',
  'Condo',
  'Cottage',
  'Other',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

/**
 * The amenity filters (docs/rules/lodging.md#amenity-filters; all selected must match). Listings
 * may carry other amenities too.
 */
export const amenityFilters = [
  'Free WiFi',
  'Free Parking',
  'Pool',
  'Hot Tub',
  'Kitchen',
  'Pet Friendly',
  'Breakfast Included',
  'Fireplace',
] as const;
export type AmenityFilter = (typeof amenityFilters)[number];

/**
 * Where in and around town a listing is (its neighbourhood, mapped to the area preferences,
 * docs/rules/lodging.md#area-preferences).
 */
export const lodgingAreas = ['downtown', 'national-park', 'lake', 'riverside'] as const;
export type LodgingArea = (typeof lodgingAreas)[number];

/**
 * One row of the source data, in the source's own shape (snake_case;
 * docs/rules/lodging.md#listing-data).
 */
export interface LodgingSourceRow {
  name: string;
  city: string;
  neighborhood?: string;
  /** 0–10. Rentals may leave it out (default 9). */
  rating?: number;
  rating_text?: string;
  reviews_count: number;
  price_nightly_usd: number;
  /** Price of the default two-night stay the source quotes. */
  price_total_usd: number;
  /** Amenity and feature flags as the source writes them, e.g. 'Free WiFi', 'Hot Tub'. */
  flags: readonly string[];
  /** The partner's listing page; every Book Now goes through the affiliate link to it. */
  hotel_link: string;
  type: PropertyType;
  area: LodgingArea;
}

/** A listing as the pages use it (docs/rules/lodging.md#listing-data). */
export interface LodgingListing {
  /** hotel-N or vrbo-N (N from 1). */
  id: string;
  kind: 'hotel' | 'rental';
  name: string;
  city: string;
  neighborhood?: string;
  area: LodgingArea;
  rating: number;
  ratingText: string;
  /**
   * True when the rating comes from the partner's listing row; false when the row carries none
   * and the listing shows the rentals' default (docs/rules/lodging.md#listing-data) (never
   * presented as a guest rating).
   */
  ratingListed: boolean;
  reviewsCount: number;
  priceNightly: number;
  priceTotal: number;
  amenities: readonly string[];
  /** The sponsored partner link (opened in a new tab, rel="sponsored noopener noreferrer"). */
  bookingUrl: string;
  image: LodgingImage;
  type: PropertyType;
}

export interface LodgingImage {
  /** Site-relative URL of an image the site serves itself. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Price bands per night (docs/rules/lodging.md#price-bands): under 150, 150–250, 250–350, 350–500,
 * over 500.
 */
export const priceBands = ['under-150', '150-250', '250-350', '350-500', 'over-500'] as const;
export type PriceBand = (typeof priceBands)[number];

/** Rating minimums (docs/rules/lodging.md#rating-minimums). */
export const ratingMinimums = [9, 8.5, 8, 7.5, 7] as const;
export type RatingMinimum = (typeof ratingMinimums)[number];

/**
 * Area preferences of the search form (docs/rules/lodging.md#area-preferences); 'any' is No
 * Preference.
 */
export const areaPreferences = ['any', ...lodgingAreas] as const;
export type AreaPreference = (typeof areaPreferences)[number];

/** The six sorts (docs/rules/lodging.md#sorts). */
export const sortKeys = ['top-picks', 'price-low', 'price-high', 'rating', 'most-reviewed', 'name'] as const;
export type SortKey = (typeof sortKeys)[number];

export const viewModes = ['grid', 'list'] as const;
export type ViewMode = (typeof viewModes)[number];

/** What the listing page shows, all of it kept in the URL query. */
export interface ListingQuery {
  /** undefined = All. */
  type?: PropertyType;
  priceBands: readonly PriceBand[];
  minRating?: RatingMinimum;
  amenities: readonly AmenityFilter[];
  area: AreaPreference;
  /** Guests the stay is for (1–8); listings that cannot host them are left out. */
  guests?: number;
  /** YYYY-MM-DD, from the hero search; kept so the property page can price the stay. */
  checkIn?: string;
  checkOut?: string;
  sort: SortKey;
  view: ViewMode;
}

export const defaultListingQuery: ListingQuery = {
  priceBands: [],
  amenities: [],
  area: 'any',
  sort: 'top-picks',
  view: 'grid',
};
