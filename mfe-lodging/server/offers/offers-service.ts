/**
 * The answers of `GET /api/lodging/offers` and `GET /api/lodging/properties/:id` (decision 036,
 * docs/rules/lodging.md#partner-offers), built from the cached partner and the team's list:
 * - partner configured and answering: its live offers for the stay, joined to each property's
 *   content, through the list's filters and sort, 24 to a page;
 * - partner configured but failing: "unavailable" and why, with the team's list (never a price
 *   kept from before);
 * - no partner: "not configured", with the team's list.
 * Each answer says how long a page built from it stays right (the time left on the partner's
 * answer), for the page cache.
 */
import { teamProperties, findTeamProperty, type TeamProperty } from '../../src/data/team-properties';
import { listingPageOf, listingsPerPage } from '../../src/domain/listing-pages';
import {
  partnerNames,
  partnerPropertyId,
  sitePropertyId,
  type LodgingOffer,
  type OffersAnswer,
  type PartnerId,
  type PropertyContent,
  type PropertyAnswer,
  type PropertyAvailability,
  type StayAsked,
  type TeamPropertyAnswer,
  type UnavailableReason,
} from '../../src/domain/lodging-offers';
import type { DowntownStaysAnswer } from '@estes/shared/api/lodging/downtown-stays';
import type { LodgingCounts } from '../../src/api/get-lodging-counts';
import { lodgingAreas } from '../../src/domain/lodging-types';
import {
  applyOfferFilters,
  applyTeamFilters,
  countsByType,
  nearestFirst,
  unsupportedOfferFilters,
  unsupportedTeamFilters,
  type OfferFilters,
  type OffersQuery,
} from '../../src/domain/offer-rules';
import { stayFor, type StayQuery } from '../../src/domain/stay-request';
import type { CachedPartner } from './cached-partner';
import { reasonOf, type PartnerProperty, type PartnerSearchOffer } from './lodging-partner';

/** How long an answer without live prices stays right: the partner is asked again soon. */
export const unavailableFreshSeconds = 30;
/** The team's list changes with a deploy only. */
export const teamListFreshSeconds = 300;

/** No filter, in the order of the top picks. */
const noFilters: OfferFilters = { priceBands: [], amenities: [], area: 'any', sort: 'top-picks' };

/** How many stays the downtown guide shows. */
export const downtownStaysShown = 4;

/** The default stay's party: two adults in one room. */
const defaultParty: StayQuery = { adults: 2, children: [], rooms: 1 };

/** The town's offers for the default stay, unfiltered, or the state without them. */
export type TownOffers =
  | {
      state: 'live';
      partner: PartnerId;
      stay: StayAsked;
      offers: LodgingOffer[];
      storedAt: number;
      freshForSeconds: number;
    }
  | { state: 'unavailable'; partner: PartnerId; reason: UnavailableReason; stay: StayAsked; freshForSeconds: number }
  | { state: 'not-configured'; stay: StayAsked; freshForSeconds: number };

export type ServiceAnswer<T> =
  { ok: true; answer: T; freshForSeconds: number } | { ok: false; status: 400 | 404; message: string };

export interface OffersServiceOptions {
  /** Undefined when no partner is configured. */
  partner: CachedPartner | undefined;
  /** The town's date (YYYY-MM-DD), `mountainDate()` in production. */
  today: () => string;
  now?: () => number;
}

const teamAnswerOf = (property: TeamProperty): TeamPropertyAnswer => ({
  id: property.id,
  name: property.name,
  type: property.type ?? null,
  area: property.area ?? null,
});

const breakfastPlans = new Set(['breakfast', 'half-board', 'full-board', 'all-inclusive']);

function offerOf(
  search: PartnerSearchOffer,
  property: PartnerProperty,
  partner: CachedPartner['partner']['id'],
): LodgingOffer {
  const room = search.product?.roomId
    ? property.rooms.find((candidate) => candidate.id === search.product?.roomId)
    : undefined;
  const mealPlan = search.product?.mealPlan ?? null;
  return {
    id: sitePropertyId(partner, property.partnerId),
    partner,
    name: property.name,
    type: property.type,
    partnerType: property.partnerType,
    rating: property.rating,
    stars: property.stars,
    location: property.location,
    // The offered room's facilities count too ("Kitchen" in a cabin), and its meal plan.
    amenities: [
      ...new Set([
        ...property.amenities,
        ...(room?.facilities ?? []),
        ...(mealPlan && breakfastPlans.has(mealPlan) ? ['Breakfast included'] : []),
      ]),
    ],
    photo: property.mainPhoto,
    price: search.price,
    product: search.product ? { ...search.product, roomName: room?.name ?? null } : null,
  };
}

/** What the property page shows of a partner's property, under the site's id. */
function contentOf(property: PartnerProperty, id: string, partner: PartnerId): PropertyContent {
  return {
    id,
    partner,
    name: property.name,
    type: property.type,
    partnerType: property.partnerType,
    rating: property.rating,
    stars: property.stars,
    location: property.location,
    amenities: property.amenities,
    description: property.description,
    importantInformation: property.importantInformation,
    photos: property.photos,
    facilities: property.facilities,
    rooms: property.rooms,
    times: property.times,
    pets: property.pets,
    minimumCheckinAge: property.minimumCheckinAge,
    partnerUrl: property.partnerUrl,
  };
}

const secondsUntil = (expiresAt: number, now: number): number => Math.max(1, Math.ceil((expiresAt - now) / 1000));

export function createOffersService(options: OffersServiceOptions) {
  const now = options.now ?? Date.now;
  const checkedAt = (at: number) => new Date(at).toISOString();

  function teamList(filters: OfferFilters, page: number) {
    const results = applyTeamFilters(teamProperties.map(teamAnswerOf), filters);
    const slice = listingPageOf(results, page);
    return {
      properties: [...slice.items],
      unsupportedFilters: unsupportedTeamFilters(filters),
      page: slice.page,
      pageCount: slice.pageCount,
      pageSize: listingsPerPage,
      total: results.length,
    };
  }

  /** Every place the partner offers in town for the stay, with its content (unfiltered, unpaged). */
  async function townOffers(partner: CachedPartner, stay: StayAsked) {
    const search = await partner.search(stay);
    const contents = await partner.properties(
      search.value.offers.map((offer) => offer.partnerId),
      'search',
    );
    const offers = search.value.offers.flatMap((offer) => {
      const property = contents.get(offer.partnerId)?.value;
      // A place the partner offers but gives no content for cannot be shown (no name): left out.
      return property ? [offerOf(offer, property, partner.partner.id)] : [];
    });
    return { offers, storedAt: search.storedAt, freshForSeconds: secondsUntil(search.expiresAt, now()) };
  }

  async function liveOffers(partner: CachedPartner, stay: StayAsked, query: OffersQuery) {
    const town = await townOffers(partner, stay);
    const results = applyOfferFilters(town.offers, query.filters);
    const slice = listingPageOf(results, query.page);
    const answer: OffersAnswer = {
      state: 'live',
      partner: partner.partner.id,
      stay,
      checkedAt: checkedAt(town.storedAt),
      offers: [...slice.items],
      unsupportedFilters: unsupportedOfferFilters(query.filters),
      page: slice.page,
      pageCount: slice.pageCount,
      pageSize: listingsPerPage,
      total: results.length,
    };
    return { answer, freshForSeconds: town.freshForSeconds };
  }

  /**
   * The town's live offers for the default stay (the home page's counts and featured stays, the
   * downtown guide's stays, the sitemap and the site search), or why there are none.
   */
  async function defaultStayOffers(): Promise<TownOffers> {
    const { partner } = options;
    const stay = stayFor(defaultParty, options.today());
    if (!stay.ok) throw new Error(stay.message);
    if (!partner) return { state: 'not-configured', stay: stay.value, freshForSeconds: teamListFreshSeconds };
    try {
      return {
        state: 'live',
        partner: partner.partner.id,
        stay: stay.value,
        ...(await townOffers(partner, stay.value)),
      };
    } catch (error) {
      return {
        state: 'unavailable',
        partner: partner.partner.id,
        reason: reasonOf(error),
        stay: stay.value,
        freshForSeconds: unavailableFreshSeconds,
      };
    }
  }

  return {
    defaultStayOffers,

    /** The home page's tiles: places per type and per part of town the list can narrow to. */
    async counts(): Promise<ServiceAnswer<LodgingCounts>> {
      const town = await defaultStayOffers();
      if (town.state === 'live') {
        const downtown = applyOfferFilters(town.offers, { ...noFilters, area: 'downtown' }).length;
        return {
          ok: true,
          answer: { state: 'live', types: countsByType(town.offers), areas: { downtown } },
          freshForSeconds: town.freshForSeconds,
        };
      }
      const team = teamProperties.map(teamAnswerOf);
      const areas = Object.fromEntries(
        lodgingAreas.map((area) => [area, applyTeamFilters(team, { ...noFilters, area }).length]),
      );
      return {
        ok: true,
        answer: { state: town.state, types: countsByType(team), areas },
        freshForSeconds: town.freshForSeconds,
      };
    },

    /** The downtown guide's stays: downtown, nearest first, at most four, priced for the default stay. */
    async downtownStays(): Promise<ServiceAnswer<DowntownStaysAnswer>> {
      const town = await defaultStayOffers();
      const listPath = '/accommodations?area=downtown';
      const partner = partnerNames[town.state === 'not-configured' ? 'booking' : town.partner];
      if (town.state !== 'live') {
        return {
          ok: true,
          answer: { state: town.state, partner, stay: null, stays: [], listPath },
          freshForSeconds: town.freshForSeconds,
        };
      }
      const downtown = nearestFirst(applyOfferFilters(town.offers, { ...noFilters, area: 'downtown' }));
      const { checkin, checkout, nights, adults } = town.stay;
      return {
        ok: true,
        answer: {
          state: 'live',
          partner,
          stay: { checkin, checkout, nights, adults },
          stays: downtown.slice(0, downtownStaysShown).map((offer) => ({
            id: offer.id,
            name: offer.name,
            path: `/property/${encodeURIComponent(offer.id)}`,
            type: offer.partnerType ?? offer.type,
            address: offer.location.address,
            distanceKm: offer.location.distanceKm,
            rating: offer.rating,
            price: {
              amount: offer.price.price,
              nightly: offer.price.nightly,
              currency: offer.price.currency,
              chargesNote: offer.price.chargesNote,
            },
          })),
          listPath,
        },
        freshForSeconds: town.freshForSeconds,
      };
    },

    async offers(query: OffersQuery): Promise<ServiceAnswer<OffersAnswer>> {
      const stay = stayFor(query.stay, options.today());
      if (!stay.ok) return { ok: false, status: 400, message: stay.message };
      const { partner } = options;
      if (!partner) {
        return {
          ok: true,
          answer: { state: 'not-configured', stay: stay.value, ...teamList(query.filters, query.page) },
          freshForSeconds: teamListFreshSeconds,
        };
      }
      try {
        return { ok: true, ...(await liveOffers(partner, stay.value, query)) };
      } catch (error) {
        return {
          ok: true,
          answer: {
            state: 'unavailable',
            partner: partner.partner.id,
            reason: reasonOf(error),
            checkedAt: checkedAt(now()),
            stay: stay.value,
            ...teamList(query.filters, query.page),
          },
          freshForSeconds: unavailableFreshSeconds,
        };
      }
    },

    async property(id: string, stayQuery: StayQuery): Promise<ServiceAnswer<PropertyAnswer>> {
      const notFound = { ok: false, status: 404, message: 'There is no such property on our site.' } as const;
      const team = findTeamProperty(id);
      if (team)
        return {
          ok: true,
          answer: { kind: 'team', property: teamAnswerOf(team) },
          freshForSeconds: teamListFreshSeconds,
        };
      const ids = partnerPropertyId(id);
      if (!ids) return notFound;
      const stay = stayFor(stayQuery, options.today());
      if (!stay.ok) return { ok: false, status: 400, message: stay.message };
      const { partner } = options;
      if (!partner || partner.partner.id !== ids.partner) {
        return {
          ok: true,
          answer: { kind: 'partner', state: 'not-configured', partner: ids.partner },
          freshForSeconds: teamListFreshSeconds,
        };
      }
      let content;
      try {
        content = (await partner.properties([ids.partnerId], 'visitor')).get(ids.partnerId);
      } catch (error) {
        return {
          ok: true,
          answer: {
            kind: 'partner',
            state: 'unavailable',
            partner: ids.partner,
            reason: reasonOf(error),
            checkedAt: checkedAt(now()),
          },
          freshForSeconds: unavailableFreshSeconds,
        };
      }
      if (!content?.value) return notFound;
      const property = content.value;
      let availability: PropertyAvailability;
      let freshUntil = content.expiresAt;
      try {
        const offers = await partner.availability(ids.partnerId, stay.value);
        freshUntil = Math.min(freshUntil, offers.expiresAt);
        availability = {
          state: 'live',
          stay: stay.value,
          checkedAt: checkedAt(offers.storedAt),
          available: offers.value.products.length > 0,
          recommended: offers.value.recommended,
          products: offers.value.products.map((product) => ({
            ...product,
            roomName: property.rooms.find((room) => room.id === product.roomId)?.name ?? null,
          })),
          partnerUrl: offers.value.partnerUrl,
        };
      } catch (error) {
        freshUntil = Math.min(freshUntil, now() + unavailableFreshSeconds * 1000);
        availability = { state: 'unavailable', stay: stay.value, reason: reasonOf(error), checkedAt: checkedAt(now()) };
      }
      return {
        ok: true,
        answer: {
          kind: 'partner',
          state: 'live',
          property: contentOf(property, id, ids.partner),
          checkedAt: checkedAt(content.storedAt),
          availability,
        },
        freshForSeconds: secondsUntil(freshUntil, now()),
      };
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
