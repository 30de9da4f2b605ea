/**
 * What the site search finds in the planning area (GET /api/planning/search-documents): every
 * activity and restaurant of the directories, linked to its card on a list narrowed to it, the
 * places only the downtown guide lists (linked to the guide narrowed to their category), and
 * the calendar's upcoming events, the site's own and approved visitor submissions, linked to
 * their detail (/events?event=<id>, as the calendar and its .ics files link them).
 */
import type { FastifyInstance } from 'fastify';
import { paths } from '@estes/shared/core';
import { searchDocumentsPath, type AreaApiContext, type SearchDocument } from '@estes/shared/server';
import { activities } from '../../src/data/activities';
import { downtownDirectoryPlaces, type DowntownDirectoryPlace } from '../../src/data/downtown-places';
import { restaurants } from '../../src/data/restaurants';
import type { Activity, Restaurant } from '../../src/domain/directory-types';
import { eventDatesText } from '@estes/shared/planning/event-dates';
import { datesConfirmed, eventDetailPath, formatEventDate } from '../../src/domain/events-rules';
import type { EventSource } from '../../src/domain/events-types';
import { activityCardPath, restaurantCardPath } from '../../src/domain/trip-items';
import { SubmissionStore } from '../submissions/submission-store';
import { upcomingCalendar } from '../events-calendar/upcoming-calendar';

/** Trails and summits are what visitors call hikes, whatever their card says. */
const isHike = (activity: Activity) =>
  /\b(hikes?|hiking|trails?|summit|trailhead)\b/i.test(`${activity.name} ${activity.description}`);

export function activitySearchDocument(activity: Activity): SearchDocument {
  return {
    kind: 'activity',
    title: activity.name,
    summary: activity.description,
    // The directory narrowed to this activity by its name, scrolled to its card.
    path: activityCardPath(activity, paths),
    keywords: [
      activity.category,
      activity.difficulty,
      activity.location,
      activity.seasonality,
      'things to do',
      ...(isHike(activity) ? ['hike hiking'] : []),
      ...activity.features,
    ].join(' · '),
  };
}

export function restaurantSearchDocument(restaurant: Restaurant): SearchDocument {
  return {
    kind: 'restaurant',
    title: restaurant.name,
    summary: `${restaurant.cuisine} · ${restaurant.priceRange} · ${restaurant.location}`,
    path: restaurantCardPath(restaurant, paths),
    keywords: [restaurant.cuisine, 'restaurant dining food', restaurant.description, ...restaurant.features].join(
      ' · ',
    ),
  };
}

const guideCategoryNames = { restaurant: 'Dining', shop: 'Shopping', attraction: 'Attractions', service: 'Services' };

/** A place only the downtown guide lists: the guide narrowed to its category. */
export function downtownPlaceSearchDocument(place: DowntownDirectoryPlace): SearchDocument {
  return {
    kind: 'business',
    title: place.name,
    summary: `${place.subcategory} · ${place.address} · ${place.description}`,
    path: `${paths.downtown()}?category=${place.category}#directory-heading`,
    keywords: [
      guideCategoryNames[place.category],
      place.category,
      'downtown',
      ...place.specialties,
      ...place.features,
    ].join(' · '),
  };
}

interface SearchableEvent {
  id: string;
  title: string;
  date: string;
  endDate?: string;
  venue: string;
  location: string;
  category: string;
  description: string;
  tags: readonly string[];
  source?: EventSource;
}

export function eventSearchDocument(event: SearchableEvent): SearchDocument {
  const when = /^\d{4}-\d{2}-\d{2}$/.test(event.date)
    ? eventDatesText(formatEventDate(event.date, event.endDate), datesConfirmed(event))
    : '';
  return {
    kind: 'event',
    title: event.title,
    summary: [when, event.venue || event.location].filter(Boolean).join(' · '),
    path: eventDetailPath(event.id),
    keywords: [event.category, 'event', event.location, event.description, ...event.tags].join(' · '),
  };
}

export interface SearchDocumentOptions extends Pick<AreaApiContext, 'db'> {
  now?: () => Date;
}

export async function searchDocumentRoutes(app: FastifyInstance, options: SearchDocumentOptions) {
  const store = new SubmissionStore(options.db);
  const now = options.now ?? (() => new Date());

  app.get(searchDocumentsPath, async () => {
    const calendar = await upcomingCalendar(store, now());
    return {
      documents: [
        ...activities.map(activitySearchDocument),
        ...restaurants.map(restaurantSearchDocument),
        // The guide's other places are found as restaurants or things to do, under one id each.
        ...downtownDirectoryPlaces.filter((place) => place.listedIn === null).map(downtownPlaceSearchDocument),
        ...calendar.map(eventSearchDocument),
      ],
    };
  });
}
