/**
 * Booking.com's answers in the site's vocabulary (decision 036): prices with what the partner
 * says about taxes and charges, a product's meal plan and cancellation, a property's content.
 * Each function takes one parsed entry and answers what it can read; a field the partner left
 * out stays null. Links are kept only where they lead: a partner page only on booking.com over
 * https, a photo only from the partner's image host (or from the API's own origin, which is the
 * stand-in in tests).
 */
import { siteFacts } from '@estes/shared/core';
import type {
  CancellationKind,
  LodgingCharge,
  LodgingLocation,
  LodgingPhoto,
  LodgingRoom,
  MealPlan,
  PriceQuote,
  ProductSummary,
} from '../../../src/domain/lodging-offers';
import type { PartnerProperty } from '../lodging-partner';
import {
  photoEntrySchema,
  roomEntrySchema,
  type WireAmount,
  type WireCharge,
  type WireDetails,
  type WireFacility,
  type WirePrice,
} from './demand-api-schemas';
import { english, siteTypeOf, type BookingVocabulary } from './booking-vocabulary';

const cents = (amount: number): number => Math.round(amount * 100) / 100;

export interface Currencies {
  accommodation?: string | null;
  booker?: string | null;
}

/**
 * Which of the two currencies a price is read in: the booker's (USD, as we ask) when the partner
 * gives it, else the property's own; undefined when the display price has neither.
 */
function currencyOf(price: WirePrice, currencies: Currencies | null | undefined) {
  if (typeof price.display.booker_currency === 'number' && currencies?.booker) {
    return {
      code: currencies.booker,
      read: (amount: WireAmount | null | undefined) => amount?.booker_currency ?? null,
    };
  }
  if (typeof price.display.accommodation_currency === 'number' && currencies?.accommodation) {
    return {
      code: currencies.accommodation,
      read: (amount: WireAmount | null | undefined) => amount?.accommodation_currency ?? null,
    };
  }
  return undefined;
}

function chargesNote(charges: readonly LodgingCharge[] | undefined): string {
  if (charges === undefined) return 'Taxes and charges are not itemised by the partner';
  const excluded = charges.some((charge) => !charge.conditional && !charge.includedInPrice);
  const mayApply = charges.some((charge) => charge.conditional || charge.mode === 'incalculable');
  const base = excluded ? 'Excludes some taxes and charges' : 'Includes taxes and charges';
  return mayApply ? `${base}; additional charges may apply` : base;
}

/**
 * A price for the stay: the display price the partner says must be shown, its average per night,
 * the partner's total with every non-conditional charge, and each charge by its partner name.
 */
export function priceQuoteOf(
  price: WirePrice,
  currencies: Currencies | null | undefined,
  nights: number,
  vocabulary: BookingVocabulary,
): PriceQuote | undefined {
  const currency = currencyOf(price, currencies);
  const shown = currency?.read(price.display);
  if (!currency || shown === null || shown === undefined || shown <= 0 || nights < 1) return undefined;
  const charges = price.charges?.map((charge: WireCharge): LodgingCharge => {
    const amount = charge.mode === 'incalculable' ? null : currency.read(charge.total_amount);
    return {
      name: vocabulary.charge_types.get(charge.charge) ?? 'Other charge',
      mode: charge.mode ?? null,
      percentage: charge.percentage ?? null,
      amount: amount === null ? null : cents(amount),
      includedInPrice: charge.included_in?.display === true,
      conditional: charge.condition !== null && charge.condition !== undefined,
    };
  });
  const total = currency.read(price.total);
  return {
    currency: currency.code,
    price: cents(shown),
    nightly: cents(shown / nights),
    total: total === null ? null : cents(total),
    chargesNote: chargesNote(charges),
    charges: charges ?? [],
  };
}

const mealPlansByWire: Readonly<Record<string, MealPlan>> = {
  no_plan: 'none',
  breakfast_included: 'breakfast',
  half_board: 'half-board',
  full_board: 'full-board',
  all_inclusive: 'all-inclusive',
};

const cancellationsByWire: Readonly<Record<string, CancellationKind>> = {
  free_cancellation: 'free-cancellation',
  non_refundable: 'non-refundable',
  partially_refundable: 'partly-refundable',
  special_conditions: 'partly-refundable',
};

export interface WirePolicies {
  cancellation?: { free_cancellation_until?: string | null; type?: string | null } | null;
  meal_plan?: { plan?: string | null } | null;
}

/** A product's room id, meal plan and cancellation (each null when the partner gives none we know). */
export function productSummaryOf(
  room: string | null | undefined,
  policies: WirePolicies | null | undefined,
): Omit<ProductSummary, 'roomName'> {
  const kind = cancellationsByWire[policies?.cancellation?.type ?? ''];
  const until = policies?.cancellation?.free_cancellation_until;
  return {
    roomId: room ?? null,
    mealPlan: mealPlansByWire[policies?.meal_plan?.plan ?? ''] ?? null,
    cancellation: kind
      ? { kind, freeUntil: kind === 'free-cancellation' && until && !Number.isNaN(Date.parse(until)) ? until : null }
      : null,
  };
}

const httpsUrl = (value: string | null | undefined): URL | undefined => {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

const onHost = (url: URL, domain: string): boolean => url.hostname === domain || url.hostname.endsWith(`.${domain}`);

/** A link to the partner's own page: https on booking.com only. */
export function partnerPageUrl(value: string | null | undefined): string | null {
  const url = httpsUrl(value);
  return url && url.protocol === 'https:' && onHost(url, 'booking.com') ? url.toString() : null;
}

/** Where photos may come from: the partner's image host, and the API's own origin (the stand-in). */
export function photoUrlReader(apiBaseUrl: string) {
  const apiOrigin = new URL(apiBaseUrl).origin;
  return (value: string | null | undefined): string | null => {
    const url = httpsUrl(value);
    if (!url) return null;
    const partnerHost = url.protocol === 'https:' && onHost(url, 'bstatic.com');
    return partnerHost || url.origin === apiOrigin ? url.toString() : null;
  };
}

export type PhotoUrlReader = ReturnType<typeof photoUrlReader>;

function photosOf(entries: readonly unknown[] | null | undefined, readUrl: PhotoUrlReader): LodgingPhoto[] {
  const photos = (entries ?? []).flatMap((entry) => {
    const photo = photoEntrySchema.safeParse(entry);
    if (!photo.success) return [];
    const url = readUrl(photo.data.url.standard) ?? readUrl(photo.data.url.large);
    if (!url) return [];
    const item: LodgingPhoto = {
      url,
      largeUrl: readUrl(photo.data.url.large),
      thumbnailUrl: readUrl(photo.data.url.thumbnail_large),
      tags: (photo.data.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
    };
    return [{ item, main: photo.data.main_photo === true }];
  });
  // The main photo first; the rest as the partner listed them.
  return [...photos.filter((photo) => photo.main), ...photos.filter((photo) => !photo.main)].map(({ item }) => item);
}

/** A facility's name, with the partner's own qualifiers ("Parking (paid)"). */
function facilityNames(facilities: readonly WireFacility[] | null | undefined, names: ReadonlyMap<number, string>) {
  const seen = new Set<string>();
  for (const facility of facilities ?? []) {
    const name = names.get(facility.id);
    if (!name) continue;
    const qualifiers = [
      ...(facility.attributes?.includes('paid') ? ['paid'] : []),
      ...(facility.attributes?.includes('offsite') ? ['off site'] : []),
    ];
    seen.add(qualifiers.length > 0 ? `${name} (${qualifiers.join(', ')})` : name);
  }
  return [...seen];
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance from the town's centre, to 0.1 km. */
export function distanceFromTownKm(latitude: number, longitude: number): number {
  const dLat = radians(latitude - siteFacts.latitude);
  const dLon = radians(longitude - siteFacts.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(siteFacts.latitude)) * Math.cos(radians(latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * earthRadiusKm * Math.asin(Math.sqrt(a)) * 10) / 10;
}

function locationOf(details: WireDetails): LodgingLocation {
  const location = details.location;
  const coordinates = location?.coordinates ?? null;
  return {
    address: english(location?.address),
    postalCode: location?.postal_code?.trim() || null,
    country: location?.country?.trim().toLowerCase() || null,
    coordinates,
    distanceKm: coordinates ? distanceFromTownKm(coordinates.latitude, coordinates.longitude) : null,
  };
}

function roomOf(entry: unknown, vocabulary: BookingVocabulary, readUrl: PhotoUrlReader): LodgingRoom | undefined {
  const parsed = roomEntrySchema.safeParse(entry);
  if (!parsed.success) return undefined;
  const room = parsed.data;
  const name = english(room.name);
  if (!name) return undefined;
  const bedAreas = (room.bed_options ?? []).map((area) => ({
    alternatives: (area.bed_configurations ?? []).flatMap((arrangement) => {
      const beds = (arrangement.configuration ?? []).flatMap((bed) => {
        const bedName = vocabulary.bed_types.get(bed.bed_type);
        return bedName && bed.number_of_beds > 0 ? [{ name: bedName, count: bed.number_of_beds }] : [];
      });
      return beds.length > 0 ? [beds] : [];
    }),
  }));
  return {
    id: room.id,
    name,
    description: english(room.description),
    sizeSquareMeters: room.size && room.size > 0 ? room.size : null,
    maxAdults: room.maximum_occupancy?.adults ?? null,
    maxChildren: room.maximum_occupancy?.children ?? null,
    bedAreas: bedAreas.filter((area) => area.alternatives.length > 0),
    bedrooms: room.number_of_rooms?.bedrooms ?? null,
    bathrooms: room.number_of_rooms?.bathrooms ?? null,
    facilities: facilityNames(room.facilities, vocabulary.room_facilities),
    photos: photosOf(room.photos, readUrl),
  };
}

const clock = (value: string | null | undefined): string | null => (value ? value.slice(0, 5) : null);

const petsByWire = { yes: 'allowed', no: 'not-allowed', upon_request: 'on-request' } as const;
const petsAmenity = {
  allowed: 'Pets allowed',
  'not-allowed': 'No pets allowed',
  'on-request': 'Pets allowed on request',
};

/** Cap on the texts kept: a description is a few paragraphs. */
const maxTextLength = 6_000;
const text = (value: string | null): string | null =>
  value && value.length > maxTextLength ? value.slice(0, maxTextLength) : value;

/** A property's content, or undefined when it cannot be shown (no name) or is not open. */
export function propertyOf(
  details: WireDetails,
  vocabulary: BookingVocabulary,
  readUrl: PhotoUrlReader,
): PartnerProperty | undefined {
  if (details.accommodation_status && details.accommodation_status !== 'open') return undefined;
  const name = english(details.name);
  if (!name) return undefined;
  const partnerType =
    details.accommodation_type === null || details.accommodation_type === undefined
      ? null
      : (vocabulary.accommodation_types.get(details.accommodation_type) ?? null);
  const photos = photosOf(details.photos, readUrl);
  const facilities = facilityNames(details.facilities, vocabulary.accommodation_facilities);
  const pets = petsByWire[(details.policies?.pets?.allowed ?? '') as keyof typeof petsByWire] ?? null;
  const rating = details.rating;
  const times = details.checkin_checkout_times;
  return {
    partnerId: String(details.id),
    name,
    type: siteTypeOf(partnerType),
    partnerType,
    rating:
      typeof rating?.review_score === 'number' && typeof rating.number_of_reviews === 'number'
        ? { score: rating.review_score, reviewCount: rating.number_of_reviews }
        : null,
    stars: rating?.stars ?? null,
    location: locationOf(details),
    amenities: [...facilities, ...(pets ? [petsAmenity[pets]] : [])],
    description: text(english(details.description?.text)),
    importantInformation: text(english(details.description?.important_information)),
    photos,
    mainPhoto: photos[0] ?? null,
    facilities,
    rooms: (details.rooms ?? []).flatMap((room) => roomOf(room, vocabulary, readUrl) ?? []),
    times: {
      checkinFrom: clock(times?.checkin_from),
      checkinUntil: clock(times?.checkin_to),
      checkoutFrom: clock(times?.checkout_from),
      checkoutUntil: clock(times?.checkout_to),
    },
    pets,
    minimumCheckinAge: details.policies?.minimum_checkin_age ?? null,
    partnerUrl: partnerPageUrl(details.url?.web),
  };
}
