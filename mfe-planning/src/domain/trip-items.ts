/**
 * What the planning area hands the visitor's My trip list (decision 032): an activity, a
 * restaurant or an event as a TripItem, built from the area's own data, the same in its pages'
 * Save buttons and in its API's answer to a shared link (`GET /api/planning/trip-items`).
 * The site's path builders are passed in (`paths` of @estes/shared in pages, of
 * @estes/shared/core in the API), so the API's bundle requires no browser package.
 */
import type { paths } from '@estes/shared';
import type { TripItem } from '@estes/shared/my-trip';
import { activityQuerySearch, restaurantQuerySearch } from './directory-query';
import { defaultActivityQuery, defaultRestaurantQuery, type Activity, type Restaurant } from './directory-types';
import { scheduleOf, type LocalTime } from './events-ics';
import { eventDetailPath } from './events-rules';
import type { CalendarEvent } from './events-types';

type DirectoryPaths = Pick<typeof paths, 'thingsToDo' | 'restaurants'>;

/** The directory narrowed to one activity by its name, scrolled to its card. */
export const activityCardPath = (activity: Pick<Activity, 'id' | 'name'>, sitePaths: DirectoryPaths): string =>
  `${sitePaths.thingsToDo()}${activityQuerySearch({ ...defaultActivityQuery, q: activity.name })}#activity-${activity.id}`;

export const restaurantCardPath = (restaurant: Pick<Restaurant, 'id' | 'name'>, sitePaths: DirectoryPaths): string =>
  `${sitePaths.restaurants()}${restaurantQuerySearch({ ...defaultRestaurantQuery, q: restaurant.name })}#restaurant-${restaurant.id}`;

export const activityTripItem = (activity: Pick<Activity, 'id' | 'name'>, sitePaths: DirectoryPaths): TripItem => ({
  kind: 'activity',
  id: activity.id,
  title: activity.name,
  path: activityCardPath(activity, sitePaths),
});

export const restaurantTripItem = (
  restaurant: Pick<Restaurant, 'id' | 'name'>,
  sitePaths: DirectoryPaths,
): TripItem => ({
  kind: 'restaurant',
  id: restaurant.id,
  title: restaurant.name,
  path: restaurantCardPath(restaurant, sitePaths),
});

const pad = (value: number) => String(value).padStart(2, '0');
const localText = ({ day, hour, minute }: LocalTime) =>
  `${day.year}-${pad(day.month)}-${pad(day.day)}T${pad(hour)}:${pad(minute)}`;

/**
 * An event with when it happens on Estes Park's clock: all-day over its days, or its first
 * occurrence's start and end (the calendar file carries how it repeats). An event whose date
 * cannot be read is saved without a time.
 */
export function eventTripItem(event: Pick<CalendarEvent, 'id' | 'title' | 'date' | 'endDate' | 'time'>): TripItem {
  const item: TripItem = { kind: 'event', id: event.id, title: event.title, path: eventDetailPath(event.id) };
  try {
    const schedule = scheduleOf(event);
    if (schedule.kind === 'all-day') {
      const day = ({ year, month, day: date }: LocalTime['day']) => `${year}-${pad(month)}-${pad(date)}`;
      return { ...item, when: { start: day(schedule.first), end: day(schedule.last), allDay: true } };
    }
    return { ...item, when: { start: localText(schedule.start), end: localText(schedule.end), allDay: false } };
  } catch {
    return item;
  }
}
