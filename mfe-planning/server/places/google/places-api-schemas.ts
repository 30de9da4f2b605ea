/**
 * The Places API (New) answers as the reference describes them (decision 038 lists what was
 * read): a `Place` resource with the fields our field masks ask for, Text Search's
 * `{ places: [Place] }`, and the `google.rpc.Status` error body `{ error: { code, message,
 * status, details } }`. Only fields the reference describes are read; one that is absent stays
 * absent (the field mask asked for it, but the API leaves out what it does not know).
 *
 * proto3's JSON may leave out a number at its zero value, so an hour or minute that is absent
 * is 0; every text is bounded, every number ranged, a link must be http(s).
 */
import { z } from 'zod';

const text = (max: number) => z.string().max(max);
const link = text(2_048).refine((value) => /^https?:\/\//i.test(value), 'not an http(s) link');

const localizedTextSchema = z.object({ text: text(500), languageCode: text(35).optional() });

const latLngSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** `google.type.Date`. */
const dateSchema = z.object({
  year: z.number().int().min(1).max(9999),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
});

/** `OpeningHours.Period.Point`: day 0 = Sunday, hour 0–23, minute 0–59, in the place's time zone. */
const pointSchema = z.object({
  day: z.number().int().min(0).max(6).default(0),
  hour: z.number().int().min(0).max(23).default(0),
  minute: z.number().int().min(0).max(59).default(0),
  date: dateSchema.optional(),
  truncated: z.boolean().optional(),
});

const periodSchema = z.object({ open: pointSchema, close: pointSchema.optional() });

/** `OpeningHours`: an empty (not absent) `periods` is a place that is never open, e.g. closed for now. */
const openingHoursSchema = z.object({
  openNow: z.boolean().optional(),
  periods: z.array(periodSchema).max(200).optional(),
  weekdayDescriptions: z.array(text(300)).max(7).optional(),
});

export const businessStatuses = ['OPERATIONAL', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY'] as const;

/** A place id as the API gives it: letters, digits, `_` and `-` (no length is documented; ours is bounded). */
export const googlePlaceIdPattern = /^[A-Za-z0-9_-]{1,512}$/;

export const placeSchema = z.object({
  /** `places/<id>`, the resource name. */
  name: text(600).optional(),
  id: z.string().regex(googlePlaceIdPattern),
  displayName: localizedTextSchema.optional(),
  formattedAddress: text(500).optional(),
  location: latLngSchema.optional(),
  /** 1.0–5.0; absent when no one rated it. */
  rating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().min(0).optional(),
  regularOpeningHours: openingHoursSchema.optional(),
  currentOpeningHours: openingHoursSchema.optional(),
  utcOffsetMinutes: z
    .number()
    .int()
    .min(-14 * 60)
    .max(14 * 60)
    .optional(),
  nationalPhoneNumber: text(60).optional(),
  internationalPhoneNumber: text(60).optional(),
  websiteUri: link.optional(),
  googleMapsUri: link.optional(),
  /** Unknown values are read as unknown, not refused (the enum may grow). */
  businessStatus: text(60).optional(),
  /** Data providers that "must be shown with this result". */
  attributions: z
    .array(z.object({ provider: text(200), providerUri: link.optional() }))
    .max(20)
    .optional(),
});
export type GooglePlace = z.infer<typeof placeSchema>;

/** Text Search: `places` is left out when nothing matched. */
export const searchTextEnvelopeSchema = z.object({ places: z.array(z.unknown()).max(100).optional() });

/** `google.rpc.Status` as JSON, with the `ErrorInfo` detail that names a refused key. */
export const errorAnswerSchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    status: z.string().optional(),
    details: z.array(z.looseObject({ '@type': z.string(), reason: z.string().optional() })).optional(),
  }),
});
export type GoogleErrorAnswer = z.infer<typeof errorAnswerSchema>;
