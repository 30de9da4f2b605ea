/**
 * The site server's own view of the database: the areas' contract (`Database`) and what only
 * the site and its tools need to coordinate several processes, on one machine or many:
 * - `exclusive`: one holder at a time across every process using this database (deploys);
 * - `listen`: a change announced by one process (`SELECT pg_notify(…)`, delivered when its
 *   transaction commits) reaches the others at once. PostgreSQL only: SQLite, one machine,
 *   has no such channel, and its readers check a generation number instead.
 */
import type { Database } from '@estes/shared/server';
import type { LockHolderInfo, LockOptions } from './file-lock';

export interface SiteDatabase extends Database {
  /** Runs `work` while no other process holds the lock `name` (it waits, telling `onWait` once). */
  exclusive<T>(name: string, work: () => Promise<T>, options?: LockOptions): Promise<T>;
  /** Who holds the lock `name` now (undefined: free), read without taking it. */
  lockHolder(name: string): Promise<LockHolderInfo | undefined>;
  /**
   * Calls `onNotice` for each announcement on `channel`, and `onReconnect` after the channel
   * was lost and is back (announcements may have been missed). Undefined where the engine
   * has no channel (SQLite).
   */
  /**
   * A token that changes whenever any process commits to the database, read without asking the
   * database (SQLite files: the size and modification time of the file and its write-ahead
   * log). Undefined where there is none (PostgreSQL, SQLite in memory): ask the database then.
   * File times are coarse (a few ms), so two commits close together may share one: callers use
   * it to skip a query, and still ask now and then.
   */
  changeSignature?(): string | undefined;
  listen?(
    channel: string,
    onNotice: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<{ close: () => Promise<void> }>;
}

export type { LockHolderInfo, LockOptions };
