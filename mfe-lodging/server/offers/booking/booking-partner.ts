/**
 * Booking.com as the lodging area's partner (decision 036), through the Demand API v3.2:
 * - the town's search: `POST /accommodations/search` around the town's coordinates (or for
 *   BOOKING_CITY_ID) with the stay, `extras: ["extra_charges", "products"]`, 100 results a page,
 *   following `metadata.next_page` for at most `maxSearchPages` pages;
 * - content: `POST /accommodations/details` for up to `detailsBatchSize` ids at a time, with
 *   description, facilities, photos, policies and rooms, in English;
 * - one property's offers: `POST /accommodations/availability` with `extras: ["extra_charges"]`;
 * - names of ids: `POST /accommodations/constants`, kept for a day.
 * Every answer is parsed at the edge (demand-api-schemas.ts): a wrong envelope fails the call,
 * a malformed entry is dropped and counted. The booker is a US visitor on a desktop (the site
 * does not read where a visitor is), prices in US dollars.
 */
import { siteFacts } from '@estes/shared/core';
import type { StayRequest } from '../../../src/domain/stay-request';
import { nightsBetween } from '../../../src/domain/booking-rules';
import { AnswerCache } from '@estes/shared/server';
import {
  PartnerError,
  type LodgingPartner,
  type PartnerAvailability,
  type PartnerProperty,
  type PartnerSearch,
  type PartnerSearchOffer,
} from '../lodging-partner';
import {
  partnerPageUrl,
  photoUrlReader,
  priceQuoteOf,
  productSummaryOf,
  propertyOf,
  type PhotoUrlReader,
} from './booking-answers';
import { constantSections, requestLanguages, vocabularyFrom, type BookingVocabulary } from './booking-vocabulary';
import { DemandApiClient, type DemandApiOptions } from './demand-api-client';
import {
  availabilityEntrySchema,
  availabilityProductSchema,
  detailsEntrySchema,
  listEnvelopeSchema,
  searchEntrySchema,
  searchProductSchema,
} from './demand-api-schemas';

/** Around the town's centre: Estes Park itself and the valleys next to it (Glen Haven, Drake). */
export const townSearchRadiusKm = 15;
/** The most results read for one search: 5 pages of 100. */
export const maxSearchPages = 5;
export const searchPageRows = 100;
/** Ids per details call (the API takes up to 100; fewer keep each answer well under the size limit). */
export const detailsBatchSize = 50;
export const vocabularyTtlMs = 24 * 60 * 60_000;

export interface BookingPartnerOptions extends DemandApiOptions {
  /** BOOKING_CITY_ID: search the partner's city instead of around the town's coordinates. */
  cityId?: number | undefined;
  /** Told how many entries of an answer were dropped as malformed. */
  onDropped?: (path: string, count: number) => void;
}

const booker = { country: 'us', platform: 'desktop' } as const;
const currency = 'USD';

const guestsOf = (stay: StayRequest) => ({
  number_of_adults: stay.adults,
  number_of_rooms: stay.rooms,
  ...(stay.children.length > 0 ? { children: [...stay.children] } : {}),
});

function envelopeOf(answer: unknown, path: string) {
  const parsed = listEnvelopeSchema.safeParse(answer);
  if (!parsed.success) throw new PartnerError(`${path}: unexpected answer (no list of data)`, 'failed');
  return parsed.data;
}

export class BookingPartner implements LodgingPartner {
  readonly id = 'booking' as const;
  private readonly client: DemandApiClient;
  private readonly vocabularyCache: AnswerCache<BookingVocabulary>;
  private readonly readPhotoUrl: PhotoUrlReader;

  constructor(private readonly options: BookingPartnerOptions) {
    this.client = new DemandApiClient(options);
    this.vocabularyCache = new AnswerCache({ maxBytes: 4 * 1024 * 1024, ...(options.now ? { now: options.now } : {}) });
    this.readPhotoUrl = photoUrlReader(options.baseUrl);
  }

  async searchTown(stay: StayRequest): Promise<PartnerSearch> {
    const vocabulary = await this.vocabulary();
    const nights = nightsBetween(stay.checkin, stay.checkout);
    const body = {
      booker,
      checkin: stay.checkin,
      checkout: stay.checkout,
      ...(this.options.cityId === undefined
        ? {
            coordinates: {
              latitude: siteFacts.latitude,
              longitude: siteFacts.longitude,
              radius: townSearchRadiusKm,
            },
          }
        : { city: this.options.cityId }),
      currency,
      extras: ['extra_charges', 'products'],
      guests: guestsOf(stay),
      rows: searchPageRows,
    };
    const offers = new Map<string, PartnerSearchOffer>();
    let dropped = 0;
    let page: string | undefined;
    for (let pages = 0; pages < maxSearchPages; pages += 1) {
      const answer = envelopeOf(
        await this.client.post('/accommodations/search', page ? { ...body, page } : body),
        '/accommodations/search',
      );
      for (const entry of answer.data) {
        const offer = this.searchOfferOf(entry, nights, vocabulary);
        if (offer) offers.set(offer.partnerId, offers.get(offer.partnerId) ?? offer);
        else dropped += 1;
      }
      page = answer.metadata?.next_page ?? undefined;
      if (!page) break;
    }
    if (dropped > 0) this.options.onDropped?.('/accommodations/search', dropped);
    return { offers: [...offers.values()], dropped };
  }

  async properties(partnerIds: readonly string[]): Promise<Map<string, PartnerProperty>> {
    const vocabulary = await this.vocabulary();
    const found = new Map<string, PartnerProperty>();
    let dropped = 0;
    for (let start = 0; start < partnerIds.length; start += detailsBatchSize) {
      const batch = partnerIds.slice(start, start + detailsBatchSize);
      const answer = envelopeOf(
        await this.client.post('/accommodations/details', {
          accommodations: batch.map(Number),
          extras: ['description', 'facilities', 'photos', 'policies', 'rooms'],
          languages: requestLanguages,
        }),
        '/accommodations/details',
      );
      for (const entry of answer.data) {
        const details = detailsEntrySchema.safeParse(entry);
        const property = details.success ? propertyOf(details.data, vocabulary, this.readPhotoUrl) : undefined;
        if (property && batch.includes(property.partnerId)) found.set(property.partnerId, property);
        else if (!details.success) dropped += 1;
      }
    }
    if (dropped > 0) this.options.onDropped?.('/accommodations/details', dropped);
    return found;
  }

  async availability(partnerId: string, stay: StayRequest): Promise<PartnerAvailability> {
    const vocabulary = await this.vocabulary();
    const nights = nightsBetween(stay.checkin, stay.checkout);
    const answer = envelopeOf(
      await this.client.post('/accommodations/availability', {
        accommodations: [Number(partnerId)],
        booker,
        checkin: stay.checkin,
        checkout: stay.checkout,
        currency,
        extras: ['extra_charges'],
        guests: guestsOf(stay),
      }),
      '/accommodations/availability',
    );
    const entries = answer.data.flatMap((entry) => {
      const parsed = availabilityEntrySchema.safeParse(entry);
      return parsed.success && String(parsed.data.id) === partnerId ? [parsed.data] : [];
    });
    const entry = entries[0];
    if (!entry) return { recommended: null, products: [], partnerUrl: null };
    let dropped = 0;
    const products = (entry.products ?? []).flatMap((item) => {
      const product = availabilityProductSchema.safeParse(item);
      const price = product.success ? priceQuoteOf(product.data.price, entry.currency, nights, vocabulary) : undefined;
      if (!product.success || !price) {
        dropped += 1;
        return [];
      }
      const occupancy = product.data.maximum_occupancy;
      return [
        {
          id: product.data.id,
          ...productSummaryOf(product.data.room, product.data.policies),
          price,
          prepaymentRequired: product.data.policies?.payment?.prepayment_required ?? null,
          maxAdults: occupancy?.adults ?? null,
          maxGuests: occupancy?.total ?? null,
          numberAvailable: product.data.number_available ?? null,
        },
      ];
    });
    if (dropped > 0) this.options.onDropped?.('/accommodations/availability', dropped);
    const recommendedPrice = entry.recommendation
      ? priceQuoteOf(entry.recommendation.price, entry.currency, nights, vocabulary)
      : undefined;
    const productIds = new Set(products.map((product) => product.id));
    return {
      recommended:
        products.length > 0 && recommendedPrice
          ? {
              price: recommendedPrice,
              productIds: (entry.recommendation?.products ?? [])
                .map((product) => product.id)
                .filter((id) => productIds.has(id)),
            }
          : null,
      products: products.sort((a, b) => a.price.price - b.price.price),
      partnerUrl: partnerPageUrl(entry.url),
    };
  }

  private searchOfferOf(entry: unknown, nights: number, vocabulary: BookingVocabulary): PartnerSearchOffer | undefined {
    const parsed = searchEntrySchema.safeParse(entry);
    if (!parsed.success) return undefined;
    const price = priceQuoteOf(parsed.data.price, parsed.data.currency, nights, vocabulary);
    if (!price) return undefined;
    const products = (parsed.data.products ?? []).flatMap((item) => {
      const product = searchProductSchema.safeParse(item);
      return product.success ? [productSummaryOf(product.data.room, product.data.policies)] : [];
    });
    return {
      partnerId: String(parsed.data.id),
      price,
      product: summaryOfAll(products),
      partnerUrl: partnerPageUrl(parsed.data.url),
    };
  }

  private async vocabulary(): Promise<BookingVocabulary> {
    const cached = await this.vocabularyCache.load('constants', vocabularyTtlMs, async () => {
      const vocabulary = vocabularyFrom(
        await this.client.post('/accommodations/constants', {
          constants: [...constantSections],
          languages: requestLanguages,
        }),
      );
      if (!vocabulary) throw new PartnerError('/accommodations/constants: unexpected answer', 'failed');
      return vocabulary;
    });
    return cached.value;
  }
}

type Summary = NonNullable<PartnerSearchOffer['product']>;

/**
 * What several products (rooms of one offer) have in common: a room only when there is one,
 * a meal plan or a cancellation only when every product has the same.
 */
function summaryOfAll(products: readonly Summary[]): PartnerSearchOffer['product'] {
  const [first, ...rest] = products;
  if (!first) return null;
  if (rest.length === 0) return first;
  const same = <K extends keyof Summary>(key: K): Summary[K] | null =>
    rest.every((product) => JSON.stringify(product[key]) === JSON.stringify(first[key])) ? first[key] : null;
  return { roomId: null, mealPlan: same('mealPlan'), cancellation: same('cancellation') };
}
