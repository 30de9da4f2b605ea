/**
 * The lodging area's places to stay downtown (`GET /api/lodging/downtown-stays`, its contract in
 * @estes/shared/api/lodging/downtown-stays): what the downtown guide shows, never a copy of its own.
 * Loaded by the page's loader on demand, so the contract's zod check is not in the first load.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, type EndpointResult } from '@estes/shared/api';
import { downtownStaysEndpoint, type DowntownStaysAnswer } from '@estes/shared/api/lodging/downtown-stays';

export function fetchDowntownStays(api: SiteApi, signal?: AbortSignal): Promise<EndpointResult<DowntownStaysAnswer>> {
  return callEndpoint(api, downtownStaysEndpoint, signal ? { signal } : {});
}
