/**
 * Rate limits on the passkey ceremonies (issue 32 point 1, decision 059): per address and for
 * the whole instance, counted in fixed one-minute windows. Memory is bounded: the counts of one
 * window are dropped when the next begins, and at most `maxAddresses` addresses are counted in
 * a window; beyond that, new addresses share one count (a flood from many addresses is still
 * held by it and by the overall limit). Each instance counts for itself: a fleet of n
 * instances lets n times the overall limit through, which still bounds an attack.
 */
import { ConsoleError } from './console-requests';

export interface CeremonyLimits {
  perAddressPerMinute: number;
  overallPerMinute: number;
  maxAddresses: number;
}

/** A person signs in a few times a minute at most; an office of a dozen behind one address, or a retry or two each, fits under 30. */
export const defaultCeremonyLimits: CeremonyLimits = {
  perAddressPerMinute: 30,
  overallPerMinute: 600,
  maxAddresses: 10_000,
};

const windowMs = 60_000;
const overflowKey = '(addresses beyond the bound)';

export class CeremonyRateLimit {
  private windowStart = 0;
  private overall = 0;
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly limits: CeremonyLimits,
    private readonly now: () => number,
  ) {}

  /** Counts one ceremony call from `address`, or throws a 429 that says when to try again. */
  take(address: string): void {
    const now = this.now();
    if (now - this.windowStart >= windowMs) {
      this.windowStart = now - (now % windowMs);
      this.overall = 0;
      this.perAddress.clear();
    }
    const key = this.perAddress.has(address) || this.perAddress.size < this.limits.maxAddresses ? address : overflowKey;
    const count = this.perAddress.get(key) ?? 0;
    const retryAfterSeconds = Math.max(1, Math.ceil((this.windowStart + windowMs - now) / 1000));
    if (count >= this.limits.perAddressPerMinute) {
      throw new ConsoleError(
        429,
        `Too many sign-in attempts from your address: try again in ${retryAfterSeconds} s.`,
        retryAfterSeconds,
      );
    }
    if (this.overall >= this.limits.overallPerMinute) {
      throw new ConsoleError(
        429,
        `The console is receiving too many sign-in attempts: try again in ${retryAfterSeconds} s.`,
        retryAfterSeconds,
      );
    }
    this.perAddress.set(key, count + 1);
    this.overall += 1;
  }
}
