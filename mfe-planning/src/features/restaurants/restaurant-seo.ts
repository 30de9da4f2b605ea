/**
 * Restaurant markup (schema.org Restaurant) for the entries a /restaurants page lists, built
 * in the head from a small summary the page's loader returns, so the routes module (loaded for
 * every planning page) does not carry the directory's data.
 */
import type { RouteMetaContext, StructuredData } from '@estes/shared';
import { absoluteUrl } from '@estes/shared/seo';
import { openingHoursSpec } from '../../domain/directory-rules';
import type { Restaurant } from '../../domain/directory-types';

export interface RestaurantSeo {
  id: string;
  name: string;
  cuisine: string;
  priceRange: string;
  phone: string;
  streetAddress: string;
  rating: number;
  reviews: number;
  website?: string;
  openingHours: string[];
  image: string;
  description: string;
}

export function restaurantSeoOf(restaurant: Restaurant): RestaurantSeo {
  return {
    id: restaurant.id,
    name: restaurant.name,
    cuisine: restaurant.cuisine,
    priceRange: restaurant.priceRange,
    phone: restaurant.phone,
    streetAddress: restaurant.location.replace(/, Estes Park$/, ''),
    rating: restaurant.rating,
    reviews: restaurant.reviews,
    ...(restaurant.website ? { website: restaurant.website } : {}),
    openingHours: openingHoursSpec(restaurant.hours),
    image: restaurant.image.src,
    description: restaurant.description,
  };
}

/** One Restaurant object per entry; an entry without a website points at its card on the page. */
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
    telephone: `+1-${entry.phone.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: entry.streetAddress,
      addressLocality: 'Estes Park',
      addressRegion: 'CO',
      postalCode: '80517',
      addressCountry: 'US',
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: entry.rating,
      bestRating: 5,
      worstRating: 1,
      reviewCount: entry.reviews,
    },
    url: entry.website ?? `${absoluteUrl(settings, canonicalPath)}#restaurant-${entry.id}`,
    image: absoluteUrl(settings, entry.image),
    openingHours: entry.openingHours,
  }));
}
