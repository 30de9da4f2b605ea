/**
 * The listing page's state in the URL query (docs/rules/lodging.md#listing-query), so a search can
 * be shared, bookmarked, reloaded and rendered on the server. Reading is forgiving: a value that is
 * unknown or out of range is ignored (its default applies) and nothing throws, because query
 * strings come from anyone. Writing leaves defaults out, and always puts keys in the same order, so
 * one state has one URL.
 *
 * | param      | values                                                           | default    |
 * |------------|------------------------------------------------------------------|------------|
 * | `type`     | a property type, any case (?type=cabin reads as Cabin); `all`    | All        |
 * | `price`    | band ids, repeated or comma-separated (under-150, 150-250 …)     | none       |
 * | `rating`   | 9, 8.5, 8, 7.5, 7 (9.0 also reads)                               | none       |
 * | `amenity`  | slugs, repeated or comma-separated (wifi, parking, pool …)       | none       |
 * | `area`     | downtown, national-park, lake, riverside; `any`                  | any        |
 * | `guests`   | 1–8                                                              | none       |
 * | `checkIn`  | YYYY-MM-DD                                                       | none       |
 * | `checkOut` | YYYY-MM-DD                                                       | none       |
 * | `sort`     | a SortKey                                                        | top-picks  |
 * | `view`     | grid, list                                                       | grid       |
 */
import { isIsoDate, maxGuests, minGuests } from './booking-rules';
import { areaPreferenceLabels, priceBandLabels, ratingMinimumLabel } from './lodging-rules';
import {
  amenityFilters,
  areaPreferences,
  defaultListingQuery,
  priceBands,
  propertyTypes,
  ratingMinimums,
  sortKeys,
  viewModes,
} from './lodging-types';
import type {
  AmenityFilter,
  AreaPreference,
  LodgingArea,
  ListingQuery,
  PriceBand,
  PropertyType,
  RatingMinimum,
  SortKey,
  ViewMode,
} from './lodging-types';

/** The query's parameter names, in the order listingQueryToSearchParams writes them. */
export const listingQueryParams = [
  'type',
  'price',
  'rating',
  'amenity',
  'area',
  'guests',
  'checkIn',
  'checkOut',
  'sort',
  'view',
] as const;

/** Short, URL-friendly names for the amenity filters. */
export const amenitySlugs: Readonly<Record<AmenityFilter, string>> = {
  'Free WiFi': 'wifi',
  'Free Parking': 'parking',
  Pool: 'pool',
  'Hot Tub': 'hot-tub',
  Kitchen: 'kitchen',
  'Pet Friendly': 'pets',
  'Breakfast Included': 'breakfast',
  Fireplace: 'fireplace',
};

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// Besides the slug, the filter's own name reads too (?amenity=Hot%20Tub, ?amenity=free-wifi), as
// people edit URLs by hand.
const amenityByToken = new Map<string, AmenityFilter>(
  amenityFilters.flatMap((filter) => [
    [amenitySlugs[filter], filter],
    [slugify(filter), filter],
  ]),
);

/** A case-insensitive lookup of one value in a list of allowed ones, returning its canonical spelling. */
function pick<T extends string>(allowed: readonly T[], value: string | null | undefined): T | undefined {
  if (value === null || value === undefined) return undefined;
  const wanted = value.trim().toLowerCase();
  return allowed.find((candidate) => candidate.toLowerCase() === wanted);
}

/** Every value of a repeatable parameter, comma lists split, blanks dropped. */
const listValues = (params: URLSearchParams, name: string): string[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** The given values, each once, in the order of `order` (so chips and URLs never depend on click order). */
const inOrder = <T>(order: readonly T[], values: Iterable<T>): T[] => {
  const chosen = new Set(values);
  return order.filter((value) => chosen.has(value));
};

function parseRating(value: string | null): RatingMinimum | undefined {
  // A strict decimal: Number() alone would also take '0x9' or '9e0'.
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const rating = Number(value);
  return ratingMinimums.find((minimum) => minimum === rating);
}

const isGuestCount = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= minGuests && value <= maxGuests;

function parseGuests(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const guests = Number(value);
  return isGuestCount(guests) ? guests : undefined;
}

function parseDate(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return isIsoDate(trimmed) ? trimmed : undefined;
}

/** The listing page's state from its URL query (a URLSearchParams or a search string, '?' optional). */
export function parseListingQuery(params: URLSearchParams | string): ListingQuery {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const query: ListingQuery = {
    ...defaultListingQuery,
    priceBands: inOrder(
      priceBands,
      listValues(search, 'price').flatMap((value) => pick(priceBands, value) ?? []),
    ),
    amenities: inOrder(
      amenityFilters,
      listValues(search, 'amenity').flatMap((value) => amenityByToken.get(slugify(value)) ?? []),
    ),
    area: pick(areaPreferences, search.get('area')) ?? defaultListingQuery.area,
    sort: pick(sortKeys, search.get('sort')) ?? defaultListingQuery.sort,
    view: pick(viewModes, search.get('view')) ?? defaultListingQuery.view,
  };
  // Optional members are only set when present, so a parsed default query equals defaultListingQuery.
  const type = pick(propertyTypes, search.get('type'));
  if (type) query.type = type;
  const minRating = parseRating(search.get('rating'));
  if (minRating !== undefined) query.minRating = minRating;
  const guests = parseGuests(search.get('guests'));
  if (guests !== undefined) query.guests = guests;
  const checkIn = parseDate(search.get('checkIn'));
  if (checkIn) query.checkIn = checkIn;
  const checkOut = parseDate(search.get('checkOut'));
  if (checkOut) query.checkOut = checkOut;
  return query;
}

/**
 * The URL query for a state: defaults left out, keys in listingQueryParams order, lists in
 * their canonical order and repeated (price=…&price=…) rather than comma-joined, which
 * URLSearchParams would write as %2C. Values the parser would ignore are left out too.
 */
export function listingQueryToSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type && pick(propertyTypes, query.type)) params.append('type', query.type);
  for (const band of inOrder(priceBands, query.priceBands)) params.append('price', band);
  if (query.minRating !== undefined && ratingMinimums.includes(query.minRating))
    params.append('rating', String(query.minRating));
  for (const amenity of inOrder(amenityFilters, query.amenities)) params.append('amenity', amenitySlugs[amenity]);
  if (query.area !== defaultListingQuery.area && pick(areaPreferences, query.area)) params.append('area', query.area);
  if (isGuestCount(query.guests)) params.append('guests', String(query.guests));
  if (isIsoDate(query.checkIn)) params.append('checkIn', query.checkIn);
  if (isIsoDate(query.checkOut)) params.append('checkOut', query.checkOut);
  if (query.sort !== defaultListingQuery.sort && pick(sortKeys, query.sort)) params.append('sort', query.sort);
  if (query.view !== defaultListingQuery.view && pick(viewModes, query.view)) params.append('view', query.view);
  return params;
}

/** The query as a link's search part: '' for the defaults, else '?…'. */
export function listingQuerySearch(query: ListingQuery): string {
  const search = listingQueryToSearchParams(query).toString();
  return search === '' ? '' : `?${search}`;
}

// ---------------------------------------------------------------------------------------------
// Active filter chips
// ---------------------------------------------------------------------------------------------

interface ChipBase<F extends string, V> {
  filter: F;
  value: V;
  /** What the chip says. */
  label: string;
  /** Unique among one query's chips, for React keys and test ids. */
  id: string;
}

/** One removable chip above the results. Sort, view and dates are not filters, so have none. */
export type FilterChip =
  | ChipBase<'type', PropertyType>
  | ChipBase<'price', PriceBand>
  | ChipBase<'rating', RatingMinimum>
  | ChipBase<'amenity', AmenityFilter>
  | ChipBase<'area', LodgingArea>
  | ChipBase<'guests', number>;

const chip = <C extends FilterChip>(filter: C['filter'], value: C['value'], label: string): C =>
  ({ filter, value, label, id: `${filter}:${value}` }) as C;

/** The chips for a query's active filters, in the order the filter panel lists them. */
export function describeActiveFilters(query: ListingQuery): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.type) chips.push(chip('type', query.type, query.type));
  for (const band of inOrder(priceBands, query.priceBands)) chips.push(chip('price', band, priceBandLabels[band]));
  if (query.minRating !== undefined)
    chips.push(chip('rating', query.minRating, `Rating ${ratingMinimumLabel(query.minRating)}`));
  for (const amenity of inOrder(amenityFilters, query.amenities)) chips.push(chip('amenity', amenity, amenity));
  if (query.area !== 'any') chips.push(chip('area', query.area, areaPreferenceLabels[query.area]));
  if (query.guests !== undefined)
    chips.push(chip('guests', query.guests, `${query.guests} ${query.guests === 1 ? 'guest' : 'guests'}`));
  return chips;
}

/** The query without one of its optional members (deleted, not set to undefined). */
function withoutMember(query: ListingQuery, member: 'type' | 'minRating' | 'guests'): ListingQuery {
  const next = { ...query };
  Reflect.deleteProperty(next, member);
  return next;
}

/**
 * The query with one chip's filter removed (a new object; the rest is kept). Optional members
 * are deleted rather than set to undefined, so the result looks like what the parser returns.
 */
export function withoutFilter(query: ListingQuery, removed: FilterChip): ListingQuery {
  switch (removed.filter) {
    case 'type':
      return withoutMember(query, 'type');
    case 'price':
      return { ...query, priceBands: query.priceBands.filter((band) => band !== removed.value) };
    case 'rating':
      return withoutMember(query, 'minRating');
    case 'amenity':
      return { ...query, amenities: query.amenities.filter((amenity) => amenity !== removed.value) };
    case 'area':
      return { ...query, area: 'any' };
    case 'guests':
      return withoutMember(query, 'guests');
  }
}

/** "Clear all": every filter off; sort, view and the dates stay, as they are not filters. */
export function clearFilters(query: ListingQuery): ListingQuery {
  const cleared: ListingQuery = { ...defaultListingQuery, sort: query.sort, view: query.view };
  if (query.checkIn !== undefined) cleared.checkIn = query.checkIn;
  if (query.checkOut !== undefined) cleared.checkOut = query.checkOut;
  return cleared;
}

/** A loose string (a select's value, say) as the vocabulary's spelling, or undefined if it is not one. */
export const toSortKey = (value: string): SortKey | undefined => pick(sortKeys, value);
export const toViewMode = (value: string): ViewMode | undefined => pick(viewModes, value);
export const toAreaPreference = (value: string): AreaPreference | undefined => pick(areaPreferences, value);
