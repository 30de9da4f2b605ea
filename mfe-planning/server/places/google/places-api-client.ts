/**
 * The HTTP side of Google's Places API (New) (decision 038): Text Search is a POST of a JSON body
 * to `{PLACES_API_URL}/places:searchText`, Place Details a GET of `{PLACES_API_URL}/places/{id}`;
 * both carry the key in `X-Goog-Api-Key` and the fields wanted in `X-Goog-FieldMask` (the API
 * has no default fields, and bills by the fields asked). Each exchange is bounded in time and
 * size (the shared `requestProviderJson`); retries, holds and our ceiling are the shared
 * `ProviderCalls` (decision 043): a 429, a 5xx or an unreachable API is tried again with
 * exponential backoff and jitter, and a `Retry-After` is honoured.
 *
 * A refused key (401, 403, or the 400 whose `ErrorInfo` reason is `API_KEY_INVALID`, which is how
 * Google answers a key that does not exist) holds every call for a while: an operator has to act.
 * The client also keeps its own ceiling of calls a minute, under any quota. What cannot be had is
 * thrown as a `PlacesProviderError` (refused, rate-limited or failed) whose message names no key
 * and no URL.
 */
import {
  ProviderCalls,
  requestProviderJson,
  type ProviderCallsOptions,
  type ProviderRequestError,
  type ProviderRetry,
} from '@estes/shared/server';
import { PlacesProviderError } from '../places-provider';
import { errorAnswerSchema, googlePlaceIdPattern } from './places-api-schemas';

export type PlacesApiRetry = ProviderRetry;

export interface PlacesApiOptions extends Pick<ProviderCallsOptions<PlacesProviderError>, 'now' | 'sleep' | 'random'> {
  /** PLACES_API_URL: `https://places.googleapis.com/v1` by default. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  maxBytes?: number;
  retry?: Partial<PlacesApiRetry>;
  /** Our own ceiling on calls to the API, per minute and instance. */
  requestsPerMinute?: number;
  fetch?: typeof fetch;
}

export type PlacesApiCall =
  | { method: 'POST'; path: '/places:searchText'; body: object }
  | { method: 'GET'; placeId: string; query: Readonly<Record<string, string>> };

/** A visitor's page waits on these calls: a little under the page's own bound. */
export const placesApiTimeoutMs = 6_000;
/** A Place with every field we ask is a few KB; a search of 5 places a few times that. */
export const placesApiMaxBytes = 512 * 1024;
/**
 * Our ceiling, per instance: a cold cache asks two calls per place (a search, then its details),
 * and the one directory now holds 89 places (restaurants, things to do, the downtown guide's
 * own), so 120 left the last of them "could not be read" for the first minute after a start
 * (seen in e2e, issue 30). 300 fits the whole directory with room, well under the API's
 * per-minute quotas (decision 041).
 */
export const defaultRequestsPerMinute = 300;
/** After a 429 without Retry-After: quotas are per minute (the usage and billing page). */
export const rateLimitHoldMs = 60_000;
/** After a refused key: an operator has to act; until then, one try every 5 minutes. */
export const refusedHoldMs = 5 * 60_000;

const isRefusal = (error: ProviderRequestError): boolean => {
  if (error.status === 401 || error.status === 403) return true;
  if (error.status !== 400) return false;
  const parsed = errorAnswerSchema.safeParse(error.details.errorBody);
  return parsed.success && (parsed.data.error.details ?? []).some((detail) => detail.reason === 'API_KEY_INVALID');
};

const describeStatus = (status: number): string => {
  if (status === 401 || status === 403) return `the Places API refused the key (${status})`;
  if (status === 429) return 'the Places API quota is used up (429)';
  return `the Places API answered ${status}`;
};

/** The API's own words about a refusal (`error.status: error.message`), for the log. */
function apiSays(error: ProviderRequestError): string {
  const parsed = errorAnswerSchema.safeParse(error.details.errorBody);
  if (!parsed.success) return '';
  const { status, message } = parsed.data.error;
  const words = [status, message].filter(Boolean).join(': ');
  return words ? ` (${words.slice(0, 200)})` : '';
}

export class PlacesApiClient {
  private readonly calls: ProviderCalls<PlacesProviderError>;

  constructor(private readonly options: PlacesApiOptions) {
    this.calls = new ProviderCalls({
      providerName: 'the Places API',
      requestsPerMinute: options.requestsPerMinute ?? defaultRequestsPerMinute,
      rateLimitHoldMs,
      refusedHoldMs,
      isRefusal,
      providerSays: apiSays,
      failure: (message, reason, details) => new PlacesProviderError(message, reason, details),
      retry: options.retry,
      now: options.now,
      sleep: options.sleep,
      random: options.random,
    });
  }

  /** Sends the call with the field mask and answers the JSON; throws `PlacesProviderError`. */
  async send(call: PlacesApiCall, fieldMask: string): Promise<unknown> {
    const url = this.urlOf(call);
    const label = call.method === 'POST' ? call.path : '/places/{id}';
    return this.calls.send(label, () =>
      requestProviderJson(
        {
          url,
          method: call.method,
          headers: {
            accept: 'application/json',
            ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
            'x-goog-api-key': this.options.apiKey,
            'x-goog-fieldmask': fieldMask,
          },
          ...(call.method === 'POST' ? { body: JSON.stringify(call.body) } : {}),
          timeoutMs: this.options.timeoutMs ?? placesApiTimeoutMs,
          maxBytes: this.options.maxBytes ?? placesApiMaxBytes,
          now: this.options.now,
          fetch: this.options.fetch,
        },
        describeStatus,
      ),
    );
  }

  /** The call's address under the configured base; a place id is checked before it goes in a path. */
  private urlOf(call: PlacesApiCall): URL {
    let base = this.options.baseUrl;
    while (base.endsWith('/')) base = base.slice(0, -1);
    if (call.method === 'POST') return new URL(`${base}${call.path}`);
    if (!googlePlaceIdPattern.test(call.placeId)) {
      throw new PlacesProviderError('a place id that is not one was not sent', 'failed');
    }
    const url = new URL(`${base}/places/${call.placeId}`);
    for (const [name, value] of Object.entries(call.query)) url.searchParams.set(name, value);
    return url;
  }
}
