/**
 * GET /api/conditions/webcams/status: each camera's state, defined once for the server's route
 * (server/places) and the webcams page's loader and refreshes. An entry the page cannot read is
 * left out (`parseWebcamStatuses`), so one odd camera never hides the others.
 */
import type { SiteApi } from '@estes/shared';
import { answerReader, callEndpoint, defineEndpoint } from '@estes/shared/api';
import { parseWebcamStatuses, type WebcamStatus } from '../domain/webcams';

export const getWebcamStatusesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conditions/webcams/status',
  response: answerReader((body): { cameras: WebcamStatus[] } => ({ cameras: parseWebcamStatuses(body) })),
});

/** Fetches the cameras' states from our API; throws when they cannot be read. */
export async function fetchWebcamStatuses(api: SiteApi, signal?: AbortSignal): Promise<WebcamStatus[]> {
  const answer = await callEndpoint(api, getWebcamStatusesEndpoint, signal ? { signal } : {});
  if (!answer.ok) throw new Error(`Failed to load the webcams' status (${answer.status}): ${answer.message}`);
  return answer.data.cameras;
}
