/**
 * /my-trip's data. Without `items` the page shows this browser's own list (from the store,
 * after hydration). With `?items=kind:id@day,…` (a share link) it is the shared list,
 * rendered on the server: each reference is asked of the area that owns its kind
 * (`GET /api/<area>/trip-items?refs=`), so every title and link comes from the site's data,
 * never from the link; what no area knows, and what is not a reference at all, is listed as
 * "could not be found"; an area that cannot answer is said so. The view (by day or by kind)
 * is in the query too, so its toggle is a plain link.
 */
import { getSiteSettings, type AreaName, type PageMeta, type SiteApi } from '@estes/shared';
import { parseTripItem, tripItemAreas, tripItemKey, type TripItem } from '@estes/shared/my-trip';
import { tripItemsEndpoint } from '@estes/shared/api/each-area/trip-items';
import { decodeTripRefs, shareParam, type TripRef } from '@estes/shared/my-trip/share-link';
import { callEndpoint } from '@estes/shared/api';
import { myTripMeta } from './my-trip-meta';

export type MyTripView = 'day' | 'kind';

export interface SharedTrip {
  items: TripItem[];
  /** References no area knows, and pieces of the link that are not references, as written. */
  notFound: string[];
  /** References an area could not answer for right now. */
  unavailable: string[];
  /** The link held more than the page reads. */
  truncated: boolean;
}

export interface MyTripPageData {
  view: MyTripView;
  shared?: SharedTrip;
  meta: PageMeta;
}

export const parseView = (value: string | null): MyTripView => (value === 'kind' ? 'kind' : 'day');

const refText = (ref: TripRef) => `${ref.kind}:${ref.id}`;

async function askArea(
  area: AreaName,
  refs: TripRef[],
  api: SiteApi,
  signal: AbortSignal,
): Promise<TripItem[] | undefined> {
  try {
    const answer = await callEndpoint(api, tripItemsEndpoint(area), {
      query: { refs: refs.map(refText).join(',') },
      signal,
    });
    if (!answer.ok) return undefined;
    return answer.data.items.flatMap((value) => {
      const item = parseTripItem(value);
      return item ? [item] : [];
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
}

/** The shared list of a link's `items` value, resolved from the areas' own data. */
export async function resolveSharedTrip(value: string, api: SiteApi, signal: AbortSignal): Promise<SharedTrip> {
  const { refs, malformed, truncated } = decodeTripRefs(value);
  const byArea = new Map<AreaName, TripRef[]>();
  for (const ref of refs) {
    const area = tripItemAreas[ref.kind];
    byArea.set(area, [...(byArea.get(area) ?? []), ref]);
  }
  const answers = new Map<string, TripItem>();
  const unavailableAreas = new Set<AreaName>();
  await Promise.all(
    [...byArea].map(async ([area, areaRefs]) => {
      const items = await askArea(area, areaRefs, api, signal);
      if (!items) unavailableAreas.add(area);
      // Only what was asked of this area, of the kinds it owns.
      for (const item of items ?? []) if (tripItemAreas[item.kind] === area) answers.set(tripItemKey(item), item);
    }),
  );
  const items: TripItem[] = [];
  const notFound: string[] = [];
  const unavailable: string[] = [];
  for (const ref of refs) {
    const item = answers.get(tripItemKey(ref));
    if (item) items.push({ ...item, ...(ref.day ? { day: ref.day } : {}) });
    else if (unavailableAreas.has(tripItemAreas[ref.kind])) unavailable.push(refText(ref));
    else notFound.push(refText(ref));
  }
  return { items, notFound: [...notFound, ...malformed], unavailable, truncated };
}

export async function loadMyTripPageData(request: Request, api: SiteApi): Promise<MyTripPageData> {
  const search = new URL(request.url).searchParams;
  const view = parseView(search.get('view'));
  const items = search.get(shareParam);
  const shared = items === null ? undefined : await resolveSharedTrip(items, api, request.signal);
  return { view, ...(shared ? { shared } : {}), meta: myTripMeta(getSiteSettings(), shared) };
}
