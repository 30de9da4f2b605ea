/**
 * The lodging area's API, served by the site server under /api/lodging/ from the live version.
 * It registers one Fastify plugin per capability:
 * - `site-index/`: the property pages the sitemap lists, the site search finds and My trip
 *   shows (the listings are built into the area);
 * - `partner-links/`: the `/go/<kind>/<id>` partner links it owns (decision 033), with the
 *   table that counts their clicks.
 */
import type { AreaApi } from '@estes/shared/server';
import { noAreaSettings } from '@estes/shared/server';
import { partnerLinkRoutes } from './partner-links';
import { lodgingMigrations } from './partner-links/migrations';
import { siteIndexRoutes } from './site-index';

export const area = 'lodging';

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi = {
  area: 'lodging',
  // Its listings are built in and its partner link is a public site setting: no variable of its own.
  settings: noAreaSettings,
  migrations: [...lodgingMigrations],
  async routes(app, context) {
    await app.register(siteIndexRoutes);
    await app.register(partnerLinkRoutes, { db: context.db, bookingPartnerUrl: context.settings.bookingPartnerUrl });
  },
};
