/**
 * The lodging area's own settings and secrets (decision 034, point 5), validated when one of its
 * versions loads: the booking partner's Demand API (decision 036). The site server passes these
 * variables and no others; the token never leaves the server.
 */
import { z } from 'zod';
import { areaSettingsSchema, optionalHttpUrl, optionalSecret } from '@estes/shared/server';

/** The Demand API version the client is written against (decision 036), production. */
export const defaultBookingApiUrl = 'https://demandapi.booking.com/3.2';

const optionalInteger = (pattern: RegExp, error: string) =>
  z
    .string()
    .trim()
    .regex(pattern, { error })
    .optional()
    .or(z.literal('').transform(() => undefined));

export const lodgingSettings = areaSettingsSchema(
  z
    .object({
      /** The Demand API base (version included); tests and dev point it at the stand-in. */
      BOOKING_API_URL: optionalHttpUrl('must be an http(s) URL'),
      /** The API key, sent as `Authorization: Bearer …`; without it the partner is not configured. */
      BOOKING_API_TOKEN: optionalSecret,
      /** The affiliate id of the API user, sent as `X-Affiliate-Id` (an integer). */
      BOOKING_AFFILIATE_ID: optionalInteger(/^[1-9]\d{0,11}$/, 'must be the affiliate id, a whole number'),
      /** The partner's city id for Estes Park; without it the search is around the town's coordinates. */
      BOOKING_CITY_ID: optionalInteger(/^-?[1-9]\d{0,11}$/, "must be the partner's city id, a whole number"),
    })
    .superRefine((values, context) => {
      // Half a configuration is a mistake to stop at, not a partner to call and be refused by.
      if (values.BOOKING_API_TOKEN && !values.BOOKING_AFFILIATE_ID) {
        context.addIssue({
          code: 'custom',
          path: ['BOOKING_AFFILIATE_ID'],
          message: 'is needed with BOOKING_API_TOKEN (the partner refuses a token without it)',
        });
      }
      if (values.BOOKING_AFFILIATE_ID && !values.BOOKING_API_TOKEN) {
        context.addIssue({
          code: 'custom',
          path: ['BOOKING_API_TOKEN'],
          message: 'is needed with BOOKING_AFFILIATE_ID',
        });
      }
    }),
  (e) => ({
    booking:
      e.BOOKING_API_TOKEN && e.BOOKING_AFFILIATE_ID
        ? {
            baseUrl: e.BOOKING_API_URL ?? defaultBookingApiUrl,
            token: e.BOOKING_API_TOKEN,
            affiliateId: e.BOOKING_AFFILIATE_ID,
            cityId: e.BOOKING_CITY_ID === undefined ? undefined : Number(e.BOOKING_CITY_ID),
          }
        : undefined,
  }),
);

export type LodgingSettings = ReturnType<typeof lodgingSettings.read>;
export type BookingSettings = NonNullable<LodgingSettings['booking']>;
