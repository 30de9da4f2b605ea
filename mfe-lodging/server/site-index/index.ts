/**
 * The lodging area's part of the site-wide contracts (issue 29): the property pages the sitemap
 * lists (`GET /api/lodging/sitemap-entries`), the site search's documents
 * (`GET /api/lodging/search-documents`) and a shared My trip link's properties as TripItems
 * (`GET /api/lodging/trip-items`, decision 032).
 *
 * The team's places are always there (their pages exist in both modes); with the partner
 * configured and answering, so are the places it offers in town for the default stay, with what
 * its content says of them. Nothing else: no price (it depends on the dates) and no score in a
 * search summary. My trip finds a partner's property by its content, a place by its id or its
 * address of before issue 29 (`hotel-N`, under that id, with its page now).
 */
import type { FastifyPluginAsync } from 'fastify';
import { paths } from '@estes/shared/core';
import { mountainDate } from '@estes/shared/mountain-time';
import {
  declarePageFreshness,
  readTripItemsRequest,
  searchDocumentsPath,
  sitemapEntriesPath,
  serveEndpoint,
  type SearchDocument,
  type SitemapEntry,
  type TripItem,
} from '@estes/shared/server';
import { tripItemsEndpoint } from '@estes/shared/api/each-area/trip-items';
import {
  findTeamProperty,
  legacyPropertyTarget,
  teamProperties,
  type TeamProperty,
} from '../../src/data/team-properties';
import { partnerNames, partnerPropertyId, type LodgingOffer } from '../../src/domain/lodging-offers';
import { areaPreferenceLabels } from '../../src/domain/lodging-rules';
import type { CachedPartner } from '../offers/cached-partner';
import { createOffersService } from '../offers/offers-service';
import { PartnerError } from '../offers/lodging-partner';

export interface SiteIndexOptions {
  partner: CachedPartner | undefined;
  /** The town's date; `mountainDate()` by default. */
  today?: () => string;
}

/** A place of the team's list as the site search shows and matches it. */
export function teamSearchDocument(place: TeamProperty): SearchDocument {
  const area = place.area ? areaPreferenceLabels[place.area] : undefined;
  return {
    kind: 'lodging',
    title: place.name,
    summary: `${place.type ?? 'Place to stay'} in ${area ? `${area}, ` : ''}Estes Park`,
    path: paths.property(place.id),
    keywords: [place.type ?? '', area ?? '', 'lodging', 'place to stay'].filter(Boolean).join(' · '),
  };
}

/** A partner's place as the site search shows and matches it: its type and address, its facilities. */
export function offerSearchDocument(offer: LodgingOffer): SearchDocument {
  const where = offer.location.address ?? 'near Estes Park';
  return {
    kind: 'lodging',
    title: offer.name,
    summary: `${offer.partnerType ?? offer.type ?? 'Place to stay'} · ${where} · on ${partnerNames[offer.partner]}`,
    path: paths.property(offer.id),
    keywords: [offer.type ?? '', offer.partnerType ?? '', 'lodging', ...offer.amenities].filter(Boolean).join(' · '),
  };
}

const teamTripItem = (place: TeamProperty, id = place.id): TripItem => ({
  kind: 'property',
  id,
  title: place.name,
  path: paths.property(place.id),
});

export const siteIndexRoutes: FastifyPluginAsync<SiteIndexOptions> = async (app, options) => {
  const service = createOffersService({ partner: options.partner, today: options.today ?? (() => mountainDate()) });

  /** The partner's places in town for the default stay, when it answers (none otherwise). */
  const partnerOffers = async (): Promise<LodgingOffer[]> => {
    const town = await service.defaultStayOffers();
    return town.state === 'live' ? town.offers : [];
  };

  app.get(sitemapEntriesPath, async () => ({
    entries: [
      ...teamProperties.map((place): SitemapEntry => ({ path: paths.property(place.id) })),
      ...(await partnerOffers()).map((offer): SitemapEntry => ({ path: paths.property(offer.id) })),
    ],
  }));

  app.get(searchDocumentsPath, async () => ({
    documents: [...teamProperties.map(teamSearchDocument), ...(await partnerOffers()).map(offerSearchDocument)],
  }));

  // Unknown ids are left out of the answer; a partner that cannot answer makes it a 503.
  serveEndpoint(app, tripItemsEndpoint('lodging'), async ({ request, reply }) => {
    const asked = readTripItemsRequest(request.query, ['property']);
    if (!asked.ok) {
      reply.code(400);
      return { ok: false, message: asked.message };
    }
    const partnerIds = asked.refs.flatMap((ref) => {
      const ids = partnerPropertyId(ref.id);
      return ids && options.partner?.partner.id === ids.partner ? [ids.partnerId] : [];
    });
    let contents;
    try {
      contents = partnerIds.length > 0 ? await options.partner?.properties(partnerIds, 'visitor') : undefined;
    } catch (error) {
      reply.code(503);
      return {
        ok: false,
        message: error instanceof PartnerError ? 'Our booking partner is not answering right now.' : 'Not available.',
      };
    }
    // The team's list changes with a deploy; the partner's names within their content's time.
    declarePageFreshness(reply, { maxAgeSeconds: 300 });
    return {
      items: asked.refs.flatMap((ref): TripItem[] => {
        const legacy = legacyPropertyTarget(ref.id);
        const place = findTeamProperty(legacy?.kind === 'moved' ? legacy.id : ref.id);
        if (place) return [teamTripItem(place, ref.id)];
        const ids = partnerPropertyId(ref.id);
        const content = ids ? contents?.get(ids.partnerId)?.value : undefined;
        return content ? [{ kind: 'property', id: ref.id, title: content.name, path: paths.property(ref.id) }] : [];
      }),
    };
  });
};
