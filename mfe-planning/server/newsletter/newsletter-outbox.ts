/**
 * The newsletter outbox (decision 012). A sign-up is stored first; then it is forwarded to the
 * provider, at once while the visitor waits and, when the provider is down, slow, rate-limiting
 * or refusing our key, again in the background with backoff until it arrives. A row is claimed
 * ('sending') before a call so the request and the timer never send the same row together; a
 * claim left behind by a crash is released after a while. A row the provider cannot take because
 * of our configuration (401/403/404: wrong key or publication) is held, not retried, until the
 * server starts again (with the fixed settings) or a later call succeeds; /healthz says so.
 */
import { randomUUID } from 'node:crypto';
import type { AreaHealth, Database, NewsletterPlacement } from '@estes/shared/server';
import { sendSubscription, type ProviderCredentials, type ProviderOutcome } from './newsletter-provider';

/** `held`: waiting for an operator to fix the provider settings (a 401, 403 or 404). */
export type SignupStatus = 'pending' | 'sending' | 'forwarded' | 'refused' | 'held';

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
  /**
   * The first retry waits about this long; each next one twice as long, up to `maxDelayMs`,
   * with jitter (between half and all of it) so rows kept together are not all sent together.
   */
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
  /** A number in [0, 1) for the retry jitter (tests fix it). */
  random?: () => number;
  log?: {
    info: (object: object, message: string) => void;
    warn: (object: object, message: string) => void;
    error: (object: object, message: string) => void;
  };
}

export type StoreResult = { row: SignupRow; isNew: boolean };

/**
 * The wait before retry number `attempts`: the base doubled per attempt, capped, then "equal
 * jitter" (half of it fixed, half random), so the wait is never more than the cap.
 */
export function backoffDelay(attempts: number, timing: OutboxTiming, random: () => number = Math.random): number {
  const capped = Math.min(timing.maxDelayMs, timing.retryBaseMs * 2 ** Math.min(40, Math.max(0, attempts - 1)));
  return Math.round(capped / 2 + (capped / 2) * Math.min(1, Math.max(0, random())));
}

export class NewsletterOutbox {
  private readonly db: Database;
  private readonly now: () => Date;
  /** The configuration problem this process last logged, so it is logged once, not per row. */
  private loggedProblem: string | undefined;

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
      this.options.log?.info(
        {
          signup: row.id,
          status: outcome.status,
          ...(outcome.kind === 'subscribed' ? { subscription: outcome.subscriptionId } : { existing: true }),
        },
        'newsletter sign-up forwarded',
      );
      // The provider takes our key again (fixed at the provider's end): what was held goes out.
      const released = await this.releaseHeld();
      if (released > 0 || this.loggedProblem !== undefined) {
        this.loggedProblem = undefined;
        this.options.log?.info({ released }, 'newsletter provider accepts our settings again; held sign-ups released');
      }
      return;
    }
    if (outcome.kind === 'misconfigured') {
      await this.db.execute(
        `UPDATE newsletter_signups SET status = 'held', attempts = ?, provider_status = ?, last_error = ?,
         updated_at = ? WHERE id = ?`,
        [attempts, outcome.status, outcome.message.slice(0, 500), at, row.id],
      );
      if (this.loggedProblem !== outcome.message) {
        this.loggedProblem = outcome.message;
        this.options.log?.error(
          { status: outcome.status, problem: outcome.message },
          'newsletter provider refuses our settings: sign-ups are held, not retried, until the settings are fixed and the server restarted',
        );
      }
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
    const { reason } = outcome;
    // A 429's (or 503's) Retry-After is honoured as asked, up to the cap; otherwise the backoff.
    const delay =
      outcome.retryAfterMs !== undefined
        ? Math.min(outcome.retryAfterMs, this.options.timing.maxDelayMs)
        : backoffDelay(attempts, this.options.timing, this.options.random);
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
      if (outcome.kind === 'misconfigured') break;
    }
    return forwarded;
  }

  /**
   * Held rows (a configuration problem) are tried again: at start, since the settings are read
   * at start, and once the provider accepts a call again. Answers how many.
   */
  async releaseHeld(): Promise<number> {
    const at = this.now().toISOString();
    const { rowsAffected } = await this.db.execute(
      `UPDATE newsletter_signups SET status = 'pending', next_attempt_at = ?, updated_at = ? WHERE status = 'held'`,
      [at, at],
    );
    return rowsAffected;
  }

  /**
   * For /healthz (`areas.planning.newsletter`): degraded while sign-ups are held because the
   * provider refuses our key or publication (read from the database, so every instance agrees).
   */
  async health(): Promise<AreaHealth> {
    if (!this.configured) return { state: 'ok', provider: 'not configured (sign-ups are stored only)' };
    const counts = await this.db.query<{ status: string; total: unknown }>(
      `SELECT status, COUNT(*) AS total FROM newsletter_signups WHERE status IN ('pending', 'held') GROUP BY status`,
    );
    const count = (status: string) => Number(counts.find((row) => row.status === status)?.total ?? 0);
    const held = count('held');
    const waiting = { pendingSignups: count('pending'), heldSignups: held };
    if (held === 0) return { state: 'ok', provider: 'configured', ...waiting };
    const [latest] = await this.db.query<{ last_error: string | null; updated_at: string }>(
      `SELECT last_error, updated_at FROM newsletter_signups WHERE status = 'held' ORDER BY updated_at DESC LIMIT 1`,
    );
    return {
      state: 'degraded',
      provider: 'refuses our settings',
      problem: `${latest?.last_error ?? 'the provider refused our settings'} (sign-ups are held until the settings are fixed and the server restarted)`,
      since: latest?.updated_at,
      ...waiting,
    };
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
