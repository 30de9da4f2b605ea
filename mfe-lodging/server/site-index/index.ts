/**
 * The lodging area's part of the site-wide contracts, answered from the listings built into
 * the area: the property pages the sitemap lists (`GET /api/lodging/sitemap-entries`), the
 * site search's documents (`GET /api/lodging/search-documents`) and a shared My trip link's
 * properties as TripItems (`GET /api/lodging/trip-items`, decision 032).
 */
import type { FastifyPluginAsync } from 'fastify';
import { paths } from '@estes/shared/core';
import {
  declarePageFreshness,
  readTripItemsRequest,
  searchDocumentsPath,
  sitemapEntriesPath,
  serveEndpoint,
  type SearchDocument,
  type SitemapEntry,
} from '@estes/shared/server';
import { tripItemsEndpoint } from '@estes/shared/my-trip/items-endpoint';
import { findListing, lodgingListings } from '../../src/data/listings';
import { findPropertyDetails } from '../../src/data/property-details';
import { areaPreferenceLabels } from '../../src/domain/lodging-rules';
import type { LodgingListing } from '../../src/domain/lodging-types';
import { partnerNameOf } from '../../src/domain/rating-source';
import { propertyTripItem } from '../../src/domain/trip-item';

// Plain whole dollars, no thousands separator: the search summary's own form.
const dollars = (amount: number) => `$${Math.round(amount)}`;

/** A property as the site search shows and matches it. */
export function propertySearchDocument(listing: LodgingListing): SearchDocument {
  const where = [listing.neighborhood, listing.city].filter(Boolean).join(', ');
  // Only a rating the partner's listing carries (never the rentals' default score), named as theirs.
  const rating =
    listing.ratingListed && listing.rating > 0
      ? ` · rated ${listing.rating.toFixed(1)} ${listing.ratingText} on ${partnerNameOf(listing)}`.trimEnd()
      : '';
  const description = findPropertyDetails(listing.id)?.fullDescription[0] ?? '';
  return {
    kind: 'lodging',
    title: listing.name,
    summary: `${listing.type} in ${where} · from ${dollars(listing.priceNightly)} a night${rating}`,
    path: paths.property(listing.id),
    keywords: [
      listing.type,
      listing.kind === 'rental' ? 'vacation rental' : 'hotel',
      'lodging',
      areaPreferenceLabels[listing.area],
      ...listing.amenities,
      description,
    ].join(' · '),
  };
}

export const siteIndexRoutes: FastifyPluginAsync = async (app) => {
  app.get(sitemapEntriesPath, async () => ({
    entries: lodgingListings.map((listing): SitemapEntry => ({ path: paths.property(listing.id) })),
  }));

  app.get(searchDocumentsPath, async () => ({ documents: lodgingListings.map(propertySearchDocument) }));

  // Unknown ids are left out of the answer.
  serveEndpoint(app, tripItemsEndpoint('lodging'), async ({ request, reply }) => {
    const asked = readTripItemsRequest(request.query, ['property']);
    if (!asked.ok) {
      reply.code(400);
      return { ok: false, message: asked.message };
    }
    // The listings are built into this version: the answer holds until the next deploy.
    declarePageFreshness(reply, { maxAgeSeconds: 300 });
    return {
      items: asked.refs.flatMap((ref) => {
        const listing = findListing(ref.id);
        return listing ? [propertyTripItem(listing, paths)] : [];
      }),
    };
  });
};
