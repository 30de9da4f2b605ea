/**
 * `GET /api/<area>/trip-items?refs=kind:id,…` (decision 032), defined once for the areas that
 * answer it (lodging, planning, content: their site-index plugins) and the My trip page that
 * asks them for a shared link's items. The query is read by `readTripItemsRequest`
 * (`@estes/shared/server`: the first of repeated `refs`, the length named in its refusal), so
 * the definition has no query schema. The answer is `{ items }`; each item is then read by
 * `parseTripItem`, the contract's own reader that the saved list uses too, so one malformed
 * item is left out rather than the whole area counted as unavailable.
 *
 * Its own subpath (`@estes/shared/api/each-area/trip-items`), written with `zod/mini`: the saved
 * list's store (`@estes/shared/my-trip`) is on every page's first load, this is not.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import type { AreaName } from '../../routing/route-table';

const tripItemsAnswerSchema = z.object({ items: z.array(z.unknown()) });

export const tripItemsEndpoint = (area: AreaName) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${area}/trip-items`,
    response: tripItemsAnswerSchema,
  });
