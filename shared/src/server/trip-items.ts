/**
 * The areas' `GET /api/<area>/trip-items?refs=kind:id,kind:id` (decision 032): the TripItems
 * an area builds from its own data for the references of a shared My trip link, so the shared
 * list is rendered from the site's data, never from text in the link. The answer lists the
 * items it knows, in the order asked; an unknown reference is left out.
 */
import type { TripItem, TripItemKind } from '../my-trip/trip-contract';
import { decodeTripRefs, maxShareParamLength, type TripRef } from '../my-trip/trip-share-link';

export const tripItemsPath = '/trip-items';

export interface TripItemsAnswer {
  items: TripItem[];
}

export type TripItemsRequest = { ok: true; refs: TripRef[] } | { ok: false; message: string };

/** The references of one area's kinds in `?refs=`; a value that is too long is refused. */
export function readTripItemsRequest(query: unknown, kinds: readonly TripItemKind[]): TripItemsRequest {
  const raw = (query as { refs?: unknown } | null)?.refs;
  const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (value === undefined || value === '') return { ok: true, refs: [] };
  if (typeof value !== 'string') return { ok: false, message: 'refs must be one list: kind:id,kind:id' };
  if (value.length > maxShareParamLength)
    return { ok: false, message: `refs is too long (at most ${maxShareParamLength} characters).` };
  return { ok: true, refs: decodeTripRefs(value).refs.filter((ref) => kinds.includes(ref.kind)) };
}
