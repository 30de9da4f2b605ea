/**
 * The calendar's event and its filter vocabulary (docs/rules/planning.md#event-categories). Dates
 * are calendar days in Estes Park (YYYY-MM-DD), never Date objects, so the server and the
 * browser render the same text whatever their own time zones.
 */

export interface EventImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface CalendarEvent {
  id: string;
  title: string;
  /** First day, YYYY-MM-DD. */
  date: string;
  /** Last day of a multi-day event, YYYY-MM-DD. */
  endDate?: string;
  /** As shown: '7:00 PM - 10:00 PM', '10:00 AM - 5:00 PM daily', 'All day'. */
  time: string;
  /** Street address. */
  location: string;
  venue: string;
  category: string;
  description: string;
  image: EventImage;
  /** Price text: 'Free', '$15', '$25-45'. */
  price: string;
  organizer: string;
  featured: boolean;
  recurring: boolean;
  tags: readonly string[];
  website?: string;
  /** Where its dates, time and place come from; `none` says there is no source (docs/rules/planning.md#event-sources). */
  source?: EventSource;
}

export type EventSource = { name: string; url: string; recorded: string } | { none: string };

export const eventFilters = [
  { id: 'all', name: 'All Events', categories: [] },
  { id: 'festivals', name: 'Festivals', categories: ['Festival', 'Seasonal', 'Cultural'] },
  { id: 'food', name: 'Food & Drink', categories: ['Food'] },
  { id: 'music', name: 'Music', categories: ['Music', 'Concert'] },
  { id: 'sports', name: 'Sports', categories: ['Sports'] },
  { id: 'arts', name: 'Arts', categories: ['Arts'] },
  { id: 'family', name: 'Family', categories: ['Family'] },
  { id: 'outdoor', name: 'Outdoor', categories: ['Outdoor'] },
] as const satisfies readonly { id: string; name: string; categories: readonly string[] }[];

export type EventFilterId = (typeof eventFilters)[number]['id'];

/** A filter chip: id, name, count. */
export interface FilterChip {
  id: EventFilterId;
  name: string;
  count: number;
}

export const eventsPerPage = 10;

export interface EventsQuery {
  category: EventFilterId;
  page: number;
}

export const defaultEventsQuery: EventsQuery = { category: 'all', page: 1 };
