/**
 * The planning area's API, served by the site server under /api/planning/ from the live version: the newsletter
 * sign-ups, the forms' submissions, the calendar's .ics files and what the site search finds, each in
 * its own scope with its own tables.
 */
import type { AreaApi } from '@estes/shared/server';
import { planningSettings, type PlanningSettings } from './planning-settings';
import { eventsCalendarRoutes } from './events-calendar-routes';
import { planningMigrations } from './migrations';
import { searchDocumentRoutes } from './search-documents';
import { tripRoutes } from './trip-routes';
import { registerNewsletterApi } from './newsletter/newsletter-routes';
import { scheduleRetention } from './retention/retention';
import { submissionRoutes } from './submissions/submission-routes';

export const area = 'planning';

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi<PlanningSettings> = {
  area: 'planning',
  settings: planningSettings,
  migrations: planningMigrations,
  async routes(app, context) {
    await registerNewsletterApi(app, context);
    // The forms' endpoints, in their own scope (their body parsers and error answers stay theirs).
    await app.register(submissionRoutes, {
      db: context.db,
      settings: context.settings,
      dataDir: context.dataDir,
      ...context.areaSettings.submissions,
    });
    // The calendar's .ics downloads ('Add to calendar').
    await app.register(eventsCalendarRoutes, { db: context.db, settings: context.settings });
    // Activities, restaurants and upcoming events for the site search.
    await app.register(searchDocumentRoutes, { db: context.db });
    // My trip: a shared list's items, and its events as one calendar file (decision 032).
    await app.register(tripRoutes, { db: context.db, settings: context.settings });
    // What visitors sent is deleted when its time is up (README, Configuration; the privacy policy).
    scheduleRetention(app, {
      db: context.db,
      dataDir: context.dataDir,
      settings: context.areaSettings.retention,
    });
  },
};
