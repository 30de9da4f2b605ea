/**
 * The lodging area's API, served by the site server under /api/lodging/ from the live version.
 * It registers one Fastify plugin per capability:
 * - `offers/`: lodging from the booking partner (decision 036): the live search for the town,
 *   one property's content and offers, and the partner's health;
 * - `photos/`: the partner's photos of a property, served from our origin;
 * - `site-index/`: the property pages the sitemap lists, the site search finds and My trip
 *   shows (the team's places, and the partner's when it answers);
 * - `partner-links/`: the `/go/<kind>/<id>` partner links it owns (decision 033), with the
 *   table that counts their clicks; Book Now leads to the partner's page of a property, read from
 *   the same partner as the offers; and the console's Partner clicks figures (`console/…`,
 *   the shared `partnerClickConsoleRoutes` on the area's click table, decision 072).
 */
import { partnerClickConsoleRoutes, type AreaApi } from '@estes/shared/server';
import { lodgingSettings, type LodgingSettings } from './lodging-settings';
import { createLodgingPartner, offersRoutes } from './offers';
import { partnerLinkRoutes } from './partner-links';
import { partnerTargetName } from './partner-links/click-log';
import { photoRoutes } from './photos';
import { lodgingMigrations } from './partner-links/migrations';
import { siteIndexRoutes } from './site-index';

export const area = 'lodging';

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi<LodgingSettings> = {
  area: 'lodging',
  // The booking partner's Demand API (BOOKING_API_*): the area's own settings and secret.
  settings: lodgingSettings,
  migrations: [...lodgingMigrations],
  async routes(app, { areaSettings, db, settings, reportHealth }) {
    // One partner (one cache, one ceiling on calls) for every capability that reads it.
    const partner = createLodgingPartner(areaSettings.booking, app.log);
    const { booking } = areaSettings;
    await app.register(offersRoutes, { booking, partner, ...(reportHealth ? { reportHealth } : {}) });
    await app.register(photoRoutes, { partner });
    await app.register(siteIndexRoutes, { partner });
    await app.register(partnerLinkRoutes, { db, bookingPartnerUrl: settings.bookingPartnerUrl, partner, booking });
    // The console's Partner clicks page (decisions 067, 072), reached only through the shell's hand-over.
    partnerClickConsoleRoutes(app, { area: 'lodging', db, targetName: partnerTargetName, csvName: 'partner-clicks' });
  },
};
