/**
 * The downtown guide's places (`GET /api/planning/downtown-places`, its contract in
 * @estes/shared/api/planning/downtown-places): the planning area's directory with its live facts, never
 * a copy here. Loaded by the page's loader on demand, so the contract's zod check is not in the
 * first load.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, type EndpointResult } from '@estes/shared/api';
import { downtownPlacesEndpoint, type DowntownPlacesAnswer } from '@estes/shared/api/planning/downtown-places';

export function fetchDowntownPlaces(api: SiteApi, signal?: AbortSignal): Promise<EndpointResult<DowntownPlacesAnswer>> {
  return callEndpoint(api, downtownPlacesEndpoint, signal ? { signal } : {});
}
