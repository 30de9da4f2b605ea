/**
 * GET /api/conditions/park-alerts — the park's current alerts from the National Park Service and
 * the National Weather Service, each source's state (live, or unavailable and why), the most
 * severe alert, and Trail Ridge Road's status when an alert names it. The endpoint is defined once,
 * in src/api/get-park-alerts.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { declarePageFreshness, serveEndpoint, type AreaApiContext } from '@estes/shared/server';
import { getParkAlertsEndpoint } from '../../src/api/get-park-alerts';
import { createParkAlertsService, type ParkAlertsService, type ParkAlertsServiceOptions } from './park-alerts-service';

export type ParkAlertsRoutesOptions = (
  | Pick<ParkAlertsServiceOptions, 'npsApiKey' | 'npsApiUrl' | 'nwsApiUrl' | 'nwsUserAgent'>
  | { service: ParkAlertsService }
) & {
  /** Where the sources' health is reported (the site's health page). */
  reportHealth?: AreaApiContext['reportHealth'];
};

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The park-alerts capability: both sources' clients with their cache, the route and its health. */
export const parkAlertsRoutes: FastifyPluginAsync<ParkAlertsRoutesOptions> = async (app, options) => {
  const service =
    'service' in options
      ? options.service
      : createParkAlertsService({
          npsApiKey: options.npsApiKey,
          npsApiUrl: options.npsApiUrl,
          nwsApiUrl: options.nwsApiUrl,
          nwsUserAgent: options.nwsUserAgent,
          onSourceError: (source, error) =>
            app.log.warn({ source, reason: reasonOf(error) }, 'park alerts source failed'),
        });
  options.reportHealth?.('park-alerts', async () => service.health());

  serveEndpoint(app, getParkAlertsEndpoint, async ({ reply }) => {
    const { result, freshForSeconds } = await service.alerts();
    // Browsers ask us, never the providers; our cache decides how often they are asked.
    reply.header('cache-control', 'no-cache');
    // A page showing the alerts is built again when the first source is due to be asked again.
    declarePageFreshness(reply, { maxAgeSeconds: freshForSeconds });
    return result;
  });
};
