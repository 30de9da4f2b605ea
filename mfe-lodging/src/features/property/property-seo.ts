/**
 * The head of a property page, from a small summary the page's loader returns (so the
 * routes module, loaded for every lodging page, does not carry the whole data set).
 */
import { siteFacts, type PageMeta, type RouteMetaContext, type ShareImage } from '@estes/shared';
import { absoluteUrl, simplePageMeta } from '@estes/shared/seo';
import type { LodgingListing } from '../../domain/lodging-types';

export interface PropertySeo {
  name: string;
  kind: LodgingListing['kind'];
  type: string;
  city: string;
  neighborhood?: string;
  priceNightly: number;
  description: string;
  image: ShareImage;
}

export function propertySeoOf(listing: LodgingListing, description: string): PropertySeo {
  return {
    name: listing.name,
    kind: listing.kind,
    type: listing.type,
    city: listing.city,
    ...(listing.neighborhood ? { neighborhood: listing.neighborhood } : {}),
    priceNightly: listing.priceNightly,
    description,
    image: { url: listing.image.src, width: listing.image.width, height: listing.image.height, alt: listing.image.alt },
  };
}

/** Title, description, canonical and Hotel / LodgingBusiness markup of one property. */
export function propertyPageMeta(context: RouteMetaContext, seo: PropertySeo): PageMeta {
  const { settings, canonicalPath } = context;
  const lodging = {
    '@context': 'https://schema.org',
    '@type': seo.kind === 'hotel' ? 'Hotel' : 'LodgingBusiness',
    name: seo.name,
    description: seo.description,
    url: absoluteUrl(settings, canonicalPath),
    address: {
      '@type': 'PostalAddress',
      ...(seo.neighborhood ? { streetAddress: seo.neighborhood } : {}),
      addressLocality: seo.city,
      addressRegion: 'CO',
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: siteFacts.latitude, longitude: siteFacts.longitude },
    priceRange: `From $${seo.priceNightly} per night`,
    // No aggregateRating and no image (issue 21): the rating is the partner's listed figure, not
    // reviews collected here, and the picture is an illustration, not a photo of the property.
  };
  return simplePageMeta(context, {
    title: `${seo.name}: ${seo.type} in ${seo.city}`,
    description: seo.description,
    keywords: [seo.name, `${seo.city} ${seo.type.toLowerCase()}`, 'Estes Park lodging', 'Rocky Mountain National Park'],
    crumb: seo.name,
    parents: [{ name: 'Accommodations', path: '/accommodations' }],
    // Link previews keep the site's PNG share image: chats and social sites do not show SVG,
    // and the property pictures are SVG artwork until real photos come with the listing data.
    extraStructuredData: [lodging],
  });
}
