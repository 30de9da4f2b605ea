/** GET /api/conditions/weather/:place — the weather result of one of the two places. */
import type { FastifyInstance } from 'fastify';
import { declarePageFreshness } from '@estes/shared/server';
import { isWeatherPlace, weatherPlaces } from '../../src/domain/weather-result';
import type { WeatherService } from './weather-service';

export async function registerWeatherRoutes(app: FastifyInstance, service: WeatherService): Promise<void> {
  app.get<{ Params: { place: string } }>('/weather/:place', async (request, reply) => {
    const { place } = request.params;
    if (!isWeatherPlace(place)) {
      reply.code(404).header('cache-control', 'no-store');
      return {
        error: `No weather for "${place}". Weather is available for: ${weatherPlaces.join(', ')}.`,
      };
    }
    // Our own cache keeps the numbers for 10 minutes; browsers ask us, never the provider.
    reply.header('cache-control', 'no-cache');
    // A page showing it is built again within a minute, so a new reading (or the provider
    // coming back) shows soon after our own cache takes it.
    declarePageFreshness(reply, { maxAgeSeconds: 60 });
    return service.weather(place);
  });
}
