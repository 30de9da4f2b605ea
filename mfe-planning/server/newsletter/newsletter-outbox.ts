/**
 * The newsletter outbox (decision 012). A sign-up is stored first; then it is forwarded to the
 * provider, at once while the visitor waits and, when the provider is down, slow, rate-limiting
 * or refusing our key, again in the background with backoff until it arrives. A row is claimed
 * ('sending') before a call so the request and the timer never send the same row together; a
 * claim left behind by a crash is released after a while.
 */
import { randomUUID } from 'node:crypto';
import type { Database, NewsletterPlacement } from '@estes/shared/server';
import { sendSubscription, type ProviderCredentials, type ProviderOutcome } from './newsletter-provider';

export type SignupStatus = 'pending' | 'sending' | 'forwarded' | 'refused';

export interface SignupRow extends Record<string, unknown> {
  id: string;
  email: string;
  placement: string;
  status: SignupStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  provider_status: number | null;
  created_at: string;
  forwarded_at: string | null;
}

export interface OutboxTiming {
  /** The first retry waits this long; each next one twice as long, up to `maxDelayMs`. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** How long one provider call may take. */
  timeoutMs: number;
  /** A claim older than this is treated as abandoned (the process stopped mid-call). */
  claimExpiryMs: number;
}

/** Where each placement's form lives, for the provider's referring_site and utm fields. */
export const placementPages: Record<NewsletterPlacement, string> = {
  home: '/',
  blog: '/blog',
  article: '/blog',
  'newsletter-page': '/newsletter',
  'events-bar': '/events',
  accommodations: '/accommodations',
};

export interface OutboxOptions {
  db: Database;
  siteUrl: string;
  credentials: ProviderCredentials | undefined;
  timing: OutboxTiming;
  now?: () => Date;
  log?: { info: (object: object, message: string) => void; warn: (object: object, message: string) => void };
}

export type StoreResult = { row: SignupRow; isNew: boolean };

export function backoffDelay(attempts: number, timing: OutboxTiming): number {
  return Math.min(timing.maxDelayMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

export class NewsletterOutbox {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(private readonly options: OutboxOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  get configured(): boolean {
    return this.options.credentials !== undefined;
  }

  /** Stores a sign-up, or finds the one already stored for this address (idempotent). */
  async store(email: string, placement: NewsletterPlacement): Promise<StoreResult> {
    const at = this.now().toISOString();
    const { rowsAffected } = await this.db.execute(
      `INSERT INTO newsletter_signups (id, email, placement, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', 0, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
      [randomUUID(), email, placement, at, at, at],
    );
    const [row] = await this.db.query<SignupRow>('SELECT * FROM newsletter_signups WHERE email = ?', [email]);
    if (!row) throw new Error('The sign-up was not stored');
    return { row: normalise(row), isNew: rowsAffected === 1 };
  }

  /**
   * Takes a row for one provider call; false when another call holds it or nothing is left to
   * do. A refused row is taken again when the visitor signs up once more.
   */
  async claim(id: string, statuses: readonly SignupStatus[] = ['pending']): Promise<boolean> {
    const placeholders = statuses.map(() => '?').join(', ');
    const { rowsAffected } = await this.db.execute(
      `UPDATE newsletter_signups SET status = 'sending', updated_at = ? WHERE id = ? AND status IN (${placeholders})`,
      [this.now().toISOString(), id, ...statuses],
    );
    return rowsAffected === 1;
  }

  /** One provider call for a claimed row, with the row updated by what the provider said. */
  async forward(row: SignupRow): Promise<ProviderOutcome> {
    const credentials = this.options.credentials;
    if (!credentials) throw new Error('The newsletter provider is not configured');
    const placement = (row.placement in placementPages ? row.placement : 'newsletter-page') as NewsletterPlacement;
    const outcome = await sendSubscription(
      credentials,
      {
        email: row.email,
        utmSource: new URL(this.options.siteUrl).hostname,
        utmMedium: `newsletter-form-${placement}`,
        referringSite: `${this.options.siteUrl}${placementPages[placement]}`,
      },
      this.options.timing.timeoutMs,
    );
    await this.record(row, outcome);
    return outcome;
  }

  private async record(row: SignupRow, outcome: ProviderOutcome): Promise<void> {
    const now = this.now();
    const at = now.toISOString();
    const attempts = row.attempts + 1;
    if (outcome.kind === 'subscribed' || outcome.kind === 'already-subscribed') {
      await this.db.execute(
        `UPDATE newsletter_signups SET status = 'forwarded', attempts = ?, provider_status = ?, last_error = NULL,
         forwarded_at = ?, updated_at = ? WHERE id = ?`,
        [attempts, outcome.status, at, at, row.id],
      );
      this.options.log?.info({ signup: row.id, status: outcome.status }, 'newsletter sign-up forwarded');
      return;
    }
    if (outcome.kind === 'refused') {
      await this.db.execute(
        `UPDATE newsletter_signups SET status = 'refused', attempts = ?, provider_status = ?, last_error = ?,
         updated_at = ? WHERE id = ?`,
        [attempts, outcome.status, outcome.message.slice(0, 500), at, row.id],
      );
      this.options.log?.warn({ signup: row.id, status: outcome.status }, 'newsletter provider refused a sign-up');
      return;
    }
    const reason = outcome.kind === 'unauthorized' ? 'HTTP 401: the provider refused our key' : outcome.reason;
    const delay =
      outcome.kind === 'retry' && outcome.retryAfterMs !== undefined
        ? Math.min(outcome.retryAfterMs, this.options.timing.maxDelayMs)
        : backoffDelay(attempts, this.options.timing);
    const next = new Date(now.getTime() + delay).toISOString();
    await this.db.execute(
      `UPDATE newsletter_signups SET status = 'pending', attempts = ?, provider_status = ?, last_error = ?,
       next_attempt_at = ?, updated_at = ? WHERE id = ?`,
      [attempts, outcome.status, reason.slice(0, 500), next, at, row.id],
    );
    this.options.log?.warn({ signup: row.id, reason, retryAt: next }, 'newsletter sign-up kept for a retry');
  }

  /**
   * Forwards every row that is due, oldest first; stops early when the provider asks us to
   * wait (429) or cannot be reached, since the next rows would meet the same.
   */
  async drain(limit = 25): Promise<number> {
    if (!this.configured) return 0;
    const now = this.now();
    await this.db.execute(
      `UPDATE newsletter_signups SET status = 'pending' WHERE status = 'sending' AND updated_at < ?`,
      [new Date(now.getTime() - this.options.timing.claimExpiryMs).toISOString()],
    );
    const due = await this.db.query<SignupRow>(
      `SELECT * FROM newsletter_signups WHERE status = 'pending' AND next_attempt_at <= ?
       ORDER BY next_attempt_at, created_at LIMIT ${Math.max(1, Math.floor(limit))}`,
      [now.toISOString()],
    );
    let forwarded = 0;
    for (const raw of due) {
      const row = normalise(raw);
      if (!(await this.claim(row.id))) continue;
      const outcome = await this.forward(row);
      if (outcome.kind === 'subscribed' || outcome.kind === 'already-subscribed') forwarded += 1;
      if (outcome.kind === 'retry' && (outcome.status === 429 || outcome.status === null)) break;
      if (outcome.kind === 'unauthorized') break;
    }
    return forwarded;
  }

  /** Sign-ups the site counts (everything the provider has not refused). */
  async countSubscribers(): Promise<number> {
    const [row] = await this.db.query<{ total: unknown }>(
      `SELECT COUNT(*) AS total FROM newsletter_signups WHERE status <> 'refused'`,
    );
    return Number(row?.total ?? 0);
  }

  /** The newest sign-ups, as placement and time only: no address leaves the server. */
  async recent(limit: number): Promise<{ placement: string; signedUpAt: string }[]> {
    const rows = await this.db.query<{ placement: string; created_at: string }>(
      `SELECT placement, created_at FROM newsletter_signups WHERE status <> 'refused'
       ORDER BY created_at DESC LIMIT ${Math.max(1, Math.floor(limit))}`,
    );
    return rows.map((row) => ({ placement: row.placement, signedUpAt: row.created_at }));
  }
}

/** PostgreSQL answers integers of some types as strings; the rows are used as numbers. */
function normalise(row: SignupRow): SignupRow {
  return {
    ...row,
    attempts: Number(row.attempts),
    provider_status: row.provider_status === null ? null : Number(row.provider_status),
  };
}
