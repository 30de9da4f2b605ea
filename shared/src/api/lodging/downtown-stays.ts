/**
 * `GET /api/lodging/downtown-stays` (issue 29): the places to stay downtown with the booking
 * partner's price for the default stay, as the lodging area answers them for the downtown guide
 * (mfe-conditions' /downtown, "Stay downtown"). Defined here, in the one package both areas
 * import, so the guide shows the lodging area's own data and never a copy of it: the lodging
 * area serves this definition, the guide calls it.
 *
 * Downtown is the lodging area's definition (docs/rules/lodging.md#area-preferences): within 1 km
 * of the town's centre by the place's own coordinates. Without the partner, or when it cannot
 * answer, the state says so and there are no stays (nothing made up).
 *
 * Its own subpath (`@estes/shared/api/lodging/downtown-stays`), written with `zod/mini`.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';

const downtownStaySchema = z.object({
  /** The lodging area's id of the place (`booking-10004`); its page is `path`. */
  id: z.string(),
  name: z.string(),
  path: z.string(),
  /** The partner's own type ("Hotel", "Motel"), when it gives one. */
  type: z.nullable(z.string()),
  /** The street address as the partner writes it. */
  address: z.nullable(z.string()),
  /** From the town's centre, by the partner's coordinates. */
  distanceKm: z.nullable(z.number()),
  /** The partner's review score (1–10) and count, when it has one. */
  rating: z.nullable(z.object({ score: z.number(), reviewCount: z.number() })),
  /** The partner's price for the stay: its amount for the whole stay, the average a night, its note on taxes. */
  price: z.object({ amount: z.number(), nightly: z.number(), currency: z.string(), chargesNote: z.string() }),
});
export type DowntownStay = z.infer<typeof downtownStaySchema>;

export const downtownStaysAnswerSchema = z.object({
  state: z.enum(['live', 'unavailable', 'not-configured']),
  /** The partner's name ("Booking.com"). */
  partner: z.string(),
  /** The stay priced (the default stay: no dates were chosen), when live. */
  stay: z.nullable(z.object({ checkin: z.string(), checkout: z.string(), nights: z.number(), adults: z.number() })),
  /** Nearest to the centre first, at most four. */
  stays: z.array(downtownStaySchema),
  /** The lodging list narrowed to downtown. */
  listPath: z.string(),
});
export type DowntownStaysAnswer = z.infer<typeof downtownStaysAnswerSchema>;

export const downtownStaysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/lodging/downtown-stays',
  response: downtownStaysAnswerSchema,
});
