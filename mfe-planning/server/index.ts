/**
 * The planning area's API, mounted by the site server under /api/planning/. Its tables come from its
 * migrations; the area's screens add their endpoints here.
 */
import type { AreaApi } from '@estes/shared/server';
import { newsletterMigrations } from './newsletter/newsletter-migrations';
import { registerNewsletterApi } from './newsletter/newsletter-routes';

export const planningApi: AreaApi = {
  area: 'planning',
  migrations: [...newsletterMigrations],
  async routes(app, context) {
    await registerNewsletterApi(app, context);
  },
};
