/**
 * My trip's share links (decision 032): `/my-trip?items=kind:id@day,…` carries references
 * only, never text, and is read from anything a visitor may paste without throwing. Used by the
 * shell's /my-trip page and the areas' `trip-items` endpoints; not part of the store's module,
 * so the areas' pages do not carry it.
 */
import {
  isTripDay,
  isTripItemId,
  isTripItemKind,
  replaceControls,
  tripItemKey,
  type TripItem,
  type TripItemKind,
} from './trip-contract';

/** What a share link carries for one item: `kind:id` and the planned day (`@YYYY-MM-DD`). */
export interface TripRef {
  kind: TripItemKind;
  id: string;
  day?: string;
}

export const maxSharedRefs = 50;
/** The longest `items` value read (50 references of average length fit easily). */
export const maxShareParamLength = 3000;
export const shareParam = 'items';

export const tripRefOf = (item: TripItem): TripRef => ({
  kind: item.kind,
  id: item.id,
  ...(item.day ? { day: item.day } : {}),
});

const refText = (ref: TripRef) => `${ref.kind}:${ref.id}${ref.day ? `@${ref.day}` : ''}`;

/**
 * The `items` value: `property:hotel-1@2027-07-04,event:elk-fest-2027`. Kinds, ids and days
 * use only characters a query keeps as they are, so the link stays readable.
 */
export function encodeTripRefs(refs: readonly TripRef[]): string {
  return refs.slice(0, maxSharedRefs).map(refText).join(',');
}

/** One reference as written, or undefined when it is not one. */
export function parseTripRef(text: string): TripRef | undefined {
  const match = /^([a-z]{1,20}):([^@,]{1,120})(?:@(.{1,20}))?$/.exec(text);
  if (!match) return undefined;
  const [, kind, id, day] = match;
  if (!isTripItemKind(kind) || !isTripItemId(id)) return undefined;
  if (day !== undefined && !isTripDay(day)) return undefined;
  return { kind, id, ...(day ? { day } : {}) };
}

export interface DecodedTripRefs {
  refs: TripRef[];
  /** Pieces that are not references, as given (shortened), to list as "could not be found". */
  malformed: string[];
  /** Whether the link held more than `maxSharedRefs` references or characters than were read. */
  truncated: boolean;
}

const shortened = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** Reads an `items` value from anywhere (a hand-edited link included); never throws. */
export function decodeTripRefs(value: string): DecodedTripRefs {
  const truncatedLength = value.length > maxShareParamLength;
  const pieces = value
    .slice(0, maxShareParamLength)
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  const refs: TripRef[] = [];
  const malformed: string[] = [];
  const seen = new Set<string>();
  let truncated = truncatedLength;
  for (const piece of pieces) {
    if (refs.length + malformed.length >= maxSharedRefs) {
      truncated = true;
      break;
    }
    const ref = parseTripRef(piece);
    if (!ref) {
      malformed.push(shortened(replaceControls(piece, '')));
      continue;
    }
    if (seen.has(tripItemKey(ref))) continue;
    seen.add(tripItemKey(ref));
    refs.push(ref);
  }
  return { refs, malformed, truncated };
}

/** The share link's path: `/my-trip?items=…` (the shared view of the list). */
export const sharedTripPath = (items: readonly TripItem[]): string =>
  `/my-trip?${shareParam}=${encodeTripRefs(items.map(tripRefOf))}`;
