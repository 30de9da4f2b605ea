/**
 * The planning area's API, mounted by the site server under /api/planning/. Its tables come from its
 * migrations; the area's screens add their endpoints here.
 */
import type { AreaApi } from '@estes/shared/server';
import { submissionMigrations } from './submissions/migrations';
import { submissionRoutes } from './submissions/submission-routes';
import { submissionSettingsFrom } from './submissions/submission-settings';

export const planningApi: AreaApi = {
  area: 'planning',
  migrations: [...submissionMigrations],
  async routes(app, context) {
    // The forms' endpoints, in their own scope (their body parsers and error answers stay theirs).
    await app.register(submissionRoutes, {
      db: context.db,
      settings: context.settings,
      dataDir: context.dataDir,
      ...submissionSettingsFrom(process.env),
    });
  },
};
