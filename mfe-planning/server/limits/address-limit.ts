/**
 * Per-address limits on what visitors send (trip requests and other forms, newsletter
 * sign-ups), counted in the site's database so that every instance of the site counts the
 * same: the 21st accepted trip request from one address in the window is refused whichever
 * instance receives it.
 *
 * A sliding window of recorded places per (scope, address). Taking a place is one transaction
 * that counts and inserts under a lock on that address (a PostgreSQL transaction-scoped
 * advisory lock; SQLite's write transaction excludes every other writer), so two instances
 * receiving the same address at the same moment cannot both take the last place. A place taken
 * for something that then was not stored is given back. Addresses are kept as a keyed hash, and
 * rows older than the window are deleted as the limit is used.
 */
import { createHash, randomUUID } from 'node:crypto';
import { senderOf, type Database, type Migration } from '@estes/shared/server';

export const addressLimitMigrations: readonly Migration[] = [
  {
    id: 'planning-limits-001-address-places',
    up: `CREATE TABLE address_limit_places (
      id TEXT PRIMARY KEY,
      scope TEXT NOT NULL,
      address_hash TEXT NOT NULL,
      taken_at_ms BIGINT NOT NULL
    );
    CREATE INDEX address_limit_places_window ON address_limit_places (scope, address_hash, taken_at_ms);
    CREATE INDEX address_limit_places_age ON address_limit_places (taken_at_ms)`,
  },
];

export interface AddressLimitSettings {
  /** How many places one address may take in a window. */
  max: number;
  windowMs: number;
}

export type TakeResult = { taken: true; placeId: string } | { taken: false; retryAfterSeconds: number };

/** How often (in places taken by this process) places older than the window are swept away. */
const sweepEvery = 200;

export class AddressLimit {
  private taken = 0;

  constructor(
    private readonly db: Database,
    /** What is limited ("submissions", "newsletter"): each scope counts on its own. */
    private readonly scope: string,
    private readonly settings: AddressLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  private hashOf(address: string): string {
    return createHash('sha256')
      .update(`${this.scope}\n${senderOf(address)}`)
      .digest('hex')
      .slice(0, 32);
  }

  /**
   * 0 when the address has a place left in the window; otherwise the seconds until its oldest
   * counted place leaves the window. Two small indexed queries (a count, then one row).
   */
  private async waitFor(db: Database, hash: string, now: number): Promise<number> {
    const since = now - this.settings.windowMs;
    const [counted] = await db.query<{ total: number | string }>(
      'SELECT COUNT(*) AS total FROM address_limit_places WHERE scope = ? AND address_hash = ? AND taken_at_ms > ?',
      [this.scope, hash, since],
    );
    if (Number(counted?.total ?? 0) < this.settings.max) return 0;
    const [oldestCounted] = await db.query<{ taken_at_ms: number | string }>(
      `SELECT taken_at_ms FROM address_limit_places WHERE scope = ? AND address_hash = ? AND taken_at_ms > ?
       ORDER BY taken_at_ms DESC LIMIT 1 OFFSET ${Math.max(0, Math.floor(this.settings.max) - 1)}`,
      [this.scope, hash, since],
    );
    const leaves = Number(oldestCounted?.taken_at_ms ?? now) + this.settings.windowMs;
    return Math.max(1, Math.ceil((leaves - now) / 1000));
  }

  /** Seconds until this address may send again, or 0 when it may now (a read: nothing is taken). */
  async retryAfterSeconds(address: string): Promise<number> {
    return this.waitFor(this.db, this.hashOf(address), this.now());
  }

  /** Takes one place for the address, or says how long to wait; counted across every instance. */
  async take(address: string): Promise<TakeResult> {
    const hash = this.hashOf(address);
    const now = this.now();
    const result = await this.db.transaction(async (tx): Promise<TakeResult> => {
      if (tx.dialect === 'postgres') {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext(?))', [`address-limit ${this.scope} ${hash}`]);
      }
      await tx.execute('DELETE FROM address_limit_places WHERE scope = ? AND address_hash = ? AND taken_at_ms <= ?', [
        this.scope,
        hash,
        now - this.settings.windowMs,
      ]);
      const wait = await this.waitFor(tx, hash, now);
      if (wait > 0) return { taken: false, retryAfterSeconds: wait };
      const placeId = randomUUID();
      await tx.execute('INSERT INTO address_limit_places (id, scope, address_hash, taken_at_ms) VALUES (?, ?, ?, ?)', [
        placeId,
        this.scope,
        hash,
        now,
      ]);
      return { taken: true, placeId };
    });
    this.taken += 1;
    if (this.taken % sweepEvery === 0) await this.sweep(now).catch(() => undefined);
    return result;
  }

  /** Gives a place back (what it was taken for was not stored after all). */
  async giveBack(placeId: string): Promise<void> {
    await this.db.execute('DELETE FROM address_limit_places WHERE id = ?', [placeId]);
  }

  /** Deletes every place of this scope older than the window (addresses that went quiet). */
  async sweep(now = this.now()): Promise<void> {
    await this.db.execute('DELETE FROM address_limit_places WHERE scope = ? AND taken_at_ms <= ?', [
      this.scope,
      now - this.settings.windowMs,
    ]);
  }
}
