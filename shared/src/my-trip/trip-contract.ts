/**
 * The My trip contract (decision 032): what an area hands the visitor's list for one thing
 * it shows, and the references a share link carries. No remote imports another: each area
 * builds its own TripItems from its own data, the list only keeps them. Pure functions with
 * no dependency, so the browser store, the shell's /my-trip page and the areas' APIs
 * (through @estes/shared/server) use the same rules.
 */
import type { AreaName } from '../routing/route-table';

export const tripItemKinds = ['property', 'activity', 'restaurant', 'event', 'article'] as const;
export type TripItemKind = (typeof tripItemKinds)[number];

/** Which area answers for each kind (its `GET /api/<area>/trip-items?refs=`). */
export const tripItemAreas: Readonly<Record<TripItemKind, AreaName>> = {
  property: 'lodging',
  activity: 'planning',
  restaurant: 'planning',
  event: 'planning',
  article: 'content',
};

export const tripItemKindLabels: Readonly<Record<TripItemKind, { one: string; many: string }>> = {
  property: { one: 'Place to stay', many: 'Places to stay' },
  activity: { one: 'Thing to do', many: 'Things to do' },
  restaurant: { one: 'Restaurant', many: 'Restaurants' },
  event: { one: 'Event', many: 'Events' },
  article: { one: 'Article', many: 'Local Intel articles' },
};

/**
 * When an event happens, on Estes Park's clock: `YYYY-MM-DD` days when it is all-day (end is
 * its last day), `YYYY-MM-DDTHH:MM` local times otherwise.
 */
export interface TripEventTime {
  start: string;
  end: string;
  allDay: boolean;
}

export interface TripItem {
  kind: TripItemKind;
  /** The area's own id: a property id, an activity id, an event id, an article slug. */
  id: string;
  title: string;
  /** The site path of its page (or its card on a page), e.g. /property/hotel-1. */
  path: string;
  /** Events only. */
  when?: TripEventTime;
  /** The day the visitor plans it for, YYYY-MM-DD. */
  day?: string;
}

export const maxTripItems = 100;
export const maxTripTitleLength = 200;
export const maxTripPathLength = 400;

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

export const isTripItemKind = (value: unknown): value is TripItemKind =>
  typeof value === 'string' && (tripItemKinds as readonly string[]).includes(value);

export const isTripItemId = (value: unknown): value is string => typeof value === 'string' && idPattern.test(value);

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). */
export function isTripDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** C0 and C1 control characters and DEL. */
const isControl = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};
export const replaceControls = (text: string, by: string): string =>
  Array.from(text, (character) => (isControl(character) ? by : character)).join('');

/** A site path: starts with one slash, no backslash, no control character or space. */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= maxTripPathLength &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !/[\\\s]/.test(value) &&
  !Array.from(value).some(isControl);

function isEventTime(value: unknown): value is TripEventTime {
  if (typeof value !== 'object' || value === null) return false;
  const { start, end, allDay } = value as Record<string, unknown>;
  if (typeof allDay !== 'boolean' || typeof start !== 'string' || typeof end !== 'string') return false;
  if (allDay) return isTripDay(start) && isTripDay(end) && start <= end;
  const startMatch = timePattern.exec(start);
  const endMatch = timePattern.exec(end);
  return Boolean(startMatch && endMatch && isTripDay(startMatch[1]) && isTripDay(endMatch[1]) && start <= end);
}

/**
 * A TripItem from anything (what the browser stored, what an area answered), or undefined
 * when it is not one; extra fields are dropped, text is trimmed.
 */
export function parseTripItem(value: unknown): TripItem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { kind, id, title, path, when, day } = value as Record<string, unknown>;
  if (!isTripItemKind(kind) || !isTripItemId(id) || !isSitePath(path)) return undefined;
  if (typeof title !== 'string') return undefined;
  const cleanTitle = replaceControls(title, ' ').trim();
  if (cleanTitle === '' || cleanTitle.length > maxTripTitleLength) return undefined;
  if (when !== undefined && (kind !== 'event' || !isEventTime(when))) return undefined;
  if (day !== undefined && !isTripDay(day)) return undefined;
  return {
    kind,
    id,
    title: cleanTitle,
    path,
    ...(when ? { when: { start: when.start, end: when.end, allDay: when.allDay } } : {}),
    ...(day ? { day } : {}),
  };
}

/** One item per thing: `event:elk-fest-2027`. */
export const tripItemKey = (item: Pick<TripItem, 'kind' | 'id'>): string => `${item.kind}:${item.id}`;

/** Every well-formed item of a list, once each, at most `maxTripItems`; the rest is dropped. */
export function sanitizeTripItems(value: unknown): TripItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: TripItem[] = [];
  for (const entry of value) {
    const item = parseTripItem(entry);
    if (!item || seen.has(tripItemKey(item))) continue;
    seen.add(tripItemKey(item));
    items.push(item);
    if (items.length === maxTripItems) break;
  }
  return items;
}

/** The day an item belongs to in the list: the visitor's own, else an event's first day. */
export const tripItemDay = (item: TripItem): string | undefined => item.day ?? item.when?.start.slice(0, 10);
