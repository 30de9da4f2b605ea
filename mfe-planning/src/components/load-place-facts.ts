/**
 * The directories' loaders read their places' live facts here (decision 040). The endpoint's
 * contract (and its zod check) is fetched with `import()`: on the server at once, in a browser
 * only for a client-side navigation, never with a page's first load. Anything that goes wrong
 * (the API answers an error or something else, the call fails or is aborted) is `undefined`:
 * the page shows every place as unavailable, never an error page. A directory lists at most 40
 * places, the endpoint's most (directory-data.test.ts).
 */
import type { SiteApi } from '@estes/shared';
import type { PlaceFactsAnswer } from '../domain/place-facts';

export async function loadPlaceFacts(
  api: SiteApi,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<PlaceFactsAnswer | undefined> {
  if (ids.length === 0) return undefined;
  try {
    const { fetchPlaceFacts } = await import(/* webpackChunkName: "planning-place-facts" */ '../api/get-place-facts');
    const result = await fetchPlaceFacts(api, ids, signal);
    return result.ok ? result.data : undefined;
  } catch {
    return undefined;
  }
}
