/**
 * The head of a property's page (docs/rules/lodging.md#property-structured-data), from a small
 * summary its loader returns. The Hotel / LodgingBusiness markup holds only sourced facts about
 * this one place: its name, the partner's description, its own street address, postal code and
 * coordinates when the partner gives them. No aggregateRating (the score is the partner's, from
 * its guests, not reviews collected here: Google's review-snippet rules), no price range (prices
 * depend on the dates), and nothing shared by every property (no town point standing in for its
 * own coordinates).
 */
import type { PageMeta, RouteMetaContext } from '@estes/shared';
import { absoluteUrl, simplePageMeta } from '@estes/shared/seo';
import type { PropertyAnswer } from '../../domain/lodging-offers';

export interface PropertySeo {
  name: string;
  /** The site's type, the partner's, or none. */
  type: string | null;
  description: string;
  /** The partner's facts of the place, when it has them. */
  address?: { street: string; postalCode: string | null; country: string | null };
  coordinates?: { latitude: number; longitude: number };
  /** Whether the page should be indexed: a place whose details could not be read is not. */
  indexable: boolean;
}

const descriptionLimit = 300;

/** The first sentences of a text, within the length a description takes. */
function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= descriptionLimit) return flat;
  const cut = flat.slice(0, descriptionLimit);
  const end = cut.lastIndexOf('. ');
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** The summary of an answer, or undefined when it names no place (a partner's id without its details). */
export function propertySeoOf(answer: PropertyAnswer): PropertySeo | undefined {
  if (answer.kind === 'team') {
    const { name, type } = answer.property;
    return {
      name,
      type,
      description: `${name}${type ? `, a ${type.toLowerCase()}` : ''} in and around Estes Park, Colorado: check its prices and availability for your dates with our booking partner.`,
      indexable: true,
    };
  }
  if (answer.state !== 'live') return undefined;
  const { property } = answer;
  const { location } = property;
  return {
    name: property.name,
    type: property.type ?? property.partnerType,
    description: shortened(property.description ?? `${property.name}, a place to stay near Estes Park, Colorado.`),
    ...(location.address
      ? { address: { street: location.address, postalCode: location.postalCode, country: location.country } }
      : {}),
    ...(location.coordinates ? { coordinates: location.coordinates } : {}),
    indexable: true,
  };
}

/** Title, description, canonical and Hotel / LodgingBusiness markup of one property. */
export function propertyPageMeta(context: RouteMetaContext, seo: PropertySeo): PageMeta {
  const { settings, canonicalPath } = context;
  const lodging = {
    '@context': 'https://schema.org',
    '@type': seo.type === 'Hotel' ? 'Hotel' : 'LodgingBusiness',
    name: seo.name,
    description: seo.description,
    url: absoluteUrl(settings, canonicalPath),
    ...(seo.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: seo.address.street,
            ...(seo.address.postalCode ? { postalCode: seo.address.postalCode } : {}),
            ...(seo.address.country ? { addressCountry: seo.address.country.toUpperCase() } : {}),
          },
        }
      : {}),
    ...(seo.coordinates
      ? { geo: { '@type': 'GeoCoordinates', latitude: seo.coordinates.latitude, longitude: seo.coordinates.longitude } }
      : {}),
  };
  return {
    ...simplePageMeta(context, {
      title: seo.type ? `${seo.name}: ${seo.type} near Estes Park` : `${seo.name}, Estes Park`,
      description: seo.description,
      keywords: [seo.name, 'Estes Park lodging', 'Rocky Mountain National Park'],
      crumb: seo.name,
      parents: [{ name: 'Accommodations', path: '/accommodations' }],
      // Link previews keep the site's own share image: the partner's photos are its content.
      extraStructuredData: [lodging],
    }),
    indexable: seo.indexable,
  };
}
