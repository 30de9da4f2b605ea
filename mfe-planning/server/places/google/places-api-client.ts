/**
 * The HTTP side of Google's Places API (New) (decision 038): Text Search is a POST of a JSON body
 * to `{PLACES_API_URL}/places:searchText`, Place Details a GET of `{PLACES_API_URL}/places/{id}`;
 * both carry the key in `X-Goog-Api-Key` and the fields wanted in `X-Goog-FieldMask` (the API
 * has no default fields, and bills by the fields asked). Each exchange is bounded in time and
 * size (the shared `requestProviderJson`); a 429, a 5xx or an unreachable API is tried again with
 * exponential backoff and jitter, at most `attempts` times in all; a `Retry-After` is honoured (a
 * longer one than `maxRetryAfterMs` is not waited for in a visitor's request: the client holds
 * off instead).
 *
 * A refused key (401, 403, or the 400 whose `ErrorInfo` reason is `API_KEY_INVALID`, which is how
 * Google answers a key that does not exist) holds every call for a while: an operator has to act.
 * The client also keeps its own ceiling of calls a minute, under any quota. What cannot be had is
 * thrown as a `PlacesProviderError` (refused, rate-limited or failed) whose message names no key
 * and no URL.
 */
import { ProviderRequestError, requestProviderJson } from '@estes/shared/server';
import { PlacesProviderError } from '../places-provider';
import { errorAnswerSchema, googlePlaceIdPattern } from './places-api-schemas';

export interface PlacesApiRetry {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest `Retry-After` waited for inside one call. */
  maxRetryAfterMs: number;
}

export interface PlacesApiOptions {
  /** PLACES_API_URL: `https://places.googleapis.com/v1` by default. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  maxBytes?: number;
  retry?: Partial<PlacesApiRetry>;
  /** Our own ceiling on calls to the API, per minute and instance. */
  requestsPerMinute?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Waits between tries; tests pass one that records the waits and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, for the jitter. */
  random?: () => number;
}

export type PlacesApiCall =
  | { method: 'POST'; path: '/places:searchText'; body: object }
  | { method: 'GET'; placeId: string; query: Readonly<Record<string, string>> };

/** A visitor's page waits on these calls: a little under the page's own bound. */
export const placesApiTimeoutMs = 6_000;
/** A Place with every field we ask is a few KB; a search of 5 places a few times that. */
export const placesApiMaxBytes = 512 * 1024;
export const defaultPlacesApiRetry: PlacesApiRetry = {
  attempts: 3,
  baseDelayMs: 400,
  maxDelayMs: 3_000,
  maxRetryAfterMs: 3_000,
};
export const defaultRequestsPerMinute = 120;
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

const isRetryable = (error: ProviderRequestError): boolean =>
  error.kind === 'unreachable' || (error.kind === 'status' && (error.status === 429 || (error.status ?? 0) >= 500));

/** The API's own words about a refusal (`error.status: error.message`), for the log. */
function apiSays(error: ProviderRequestError): string {
  const parsed = errorAnswerSchema.safeParse(error.details.errorBody);
  if (!parsed.success) return '';
  const { status, message } = parsed.data.error;
  const words = [status, message].filter(Boolean).join(': ');
  return words ? ` (${words.slice(0, 200)})` : '';
}

export class PlacesApiClient {
  private readonly retry: PlacesApiRetry;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly sent: number[] = [];
  private hold: { until: number; error: PlacesProviderError } | undefined;

  constructor(private readonly options: PlacesApiOptions) {
    this.retry = { ...defaultPlacesApiRetry, ...options.retry };
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
  }

  /** Sends the call with the field mask and answers the JSON; throws `PlacesProviderError`. */
  async send(call: PlacesApiCall, fieldMask: string): Promise<unknown> {
    const url = this.urlOf(call);
    const label = call.method === 'POST' ? call.path : '/places/{id}';
    for (let attempt = 1; ; attempt += 1) {
      this.checkHold();
      this.countCall();
      try {
        return await requestProviderJson(
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
            now: this.now,
            ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
          },
          describeStatus,
        );
      } catch (error) {
        if (!(error instanceof ProviderRequestError)) throw error;
        const wait = this.waitBeforeRetry(error, attempt);
        if (wait === undefined) throw this.giveUp(label, error);
        await this.sleep(wait);
      }
    }
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

  /** Milliseconds to wait before trying again, or undefined to give up now. */
  private waitBeforeRetry(error: ProviderRequestError, attempt: number): number | undefined {
    if (!isRetryable(error) || attempt >= this.retry.attempts) return undefined;
    const retryAfter = error.details.retryAfterMs;
    if (retryAfter !== undefined) return retryAfter <= this.retry.maxRetryAfterMs ? retryAfter : undefined;
    // Exponential backoff with "equal jitter": between half and all of the doubled delay.
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  private giveUp(label: string, error: ProviderRequestError): PlacesProviderError {
    const status = error.status;
    const message = `${label}: ${error.message}${apiSays(error)}`;
    if (isRefusal(error)) {
      const refused = new PlacesProviderError(message, 'refused', status === undefined ? {} : { status });
      this.hold = { until: this.now() + refusedHoldMs, error: refused };
      return refused;
    }
    if (status === 429) {
      const retryAfterMs = error.details.retryAfterMs ?? rateLimitHoldMs;
      const limited = new PlacesProviderError(message, 'rate-limited', { status, retryAfterMs });
      this.hold = { until: this.now() + retryAfterMs, error: limited };
      return limited;
    }
    return new PlacesProviderError(message, 'failed', status === undefined ? {} : { status });
  }

  private checkHold(): void {
    if (!this.hold) return;
    if (this.hold.until > this.now()) throw this.hold.error;
    this.hold = undefined;
  }

  private countCall(): void {
    const now = this.now();
    while (this.sent.length > 0 && (this.sent[0] ?? 0) <= now - 60_000) this.sent.shift();
    const limit = this.options.requestsPerMinute ?? defaultRequestsPerMinute;
    if (this.sent.length >= limit) {
      throw new PlacesProviderError(
        `our own limit of ${limit} calls a minute to the Places API is reached`,
        'rate-limited',
        { retryAfterMs: (this.sent[0] ?? now) + 60_000 - now },
      );
    }
    this.sent.push(now);
  }
}
