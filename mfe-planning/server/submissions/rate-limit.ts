/**
 * Per-address limit on accepted submissions: a sliding window kept in memory (one server
 * process serves the site). Only accepted submissions count, so a visitor correcting a typo
 * is never locked out; the default lets a family send 20 forms in 10 minutes.
 */
export interface RateLimitSettings {
  max: number;
  windowMs: number;
}

export class SubmissionRateLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(address: string): number[] {
    const since = this.now() - this.settings.windowMs;
    const times = (this.sent.get(address) ?? []).filter((time) => time > since);
    if (times.length === 0) this.sent.delete(address);
    else this.sent.set(address, times);
    return times;
  }

  /** Seconds until this address may send again, or 0 when it may send now. */
  retryAfterSeconds(address: string): number {
    const times = this.recent(address);
    if (times.length < this.settings.max) return 0;
    const oldest = times[times.length - this.settings.max] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.settings.windowMs - this.now()) / 1000));
  }

  record(address: string): void {
    this.sent.set(address, [...this.recent(address), this.now()]);
    // Forget addresses that went quiet, so the map cannot grow without end.
    if (this.sent.size > 10_000) for (const key of [...this.sent.keys()]) this.recent(key);
  }
}
