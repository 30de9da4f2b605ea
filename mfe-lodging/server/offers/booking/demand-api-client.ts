/**
 * The HTTP side of Booking.com's Demand API (decision 036): every endpoint is a POST of a JSON
 * body to `{BOOKING_API_URL}{path}` with `Authorization: Bearer <token>` and `X-Affiliate-Id`
 * (the documentation's authentication guide). Each exchange is bounded in time and size (the
 * shared `requestProviderJson`); retries, holds and our ceiling are the shared `ProviderCalls`
 * (decision 043): a 429, a 5xx or an unreachable partner is tried again with exponential backoff
 * and jitter, as the documentation asks ("never retry without exponential backoff"), and a
 * `Retry-After` is honoured.
 *
 * The partner limits calls per minute per account and restricts an account that goes over for
 * "typically 1 minute"; so does this client, before the partner has to: at most
 * `requestsPerMinute` calls, and after a 429 or a refused key no call at all until the hold
 * ends. What cannot be had is thrown as a `PartnerError` (refused, rate-limited or failed)
 * whose message names no key and no URL.
 */
import {
  ProviderCalls,
  type ProviderRequestError,
  requestProviderJson,
  type ProviderCallsOptions,
  type ProviderRetry,
} from '@estes/shared/server';
import { PartnerError } from '../lodging-partner';
import { errorAnswerSchema } from './demand-api-schemas';

export type DemandApiPath =
  '/accommodations/search' | '/accommodations/details' | '/accommodations/availability' | '/accommodations/constants';

export type DemandApiRetry = ProviderRetry;

export interface DemandApiOptions extends Pick<ProviderCallsOptions<PartnerError>, 'now' | 'sleep' | 'random'> {
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
}

export const demandApiTimeoutMs = 8_000;
/** A page of 100 search results or a batch of details is a few hundred KB; more is refused. */
export const demandApiMaxBytes = 4 * 1024 * 1024;
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

/** The partner's own words about a refusal (its `errors[0]`), for the log. */
function partnerSays(error: ProviderRequestError): string {
  const parsed = errorAnswerSchema.safeParse(error.details.errorBody);
  if (!parsed.success) return '';
  const first = parsed.data.errors[0];
  const words = [first?.id, first?.message].filter(Boolean).join(': ');
  return words ? ` (${words.slice(0, 200)})` : '';
}

export class DemandApiClient {
  private readonly calls: ProviderCalls<PartnerError>;

  constructor(private readonly options: DemandApiOptions) {
    this.calls = new ProviderCalls({
      providerName: 'the Demand API',
      requestsPerMinute: options.requestsPerMinute ?? defaultRequestsPerMinute,
      rateLimitHoldMs,
      refusedHoldMs,
      providerSays: partnerSays,
      failure: (message, reason, details) => new PartnerError(message, reason, details),
      retry: options.retry,
      now: options.now,
      sleep: options.sleep,
      random: options.random,
    });
  }

  /** POSTs the body to the path and answers the JSON; throws `PartnerError`. */
  async post(path: DemandApiPath, body: object): Promise<unknown> {
    return this.calls.send(path, () =>
      requestProviderJson(
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
          now: this.options.now,
          fetch: this.options.fetch,
        },
        describeStatus,
      ),
    );
  }
}
