/**
 * The conditions area's API, served by the site server under /api/conditions/ from the live version. Its tables come from its
 * migrations; the area's screens add their endpoints here, and the downtown places the site search finds.
 */
import type { AreaApi } from '@estes/shared/server';
import { registerPlaceRoutes } from './places';
import { registerSearchDocumentRoutes } from './search-documents';
import { registerWeatherRoutes } from './weather/weather-routes';
import { createWeatherService } from './weather/weather-service';

export const area = 'conditions';

/** The area's API, deployed with its pages as one version (the `api.cjs` of its server build). */
export const areaApi: AreaApi = {
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
    await registerPlaceRoutes(app, { webcamImageBaseUrl: secrets.webcamImageBaseUrl });
    await registerSearchDocumentRoutes(app);
  },
};
