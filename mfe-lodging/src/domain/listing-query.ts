/**
 * The listing page's state in the URL query (docs/rules/lodging.md#listing-query), so a search can
 * be shared, bookmarked, reloaded and rendered on the server. The filters, sort and layout are read
 * forgivingly: a value that is unknown or out of range is ignored (its default applies) and
 * nothing throws, because query strings come from anyone. The stay is read strictly
 * (docs/rules/lodging.md#stay-for-a-search): a wrong one is a message for the visitor and no
 * search, never a guess. Writing leaves defaults out, and always puts keys in the same order, so
 * one state has one URL.
 *
 * | param      | values                                                           | default    |
 * |------------|------------------------------------------------------------------|------------|
 * | `type`     | a property type, any case (?type=cabin reads as Cabin); `all`    | All        |
 * | `price`    | band ids, repeated or comma-separated (under-150, 150-250 …)     | none       |
 * | `rating`   | 9, 8.5, 8, 7.5, 7 (9.0 also reads)                               | none       |
 * | `amenity`  | slugs, repeated or comma-separated (wifi, parking, pool …)       | none       |
 * | `area`     | downtown, national-park, lake, riverside; `any`                  | any        |
 * | `checkin`  | YYYY-MM-DD, with `checkout` (strict)                             | none       |
 * | `checkout` | YYYY-MM-DD, with `checkin` (strict)                              | none       |
 * | `adults`   | 1–8 (strict)                                                     | 2          |
 * | `children` | each child's age, comma-separated (`4,9`, strict)                | none       |
 * | `rooms`    | 1 up to the adults (strict)                                      | 1          |
 * | `sort`     | a SortKey                                                        | top-picks  |
 * | `view`     | grid, list                                                       | grid       |
 *
 * Links of before issue 29 named the stay `checkIn`, `checkOut` and `guests`; they are read as
 * `checkin`, `checkout` and `adults` (legacyStaySearch) and the page sends them on to its new URL.
 */
import { defaultAdults, defaultRooms, readStayQuery } from './stay-request';
import { areaPreferenceLabels, priceBandLabels, ratingMinimumLabel } from './lodging-rules';
import {
  amenityFilters,
  areaPreferences,
  defaultListingQuery,
  noStay,
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
  ListingStay,
  PriceBand,
  PropertyType,
  RatingMinimum,
  SortKey,
  ViewMode,
} from './lodging-types';

/** The stay's parameters, as the lodging API names them too. */
export const stayQueryParams = ['checkin', 'checkout', 'adults', 'children', 'rooms'] as const;

/** The query's parameter names, in the order listingQueryToSearchParams writes them. */
export const listingQueryParams = [
  'type',
  'price',
  'rating',
  'amenity',
  'area',
  ...stayQueryParams,
  'sort',
  'view',
] as const;

/** The stay's names in links of before issue 29, each with its name now. */
export const legacyStayParams = { checkIn: 'checkin', checkOut: 'checkout', guests: 'adults' } as const;

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

/** The stay of a query, strictly: a wrong one is undefined here and its message in readListingQuery. */
function stayOf(search: URLSearchParams): { stay: ListingStay; problem?: string } {
  const read = readStayQuery(search);
  if (!read.ok) return { stay: noStay, problem: read.message };
  const { adults, children, rooms, dates } = read.value;
  // Defaults left out, so a query without a stay reads as noStay and writes as nothing.
  return {
    stay: {
      ...(dates ? { checkin: dates.checkin, checkout: dates.checkout } : {}),
      ...(adults !== defaultAdults ? { adults } : {}),
      children,
      ...(rooms !== defaultRooms ? { rooms } : {}),
    },
  };
}

/**
 * The listing page's state from its URL query (a URLSearchParams or a search string, '?'
 * optional), and the stay's problem when the stay in it is wrong (then the query has no stay).
 */
export function readListingQuery(params: URLSearchParams | string): { query: ListingQuery; stayProblem?: string } {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const { stay, problem } = stayOf(search);
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
    stay,
    sort: pick(sortKeys, search.get('sort')) ?? defaultListingQuery.sort,
    view: pick(viewModes, search.get('view')) ?? defaultListingQuery.view,
  };
  // Optional members are only set when present, so a parsed default query equals defaultListingQuery.
  const type = pick(propertyTypes, search.get('type'));
  if (type) query.type = type;
  const minRating = parseRating(search.get('rating'));
  if (minRating !== undefined) query.minRating = minRating;
  return problem === undefined ? { query } : { query, stayProblem: problem };
}

/** The listing page's state from its URL query; a wrong stay reads as none (readListingQuery says why). */
export const parseListingQuery = (params: URLSearchParams | string): ListingQuery => readListingQuery(params).query;

/**
 * A query of before issue 29 (`checkIn`, `checkOut`, `guests`) in today's names, as a search part
 * ('?…'), or undefined when it has none of them. Today's names win where both are given.
 */
export function legacyStaySearch(params: URLSearchParams): string | undefined {
  const legacy = Object.keys(legacyStayParams).filter((name) => params.has(name));
  if (legacy.length === 0) return undefined;
  const next = new URLSearchParams();
  for (const [name, value] of params) {
    const renamed = legacyStayParams[name as keyof typeof legacyStayParams];
    if (!renamed) next.append(name, value);
    else if (!params.has(renamed)) next.append(renamed, value);
  }
  const search = next.toString().replace(/%2C/gi, ',');
  return search === '' ? '' : `?${search}`;
}

/** The stay's parameters as a query, defaults left out (adults 2, rooms 1), for links and the API. */
export function staySearchParams(stay: ListingStay): [string, string][] {
  const params: [string, string][] = [];
  if (stay.checkin && stay.checkout) params.push(['checkin', stay.checkin], ['checkout', stay.checkout]);
  if (stay.adults !== undefined && stay.adults !== defaultAdults) params.push(['adults', String(stay.adults)]);
  if (stay.children.length > 0) params.push(['children', stay.children.join(',')]);
  if (stay.rooms !== undefined && stay.rooms !== defaultRooms) params.push(['rooms', String(stay.rooms)]);
  return params;
}

/** The stay as a link's search part ('' or '?…'): what a property page is opened with. */
export function staySearch(stay: ListingStay): string {
  const params = new URLSearchParams(staySearchParams(stay)).toString().replace(/%2C/gi, ',');
  return params === '' ? '' : `?${params}`;
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
  for (const [name, value] of staySearchParams(query.stay)) params.append(name, value);
  if (query.sort !== defaultListingQuery.sort && pick(sortKeys, query.sort)) params.append('sort', query.sort);
  if (query.view !== defaultListingQuery.view && pick(viewModes, query.view)) params.append('view', query.view);
  return params;
}

/** The query as a link's search part: '' for the defaults, else '?…' (children's ages as `4,9`). */
export function listingQuerySearch(query: ListingQuery): string {
  const search = listingQueryToSearchParams(query).toString().replace(/%2C/gi, ',');
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
  | ChipBase<'area', LodgingArea>;

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
  return chips;
}

/** The query without one of its optional members (deleted, not set to undefined). */
function withoutMember(query: ListingQuery, member: 'type' | 'minRating'): ListingQuery {
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
  }
}

/** "Clear all": every filter off; sort, view and the stay stay, as they are not filters. */
export const clearFilters = (query: ListingQuery): ListingQuery => ({
  ...defaultListingQuery,
  stay: query.stay,
  sort: query.sort,
  view: query.view,
});

/** A loose string (a select's value, say) as the vocabulary's spelling, or undefined if it is not one. */
export const toSortKey = (value: string): SortKey | undefined => pick(sortKeys, value);
export const toViewMode = (value: string): ViewMode | undefined => pick(viewModes, value);
export const toAreaPreference = (value: string): AreaPreference | undefined => pick(areaPreferences, value);
