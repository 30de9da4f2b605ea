/**
 * GET /api/conditions/park-alerts — the park's current alerts from the National Park Service and
 * the National Weather Service, each source's state (live, or unavailable and why), the most
 * severe alert, and Trail Ridge Road's status when an alert names it.
 */
import type { FastifyInstance } from 'fastify';
import { declarePageFreshness } from '@estes/shared/server';
import type { ParkAlertsService } from './park-alerts-service';

export async function registerParkAlertsRoutes(app: FastifyInstance, service: ParkAlertsService): Promise<void> {
  app.get('/park-alerts', async (_request, reply) => {
    const { result, freshForSeconds } = await service.alerts();
    // Browsers ask us, never the providers; our cache decides how often they are asked.
    reply.header('cache-control', 'no-cache');
    // A page showing the alerts is built again when the first source is due to be asked again.
    declarePageFreshness(reply, { maxAgeSeconds: freshForSeconds });
    return result;
  });
}
