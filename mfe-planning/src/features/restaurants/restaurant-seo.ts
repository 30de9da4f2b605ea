/**
 * Restaurant markup (schema.org Restaurant) for the entries a /restaurants page lists, built
 * in the head from a small summary the page's loader returns, so the routes module (loaded for
 * every planning page) does not carry the directory's data.
 *
 * Only sourced facts (issue 30, docs/rules/planning.md#place-facts): the name, cuisine, price
 * range, description and picture are the team's own; the address, coordinates and telephone
 * come from the provider's live facts, or a telephone and website from a recorded block with its
 * source. No opening hours (the facts give the provider's words for the week, not periods to
 * write as openingHours) and never an AggregateRating: a rating taken from another site is not
 * ours to publish as markup.
 */
import type { RouteMetaContext, StructuredData } from '@estes/shared';
import { absoluteUrl } from '@estes/shared/seo';
import type { PlaceFactsEntry } from '../../domain/place-facts';
import type { Restaurant } from '../../domain/directory-types';

export interface RestaurantSeo {
  id: string;
  name: string;
  cuisine: string;
  priceRange: string;
  image: string;
  description: string;
  /** The provider's address (one line), only from live facts. */
  address?: string;
  geo?: { latitude: number; longitude: number };
  /** +1-970-555-0101, from live facts or a recorded block. */
  telephone?: string;
  website?: string;
}

/** '(970) 586-1234' or '+1 970-586-1234' → '+1-970-586-1234'; null when it is not a US number. */
export function schemaTelephone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : null;
}

export function restaurantSeoOf(restaurant: Restaurant, facts: PlaceFactsEntry | undefined): RestaurantSeo {
  const live = facts?.state === 'live' ? facts.facts : null;
  const phone = live ? (live.phone?.international ?? live.phone?.national) : restaurant.recorded?.phone;
  const telephone = phone ? schemaTelephone(phone) : null;
  const website = live ? live.website : restaurant.recorded?.website;
  return {
    id: restaurant.id,
    name: restaurant.name,
    cuisine: restaurant.cuisine,
    priceRange: restaurant.priceRange,
    image: restaurant.image.src,
    description: restaurant.description,
    ...(live?.address ? { address: live.address } : {}),
    ...(live?.coordinates ? { geo: live.coordinates } : {}),
    ...(telephone ? { telephone } : {}),
    ...(website ? { website } : {}),
  };
}

/** One Restaurant object per entry; an entry without a sourced website points at its card on the page. */
export function restaurantStructuredData(
  context: RouteMetaContext,
  entries: readonly RestaurantSeo[],
): StructuredData[] {
  const { settings, canonicalPath } = context;
  return entries.map((entry) => ({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: entry.name,
    description: entry.description,
    servesCuisine: entry.cuisine,
    priceRange: entry.priceRange,
    ...(entry.address ? { address: entry.address } : {}),
    ...(entry.geo ? { geo: { '@type': 'GeoCoordinates', ...entry.geo } } : {}),
    ...(entry.telephone ? { telephone: entry.telephone } : {}),
    url: entry.website ?? `${absoluteUrl(settings, canonicalPath)}#restaurant-${entry.id}`,
    image: absoluteUrl(settings, entry.image),
  }));
}
