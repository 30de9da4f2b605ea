/**
 * The downtown guide's events (`GET /api/planning/downtown-events`, the contract in
 * @estes/shared/api/planning/downtown-events): the calendar still to come at a downtown venue, read
 * from the calendar itself (its own events and approved submissions), so /downtown never keeps a
 * copy of an event's dates, time or place (docs/rules/planning.md#downtown-events).
 */
import type { FastifyInstance } from 'fastify';
import { declarePageFreshness, pageDataTags, serveEndpoint } from '@estes/shared/server';
import { paths } from '@estes/shared/core';
import {
  downtownEventsEndpoint,
  downtownEventsShown,
  type DowntownEvent,
} from '@estes/shared/api/planning/downtown-events';
import {
  datesConfirmed,
  eventDetailPath,
  formatEventDate,
  isDowntownVenue,
  sortByDate,
} from '../../src/domain/events-rules';
import type { SubmissionStore } from '../submissions/submission-store';
import { upcomingCalendar } from './upcoming-calendar';

type CalendarEntry = Awaited<ReturnType<typeof upcomingCalendar>>[number];

export function toDowntownEvent(event: CalendarEntry): DowntownEvent {
  // Approved submissions have one day only; the calendar's own may run over several.
  const endDate = 'endDate' in event ? event.endDate : undefined;
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    endDate: endDate ?? null,
    dateText: formatEventDate(event.date, endDate),
    datesConfirmed: datesConfirmed(event),
    time: event.time,
    venue: event.venue,
    category: event.category,
    description: event.description,
    recurring: event.recurring,
    path: eventDetailPath(event.id),
  };
}

export function downtownEventsRoute(app: FastifyInstance, store: SubmissionStore, now: () => Date) {
  serveEndpoint(app, downtownEventsEndpoint, async ({ reply }) => {
    const calendar = await upcomingCalendar(store, now());
    const events = sortByDate(calendar.filter((event) => isDowntownVenue(event.venue)))
      .slice(0, downtownEventsShown)
      .map(toDowntownEvent);
    reply.header('cache-control', 'no-cache');
    // An approval changes the list; so does the next day (an event that ended drops off).
    declarePageFreshness(reply, { maxAgeSeconds: 60, tags: [pageDataTags.approvedEvents] });
    return { events, calendarPath: paths.events() };
  });
}
