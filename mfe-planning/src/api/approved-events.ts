/**
 * GET /api/planning/events/approved: the visitor events a person approved, defined once for the
 * server (`server/events/event-routes.ts` serves it) and the calendar's loaders (this
 * client). The module carries zod, so the calendar fetches it with its loader, never with a
 * page's first load.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, defineEndpoint } from '@estes/shared/api';
import { approvedEventsResponseSchema, type ApprovedEvent } from '../domain/approved-event';

export const approvedEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/planning/events/approved',
  response: approvedEventsResponseSchema,
});

/** The approved events, or [] when the answer fails or is not in the expected form. */
export async function fetchApprovedEvents(api: SiteApi, signal: AbortSignal): Promise<ApprovedEvent[]> {
  const result = await callEndpoint(api, approvedEventsEndpoint, { signal });
  return result.ok ? result.data.events : [];
}
