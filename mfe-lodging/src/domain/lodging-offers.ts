/**
 * Lodging from a booking partner (issue 29, decision 036), as the lodging area's API answers it:
 * `GET /api/lodging/offers` (the live search for the town) and `GET /api/lodging/properties/:id`
 * (one property's content and its offers for a stay). The vocabulary is the site's, not the
 * partner's: an offer, a price quote, a property, a room. Every figure here is what the partner
 * answered for the stay asked (docs/rules/lodging.md#partner-offers); nothing is filled in when
 * the partner says nothing, and a partner that failed or is not configured is a state of the
 * answer, never old prices shown as current.
 *
 * The schemas are zod/mini: the pages' loaders read these answers in the browser too, after a
 * client-side navigation (decision 014); the loaders fetch them on demand, so a page's first load
 * carries no schema.
 */
import * as z from 'zod/mini';
import { partnerIds, unavailableReasons, type PartnerId } from './lodging-partners';
import { lodgingAreas, propertyTypes } from './lodging-types';

// The partners and their states (without zod, for the pages' components).
export {
  partnerIds,
  partnerNames,
  unavailableReasons,
  type PartnerId,
  type UnavailableReason,
} from './lodging-partners';

const stayAskedSchema = z.object({
  /** YYYY-MM-DD. */
  checkin: z.string(),
  checkout: z.string(),
  nights: z.number(),
  adults: z.number(),
  /** Each child's age (0–17), as the partner prices children by age. */
  children: z.array(z.number()),
  rooms: z.number(),
  /** True when the visitor gave no dates and these are the site's default stay (docs/rules/lodging.md#default-stay). */
  isDefault: z.boolean(),
});
export type StayAsked = z.infer<typeof stayAskedSchema>;

const photoSchema = z.object({
  /** About 500 px wide: cards and galleries. */
  url: z.string(),
  /** About 1280 px wide: the viewer. */
  largeUrl: z.nullable(z.string()),
  /** A square crop (about 300 px). */
  thumbnailUrl: z.nullable(z.string()),
  /** The partner's tags for the picture ("Bathroom", "View"), for its alternative text. */
  tags: z.array(z.string()),
});
export type LodgingPhoto = z.infer<typeof photoSchema>;

/** How a charge is counted, in the partner's terms (per night, a percentage of the price …). */
const chargeSchema = z.object({
  /** The partner's name for it ("City tax", "VAT"); the partner's own wording. */
  name: z.string(),
  mode: z.nullable(z.string()),
  percentage: z.nullable(z.number()),
  /** The amount for the stay, when the partner can compute it (null for an incalculable charge). */
  amount: z.nullable(z.number()),
  /** Part of the price shown (`price`); otherwise added on top. */
  includedInPrice: z.boolean(),
  /** Charged only under a condition (a pet, a late check-in); never part of `total`. */
  conditional: z.boolean(),
});
export type LodgingCharge = z.infer<typeof chargeSchema>;

const priceQuoteSchema = z.object({
  /** ISO 4217, the currency of every amount of the quote (USD, as the site asks). */
  currency: z.string(),
  /** The price the partner says must be shown for the whole stay (all rooms, all nights). */
  price: z.number(),
  /** `price` divided by the nights, rounded to the cent: an average, not a nightly rate the partner set. */
  nightly: z.number(),
  /** The partner's total with every non-conditional charge, when it gives one. */
  total: z.nullable(z.number()),
  /** One sentence on taxes and charges, from the partner's own breakdown ("Includes taxes and charges"). */
  chargesNote: z.string(),
  charges: z.array(chargeSchema),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

export const mealPlans = ['none', 'breakfast', 'half-board', 'full-board', 'all-inclusive'] as const;
export type MealPlan = (typeof mealPlans)[number];

export const cancellationKinds = ['free-cancellation', 'non-refundable', 'partly-refundable'] as const;
export type CancellationKind = (typeof cancellationKinds)[number];

const cancellationSchema = z.object({
  kind: z.enum(cancellationKinds),
  /** ISO 8601 instant until which cancelling costs nothing, as the partner gives it. */
  freeUntil: z.nullable(z.string()),
});

/** What is sold: a room (or whole unit) with its conditions. */
const productSummarySchema = z.object({
  roomId: z.nullable(z.string()),
  /** The room's name from the property's content, when the partner names it. */
  roomName: z.nullable(z.string()),
  mealPlan: z.nullable(z.enum(mealPlans)),
  cancellation: z.nullable(cancellationSchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

const ratingSchema = z.object({
  /** The partner's review score, 1–10. */
  score: z.number(),
  reviewCount: z.number(),
});
export type PartnerRating = z.infer<typeof ratingSchema>;

const coordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });

const locationSchema = z.object({
  /** The street address as the partner writes it. */
  address: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  /** ISO 3166 alpha-2, lower case. */
  country: z.nullable(z.string()),
  coordinates: z.nullable(coordinatesSchema),
  /** Straight-line distance from the town's centre (`siteFacts`), from the coordinates. */
  distanceKm: z.nullable(z.number()),
});
export type LodgingLocation = z.infer<typeof locationSchema>;

const propertyBaseShape = {
  /** The site's id: `<partner>-<the partner's id>` (booking-10004), decision 036. */
  id: z.string(),
  partner: z.enum(partnerIds),
  name: z.string(),
  /** The site's type for the filters, when the partner's type maps to one. */
  type: z.nullable(z.enum(propertyTypes)),
  /** The partner's own name for the type ("Motel", "Holiday home"). */
  partnerType: z.nullable(z.string()),
  rating: z.nullable(ratingSchema),
  /** Official or estimated stars, when the partner gives them. */
  stars: z.nullable(z.number()),
  location: locationSchema,
  /** Facility names as the partner writes them, plus its pets policy, for the amenity filters. */
  amenities: z.array(z.string()),
};

/** One place in the live search: its best offer for the stay. */
const offerSchema = z.object({
  ...propertyBaseShape,
  photo: z.nullable(photoSchema),
  price: priceQuoteSchema,
  product: z.nullable(productSummarySchema),
});
export type LodgingOffer = z.infer<typeof offerSchema>;

/** A property of the team's own list (src/data/team-properties.ts): only what the team knows for sure. */
const teamPropertySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.nullable(z.enum(propertyTypes)),
  area: z.nullable(z.enum(lodgingAreas)),
});
export type TeamPropertyAnswer = z.infer<typeof teamPropertySchema>;

const pagingShape = {
  page: z.number(),
  pageCount: z.number(),
  pageSize: z.number(),
  /** Results after the filters, on every page. */
  total: z.number(),
};

/** The filters the answer could not apply to this data, each named by its query parameter. */
const unsupportedFiltersSchema = z.array(z.string());

const liveOffersSchema = z.object({
  state: z.literal('live'),
  partner: z.enum(partnerIds),
  stay: stayAskedSchema,
  /** When the partner answered (ISO 8601): the prices are as of then. */
  checkedAt: z.string(),
  offers: z.array(offerSchema),
  unsupportedFilters: unsupportedFiltersSchema,
  ...pagingShape,
});

/** Without live offers: the team's list, so the page still shows the town's real places. */
const teamListShape = {
  stay: stayAskedSchema,
  properties: z.array(teamPropertySchema),
  unsupportedFilters: unsupportedFiltersSchema,
  ...pagingShape,
};

const unavailableOffersSchema = z.object({
  state: z.literal('unavailable'),
  partner: z.enum(partnerIds),
  reason: z.enum(unavailableReasons),
  checkedAt: z.string(),
  ...teamListShape,
});

const notConfiguredOffersSchema = z.object({ state: z.literal('not-configured'), ...teamListShape });

/** `GET /api/lodging/offers`. */
export const offersAnswerSchema = z.discriminatedUnion('state', [
  liveOffersSchema,
  unavailableOffersSchema,
  notConfiguredOffersSchema,
]);
export type OffersAnswer = z.infer<typeof offersAnswerSchema>;

const bedSchema = z.object({
  /** "Queen bed", "Sofa bed": the partner's bed type name. */
  name: z.string(),
  count: z.number(),
});

const roomSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  /** Square metres, as the partner gives it. */
  sizeSquareMeters: z.nullable(z.number()),
  maxAdults: z.nullable(z.number()),
  maxChildren: z.nullable(z.number()),
  /**
   * The beds, area by area (a bedroom, a living room): each area's alternative arrangements as
   * the partner lists them ("1 queen bed" or "2 twin beds"; one of them is given).
   */
  bedAreas: z.array(z.object({ alternatives: z.array(z.array(bedSchema)) })),
  bedrooms: z.nullable(z.number()),
  bathrooms: z.nullable(z.number()),
  facilities: z.array(z.string()),
  photos: z.array(photoSchema),
});
export type LodgingRoom = z.infer<typeof roomSchema>;

const timesSchema = z.object({
  /** HH:MM, local to the property, as the partner gives them. */
  checkinFrom: z.nullable(z.string()),
  checkinUntil: z.nullable(z.string()),
  checkoutFrom: z.nullable(z.string()),
  checkoutUntil: z.nullable(z.string()),
});

const propertyContentSchema = z.object({
  ...propertyBaseShape,
  description: z.nullable(z.string()),
  importantInformation: z.nullable(z.string()),
  /** The main photo first, then the partner's order. */
  photos: z.array(photoSchema),
  facilities: z.array(z.string()),
  rooms: z.array(roomSchema),
  times: timesSchema,
  pets: z.nullable(z.enum(['allowed', 'not-allowed', 'on-request'])),
  minimumCheckinAge: z.nullable(z.number()),
  /** The partner's own page for the property (Book Now goes there through /go). */
  partnerUrl: z.nullable(z.string()),
});
export type PropertyContent = z.infer<typeof propertyContentSchema>;

const productOfferSchema = z.object({
  id: z.string(),
  ...productSummarySchema.shape,
  price: priceQuoteSchema,
  prepaymentRequired: z.nullable(z.boolean()),
  maxAdults: z.nullable(z.number()),
  maxGuests: z.nullable(z.number()),
  /** How many of it are left at this price, when the partner says. */
  numberAvailable: z.nullable(z.number()),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

const availabilitySchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('live'),
    stay: stayAskedSchema,
    checkedAt: z.string(),
    /** False: nothing to book for this stay (sold out, or nothing fits the party). */
    available: z.boolean(),
    /**
     * What the partner recommends for the whole party (one or more rooms), priced for the stay;
     * null when it recommends nothing.
     */
    recommended: z.nullable(z.object({ price: priceQuoteSchema, productIds: z.array(z.string()) })),
    /** Each bookable product (one room or unit) with its own price for the stay, cheapest first. */
    products: z.array(productOfferSchema),
    /** The partner's page with the stay, when it gives one. */
    partnerUrl: z.nullable(z.string()),
  }),
  z.object({
    state: z.literal('unavailable'),
    stay: stayAskedSchema,
    reason: z.enum(unavailableReasons),
    checkedAt: z.string(),
  }),
]);
export type PropertyAvailability = z.infer<typeof availabilitySchema>;

/** `GET /api/lodging/properties/:id`: a partner's property (by its state) or a place of the team's list. */
export const propertyAnswerSchema = z.union([
  z.discriminatedUnion('state', [
    z.object({
      kind: z.literal('partner'),
      state: z.literal('live'),
      property: propertyContentSchema,
      /** When the content was read from the partner. */
      checkedAt: z.string(),
      availability: availabilitySchema,
    }),
    z.object({
      kind: z.literal('partner'),
      state: z.literal('unavailable'),
      partner: z.enum(partnerIds),
      reason: z.enum(unavailableReasons),
      checkedAt: z.string(),
    }),
    z.object({ kind: z.literal('partner'), state: z.literal('not-configured'), partner: z.enum(partnerIds) }),
  ]),
  z.object({ kind: z.literal('team'), property: teamPropertySchema }),
]);
export type PropertyAnswer = z.infer<typeof propertyAnswerSchema>;

/** `booking-10004` → { partner: 'booking', partnerId: '10004' }; undefined for any other id. */
export function partnerPropertyId(id: string): { partner: PartnerId; partnerId: string } | undefined {
  const match = /^([a-z]+)-([1-9]\d{0,11})$/.exec(id);
  if (!match) return undefined;
  const partner = partnerIds.find((candidate) => candidate === match[1]);
  return partner && match[2] ? { partner, partnerId: match[2] } : undefined;
}

/** The site's id of a partner's property. */
export const sitePropertyId = (partner: PartnerId, partnerId: string): string => `${partner}-${partnerId}`;
