/**
 * The list's filters and sorts (docs/rules/lodging.md#property-types to
 * docs/rules/lodging.md#sorts) on live partner offers and on the team's list
 * (docs/rules/lodging.md#partner-offers). The rules are the listing's own: the same price bands
 * (on the average nightly price of the stay), rating minimums (on the partner's review score),
 * amenity matching (on the partner's facility names) and tie-breaks. What the data cannot answer
 * is said, never guessed: the team's list has no prices or ratings, and the partner does not say
 * which part of town a place is in. Downtown is the one part of town the site defines on the
 * partner's data: within 1 km of the town's centre by the place's own coordinates
 * (docs/rules/lodging.md#area-preferences); the others are named back as not applied.
 */
import { parseListingPage } from './listing-pages';
import { parseListingQuery } from './listing-query';
import { compareNames, listingHasAmenity, priceInBand } from './lodging-rules';
import type { LodgingOffer, TeamPropertyAnswer } from './lodging-offers';
import {
  propertyTypes,
  type AreaPreference,
  type ListingQuery,
  type PropertyType,
  type SortKey,
} from './lodging-types';
import { readStayQuery, type Checked, type StayQuery } from './stay-request';

/** The part of the list's query an offers search applies. */
export type OfferFilters = Pick<ListingQuery, 'type' | 'priceBands' | 'minRating' | 'amenities' | 'area' | 'sort'>;

export interface OffersQuery {
  stay: StayQuery;
  filters: OfferFilters;
  /** 1-based; one past the end reads as the last page. */
  page: number;
}

/**
 * `GET /api/lodging/offers`'s query: the stay strictly (readStayQuery), the filters and sort as
 * the list page reads them (forgiving: an unknown value is its default), and `page`.
 */
export function readOffersQuery(params: URLSearchParams): Checked<OffersQuery> {
  const stay = readStayQuery(params);
  if (!stay.ok) return stay;
  const { type, priceBands, minRating, amenities, area, sort } = parseListingQuery(params);
  const filters: OfferFilters = { priceBands, amenities, area, sort };
  if (type) filters.type = type;
  if (minRating !== undefined) filters.minRating = minRating;
  return { ok: true, value: { stay: stay.value, filters, page: parseListingPage(params.get('page')) } };
}

/** The query parameter of each filter, as `unsupportedFilters` names them. */
const filterParams = { type: 'type', priceBands: 'price', minRating: 'rating', amenities: 'amenity', area: 'area' };

const isSet = (filters: OfferFilters, filter: keyof typeof filterParams): boolean => {
  switch (filter) {
    case 'priceBands':
    case 'amenities':
      return filters[filter].length > 0;
    case 'area':
      return filters.area !== 'any';
    default:
      return filters[filter] !== undefined;
  }
};

/** Downtown on the partner's data: within this many kilometres of the town's centre (siteFacts). */
export const downtownRadiusKm = 1;

/** The parts of town the partner's data can answer (docs/rules/lodging.md#area-preferences). */
export const liveAreas: readonly AreaPreference[] = ['any', 'downtown'];

/** Whether an offer is in the part of town asked for (only those of `liveAreas`). */
const inLiveArea = (offer: LodgingOffer, area: AreaPreference): boolean =>
  area !== 'downtown' || (offer.location.distanceKm !== null && offer.location.distanceKm <= downtownRadiusKm);

/** Live offers carry no part of town but downtown's distance: any other area is named, not applied. */
export const unsupportedOfferFilters = (filters: OfferFilters): string[] =>
  liveAreas.includes(filters.area) ? [] : ['area'];

/** The team's list has a type and an area at most: price, rating and amenities are named, not applied. */
export const unsupportedTeamFilters = (filters: OfferFilters): string[] =>
  (['priceBands', 'minRating', 'amenities'] as const)
    .filter((filter) => isSet(filters, filter))
    .map((f) => filterParams[f]);

type Comparator<T> = (a: T, b: T) => number;

const chain =
  <T>(...comparators: Comparator<T>[]): Comparator<T> =>
  (a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

const byId = <T extends { id: string }>(a: T, b: T): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byName = <T extends { name: string }>(a: T, b: T): number => compareNames(a.name, b.name);

const score = (offer: LodgingOffer): number => offer.rating?.score ?? 0;
const reviews = (offer: LodgingOffer): number => offer.rating?.reviewCount ?? 0;

const offerComparators: Readonly<Record<SortKey, Comparator<LodgingOffer>>> = {
  'top-picks': chain(
    (a, b) => score(b) - score(a),
    (a, b) => reviews(b) - reviews(a),
    byName,
    byId,
  ),
  'price-low': chain((a, b) => a.price.nightly - b.price.nightly, byName, byId),
  'price-high': chain((a, b) => b.price.nightly - a.price.nightly, byName, byId),
  rating: chain((a, b) => score(b) - score(a), byName, byId),
  'most-reviewed': chain((a, b) => reviews(b) - reviews(a), byName, byId),
  name: chain(byName, byId),
};

/** Live offers through the filters (an area they cannot answer aside) and the sort. */
export function applyOfferFilters(offers: readonly LodgingOffer[], filters: OfferFilters): LodgingOffer[] {
  const { type, priceBands, minRating, amenities, area, sort } = filters;
  return offers
    .filter(
      (offer) =>
        (type === undefined || offer.type === type) &&
        inLiveArea(offer, area) &&
        (priceBands.length === 0 || priceBands.some((band) => priceInBand(offer.price.nightly, band))) &&
        (minRating === undefined || score(offer) >= minRating) &&
        amenities.every((amenity) => listingHasAmenity(offer, amenity)),
    )
    .sort(offerComparators[sort]);
}

/**
 * The team's list through the filters it can answer (type, area: a place whose type or area the
 * team does not know is left out when one is chosen), by name: without prices or ratings every
 * sort is by name.
 */
export function applyTeamFilters(
  properties: readonly TeamPropertyAnswer[],
  filters: OfferFilters,
): TeamPropertyAnswer[] {
  return properties
    .filter(
      (property) =>
        (filters.type === undefined || property.type === filters.type) &&
        (filters.area === 'any' || property.area === filters.area),
    )
    .sort(chain(byName, byId));
}

/** How many places of each type a list holds (the home page's tiles: the count the type's link shows). */
export function countsByType(places: readonly { type: PropertyType | null }[]): Record<PropertyType, number> {
  const counts = Object.fromEntries(propertyTypes.map((type) => [type, 0])) as Record<PropertyType, number>;
  for (const place of places) if (place.type) counts[place.type] += 1;
  return counts;
}

/** The places in the part of town asked for, nearest to the centre first (the downtown guide's). */
export const nearestFirst = (offers: readonly LodgingOffer[]): LodgingOffer[] =>
  [...offers].sort(
    (a, b) => (a.location.distanceKm ?? Infinity) - (b.location.distanceKm ?? Infinity) || byName(a, b) || byId(a, b),
  );

/** Featured stays: the partner's score of 9 or more, in top-picks order, at most 4 (docs/rules/lodging.md#featured-stays). */
export const featuredMinRating = 9;
export const featuredLimit = 4;
