/**
 * Head metadata of the planning area's routes: the one source the site server renders into
 * the HTML and the shell applies on client-side navigation.
 */
import { paths, type AreaRouteMeta } from '@estes/shared';
import { simplePageMeta } from '@estes/shared/seo';
import { eventDatesText } from '@estes/shared/planning/event-dates';
import { datesConfirmed, eventDetailPath, formatEventDate } from './domain/events-rules';
import type { CalendarEvent } from './domain/events-types';
import { eventStructuredData, shortDescription } from './features/events/events-seo';
import { restaurantStructuredData, type RestaurantSeo } from './features/restaurants/restaurant-seo';

export const routeMeta: AreaRouteMeta<'planning'> = {
  'planning.tripPlanning': (context) =>
    simplePageMeta(context, {
      title: 'Plan Your Estes Park Trip: Custom Itineraries & Packages',
      description:
        'Get a free custom Estes Park itinerary from locals, compare trip packages for Rocky Mountain National Park, and find planning resources. Replies within 24 hours.',
      keywords: ['Estes Park trip planning', 'Rocky Mountain National Park itinerary', 'Estes Park vacation packages'],
      crumb: 'Trip Planning',
    }),
  'planning.events': (context) => {
    // One Event per event the page lists (and the open one), from the loader's page of events.
    const extraStructuredData = eventStructuredData(context, listedEvents(context.data));
    const open = openEvent(context.data);
    if (open) {
      // An event's detail is a page of its own (the sitemap lists it): its own title and URL.
      return simplePageMeta(
        { ...context, canonicalPath: eventDetailPath(open.id) },
        {
          title: `${open.title} in Estes Park: ${eventDatesText(formatEventDate(open.date, open.endDate), datesConfirmed(open))}`,
          description: shortDescription(open.description, 155),
          keywords: ['Estes Park events', open.title, `${open.category} Estes Park`],
          crumb: open.title,
          parents: [{ name: 'Events', path: paths.events() }],
          extraStructuredData,
        },
      );
    }
    return simplePageMeta(context, {
      title: 'Estes Park Events Calendar',
      description:
        'Festivals, concerts, markets, workshops and family events in Estes Park, Colorado, with dates, venues and prices.',
      keywords: ['Estes Park events', 'Estes Park festivals', 'things to do this weekend Estes Park'],
      crumb: 'Events',
      extraStructuredData,
    });
  },
  'planning.submitEvent': (context) =>
    simplePageMeta(context, {
      title: 'Submit an Event in Estes Park',
      description:
        'List your Estes Park event for free: festivals, concerts, workshops, markets and family events, reviewed by a person within 48 hours.',
      keywords: ['submit event Estes Park', 'Estes Park event listing', 'promote event Estes Park'],
      crumb: 'Submit an Event',
    }),
  'planning.partner': (context) =>
    simplePageMeta(context, {
      title: 'Partner With Estes Park Guide',
      description:
        'Reach travelers planning Estes Park and Rocky Mountain National Park trips: partnerships for lodging, restaurants, activities, events and advertisers.',
      keywords: ['Estes Park advertising', 'Estes Park business partnership', 'tourism marketing Estes Park'],
      crumb: 'Partner With Us',
    }),
  'planning.newsletter': (context) =>
    simplePageMeta(context, {
      title: 'The Estes Insider Newsletter: Local Tips & Deals',
      description:
        'Join The Estes Insider for free local tips, seasonal guides, event picks and lodging deals for Estes Park and Rocky Mountain National Park.',
      keywords: ['Estes Park newsletter', 'Estes Park deals', 'Rocky Mountain National Park tips'],
      crumb: 'Newsletter',
    }),
  // The welcome page after a sign-up thanks a subscriber: not a page for search engines
  // (docs/rules/planning.md#welcome-page), and not in the sitemap.
  'planning.thankYou': (context) => ({
    ...simplePageMeta(context, {
      title: 'Welcome to The Estes Insider',
      description:
        'Thank you for subscribing to The Estes Insider, the free Estes Park newsletter with local tips, seasonal guides and deals.',
      keywords: ['Estes Insider', 'Estes Park newsletter'],
      crumb: 'Welcome',
    }),
    indexable: false,
  }),
  'planning.thingsToDo': (context) =>
    simplePageMeta(context, {
      title: 'Things to Do in Estes Park & Rocky Mountain National Park',
      description:
        'Outdoor adventures, tours, wildlife watching, shopping and entertainment in Estes Park, with ratings, prices, difficulty and the best time to go.',
      keywords: ['things to do in Estes Park', 'Estes Park activities', 'Rocky Mountain National Park hikes'],
      crumb: 'Things to Do',
      schemaType: 'CollectionPage',
    }),
  'planning.restaurants': (context) =>
    simplePageMeta(context, {
      title: 'Estes Park Restaurants: Where to Eat',
      description:
        'Find Estes Park restaurants by cuisine and price: breakfast spots, patios, steakhouses, breweries and family-friendly dining near Rocky Mountain National Park.',
      keywords: ['Estes Park restaurants', 'where to eat Estes Park', 'Estes Park dining'],
      crumb: 'Restaurants',
      schemaType: 'CollectionPage',
      // One Restaurant per listed entry, from the loader's summary (restaurant-seo.ts).
      extraStructuredData: restaurantStructuredData(
        context,
        (context.data as { seo?: RestaurantSeo[] } | undefined)?.seo ?? [],
      ),
    }),
};

type EventsMetaData = { events?: CalendarEvent[]; selected?: CalendarEvent | null } | undefined;

const openEvent = (data: unknown): CalendarEvent | undefined => (data as EventsMetaData)?.selected ?? undefined;

function listedEvents(data: unknown): CalendarEvent[] {
  const events = (data as EventsMetaData)?.events ?? [];
  const selected = openEvent(data);
  return selected && !events.some((event) => event.id === selected.id) ? [...events, selected] : events;
}
