/**
 * GET /api/lodging/counts: how many places the list shows for each property type and each part of
 * town it can narrow to, for the default stay (docs/rules/lodging.md#home-widgets): the home
 * page's tiles show the count their own link opens. Live offers when the partner answers, the
 * team's list otherwise (the list's own state, named in `state`). A part of town the data cannot
 * answer has no count (the tile is not offered).
 */
import * as z from 'zod/mini';
import type { SiteApi } from '@estes/shared';
import { callEndpoint, defineEndpoint, type EndpointResult } from '@estes/shared/api';

const lodgingCountsSchema = z.object({
  state: z.enum(['live', 'unavailable', 'not-configured']),
  /** Places per property type. */
  types: z.record(z.string(), z.number()),
  /** Places per part of town, for the parts the data can answer only. */
  areas: z.record(z.string(), z.number()),
});
export type LodgingCounts = z.infer<typeof lodgingCountsSchema>;

export const getLodgingCountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/lodging/counts',
  response: lodgingCountsSchema,
});

export const fetchLodgingCounts = (api: SiteApi): Promise<EndpointResult<LodgingCounts>> =>
  callEndpoint(api, getLodgingCountsEndpoint);
