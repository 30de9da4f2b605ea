/**
 * The partner links of `/go/<kind>/<id>` the lodging area owns (decision 033, issue 29): Book Now
 * with the visitor's stay, the partner's page for a property's reviews, and the site-wide
 * booking partner link, each click counted in `lodging_outbound_clicks_hourly` (./migrations.ts).
 *
 * Book Now by id:
 * - a partner's property (`booking-10004`): the property's own page on the partner, as its API
 *   gave it (the cached content; read when the cache no longer holds it), with the stay;
 * - a place of the team's list, or its old `hotel-N` address: the partner's own search for Estes
 *   Park with the stay (the team does not know the place's page on the partner);
 * - a partner's property while the partner is not configured or cannot be read: its search too
 *   (the visitor can still book; the page they came from said prices come from the partner);
 * - an id the partner does not know, the old `vrbo-N` (they never existed), anything else: 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { partnerLinkPlacements, type OutboundLinkKind } from '@estes/shared/outbound';
import {
  registerOutboundRoutes,
  type OutboundRequest,
  type OutboundResolver,
  type PartnerLinkRoutesOptions,
} from '@estes/shared/server';
import { findTeamProperty, legacyPropertyTarget } from '../../src/data/team-properties';
import { partnerPropertyId } from '../../src/domain/lodging-offers';
import type { LodgingSettings } from '../lodging-settings';
import type { CachedPartner } from '../offers/cached-partner';
import { bookingPropertyLink, townSearchLink } from './booking-links';

export interface LodgingPartnerLinkOptions extends PartnerLinkRoutesOptions {
  /** The area's partner (undefined: none configured). */
  partner: CachedPartner | undefined;
  booking: LodgingSettings['booking'];
}

/** The partner's page for one of its properties, or null when the partner does not know the id. */
async function partnerPageOf(partner: CachedPartner, partnerId: string): Promise<string | null | undefined> {
  const content = (await partner.properties([partnerId], 'visitor')).get(partnerId);
  if (!content) return undefined;
  return content.value === null ? null : (content.value.partnerUrl ?? undefined);
}

/** What each `/go` kind the area owns leads to. */
export function lodgingOutboundResolvers(
  options: Omit<LodgingPartnerLinkOptions, 'db'>,
): Partial<Record<OutboundLinkKind, OutboundResolver>> {
  const { partner, booking } = options;
  const affiliateId = booking?.affiliateId;
  const townSearch = (request: OutboundRequest) =>
    townSearchLink(request, { sitePartnerUrl: options.bookingPartnerUrl, affiliateId, cityId: booking?.cityId });

  /** The partner's page of a partner property with the stay; its search when it cannot be read; null: no such id. */
  const partnerPropertyLink = async (id: string, request: OutboundRequest): Promise<string | undefined> => {
    const ids = partnerPropertyId(id);
    if (!ids) return undefined;
    if (!partner || partner.partner.id !== ids.partner) return townSearch(request);
    try {
      const page = await partnerPageOf(partner, ids.partnerId);
      if (page === null) return undefined;
      return (page && bookingPropertyLink(page, request, affiliateId)) ?? townSearch(request);
    } catch {
      // The partner is down or busy: its own search still takes the booking.
      return townSearch(request);
    }
  };

  return {
    book: async (id, request) => {
      const legacy = legacyPropertyTarget(id);
      if (legacy?.kind === 'gone') return undefined;
      if (legacy?.kind === 'moved' || findTeamProperty(id)) return townSearch(request);
      return partnerPropertyLink(id, request);
    },
    // The reviews are on the partner's page of the property (the site shows only its score and count).
    reviews: async (id) => (partnerPropertyId(id) ? partnerPropertyLink(id, {}) : undefined),
    partner: (id) =>
      (partnerLinkPlacements as readonly string[]).includes(id) ? options.bookingPartnerUrl : undefined,
  };
}

export const partnerLinkRoutes: FastifyPluginAsync<LodgingPartnerLinkOptions> = async (app, options) => {
  await registerOutboundRoutes(app, { area: 'lodging', db: options.db, resolvers: lodgingOutboundResolvers(options) });
};
