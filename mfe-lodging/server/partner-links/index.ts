/**
 * The partner links of `/go/<kind>/<id>` the lodging area owns (decision 033): Book Now with
 * the visitor's stay, the partner's reviews and host pages, and the site-wide booking partner
 * link, each click counted in `lodging_outbound_clicks` (./migrations.ts).
 */
import { partnerLinkPlacements, type OutboundLinkKind } from '@estes/shared/outbound';
import { partnerLinkRoutesOf, type OutboundResolver } from '@estes/shared/server';
import { findListing } from '../../src/data/listings';
import { findPropertyDetails } from '../../src/data/property-details';
import { partnerDeepLink } from '../../src/domain/partner-deep-link';

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

export const partnerLinkRoutes = partnerLinkRoutesOf('lodging', lodgingOutboundResolvers);
