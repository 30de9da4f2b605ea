/**
 * PostgreSQL, used when DATABASE_URL is a postgres:// URL: one database for every instance of
 * the site. Exclusive sections are session advisory locks on a connection of their own (freed
 * by the server if the holder dies); announcements are LISTEN/NOTIFY, on one listening
 * connection that reconnects when the database restarts.
 */
import os from 'node:os';
import pg from 'pg';
import type { Database, SqlValue } from '@estes/shared/server';
import { LockTimeoutError, type LockHolderInfo, type LockOptions } from './file-lock';
import type { SiteDatabase } from './site-database';

/** Areas write `?` placeholders; PostgreSQL wants $1, $2… (quoted text is left alone). */
export function toPostgresPlaceholders(sql: string): string {
  let index = 0;
  let quote: string | undefined;
  let result = '';
  for (const character of sql) {
    if (quote) {
      if (character === quote) quote = undefined;
      result += character;
    } else if (character === "'" || character === '"') {
      quote = character;
      result += character;
    } else if (character === '?') {
      index += 1;
      result += `$${index}`;
    } else result += character;
  }
  return result;
}

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

function wrap(target: Queryable, transaction: Database['transaction'], close: () => Promise<void>): Database {
  return {
    dialect: 'postgres',
    async query<Row extends Record<string, unknown>>(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query(toPostgresPlaceholders(sql), [...params]);
      return result.rows as Row[];
    },
    async execute(sql, params = []) {
      const result = await target.query(toPostgresPlaceholders(sql), [...params]);
      return { rowsAffected: result.rowCount ?? 0 };
    },
    transaction,
    close,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An idle connection the database dropped (a restart) must not crash the process. */
const ignoreIdleError = () => undefined;

/**
 * Who holds the advisory lock `name`, as the holder named itself in its connection's
 * application_name (below); undefined if free or not named yet. Since when: the start of that
 * connection's last query, which is the naming itself (the holder's connection does nothing
 * else until it lets go; its work runs on other connections of the pool).
 */
async function lockHolder(client: pg.Pool | pg.PoolClient, name: string): Promise<LockHolderInfo | undefined> {
  const holders = await client
    .query<{ holder: string; since: Date | null }>(
      `SELECT substr(a.application_name, length($1) + 1) AS holder, a.query_start AS since
       FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND a.application_name LIKE $1 || '%'`,
      [`site lock ${name}: `],
    )
    .catch(() => ({ rows: [] as { holder: string; since: Date | null }[] }));
  const row = holders.rows[0];
  if (!row?.holder) return undefined;
  // "<what> (on <host>)", cut at 63 characters by PostgreSQL when long.
  const named = /^(.*) \(on ([^()]*)\)$/.exec(row.holder);
  return {
    what: named?.[1] ?? row.holder,
    ...(named?.[2] ? { host: named[2] } : {}),
    ...(row.since ? { since: new Date(row.since).toISOString() } : {}),
  };
}

/** Takes the advisory lock `name` on `client`, asking again every `pollMs` while another holds it. */
async function takeAdvisoryLock(client: pg.PoolClient, name: string, lock: LockOptions): Promise<void> {
  const { waitMs = 10 * 60_000, pollMs = 200, onWait, now = Date.now } = lock;
  const started = now();
  let told = false;
  // hashtext: one advisory key per lock name, shared by every process on this database.
  while (
    !(await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [name])).rows[0]?.ok
  ) {
    if (now() - started > waitMs) {
      const holder = await lockHolder(client, name);
      throw new LockTimeoutError(
        `another command holds the ${name} lock${holder ? ` (${holder.what})` : ''}; gave up after ${Math.round(waitMs / 1000)} s`,
        holder,
      );
    }
    if (!told) {
      // The holder names itself in its connection's application_name (below), a moment
      // after it took the lock: asked again at each poll for a second before saying less.
      const by = await lockHolder(client, name);
      if (by || now() - started > 1000) {
        told = true;
        onWait?.(
          `Waiting for another command to finish${by ? `: ${by.what}${by.host ? ` (on ${by.host})` : ''}` : ` (the ${name} lock is held)`}…`,
        );
      }
    }
    await sleep(pollMs);
  }
}

/**
 * An exclusive section: a session advisory lock on a connection of its own, so the database
 * frees it if the holder dies. The holder names itself for whoever waits.
 */
async function exclusiveSection<T>(
  pool: pg.Pool,
  name: string,
  work: () => Promise<T>,
  lock: LockOptions = {},
): Promise<T> {
  const client = await pool.connect();
  client.on('error', ignoreIdleError);
  try {
    await takeAdvisoryLock(client, name, lock);
    await client
      .query("SELECT set_config('application_name', $1, false)", [
        `site lock ${name}: ${lock.holder ?? name} (on ${os.hostname()})`.slice(0, 63),
      ])
      .catch(() => undefined);
    try {
      lock.onHeld?.();
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
      await client.query("SELECT set_config('application_name', '', false)").catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

/**
 * Announcements on `channel`, on one listening connection of their own. When the database goes
 * away (restart, network) it connects again, backing off up to 5 s, and calls `onReconnect`:
 * announcements may have been lost meanwhile.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onReconnect?: () => void,
): Promise<{ close: () => Promise<void> }> {
  let closed = false;
  let client: pg.Client | undefined;
  const reconnect = async () => {
    for (let delay = 250; !closed; delay = Math.min(delay * 2, 5000)) {
      await sleep(delay);
      try {
        await connect();
        onReconnect?.();
        return;
      } catch {
        // Try again.
      }
    }
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!closed) void reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** A transaction on a connection of the pool's own, rolled back if `work` throws. */
const poolTransaction =
  (pool: pg.Pool): Database['transaction'] =>
  async (work) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const inside = wrap(
        client,
        () => Promise.reject(new Error('transactions do not nest')),
        async () => {},
      );
      const result = await work(inside);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };

export async function openPostgresDatabase(
  connectionString: string,
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<SiteDatabase> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', options.onConnectionError ?? ignoreIdleError);
  await pool.query('SELECT 1');
  const listeners = new Set<{ close: () => Promise<void> }>();
  const listen: NonNullable<SiteDatabase['listen']> = async (channel, onNotice, onReconnect) => {
    const listener = await listenOn(connectionString, channel, onNotice, onReconnect);
    const handle = {
      close: async () => {
        listeners.delete(handle);
        await listener.close();
      },
    };
    listeners.add(handle);
    return handle;
  };
  const db = wrap(pool, poolTransaction(pool), async () => {
    await Promise.all([...listeners].map((listener) => listener.close()));
    await pool.end();
  });
  return {
    ...db,
    exclusive: (name, work, lock) => exclusiveSection(pool, name, work, lock),
    lockHolder: (name) => lockHolder(pool, name),
    listen,
  };
}
