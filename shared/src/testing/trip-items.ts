/** Saved things of each kind, for the My trip tests (the same ids the areas' own data uses). */
import type { TripItem } from '../my-trip/trip-contract';

export const innItem: TripItem = {
  kind: 'property',
  id: 'hotel-1',
  title: 'Stanley Hotel',
  path: '/property/hotel-1',
};

export const hikeItem: TripItem = {
  kind: 'activity',
  id: 'bear-lake-loop',
  title: 'Bear Lake Loop',
  path: '/things-to-do#a',
};

/** A timed event: Saturday, October 2, 2027, 10 AM to 5 PM. */
export const elkFestItem: TripItem = {
  kind: 'event',
  id: 'elk-fest-2027',
  title: 'Elk Fest',
  path: '/events?event=elk-fest-2027',
  when: { start: '2027-10-02T10:00', end: '2027-10-02T17:00', allDay: false },
};

export const articleItem: TripItem = {
  kind: 'article',
  id: 'elk-viewing-guide',
  title: 'Elk Viewing Guide',
  path: '/blog/elk-viewing-guide',
};
