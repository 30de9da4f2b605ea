/**
 * GET /api/lodging/offers: the live search for the town (decision 036,
 * docs/rules/lodging.md#partner-offers), defined once here for the server's route
 * (server/offers) and the list page's loader.
 *
 * Query: `checkin`, `checkout` (YYYY-MM-DD, both or neither: without them the default stay),
 * `adults` (1–8, default 2), `children` (ages, `children=4,9`), `rooms` (1–adults, default 1);
 * the list's filters and sort as the list page writes them (`type`, `price`, `rating`,
 * `amenity`, `area`, `sort`) and `page`. A wrong stay is a 400 with a message for the visitor.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, defineEndpoint, type EndpointResult } from '@estes/shared/api';
import { offersAnswerSchema, type OffersAnswer } from '../domain/lodging-offers';
import { readOffersQuery } from '../domain/offer-rules';
import { queryReader } from '../domain/stay-request';

export const getOffersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/lodging/offers',
  query: queryReader(readOffersQuery),
  response: offersAnswerSchema,
});

type QueryValue = string | number | readonly (string | number)[] | undefined;

/** The offers for a query (the API's own parameter names); a 400 comes back with its message. */
export function fetchOffers(
  api: SiteApi,
  query: Readonly<Record<string, QueryValue>>,
  signal?: AbortSignal,
): Promise<EndpointResult<OffersAnswer>> {
  return callEndpoint(api, getOffersEndpoint, { query, ...(signal ? { signal } : {}) });
}
