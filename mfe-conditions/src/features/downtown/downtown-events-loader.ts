/**
 * The calendar's events downtown (`GET /api/planning/downtown-events`, its contract in
 * @estes/shared/api/planning/downtown-events): what the downtown guide shows, never a copy of its own.
 * Loaded by the page's loader on demand, so the contract's zod check is not in the first load.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, type EndpointResult } from '@estes/shared/api';
import { downtownEventsEndpoint, type DowntownEventsAnswer } from '@estes/shared/api/planning/downtown-events';

export function fetchDowntownEvents(api: SiteApi, signal?: AbortSignal): Promise<EndpointResult<DowntownEventsAnswer>> {
  return callEndpoint(api, downtownEventsEndpoint, signal ? { signal } : {});
}
