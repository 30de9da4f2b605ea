/**
 * GET /api/planning/places/facts?ids=a,b: the live facts about places of the directories from
 * the places provider (decision 038, docs/rules/planning.md#place-facts), defined once for the
 * server (`server/places/`) and the screens that show them (restaurants, things to do, and what
 * other areas mount of them), hence here and not in one screen's folder.
 *
 * Query: `ids`, the directory entries' ids, comma-separated or repeated, at most 40. An id that
 * is not a place of ours, or a wrong query, is a 400 with a message.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, defineEndpoint, type EndpointResult, type EndpointSchema } from '@estes/shared/api';
import { placeFactsAnswerSchema, readPlaceIds, type PlaceFactsAnswer } from '../domain/place-facts';

const placeIdsQuery: EndpointSchema<{ ids: string[] }> = {
  safeParse(query: unknown) {
    const read = readPlaceIds(
      typeof query === 'object' && query !== null ? (query as { ids?: unknown }).ids : undefined,
    );
    return read.ok
      ? { success: true, data: { ids: read.ids } }
      : { success: false, error: { issues: [{ message: read.message }] } };
  },
};

export const getPlaceFactsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/planning/places/facts',
  query: placeIdsQuery,
  response: placeFactsAnswerSchema,
});

/** The facts of these places; a 400 comes back with its message. */
export function fetchPlaceFacts(
  api: SiteApi,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<EndpointResult<PlaceFactsAnswer>> {
  return callEndpoint(api, getPlaceFactsEndpoint, { query: { ids: ids.join(',') }, ...(signal ? { signal } : {}) });
}
