/**
 * GET /api/lodging/properties/:id: one property (decision 036,
 * docs/rules/lodging.md#partner-offers), defined once here for the server's route (server/offers)
 * and the property pages' loaders. A partner's property (`booking-10004`): its content from the
 * partner and its offers for the stay (`checkin`, `checkout`, `adults`, `children`, `rooms`, as
 * for the offers; without dates the default stay). A place of the team's list: what the team
 * knows. Any other id: 404. A wrong stay: 400 with a message for the visitor.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, defineEndpoint, type EndpointResult } from '@estes/shared/api';
import { propertyAnswerSchema, type PropertyAnswer } from '../domain/lodging-offers';
import { queryReader, readStayQuery } from '../domain/stay-request';

export const getPropertyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/lodging/properties/:id',
  query: queryReader(readStayQuery),
  response: propertyAnswerSchema,
});

type QueryValue = string | number | readonly (string | number)[] | undefined;

/** The property and its offers for a stay (the API's own parameter names). */
export function fetchProperty(
  api: SiteApi,
  id: string,
  stay: Readonly<Record<string, QueryValue>> = {},
  signal?: AbortSignal,
): Promise<EndpointResult<PropertyAnswer>> {
  return callEndpoint(api, getPropertyEndpoint, { params: { id }, query: stay, ...(signal ? { signal } : {}) });
}
