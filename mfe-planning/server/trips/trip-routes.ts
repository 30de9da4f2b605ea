/**
 * My trip in the planning area (decision 032):
 * - `GET /api/planning/trip-items?refs=activity:id,restaurant:id,event:id` answers the
 *   TripItems of a shared link's references, built from the area's own data (unknown ones left
 *   out); an event is the site's own or an approved visitor submission, past ones included (a
 *   shared list may be kept after the day).
 * - `GET /api/planning/trip-calendar.ics?events=id,id` answers ONE calendar file with those
 *   events (My trip's "Add my events to a calendar"), in the order given; unknown ids are left
 *   out, none known is a 404, a malformed or too long list a 400.
 */
import type { FastifyInstance } from 'fastify';
import { paths } from '@estes/shared/core';
import {
  declarePageFreshness,
  maxSharedRefs,
  pageDataTags,
  readTripItemsRequest,
  serveEndpoint,
  type AreaApiContext,
  type TripItem,
} from '@estes/shared/server';
import { tripItemsEndpoint } from '@estes/shared/api/each-area/trip-items';
import { activities } from '../../src/data/activities';
import { eventSeeds } from '../../src/data/events';
import { restaurants } from '../../src/data/restaurants';
import { buildCalendarIcs } from '../../src/domain/events-ics';
import { eventDetailPath, parseDay } from '../../src/domain/events-rules';
import type { CalendarEvent } from '../../src/domain/events-types';
import { activityTripItem, eventTripItem, restaurantTripItem } from '../../src/domain/trip-items';
import { toApprovedEvent } from '../submissions/approved-events';
import { SubmissionStore } from '../submissions/submission-store';

export const tripCalendarPath = '/trip-calendar.ics';

type CalendarFileEvent = Pick<
  CalendarEvent,
  'id' | 'title' | 'date' | 'endDate' | 'time' | 'venue' | 'location' | 'description'
>;

export interface TripRoutesOptions extends Pick<AreaApiContext, 'db' | 'settings'> {
  now?: () => Date;
}

export async function tripRoutes(app: FastifyInstance, options: TripRoutesOptions) {
  const store = new SubmissionStore(options.db);
  const now = options.now ?? (() => new Date());
  const site = new URL(options.settings.siteUrl);

  /** An event of the calendar by id (a seed, or an approved submission with a readable date). */
  async function findEvent(id: string): Promise<CalendarFileEvent | undefined> {
    const seed = eventSeeds.find((event) => event.id === id);
    if (seed) return seed;
    if (!/^s[0-9a-f]{10}$/.test(id)) return undefined;
    const submission = await store.get(id);
    const isEvent = submission?.kind === 'event-listing' || submission?.kind === 'event-submission';
    if (!submission || !isEvent || submission.status !== 'approved') return undefined;
    const approved = toApprovedEvent(submission);
    return parseDay(approved.date) ? approved : undefined;
  }

  // A shared My trip link's activities, restaurants and events (the endpoint My trip calls every area with).
  serveEndpoint(app, tripItemsEndpoint('planning'), async ({ request, reply }) => {
    const asked = readTripItemsRequest(request.query, ['activity', 'restaurant', 'event']);
    if (!asked.ok) {
      reply.code(400);
      return { ok: false, message: asked.message };
    }
    const items: TripItem[] = [];
    for (const ref of asked.refs) {
      if (ref.kind === 'activity') {
        const activity = activities.find((entry) => entry.id === ref.id);
        if (activity) items.push(activityTripItem(activity, paths));
      } else if (ref.kind === 'restaurant') {
        const restaurant = restaurants.find((entry) => entry.id === ref.id);
        if (restaurant) items.push(restaurantTripItem(restaurant, paths));
      } else {
        const event = await findEvent(ref.id);
        if (event) items.push(eventTripItem(event));
      }
    }
    // Events can be approved at any time: a page built from this answer follows them.
    declarePageFreshness(reply, { maxAgeSeconds: 60, tags: [pageDataTags.approvedEvents] });
    return { items };
  });

  app.get<{ Querystring: { events?: unknown } }>(tripCalendarPath, async (request, reply) => {
    const raw = request.query.events;
    const value = typeof raw === 'string' ? raw : '';
    const ids = value.split(',').filter((id) => id !== '');
    if (ids.length === 0 || ids.length > maxSharedRefs || ids.some((id) => !/^[a-z0-9-]{1,80}$/.test(id))) {
      return reply.code(400).send({
        ok: false,
        message: `events must list 1 to ${maxSharedRefs} event ids separated by commas, e.g. ?events=elk-fest-2027`,
      });
    }
    const events: { event: CalendarFileEvent; url: string }[] = [];
    for (const id of new Set(ids)) {
      const event = await findEvent(id);
      if (event) events.push({ event, url: new URL(eventDetailPath(event.id), site).toString() });
    }
    if (events.length === 0)
      return reply.code(404).send({ ok: false, message: 'None of these events is on the calendar.' });
    reply.header('content-disposition', 'attachment; filename="my-trip-events.ics"');
    reply.header('cache-control', 'no-cache');
    return reply.type('text/calendar; charset=utf-8').send(buildCalendarIcs(events, { now: now(), host: site.host }));
  });
}
