/**
 * The lodging area's API, served by the site server under /api/lodging/ from the live version: the property pages the
 * sitemap lists and the site search finds (the listings are built into the area), and the
 * partner links of `/go/<kind>/<id>` it owns (decision 033): Book Now with the visitor's stay,
 * the partner's reviews and host pages, and the site-wide booking partner link, each click
 * counted in `lodging_outbound_clicks`.
 */
import { paths } from '@estes/shared/core';
import { partnerLinkPlacements, type OutboundLinkKind } from '@estes/shared/outbound';
import {
  registerOutboundRoutes,
  declarePageFreshness,
  noAreaSettings,
  readTripItemsRequest,
  searchDocumentsPath,
  tripItemsPath,
  sitemapEntriesPath,
  type AreaApi,
  type OutboundResolver,
  type SearchDocument,
  type SitemapEntry,
} from '@estes/shared/server';
import { findListing, lodgingListings } from '../src/data/listings';
import { findPropertyDetails } from '../src/data/property-details';
import { areaPreferenceLabels } from '../src/domain/lodging-rules';
import type { LodgingListing } from '../src/domain/lodging-types';
import { partnerDeepLink } from '../src/domain/partner-deep-link';
import { lodgingMigrations } from './migrations';
import { partnerNameOf } from '../src/domain/rating-source';
import { propertyTripItem } from '../src/domain/trip-item';

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

export const area = 'lodging';

/** The lodging area's partner links: what each `/go` kind it owns leads to. */
export function lodgingOutboundResolvers(
  bookingPartnerUrl: string,
): Partial<Record<OutboundLinkKind, OutboundResolver>> {
  return {
    // Book Now: the listing's affiliate link with the stay and guests in the partner's own parameters.
    book: (id, request) => {
      const listing = findListing(id);
      return listing && partnerDeepLink(listing, request);
    },
    // The reviews are on the partner's listing page (the site shows only their rating and count).
    reviews: (id) => findListing(id)?.bookingUrl,
    // Only rentals have a host to meet.
    host: (id) => findPropertyDetails(id)?.host && findListing(id)?.bookingUrl,
    partner: (id) => ((partnerLinkPlacements as readonly string[]).includes(id) ? bookingPartnerUrl : undefined),
  };
}

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi = {
  area: 'lodging',
  // Its listings are built in and its partner link is a public site setting: no variable of its own.
  settings: noAreaSettings,
  migrations: [...lodgingMigrations],
  async routes(app, context) {
    app.get(sitemapEntriesPath, async () => ({
      entries: lodgingListings.map((listing): SitemapEntry => ({ path: paths.property(listing.id) })),
    }));
    app.get(searchDocumentsPath, async () => ({ documents: lodgingListings.map(propertySearchDocument) }));
    await registerOutboundRoutes(app, {
      area: 'lodging',
      db: context.db,
      resolvers: lodgingOutboundResolvers(context.settings.bookingPartnerUrl),
    });
    // A shared My trip link's properties, as TripItems (decision 032); unknown ids are left out.
    app.get(tripItemsPath, async (request, reply) => {
      const asked = readTripItemsRequest(request.query, ['property']);
      if (!asked.ok) return reply.code(400).send({ ok: false, message: asked.message });
      // The listings are built into this version: the answer holds until the next deploy.
      declarePageFreshness(reply, { maxAgeSeconds: 300 });
      return {
        items: asked.refs.flatMap((ref) => {
          const listing = findListing(ref.id);
          return listing ? [propertyTripItem(listing, paths)] : [];
        }),
      };
    });
  },
};
