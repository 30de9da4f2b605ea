/**
 * The Booking.com Demand API v3.2's answers, as far as the site reads them (decision 036 lists
 * the documentation each field was read from). Every answer is parsed here, at the edge: the
 * envelope (`request_id`, `data`, `metadata.next_page`) must be right or the answer is refused;
 * then each entry of `data` is parsed on its own, and a malformed one is dropped (and counted)
 * without hiding the others. Only fields the documentation describes are read; unknown ones are
 * ignored, and an optional field that is missing stays missing (null), never filled in.
 */
import { z } from 'zod';

/** `{ "en-gb": "…", "en-us": "…" }`: the partner's text in the languages asked for. */
export const translatedSchema = z.record(z.string(), z.string().nullable());
export type Translated = z.infer<typeof translatedSchema>;

/** An amount in the property's currency and in the booker's (the one we asked for). */
const amountSchema = z.object({
  accommodation_currency: z.number().nonnegative().nullish(),
  booker_currency: z.number().nonnegative().nullish(),
});
export type WireAmount = z.infer<typeof amountSchema>;

const currenciesSchema = z.object({
  accommodation: z.string().nullish(),
  booker: z.string().nullish(),
});

export const chargeModes = [
  'calculated_amount',
  'incalculable',
  'percentage',
  'per_day',
  'per_night',
  'per_person_per_day',
  'per_person_per_night',
  'per_person_per_stay',
  'per_stay',
] as const;

const chargeSchema = z.object({
  /** The charge type's id (its name comes from /accommodations/constants, `charge_types`). */
  charge: z.number().int().nonnegative(),
  /** Null for a charge that always applies; an id when it applies only under a condition. */
  condition: z.number().int().nullish(),
  included_in: z.object({ display: z.boolean().nullish() }).nullish(),
  mode: z.string().nullish(),
  percentage: z.number().nullish(),
  total_amount: amountSchema.nullish(),
});
export type WireCharge = z.infer<typeof chargeSchema>;

/** `display` is the price that must be shown; `total` adds every non-conditional charge. */
const priceSchema = z.object({
  base: amountSchema.nullish(),
  charges: z.array(chargeSchema).nullish(),
  display: amountSchema,
  total: amountSchema.nullish(),
});
export type WirePrice = z.infer<typeof priceSchema>;

const policiesSchema = z.object({
  cancellation: z
    .object({
      free_cancellation_until: z.string().nullish(),
      /** free_cancellation, non_refundable, partially_refundable (search) or special_conditions (availability). */
      type: z.string().nullish(),
    })
    .nullish(),
  meal_plan: z.object({ plan: z.string().nullish() }).nullish(),
  payment: z.object({ prepayment_required: z.boolean().nullish() }).nullish(),
});

/** A product of /accommodations/search (with `extras: ["products"]`). */
export const searchProductSchema = z.object({
  id: z.string(),
  policies: policiesSchema.nullish(),
  room: z.string().nullish(),
});

/** One entry of /accommodations/search's `data`. */
export const searchEntrySchema = z.object({
  id: z.number().int().positive(),
  currency: currenciesSchema.nullish(),
  /** The recommended products summed (`extras: ["extra_charges"]` adds base and charges). */
  price: priceSchema,
  products: z.array(z.unknown()).nullish(),
  url: z.string().nullish(),
});
export type WireSearchEntry = z.infer<typeof searchEntrySchema>;

/** The envelope every list answer shares; `data` entries are parsed one by one. */
export const listEnvelopeSchema = z.object({
  request_id: z.string().nullish(),
  data: z.array(z.unknown()),
  metadata: z.object({ next_page: z.string().nullish() }).nullish(),
});

/**
 * The constants envelope: `data` is an object of lists, each section asked for present (each
 * entry parsed one by one too). Without them no id could be named: the answer is refused.
 */
export const constantsEnvelopeSchema = z.object({
  request_id: z.string().nullish(),
  data: z.object({
    accommodation_facilities: z.array(z.unknown()),
    accommodation_types: z.array(z.unknown()),
    bed_types: z.array(z.unknown()),
    charge_types: z.array(z.unknown()),
    room_facilities: z.array(z.unknown()),
  }),
});

/** An id and its name in /accommodations/constants. */
export const namedConstantSchema = z.object({ id: z.number().int().nonnegative(), name: translatedSchema });

const photoSchema = z.object({
  main_photo: z.boolean().nullish(),
  tags: z.array(z.string()).nullish(),
  url: z.object({
    large: z.string().nullish(),
    standard: z.string().nullish(),
    thumbnail: z.string().nullish(),
    thumbnail_large: z.string().nullish(),
  }),
});
export type WirePhoto = z.infer<typeof photoSchema>;

const facilitySchema = z.object({
  id: z.number().int().nonnegative(),
  /** `offsite`, `paid`. */
  attributes: z.array(z.string()).nullish(),
});
export type WireFacility = z.infer<typeof facilitySchema>;

/** HH:MM:SS, as the documentation's pattern writes it. */
const clockSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/)
  .nullish()
  .catch(null);

const roomSchema = z.object({
  id: z.string(),
  bed_options: z
    .array(
      z.object({
        bed_configurations: z
          .array(
            z.object({
              configuration: z
                .array(z.object({ bed_type: z.number().int(), number_of_beds: z.number().int().nonnegative() }))
                .nullish(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
  description: translatedSchema.nullish(),
  facilities: z.array(facilitySchema).nullish(),
  maximum_occupancy: z
    .object({ adults: z.number().int().nonnegative().nullish(), children: z.number().int().nonnegative().nullish() })
    .nullish(),
  name: translatedSchema.nullish(),
  number_of_rooms: z
    .object({
      bathrooms: z.number().int().nonnegative().nullish(),
      bedrooms: z.number().int().nonnegative().nullish(),
    })
    .nullish(),
  photos: z.array(z.unknown()).nullish(),
  size: z.number().nonnegative().nullish(),
});
export type WireRoom = z.infer<typeof roomSchema>;

/** One entry of /accommodations/details' `data`. */
export const detailsEntrySchema = z.object({
  id: z.number().int().positive(),
  /** open, closed_fraud, closed_temporarily, closed_permanently. */
  accommodation_status: z.string().nullish(),
  accommodation_type: z.number().int().nullish(),
  checkin_checkout_times: z
    .object({
      checkin_from: clockSchema,
      checkin_to: clockSchema,
      checkout_from: clockSchema,
      checkout_to: clockSchema,
    })
    .nullish(),
  description: z
    .object({ important_information: translatedSchema.nullish(), text: translatedSchema.nullish() })
    .nullish(),
  facilities: z.array(facilitySchema).nullish(),
  location: z
    .object({
      address: translatedSchema.nullish(),
      coordinates: z
        .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
        .nullish(),
      country: z.string().nullish(),
      postal_code: z.string().nullish(),
    })
    .nullish(),
  name: translatedSchema,
  photos: z.array(z.unknown()).nullish(),
  policies: z
    .object({
      minimum_checkin_age: z.number().int().nullish(),
      pets: z.object({ allowed: z.string().nullish() }).nullish(),
    })
    .nullish(),
  rating: z
    .object({
      number_of_reviews: z.number().int().nonnegative().nullish(),
      review_score: z.number().min(1).max(10).nullish(),
      stars: z.number().min(1).max(5).nullish(),
    })
    .nullish(),
  rooms: z.array(z.unknown()).nullish(),
  url: z.object({ web: z.string().nullish() }).nullish(),
});
export type WireDetails = z.infer<typeof detailsEntrySchema>;

export const photoEntrySchema = photoSchema;
export const roomEntrySchema = roomSchema;

/** A product of /accommodations/availability. */
export const availabilityProductSchema = z.object({
  id: z.string(),
  maximum_occupancy: z
    .object({ adults: z.number().int().nonnegative().nullish(), total: z.number().int().nonnegative().nullish() })
    .nullish(),
  number_available: z.number().int().nonnegative().nullish(),
  policies: policiesSchema.nullish(),
  price: priceSchema,
  room: z.string().nullish(),
});

/** One entry of /accommodations/availability's `data` (one per accommodation asked). */
export const availabilityEntrySchema = z.object({
  id: z.number().int().positive(),
  currency: currenciesSchema.nullish(),
  products: z.array(z.unknown()).nullish(),
  /** The products recommended for the whole party, and their summed price. */
  recommendation: z
    .object({ price: priceSchema, products: z.array(z.object({ id: z.string() })).nullish() })
    .nullish()
    .catch(null),
  url: z.string().nullish(),
});

/** The documented error answer: `{ request_id, errors: [{ id, message }] }`. */
export const errorAnswerSchema = z.object({
  request_id: z.string().nullish(),
  errors: z.array(z.object({ id: z.string().nullish(), message: z.string().nullish() })).min(1),
});
