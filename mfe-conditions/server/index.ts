/**
 * The conditions area's API, mounted by the site server under /api/conditions/. Its tables come from its
 * migrations; the area's screens add their endpoints here.
 */
import type { AreaApi } from '@estes/shared/server';
import { registerWeatherRoutes } from './weather/weather-routes';
import { createWeatherService } from './weather/weather-service';

export const conditionsApi: AreaApi = {
  area: 'conditions',
  migrations: [],
  async routes(app, { secrets }) {
    const weatherService = createWeatherService({
      apiKey: secrets.weatherApiKey,
      baseUrl: secrets.weatherApiUrl,
      onProviderError: (place, error) =>
        app.log.warn(
          { place, reason: error instanceof Error ? error.message : String(error) },
          'weather provider failed',
        ),
    });
    await registerWeatherRoutes(app, weatherService);
  },
};
