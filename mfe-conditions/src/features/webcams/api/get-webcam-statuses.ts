/** GET /api/conditions/webcams/status: each camera's state, for the webcams page and its refreshes. */
import type { SiteApi } from '@estes/shared';
import { parseWebcamStatuses, type WebcamStatus } from '../../../domain/webcams';

export const webcamStatusPath = '/api/conditions/webcams/status';

/** Fetches the cameras' states from our API; throws when it cannot be read. */
export async function fetchWebcamStatuses(api: SiteApi, signal?: AbortSignal): Promise<WebcamStatus[]> {
  const response = await api(webcamStatusPath, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`Failed to load the webcams' status (${response.status})`);
  return parseWebcamStatuses(await response.json());
}
