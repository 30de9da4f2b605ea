/**
 * The conditions area's API, served by the site server under /api/conditions/ from the live
 * version. Its tables come from its migrations; each capability is a Fastify plugin in its own
 * folder (decision 034), registered here with its settings:
 * - `weather/`: the two places' weather from the provider, cached;
 * - `park-alerts/`: the park's alerts from the NPS and the NWS, cached, with their health;
 * - `places/`: the webcams' status and pictures, and the downtown map's stylesheet;
 * - `timed-entry/`: the .ics of the moments timed-entry permits for a visitor's days go on sale;
 * - `partner-links/`: a downtown hotel's Book Now, `/go/downtown-hotel/<id>` (decision 033),
 *   counted in `conditions_outbound_clicks` and sent to the site's booking partner; and the
 *   console's page of those clicks (`console/partner-clicks…`, the shared
 *   `partnerClickConsoleRoutes` on the area's click table, decision 072), reached only through
 *   the shell's hand-over.
 */
import { partnerClickConsoleRoutes, type AreaApi } from '@estes/shared/server';
import { checkDataFiles } from '../src/data/data-schemas';
import { conditionsSettings, type ConditionsSettings } from './conditions-settings';
import { nwsUserAgent } from './park-alerts/nws-alerts-client';
import { parkAlertsRoutes } from './park-alerts/park-alerts-routes';
import { conditionsOutboundMigrations, partnerLinkRoutes } from './partner-links/outbound-links';
import { placeRoutes } from './places';
import { searchDocumentRoutes } from './site-index/search-documents';
import { reminderRoutes } from './timed-entry/reminders-routes';
import { weatherRoutes } from './weather/weather-routes';

export const area = 'conditions';

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi<ConditionsSettings> = {
  area: 'conditions',
  settings: conditionsSettings,
  migrations: [...conditionsOutboundMigrations],
  async routes(app, { areaSettings, db, settings, reportHealth }) {
    // The data files the pages and these routes read, against their shapes: a bad one stops the version.
    checkDataFiles();
    await app.register(weatherRoutes, areaSettings.weather);
    await app.register(parkAlertsRoutes, {
      ...areaSettings.parkAlerts,
      nwsUserAgent: nwsUserAgent(settings),
      ...(reportHealth ? { reportHealth } : {}),
    });
    await app.register(placeRoutes, { webcamImageBaseUrl: areaSettings.webcamImageBaseUrl });
    await app.register(searchDocumentRoutes);
    await app.register(reminderRoutes);
    await app.register(partnerLinkRoutes, { db, bookingPartnerUrl: settings.bookingPartnerUrl });
    // The console's Retired hotel links page (decision 072): every signed-in role may read it.
    partnerClickConsoleRoutes(app, { area: 'conditions', db, csvName: 'retired-hotel-link-clicks' });
  },
};
