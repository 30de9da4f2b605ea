/**
 * GET /api/conditions/park-alerts: the park's current alerts, defined once for the server's route
 * (server/park-alerts) and the weather page's and home weather card's loaders and refreshes.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, defineEndpoint } from '@estes/shared/api';
import { parkAlertsResultSchema, type ParkAlertsResult } from '../domain/park-alerts-schema';

export { parseParkAlertsResult } from '../domain/park-alerts-schema';

export const getParkAlertsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conditions/park-alerts',
  response: parkAlertsResultSchema,
});

/** Fetches the park alerts from our API; throws when they cannot be read. */
export async function fetchParkAlerts(api: SiteApi, signal?: AbortSignal): Promise<ParkAlertsResult> {
  const answer = await callEndpoint(api, getParkAlertsEndpoint, signal ? { signal } : {});
  if (!answer.ok) throw new Error(`Failed to load park alerts (${answer.status}): ${answer.message}`);
  return answer.data;
}
