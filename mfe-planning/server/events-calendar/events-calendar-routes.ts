/**
 * 'Add to calendar': GET /api/planning/events/:id.ics answers one event of the calendar (the
 * site's own, or an approved visitor submission) as an iCalendar file to download.
 * GET /api/planning/sitemap-entries lists every event still to come by its own page
 * (/events?event=<id>) for /sitemap.xml. GET /api/planning/downtown-events answers the
 * downtown guide's events (downtown-events.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sitemapEntriesPath, type AreaApiContext, type SitemapEntry } from '@estes/shared/server';
import { eventSeeds } from '../../src/data/events';
import { buildEventIcs, icsFileName } from '../../src/domain/events-ics';
import { eventDetailPath } from '../../src/domain/events-rules';
import { toApprovedEvent } from '../submissions/approved-events';
import { SubmissionStore } from '../submissions/submission-store';
import { downtownEventsRoute } from './downtown-events';
import { upcomingCalendar } from './upcoming-calendar';

export interface EventsCalendarOptions extends Pick<AreaApiContext, 'db' | 'settings'> {
  now?: () => Date;
}

export async function eventsCalendarRoutes(app: FastifyInstance, options: EventsCalendarOptions) {
  const store = new SubmissionStore(options.db);
  const now = options.now ?? (() => new Date());
  const site = new URL(options.settings.siteUrl);

  // The downtown guide's events, read from this calendar (never a copy in the guide).
  downtownEventsRoute(app, store, now);

  app.get(sitemapEntriesPath, async (): Promise<{ entries: SitemapEntry[] }> => {
    const entries = (await upcomingCalendar(store, now())).map((event) => ({
      path: eventDetailPath(event.id),
      ...('lastModified' in event ? { lastModified: event.lastModified } : {}),
    }));
    return { entries };
  });

  app.get<{ Params: { file: string } }>('/events/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,80})\.ics$/.exec(request.params.file);
    const id = match?.[1];
    if (!id) return reply.code(404).send({ ok: false, message: 'No such event.' });
    type IcsEvent = Parameters<typeof buildEventIcs>[0];
    let event: IcsEvent | undefined = eventSeeds.find((event) => event.id === id);
    if (!event && /^s[0-9a-f]{10}$/.test(id)) {
      const submission = await store.get(id);
      const isEvent = submission?.kind === 'event-listing' || submission?.kind === 'event-submission';
      if (submission && isEvent && submission.status === 'approved') {
        const approved = toApprovedEvent(submission);
        if (/^\d{4}-\d{2}-\d{2}$/.test(approved.date)) event = approved;
      }
    }
    if (!event) return reply.code(404).send({ ok: false, message: 'No such event.' });
    const body = buildEventIcs(event, {
      now: now(),
      host: site.host,
      url: new URL(`/events?event=${encodeURIComponent(event.id)}`, site).toString(),
    });
    reply.header('content-disposition', `attachment; filename="${icsFileName(event)}"`);
    reply.header('cache-control', 'no-cache');
    return reply.type('text/calendar; charset=utf-8').send(body);
  });
}
