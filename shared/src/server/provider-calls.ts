/**
 * How the areas' server clients call an outside provider (decision 043): written for the lodging
 * partner (decision 036) and the planning area's places provider (decision 038), which had each
 * their own copy. Every try goes through `send`:
 *
 * - A 429, a 5xx or an unreachable provider is tried again with exponential backoff and "equal
 *   jitter", at most `retry.attempts` times in all; a `Retry-After` is waited for exactly when it
 *   is no longer than `retry.maxRetryAfterMs` (a visitor's request cannot wait longer), else the
 *   call gives up at once.
 * - After a refused key, no call at all for `refusedHoldMs` (an operator has to act); after a 429
 *   the call still got, none until the provider's `Retry-After` (or `rateLimitHoldMs`) has passed.
 *   A held call throws the error that started the hold, without asking the provider.
 * - Our own ceiling, under any quota: at most `requestsPerMinute` tries in any minute, per
 *   instance; past it a try is refused as "rate-limited", not sent.
 *
 * What cannot be had is thrown as the area's own error (`failure`), with a reason (refused,
 * rate-limited, failed) and a message that names no key and no URL.
 */
import { ProviderRequestError } from './provider-request';

/** Why a provider call could not be had, as the areas' "unavailable" reasons name it. */
export type ProviderCallFailure = 'refused' | 'rate-limited' | 'failed';

export interface ProviderFailureDetails {
  status?: number;
  /** How long the provider (or our ceiling) asks us to wait, in milliseconds. */
  retryAfterMs?: number;
}

export interface ProviderRetry {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest `Retry-After` waited for inside one call. */
  maxRetryAfterMs: number;
}

export const defaultProviderRetry: ProviderRetry = {
  attempts: 3,
  baseDelayMs: 400,
  maxDelayMs: 3_000,
  maxRetryAfterMs: 3_000,
};

export interface ProviderCallsOptions<E extends Error> {
  /** The provider as our messages name it: "the Demand API". */
  providerName: string;
  /** Our own ceiling on tries, per minute and instance. */
  requestsPerMinute: number;
  /** After a 429 without Retry-After. */
  rateLimitHoldMs: number;
  /** After a refused key. */
  refusedHoldMs: number;
  retry?: Partial<ProviderRetry>;
  /** Whether an error answer means the provider refuses our key; 401 and 403 unless told. */
  isRefusal?: (error: ProviderRequestError) => boolean;
  /** The provider's own words about a failure, from its error body, for the log: " (…)" or "". */
  providerSays?: (error: ProviderRequestError) => string;
  /** Makes the area's own error. */
  failure: (message: string, reason: ProviderCallFailure, details: ProviderFailureDetails) => E;
  now?: () => number;
  /** Waits between tries; tests pass one that records the waits and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, for the jitter. */
  random?: () => number;
}

const refusedByStatus = (error: ProviderRequestError): boolean => error.status === 401 || error.status === 403;

const isRetryable = (error: ProviderRequestError): boolean =>
  error.kind === 'unreachable' || (error.kind === 'status' && (error.status === 429 || (error.status ?? 0) >= 500));

const minuteMs = 60_000;

export class ProviderCalls<E extends Error> {
  private readonly retry: ProviderRetry;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly sent: number[] = [];
  private hold: { until: number; error: E } | undefined;

  constructor(private readonly options: ProviderCallsOptions<E>) {
    this.retry = { ...defaultProviderRetry, ...options.retry };
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
  }

  /**
   * Runs `attempt` (one exchange with the provider, throwing `ProviderRequestError`) until it
   * answers or the rules above give up; `label` (the endpoint, never a URL) starts the message.
   */
  async send<T>(label: string, attempt: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries += 1) {
      this.checkHold();
      this.countCall();
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof ProviderRequestError)) throw error;
        const wait = this.waitBeforeRetry(error, tries);
        if (wait === undefined) throw this.giveUp(label, error);
        await this.sleep(wait);
      }
    }
  }

  /** Milliseconds to wait before trying again, or undefined to give up now. */
  private waitBeforeRetry(error: ProviderRequestError, tries: number): number | undefined {
    if (!isRetryable(error) || tries >= this.retry.attempts) return undefined;
    const retryAfter = error.details.retryAfterMs;
    if (retryAfter !== undefined) return retryAfter <= this.retry.maxRetryAfterMs ? retryAfter : undefined;
    // Equal jitter: between half and all of the doubled delay.
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (tries - 1));
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  private giveUp(label: string, error: ProviderRequestError): E {
    const { failure } = this.options;
    const status = error.status;
    const message = `${label}: ${error.message}${this.options.providerSays?.(error) ?? ''}`;
    if ((this.options.isRefusal ?? refusedByStatus)(error)) {
      const refused = failure(message, 'refused', status === undefined ? {} : { status });
      this.hold = { until: this.now() + this.options.refusedHoldMs, error: refused };
      return refused;
    }
    if (status === 429) {
      const retryAfterMs = error.details.retryAfterMs ?? this.options.rateLimitHoldMs;
      const limited = failure(message, 'rate-limited', { status, retryAfterMs });
      this.hold = { until: this.now() + retryAfterMs, error: limited };
      return limited;
    }
    return failure(message, 'failed', status === undefined ? {} : { status });
  }

  private checkHold(): void {
    if (!this.hold) return;
    if (this.hold.until > this.now()) throw this.hold.error;
    this.hold = undefined;
  }

  private countCall(): void {
    const now = this.now();
    while (this.sent.length > 0 && (this.sent[0] ?? 0) <= now - minuteMs) this.sent.shift();
    const limit = this.options.requestsPerMinute;
    if (this.sent.length >= limit) {
      throw this.options.failure(
        `our own limit of ${limit} calls a minute to ${this.options.providerName} is reached`,
        'rate-limited',
        { retryAfterMs: (this.sent[0] ?? now) + minuteMs - now },
      );
    }
    this.sent.push(now);
  }
}
