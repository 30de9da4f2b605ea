/**
 * GET /api/conditions/park-alerts: the park's current alerts, read by the weather page and the
 * home weather card (in-process on the server, same origin in the browser).
 */
import type { SiteApi, SiteApiPath } from '@estes/shared';
import { parseParkAlertsResult, type ParkAlertsResult } from '../../../domain/park-alerts';

export const parkAlertsApiPath: SiteApiPath = '/api/conditions/park-alerts';

/** Fetches the park alerts from our API; throws when it cannot be read. */
export async function fetchParkAlerts(api: SiteApi, signal?: AbortSignal): Promise<ParkAlertsResult> {
  const response = await api(parkAlertsApiPath, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`Failed to load park alerts (${response.status})`);
  return parseParkAlertsResult(await response.json());
}
