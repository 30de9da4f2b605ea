/**
 * The lodging area's vocabulary (docs/rules/lodging.md#listing-data,
 * docs/rules/lodging.md#listing-query and the filter sections after it). Data, rules and pages all
 * speak these types.
 */

/** The site's property types; the partner's own types map to them (a motel, which has none, is Other). */
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
 * The amenity filters (docs/rules/lodging.md#amenity-filters; all selected must match). A place
 * may have other facilities too.
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

/** The parts of town a visitor may ask for (docs/rules/lodging.md#area-preferences). */
export const lodgingAreas = ['downtown', 'national-park', 'lake', 'riverside'] as const;
export type LodgingArea = (typeof lodgingAreas)[number];

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
  /** The stay searched for (docs/rules/lodging.md#stay-for-a-search); none: the default stay. */
  stay: ListingStay;
  sort: SortKey;
  view: ViewMode;
}

/** The stay in a list's URL, as read (strictly): dates as a pair, the party with its defaults. */
export interface ListingStay {
  /** YYYY-MM-DD, both or neither. */
  checkin?: string;
  checkout?: string;
  adults?: number;
  /** Each child's age. */
  children: readonly number[];
  rooms?: number;
}

/** No stay given: the partner is asked for the default stay (docs/rules/lodging.md#default-stay). */
export const noStay: ListingStay = { children: [] };

export const defaultListingQuery: ListingQuery = {
  priceBands: [],
  amenities: [],
  area: 'any',
  stay: noStay,
  sort: 'top-picks',
  view: 'grid',
};
