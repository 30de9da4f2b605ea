/**
 * A per-address budget for the pages the server renders because of a visitor's requests
 * (docs/rules/site.md#render-budget, decision 035): cache misses and pages that are never kept
 * (per-visitor ones). A page the cache holds costs no budget and is served whatever is left.
 *
 * A token bucket per sender (an IPv4 address, an IPv6 /64, as the forms' limits count them):
 * `burst` renders at once, refilled at `perMinute` a minute. The table of senders is bounded: past
 * `maxSenders`, the sender not seen for longest is forgotten (a Map keeps insertion order, and
 * each use moves a sender to the end). A forgotten sender starts again with a full bucket, which
 * is what it would have after a minute or so anyway.
 *
 * In this instance's memory only: every instance holds its own budget (decision 035 says why).
 */
import { senderOf } from '@estes/shared/server';

export interface RenderBudgetSettings {
  /** Renders one sender may cause in a minute; 0 turns the budget off. */
  perMinute: number;
  /** How many of them may come at once (the bucket's size). */
  burst: number;
}

export const defaultRenderBudget: RenderBudgetSettings = { perMinute: 30, burst: 10 };

/** About 100 bytes each: the whole table stays under a few megabytes. */
export const defaultMaxSenders = 20_000;

/** A refused render: when the sender's next one will be allowed. */
export interface RenderRefusal {
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RenderBudget {
  private readonly buckets = new Map<string, Bucket>();
  private readonly tokensPerMs: number;
  private readonly maxSenders: number;
  private readonly now: () => number;

  constructor(
    private readonly settings: RenderBudgetSettings,
    options: { maxSenders?: number; now?: () => number } = {},
  ) {
    this.tokensPerMs = settings.perMinute / 60_000;
    this.maxSenders = Math.max(1, options.maxSenders ?? defaultMaxSenders);
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.settings.perMinute > 0;
  }

  /** Senders the table remembers now. */
  get size(): number {
    return this.buckets.size;
  }

  /** Takes one render from the address's budget; a refusal when it is spent. */
  take(address: string): RenderRefusal | undefined {
    if (!this.enabled) return undefined;
    const sender = senderOf(address);
    const now = this.now();
    const bucket = this.buckets.get(sender);
    const capacity = Math.max(1, this.settings.burst);
    const tokens = bucket
      ? Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) * this.tokensPerMs)
      : capacity;
    // Moved to the end: the least recently seen sender is the first one in the Map.
    this.buckets.delete(sender);
    if (tokens < 1) {
      this.buckets.set(sender, { tokens, at: now });
      return { retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.tokensPerMs / 1000)) };
    }
    this.buckets.set(sender, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.maxSenders) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
    return undefined;
  }
}
