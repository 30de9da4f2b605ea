/**
 * The conditions area's API, served by the site server under /api/conditions/ from the live version. Its tables come from its
 * migrations; the area's screens add their endpoints here, and the downtown places the site search finds.
 * A downtown hotel's Book Now is `/go/downtown-hotel/<id>` (decision 033): the click is counted
 * in `conditions_outbound_clicks` and the visitor sent to the site's booking partner, labelled
 * with the hotel.
 */
import { registerOutboundRoutes, type AreaApi } from '@estes/shared/server';
import { conditionsSettings, type ConditionsSettings } from './conditions-settings';
import { conditionsOutboundMigrations, downtownHotelResolver } from './outbound-links';
import { nwsUserAgent } from './park-alerts/nws-alerts-client';
import { registerParkAlertsRoutes } from './park-alerts/park-alerts-routes';
import { createParkAlertsService } from './park-alerts/park-alerts-service';
import { registerPlaceRoutes } from './places';
import { registerSearchDocumentRoutes } from './search-documents';
import { registerWeatherRoutes } from './weather/weather-routes';
import { createWeatherService } from './weather/weather-service';

export const area = 'conditions';

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi<ConditionsSettings> = {
  area: 'conditions',
  settings: conditionsSettings,
  migrations: [...conditionsOutboundMigrations],
  async routes(app, { areaSettings, db, settings, reportHealth }) {
    const weatherService = createWeatherService({
      apiKey: areaSettings.weather.apiKey,
      baseUrl: areaSettings.weather.baseUrl,
      onProviderError: (place, error) => app.log.warn({ place, reason: reasonOf(error) }, 'weather provider failed'),
    });
    await registerWeatherRoutes(app, weatherService);
    const parkAlertsService = createParkAlertsService({
      ...areaSettings.parkAlerts,
      nwsUserAgent: nwsUserAgent(settings),
      onSourceError: (source, error) => app.log.warn({ source, reason: reasonOf(error) }, 'park alerts source failed'),
    });
    await registerParkAlertsRoutes(app, parkAlertsService);
    reportHealth?.('park-alerts', async () => parkAlertsService.health());
    await registerPlaceRoutes(app, { webcamImageBaseUrl: areaSettings.webcamImageBaseUrl });
    await registerSearchDocumentRoutes(app);
    await registerOutboundRoutes(app, {
      area: 'conditions',
      db,
      resolvers: { 'downtown-hotel': downtownHotelResolver(settings.bookingPartnerUrl) },
    });
  },
};
