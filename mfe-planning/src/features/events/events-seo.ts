/**
 * Event markup (schema.org Event) for the events a /events page lists, built in the head from
 * the loader's page of events (as restaurant-seo.ts does for restaurants). Descriptions are
 * cut to a sentence or two: search engines show no more, and the head stays small.
 */
import type { RouteMetaContext, StructuredData } from '@estes/shared';
import { absoluteUrl } from '@estes/shared/seo';
import { mountainIsoDateTime } from '@estes/shared/mountain-time';
import { clockTimesOf } from '../../domain/events-ics';
import { eventDetailPath, parseDay } from '../../domain/events-rules';
import type { CalendarEvent } from '../../domain/events-types';

/** '2027-10-02T10:00:00-06:00' when the time text has a clock time, else the day. */
export function isoStart(date: string, time: string, which: 0 | 1 = 0): string {
  const day = parseDay(date);
  const clock = clockTimesOf(time)[which];
  if (!day || !clock) return date;
  return mountainIsoDateTime({ ...day, hour: clock[0], minute: clock[1] });
}

/** At most `max` characters, ending at a sentence (or a word) boundary. */
export function shortDescription(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > max / 2) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Free → 0; otherwise the first dollar amount; undefined when the text names none. */
export function priceOf(text: string): number | undefined {
  if (/^\s*free\b/i.test(text)) return 0;
  const match = /\$\s*(\d+(?:\.\d{1,2})?)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

export function streetAddressOf(location: string): { streetAddress: string; postalCode?: string } {
  const match = /^(.*?),\s*Estes Park,\s*CO(?:\s+(\d{5}))?$/i.exec(location.trim());
  if (!match?.[1]) return { streetAddress: location };
  return { streetAddress: match[1], ...(match[2] ? { postalCode: match[2] } : {}) };
}

/**
 * Only an event whose dates, time and place have a recorded source is published (issue 30:
 * structured data says nothing unsourced); the calendar's own events record none today.
 */
export const hasRecordedSource = (event: CalendarEvent): boolean =>
  event.source !== undefined && 'recorded' in event.source;

export function eventStructuredData(context: RouteMetaContext, events: readonly CalendarEvent[]): StructuredData[] {
  const { settings } = context;
  return events.filter(hasRecordedSource).map((event) => {
    const price = priceOf(event.price);
    const pageUrl = absoluteUrl(settings, eventDetailPath(event.id));
    const lastDay = event.endDate ?? event.date;
    const hasEndClock = clockTimesOf(event.time).length > 1;
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      startDate: isoStart(event.date, event.time),
      endDate: hasEndClock ? isoStart(lastDay, event.time, 1) : lastDay,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: event.venue,
        address: {
          '@type': 'PostalAddress',
          ...streetAddressOf(event.location),
          addressLocality: 'Estes Park',
          addressRegion: 'CO',
          addressCountry: 'US',
        },
      },
      description: shortDescription(event.description),
      image: absoluteUrl(settings, event.image.src),
      offers: {
        '@type': 'Offer',
        ...(price === undefined ? {} : { price, priceCurrency: 'USD' }),
        description: event.price,
        url: event.website ?? pageUrl,
      },
      organizer: { '@type': 'Organization', name: event.organizer, ...(event.website ? { url: event.website } : {}) },
      url: pageUrl,
    };
  });
}
