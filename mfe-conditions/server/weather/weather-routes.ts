/**
 * GET /api/conditions/weather/:place — the weather result of one of the two places (the endpoint
 * is defined once, in src/api/get-weather.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { declarePageFreshness, serveEndpoint } from '@estes/shared/server';
import { getWeatherEndpoint } from '../../src/api/get-weather';
import { isWeatherPlace, weatherPlaces } from '../../src/domain/weather-result';
import { createWeatherService, type WeatherService } from './weather-service';

export interface WeatherRoutesOptions {
  /** WEATHER_API_KEY: without it every place answers "no live reading". */
  apiKey?: string | undefined;
  /** WEATHER_API_URL; the public One Call 3.0 address by default. */
  baseUrl?: string | undefined;
  /** A service of its own (tests); otherwise one is made from the key and address. */
  service?: WeatherService;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The weather capability: the provider's client with its cache, and its one route. */
export const weatherRoutes: FastifyPluginAsync<WeatherRoutesOptions> = async (app, options) => {
  const service =
    options.service ??
    createWeatherService({
      apiKey: options.apiKey,
      baseUrl: options.baseUrl,
      onProviderError: (place, error) => app.log.warn({ place, reason: reasonOf(error) }, 'weather provider failed'),
    });

  serveEndpoint(app, getWeatherEndpoint, async ({ params: { place }, reply }) => {
    if (!isWeatherPlace(place)) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: `No weather for "${place}". Weather is available for: ${weatherPlaces.join(', ')}.` });
    }
    // Our own cache keeps the numbers for 10 minutes; browsers ask us, never the provider.
    reply.header('cache-control', 'no-cache');
    // A page showing it is built again within a minute, so a new reading (or the provider
    // coming back) shows soon after our own cache takes it.
    declarePageFreshness(reply, { maxAgeSeconds: 60 });
    return service.weather(place);
  });
};
