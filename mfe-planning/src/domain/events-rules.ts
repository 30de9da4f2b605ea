/**
 * The calendar's rules (docs/rules/planning.md#events-calendar): which events a chip keeps and how
 * many, date order, pages of 10 with the clamp and the reset, the tag preview, how dates read, and
 * the category badges' colours.
 */
import {
  defaultEventsQuery,
  eventFilters,
  eventsPerPage,
  type CalendarEvent,
  type EventFilterId,
  type EventSource,
  type EventsQuery,
  type FilterChip,
} from './events-types';

const filterIds = eventFilters.map((filter) => filter.id) as readonly string[];

export const isEventFilterId = (value: string): value is EventFilterId => filterIds.includes(value);

/** The chip an event's category belongs to; undefined for categories only 'all' shows. */
export function filterOfCategory(category: string): EventFilterId | undefined {
  const wanted = category.trim().toLowerCase();
  return eventFilters.find(
    (filter) => filter.id !== 'all' && filter.categories.some((name) => name.toLowerCase() === wanted),
  )?.id;
}

export function matchesFilter(event: Pick<CalendarEvent, 'category'>, filter: EventFilterId): boolean {
  return filter === 'all' || filterOfCategory(event.category) === filter;
}

export function chipCounts(events: readonly Pick<CalendarEvent, 'category'>[]): FilterChip[] {
  return eventFilters.map((filter) => ({
    id: filter.id,
    name: filter.name,
    count: events.filter((event) => matchesFilter(event, filter.id)).length,
  }));
}

/** Earliest first; same day by title, so the order never depends on where an event came from. */
export function sortByDate<T extends Pick<CalendarEvent, 'date' | 'title'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}

/** Events not yet over on `today` (YYYY-MM-DD). */
export function upcoming<T extends Pick<CalendarEvent, 'date' | 'endDate'>>(events: readonly T[], today: string): T[] {
  return events.filter((event) => (event.endDate ?? event.date) >= today);
}

export const pageCountOf = (total: number, perPage = eventsPerPage): number => Math.max(1, Math.ceil(total / perPage));

/** A page number as asked for, clamped to 1..last (anything unreadable is 1). */
export function clampPage(page: number, total: number, perPage = eventsPerPage): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCountOf(total, perPage));
}

export interface EventsPage<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One chip's events by date, and the asked-for page of them after the clamp. */
export function pageOfEvents<T extends Pick<CalendarEvent, 'category' | 'date' | 'title'>>(
  events: readonly T[],
  query: EventsQuery,
  perPage = eventsPerPage,
): EventsPage<T> {
  const kept = sortByDate(events.filter((event) => matchesFilter(event, query.category)));
  const page = clampPage(query.page, kept.length, perPage);
  return {
    items: kept.slice((page - 1) * perPage, page * perPage),
    page,
    pageCount: pageCountOf(kept.length, perPage),
    total: kept.length,
  };
}

/** Choosing a chip starts again at page 1. */
export const withCategory = (category: EventFilterId): EventsQuery => ({ category, page: 1 });

export function parseEventsQuery(input: URLSearchParams | string): EventsQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const category = (params.get('category') ?? '').trim().toLowerCase();
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    category: isEventFilterId(category) ? category : defaultEventsQuery.category,
    page: Number.isNaN(page) ? 1 : page,
  };
}

/** '' for the defaults, else '?category=…&page=…' (an extra such as the open event last). */
export function eventsQuerySearch(query: EventsQuery, event?: string): string {
  const params = new URLSearchParams();
  if (query.category !== 'all') params.set('category', query.category);
  if (query.page > 1) params.set('page', String(query.page));
  if (event) params.set('event', event);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** An event's own page: the calendar with its detail open, its canonical URL and sitemap entry. */
export const eventDetailPath = (id: string): string => `/events${eventsQuerySearch(defaultEventsQuery, id)}`;

/** The first `shown` tags, and '+N more' for the rest. */
export function tagPreview(tags: readonly string[], shown = 3): { shown: string[]; more: string | null } {
  return { shown: tags.slice(0, shown), more: tags.length > shown ? `+${tags.length - shown} more` : null };
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function parseDay(value: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

const weekdayOf = ({ year, month, day }: CalendarDay) => weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];

/**
 * 'Sat, Sep 11, 2027' for one day; 'Sep 9 – 12, 2027', 'Jun 17 – Aug 26, 2027' or
 * 'Dec 31, 2026 – Jan 2, 2027' for a range. Unreadable dates are shown as given.
 */
export function formatEventDate(date: string, endDate?: string): string {
  const start = parseDay(date);
  if (!start) return date;
  const end = endDate && endDate !== date ? parseDay(endDate) : undefined;
  const startMonth = months[start.month - 1];
  if (!end) return `${weekdayOf(start)}, ${startMonth} ${start.day}, ${start.year}`;
  const endMonth = months[end.month - 1];
  if (start.year !== end.year) return `${startMonth} ${start.day}, ${start.year} – ${endMonth} ${end.day}, ${end.year}`;
  if (start.month !== end.month) return `${startMonth} ${start.day} – ${endMonth} ${end.day}, ${end.year}`;
  return `${startMonth} ${start.day} – ${end.day}, ${end.year}`;
}

/**
 * Whether an event's dates come from a recorded source (docs/rules/planning.md#event-sources):
 * not when its entry says none is recorded. An approved submission's dates are its organizer's.
 */
export const datesConfirmed = (event: Pick<CalendarEvent, 'id'> & { source?: EventSource }): boolean =>
  !(event.source && 'none' in event.source);

export interface BadgeColour {
  background: string;
  text: string;
}

/** Light tints with dark text, each above 4.5:1 contrast. */
export const categoryBadgeColours: Readonly<Record<string, BadgeColour>> = {
  Festival: { background: '#ede9fe', text: '#5b21b6' },
  Concert: { background: '#fce7f3', text: '#9d174d' },
  Workshop: { background: '#e0e7ff', text: '#3730a3' },
  Outdoor: { background: '#dcfce7', text: '#166534' },
  Family: { background: '#ffedd5', text: '#9a3412' },
  Seasonal: { background: '#fef3c7', text: '#92400e' },
  Cultural: { background: '#ccfbf1', text: '#115e59' },
  Food: { background: '#fee2e2', text: '#991b1b' },
  Music: { background: '#fae8ff', text: '#86198f' },
  Sports: { background: '#dbeafe', text: '#1e40af' },
  Arts: { background: '#fdf2f8', text: '#9f1239' },
  Entertainment: { background: '#e0f2fe', text: '#075985' },
};

export const unknownBadgeColour: BadgeColour = { background: '#f3f4f6', text: '#374151' };

export const badgeColourOf = (category: string): BadgeColour =>
  (Object.hasOwn(categoryBadgeColours, category) ? categoryBadgeColours[category] : undefined) ?? unknownBadgeColour;

/**
 * The calendar's venues the downtown guide lists (docs/rules/planning.md#downtown-events): along
 * Elkhorn Avenue and the Riverwalk, and the town's Events Complex, whose festivals and rodeo the
 * guide has always listed. Matched by the venue's name as the calendar writes it.
 */
export const downtownVenues: readonly string[] = [
  'Downtown Estes Park',
  'Bond Park',
  'Performance Park Amphitheater',
  'Riverside Plaza on the Big Thompson River',
  'Historic Park Theatre',
  'Estes Park Events Complex',
  'Granny May Rodeo Arena, Estes Park Events Complex',
];

const downtownVenueKeys = new Set(downtownVenues.map((venue) => venue.toLowerCase()));

export const isDowntownVenue = (venue: string): boolean => downtownVenueKeys.has(venue.trim().toLowerCase());
