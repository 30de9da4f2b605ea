/**
 * The calendar the page lists: the site's own events and the visitor submissions a person
 * approved (GET /api/planning/events/approved, `api/approved-events.ts`, parsed at this edge). When that answer fails
 * or is malformed the calendar still shows the site's own events. The schema (zod) is fetched
 * when the loader runs, so it is not in the page's first load: on the server it is at hand, in
 * the browser it is needed only for a client-side navigation.
 */
import type { SiteApi } from '@estes/shared';
import { eventScenes } from '../../data/event-images';
import { eventSeeds, type EventScene } from '../../data/events';
import { filterOfCategory } from '../../domain/events-rules';
import type { CalendarEvent } from '../../domain/events-types';
import type { ApprovedEvent } from '../../domain/approved-event';

export const siteEvents: readonly CalendarEvent[] = eventSeeds.map(({ scene, ...event }) => ({
  ...event,
  image: eventScenes[scene],
}));

const sceneOfFilter: Record<string, EventScene> = {
  festivals: 'festival',
  food: 'festival',
  music: 'concert',
  sports: 'rodeo',
  arts: 'town',
  family: 'lake',
  outdoor: 'meadow',
};

export function fromApproved(event: ApprovedEvent): CalendarEvent {
  // With its own pixel size (re-encoded on arrival), so the card reserves its exact shape.
  const photo = event.photos[0];
  const fallback = eventScenes[sceneOfFilter[filterOfCategory(event.category) ?? ''] ?? 'town'];
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    time: event.time || 'See organizer for times',
    location: event.location,
    venue: event.venue,
    category: event.category,
    description: event.description,
    image: photo
      ? { src: photo.src, alt: `Photo of ${event.title} from its organizer`, width: photo.width, height: photo.height }
      : fallback,
    price: event.price,
    organizer: event.organizer,
    featured: event.featured,
    recurring: event.recurring,
    tags: event.tags,
    ...(event.website ? { website: event.website } : {}),
  };
}

export async function loadApprovedEvents(api: SiteApi, timeoutMs = 3000): Promise<CalendarEvent[]> {
  try {
    // The endpoint's module (and its zod schema) is fetched with the loader; a failure leaves [].
    const { fetchApprovedEvents } = await import(
      /* webpackChunkName: "planning-approved-event" */ '../../api/approved-events'
    );
    const approved = await fetchApprovedEvents(api, AbortSignal.timeout(timeoutMs));
    return approved.filter((event) => /^\d{4}-\d{2}-\d{2}$/.test(event.date)).map(fromApproved);
  } catch {
    return [];
  }
}
