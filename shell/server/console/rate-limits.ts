/**
 * Rate limits on the passkey ceremonies (issue 32 point 1; decisions 059 and 074): per sender
 * and for the whole site, counted in the site's database so that every instance of a fleet
 * counts the same calls, in fixed one-minute windows.
 *
 * Every count is an upsert that adds one and returns the new count: no read-then-write, so two
 * instances cannot both let the last call through. A call refused for its sender is not
 * counted overall, so one sender cannot use up everyone's minute; that second upsert needs only
 * the first one's own answer. On PostgreSQL both are one statement (data-modifying CTEs): one
 * round trip. On SQLite, in this process, they are two statements, each atomic. Rows are bounded: senders
 * are counted in `senderBuckets` buckets (a hash of the sender, never the address itself), so
 * a window has at most that many rows and one more; each instance deletes the windows before
 * the current one when it first counts in a new one, and hourly (`sweep`).
 */
import { createHash } from 'node:crypto';
import { senderOf, type Database, type Migration } from '@estes/shared/server';
import { ConsoleError } from './console-requests';

export const ceremonyCallMigrations: readonly Migration[] = [
  {
    id: 'shell-console-003-ceremony-calls',
    up: `CREATE TABLE console_ceremony_calls (
      window_start TEXT NOT NULL,
      sender TEXT NOT NULL,
      calls INTEGER NOT NULL,
      PRIMARY KEY (window_start, sender)
    )`,
  },
];

export interface CeremonyLimits {
  /** Calls one sender (an IPv4 address, an IPv6 /64) may make in a minute, on the whole fleet. */
  perAddressPerMinute: number;
  /** Calls the whole fleet takes in a minute. */
  overallPerMinute: number;
  /** How many counts senders are spread over: the most rows one window holds (and one more). */
  senderBuckets: number;
}

/** A person signs in a few times a minute at most; an office of a dozen behind one address, or a retry or two each, fits under 30. */
export const defaultCeremonyLimits: CeremonyLimits = {
  perAddressPerMinute: 30,
  overallPerMinute: 600,
  senderBuckets: 10_000,
};

const windowMs = 60_000;
/** The row that counts every call a sender was allowed, whoever sent it. */
const everyone = 'everyone';

/** The window a moment falls in, as the ISO text its rows are keyed by (sorts as it reads). */
const windowKey = (windowStart: number) => new Date(windowStart).toISOString();

interface Counted extends Record<string, unknown> {
  sender_calls: number | string | null;
  overall_calls: number | string | null;
}

export class CeremonyRateLimit {
  /** The window this instance last deleted older windows for. */
  private sweptWindow = -1;

  constructor(
    private readonly db: Database,
    private readonly limits: CeremonyLimits,
    private readonly now: () => number,
  ) {}

  /** The bucket a sender is counted in: the same on every instance, and no address in the table. */
  private bucketOf(address: string): string {
    const digest = createHash('sha256')
      .update(`console-ceremonies\n${senderOf(address)}`)
      .digest();
    return `sender ${digest.readUInt32BE(0) % this.limits.senderBuckets}`;
  }

  /** Counts one ceremony call from `address` on the whole fleet, or throws a 429 that says when to try again. */
  async take(address: string): Promise<void> {
    const now = this.now();
    const windowStart = now - (now % windowMs);
    const sweepFirst = windowStart > this.sweptWindow;
    if (sweepFirst) this.sweptWindow = windowStart;
    const { senderCalls, overallCalls } = await this.count(windowKey(windowStart), this.bucketOf(address), sweepFirst);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    if (senderCalls > this.limits.perAddressPerMinute) {
      throw new ConsoleError(
        429,
        `Too many sign-in attempts from your address: try again in ${retryAfterSeconds} s.`,
        retryAfterSeconds,
      );
    }
    if (overallCalls > this.limits.overallPerMinute) {
      throw new ConsoleError(
        429,
        `The console is receiving too many sign-in attempts: try again in ${retryAfterSeconds} s.`,
        retryAfterSeconds,
      );
    }
  }

  /** Deletes the counts of windows before the one `now` falls in (hourly, by the console's housekeeping). */
  async sweep(now = this.now()): Promise<number> {
    const { rowsAffected } = await this.db.execute('DELETE FROM console_ceremony_calls WHERE window_start < ?', [
      windowKey(now - (now % windowMs)),
    ]);
    return rowsAffected;
  }

  /**
   * Adds one to the sender's count and, while the sender is within its limit, to everyone's;
   * answers both new counts (everyone's is 0 when it was not counted).
   */
  private async count(window: string, sender: string, sweepFirst: boolean) {
    const upsert = `INSERT INTO console_ceremony_calls (window_start, sender, calls) VALUES (?, ?, 1)
      ON CONFLICT (window_start, sender) DO UPDATE SET calls = console_ceremony_calls.calls + 1
      RETURNING calls`;
    const sweep = 'DELETE FROM console_ceremony_calls WHERE window_start < ?';
    if (this.db.dialect === 'postgres') {
      // One round trip: every part of the statement runs, in one snapshot, or none does. Its
      // commit does not wait for the disk (`synchronous_commit` off for this transaction only):
      // counts lost to a crash let a few more calls through in that minute, no more.
      const [counted] = await this.db.query<Counted>(
        `WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true) AS setting),
         ${sweepFirst ? `swept AS (${sweep}), ` : ''}sender AS (
           INSERT INTO console_ceremony_calls (window_start, sender, calls) VALUES (?, ?, 1)
           ON CONFLICT (window_start, sender) DO UPDATE SET calls = console_ceremony_calls.calls + 1
           RETURNING calls
         ), overall AS (
           INSERT INTO console_ceremony_calls (window_start, sender, calls)
           SELECT ?, ?, 1 FROM sender WHERE sender.calls <= ?
           ON CONFLICT (window_start, sender) DO UPDATE SET calls = console_ceremony_calls.calls + 1
           RETURNING calls
         )
         SELECT (SELECT calls FROM sender) AS sender_calls, (SELECT calls FROM overall) AS overall_calls,
           (SELECT setting FROM relaxed) AS commit_setting`,
        [...(sweepFirst ? [window] : []), window, sender, window, everyone, this.limits.perAddressPerMinute],
      );
      return { senderCalls: Number(counted?.sender_calls ?? 0), overallCalls: Number(counted?.overall_calls ?? 0) };
    }
    // SQLite runs them in this process, one after the other: each upsert is atomic by itself, and
    // nothing read by one is written by the next (the second needs only the first's own count).
    if (sweepFirst) await this.db.execute(sweep, [window]);
    const [bySender] = await this.db.query<{ calls: number }>(upsert, [window, sender]);
    const senderCalls = Number(bySender?.calls ?? 0);
    if (senderCalls > this.limits.perAddressPerMinute) return { senderCalls, overallCalls: 0 };
    const [overall] = await this.db.query<{ calls: number }>(upsert, [window, everyone]);
    return { senderCalls, overallCalls: Number(overall?.calls ?? 0) };
  }
}
