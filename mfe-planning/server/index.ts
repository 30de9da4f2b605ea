/**
 * The planning area's API, served by the site server under /api/planning/ from the live version: its
 * settings, its migrations, and one Fastify plugin per capability (`server/<capability>/`), each in
 * its own scope with its own tables: the newsletter sign-ups, the forms' submissions, the events
 * (their forms, the approved events and their photos), the
 * calendar's .ics files, My trip's items, what the site search finds, the retention job, and the
 * places' live facts from the places provider (decision 038), and the console's review queues
 * (decision 065).
 */
import type { AreaApi } from '@estes/shared/server';
import { planningSettings, type PlanningSettings } from './planning-settings';
import { planningMigrations } from './migrations';
import { eventRoutes } from './events/event-routes';
import { eventsCalendarRoutes } from './events-calendar/events-calendar-routes';
import { newsletterRoutes } from './newsletter/newsletter-routes';
import { placesRoutes } from './places';
import { retentionPlugin } from './retention/retention';
import { reviewConsoleRoutes } from './review-console/review-console-routes';
import { searchDocumentRoutes } from './site-index/search-documents';
import { PhotoRefusals } from './submissions/photo-refusals';
import { submissionRoutes } from './submissions/submission-routes';
import { tripRoutes } from './trips/trip-routes';

export const area = 'planning';

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi<PlanningSettings> = {
  area: 'planning',
  settings: planningSettings,
  migrations: planningMigrations,
  async routes(app, context) {
    await app.register(newsletterRoutes, context);
    // The forms' endpoints (their body parsers and error answers stay in their scope): the contact
    // and partner forms, and the events API (both event forms, the approved events, their photos).
    // The photo posts the events' queue refuses are named in the submissions' /healthz.
    const forms = {
      db: context.db,
      settings: context.settings,
      dataDir: context.dataDir,
      ...(context.pageDataChanged ? { pageDataChanged: context.pageDataChanged } : {}),
      ...context.areaSettings.submissions,
      photoRefusals: new PhotoRefusals(),
    };
    await app.register(submissionRoutes, {
      ...forms,
      ...(context.reportHealth ? { reportHealth: context.reportHealth } : {}),
    });
    await app.register(eventRoutes, forms);
    // The calendar's .ics downloads ('Add to calendar').
    await app.register(eventsCalendarRoutes, { db: context.db, settings: context.settings });
    // Activities, restaurants and upcoming events for the site search.
    await app.register(searchDocumentRoutes, { db: context.db });
    // My trip: a shared list's items, and its events as one calendar file (decision 032).
    await app.register(tripRoutes, { db: context.db, settings: context.settings });
    // Live facts about the directories' places from the places provider (PLACES_API_KEY).
    await app.register(placesRoutes, {
      places: context.areaSettings.places,
      ...(context.reportHealth ? { reportHealth: context.reportHealth } : {}),
    });
    // The console's review queues (decision 065): reached only through the shell's console,
    // which names the signed-in account; every change goes to the audit log.
    await app.register(reviewConsoleRoutes, {
      db: context.db,
      dataDir: context.dataDir,
      ...(context.pageDataChanged ? { pageDataChanged: context.pageDataChanged } : {}),
      ...(context.recordConsoleAction ? { recordConsoleAction: context.recordConsoleAction } : {}),
    });
    // What visitors sent is deleted when its time is up (README, Configuration; the privacy policy).
    await app.register(retentionPlugin, {
      db: context.db,
      dataDir: context.dataDir,
      settings: context.areaSettings.retention,
    });
  },
};
