/**
 * The HTTP side of Booking.com's Demand API (decision 036): every endpoint is a POST of a JSON
 * body to `{BOOKING_API_URL}{path}` with `Authorization: Bearer <token>` and `X-Affiliate-Id`
 * (the documentation's authentication guide). Each exchange is bounded in time and size (the
 * shared `requestProviderJson`); a 429, a 5xx or an unreachable partner is tried again with
 * exponential backoff and jitter, at most `attempts` times in all, as the documentation asks
 * ("never retry without exponential backoff"); a `Retry-After` is honoured (a longer one than
 * `maxRetryAfterMs` is not waited for in a visitor's request: the client holds off instead).
 *
 * The partner limits calls per minute per account and restricts an account that goes over for
 * "typically 1 minute"; so does this client, before the partner has to: at most
 * `requestsPerMinute` calls, and after a 429 or a refused key no call at all until the hold
 * ends. What cannot be had is thrown as a `PartnerError` (refused, rate-limited or failed)
 * whose message names no key and no URL.
 */
import { ProviderRequestError, requestProviderJson } from '@estes/shared/server';
import { PartnerError } from '../lodging-partner';
import { errorAnswerSchema } from './demand-api-schemas';

export type DemandApiPath =
  '/accommodations/search' | '/accommodations/details' | '/accommodations/availability' | '/accommodations/constants';

export interface DemandApiRetry {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest `Retry-After` waited for inside one call. */
  maxRetryAfterMs: number;
}

export interface DemandApiOptions {
  /** BOOKING_API_URL: the version's base, `https://demandapi.booking.com/3.2` by default. */
  baseUrl: string;
  token: string;
  affiliateId: string;
  timeoutMs?: number;
  maxBytes?: number;
  retry?: Partial<DemandApiRetry>;
  /** Our own ceiling on calls to the partner, per minute and instance. */
  requestsPerMinute?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Waits between tries; tests pass one that records the waits and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, for the jitter. */
  random?: () => number;
}

export const demandApiTimeoutMs = 8_000;
/** A page of 100 search results or a batch of details is a few hundred KB; more is refused. */
export const demandApiMaxBytes = 4 * 1024 * 1024;
export const defaultDemandApiRetry: DemandApiRetry = {
  attempts: 3,
  baseDelayMs: 400,
  maxDelayMs: 3_000,
  maxRetryAfterMs: 3_000,
};
export const defaultRequestsPerMinute = 60;
/** After a 429 without Retry-After: the documentation's "typically 1 minute". */
export const rateLimitHoldMs = 60_000;
/** After a refused key: an operator has to act; until then, one try every 5 minutes. */
export const refusedHoldMs = 5 * 60_000;

const describeStatus = (status: number): string => {
  if (status === 401 || status === 403) return `the Demand API refused the key (${status})`;
  if (status === 429) return 'the Demand API rate limit is used up (429)';
  return `the Demand API answered ${status}`;
};

const isRetryable = (error: ProviderRequestError): boolean =>
  error.kind === 'unreachable' || (error.kind === 'status' && (error.status === 429 || (error.status ?? 0) >= 500));

/** The partner's own words about a refusal (its `errors[0]`), for the log. */
function partnerSays(error: ProviderRequestError): string {
  const parsed = errorAnswerSchema.safeParse(error.details.errorBody);
  if (!parsed.success) return '';
  const first = parsed.data.errors[0];
  const words = [first?.id, first?.message].filter(Boolean).join(': ');
  return words ? ` (${words.slice(0, 200)})` : '';
}

export class DemandApiClient {
  private readonly retry: DemandApiRetry;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly sent: number[] = [];
  private hold: { until: number; error: PartnerError } | undefined;

  constructor(private readonly options: DemandApiOptions) {
    this.retry = { ...defaultDemandApiRetry, ...options.retry };
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
  }

  /** POSTs the body to the path and answers the JSON; throws `PartnerError`. */
  async post(path: DemandApiPath, body: object): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      this.checkHold();
      this.countCall();
      try {
        return await requestProviderJson(
          {
            url: new URL(`${this.options.baseUrl.replace(/(?<!\/)\/+$/, '')}${path}`),
            method: 'POST',
            headers: {
              accept: 'application/json',
              'content-type': 'application/json',
              authorization: `Bearer ${this.options.token}`,
              'x-affiliate-id': this.options.affiliateId,
            },
            body: JSON.stringify(body),
            timeoutMs: this.options.timeoutMs ?? demandApiTimeoutMs,
            maxBytes: this.options.maxBytes ?? demandApiMaxBytes,
            now: this.now,
            ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
          },
          describeStatus,
        );
      } catch (error) {
        if (!(error instanceof ProviderRequestError)) throw error;
        const wait = this.waitBeforeRetry(error, attempt);
        if (wait === undefined) throw this.giveUp(path, error);
        await this.sleep(wait);
      }
    }
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

  private giveUp(path: DemandApiPath, error: ProviderRequestError): PartnerError {
    const status = error.status;
    const message = `${path}: ${error.message}${partnerSays(error)}`;
    if (status === 401 || status === 403) {
      const refused = new PartnerError(message, 'refused', { status });
      this.hold = { until: this.now() + refusedHoldMs, error: refused };
      return refused;
    }
    if (status === 429) {
      const retryAfterMs = error.details.retryAfterMs ?? rateLimitHoldMs;
      const limited = new PartnerError(message, 'rate-limited', { status, retryAfterMs });
      this.hold = { until: this.now() + retryAfterMs, error: limited };
      return limited;
    }
    return new PartnerError(message, 'failed', status === undefined ? {} : { status });
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
      throw new PartnerError(`our own limit of ${limit} calls a minute to the Demand API is reached`, 'rate-limited', {
        retryAfterMs: (this.sent[0] ?? now) + 60_000 - now,
      });
    }
    this.sent.push(now);
  }
}
