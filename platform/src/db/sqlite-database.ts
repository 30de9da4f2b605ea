/**
 * The embedded default: SQLite in a file under DATA_DIR, through libSQL's client.
 *
 * One connection, and one statement or transaction at a time, in order. libSQL runs each
 * statement synchronously on the event loop, so more connections add no parallelism, only
 * lock conflicts: its client pools connections, and with a busy timeout of 0 a write on one
 * fails at once with SQLITE_BUSY while a transaction on another is open. Today's transactions
 * await nothing but their own statements, so they never overlap; queueing here keeps that
 * true for any transaction that awaits real work between statements. Inside a transaction
 * only its own `tx` may be used (the interface hands it to the work). Another process on the
 * same file (the review tool approving while the site takes posts) is waited for up to
 * `busyTimeoutMs` instead of failing at once.
 *
 * Durability: WAL with synchronous=FULL (libSQL's default, set here so it stays so): a
 * committed transaction, and so every answer the site gives after one, survives the process
 * being killed and the machine losing power.
 */
import { statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Client, type InStatement, type ResultSet, type Transaction } from '@libsql/client';
import type { Database, SqlValue } from '@estes/shared/server';
import { fileLockHolder, withFileLock } from './file-lock';
import type { SiteDatabase } from './site-database';

/** How long a statement waits for a lock another process holds on the file. */
export const busyTimeoutMs = 5000;

// Blobs come back as ArrayBuffer: answered as bytes, as PostgreSQL's driver does.
const valueOf = (value: unknown) => (value instanceof ArrayBuffer ? new Uint8Array(value) : value);

const rowsOf = <Row>(result: ResultSet): Row[] =>
  result.rows.map(
    (row) => Object.fromEntries(result.columns.map((column, index) => [column, valueOf(row[index])])) as Row,
  );

type Executor = Pick<Client, 'execute'> | Pick<Transaction, 'execute'>;

/** Runs tasks one after another, in the order they were queued. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}

function wrap(
  executor: Executor,
  transaction: Database['transaction'],
  close: () => Promise<void>,
  inTurn: <T>(task: () => Promise<T>) => Promise<T>,
): Database {
  const statement = (sql: string, params: readonly SqlValue[] = []): InStatement => ({ sql, args: [...params] });
  return {
    dialect: 'sqlite',
    async query<Row extends Record<string, unknown>>(sql: string, params?: readonly SqlValue[]) {
      return rowsOf<Row>(await inTurn(() => executor.execute(statement(sql, params))));
    },
    async execute(sql, params) {
      const result = await inTurn(() => executor.execute(statement(sql, params)));
      return { rowsAffected: result.rowsAffected };
    },
    transaction,
    close,
  };
}

export async function openSqliteDatabase(file: string): Promise<SiteDatabase> {
  const inMemory = file === ':memory:';
  if (!inMemory) await mkdir(path.dirname(file), { recursive: true });
  const client = createClient({
    url: inMemory ? ':memory:' : `file:${file}`,
    concurrency: 1,
    timeout: busyTimeoutMs,
  });
  await client.execute('PRAGMA foreign_keys = ON');
  if (!inMemory) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = FULL');
  }
  const inTurn = createQueue();
  // A transaction's own statements run while it holds the turn: they must not queue behind it.
  const inTransaction = <T>(task: () => Promise<T>) => task();
  // Exclusive sections: a lock file beside the database (other processes of this machine), or,
  // for a database in memory, this process alone.
  const inMemoryTurn = createQueue();
  const exclusive: SiteDatabase['exclusive'] = (name, work, options) =>
    inMemory ? inMemoryTurn(work) : withFileLock(`${file}.${name}.lock`, options?.holder ?? name, work, options);
  // A database in memory is this process's alone: no other command can hold its lock.
  const lockHolder: SiteDatabase['lockHolder'] = async (name) =>
    inMemory ? undefined : fileLockHolder(`${file}.${name}.lock`);
  const db = wrap(
    client,
    (work) =>
      inTurn(async () => {
        const transaction = await client.transaction('write');
        try {
          const result = await work(
            wrap(
              transaction,
              () => Promise.reject(new Error('transactions do not nest')),
              async () => {},
              inTransaction,
            ),
          );
          await transaction.commit();
          return result;
        } catch (error) {
          await transaction.rollback();
          throw error;
        } finally {
          transaction.close();
        }
      }),
    () => inTurn(async () => client.close()),
    inTurn,
  );
  const changeSignature = () => {
    const signatureOf = (name: string) => {
      try {
        const stats = statSync(name, { bigint: true });
        return `${stats.size}:${stats.mtimeNs}:${stats.ino}`;
      } catch {
        return '-';
      }
    };
    return `${signatureOf(file)}/${signatureOf(`${file}-wal`)}`;
  };
  return inMemory ? { ...db, exclusive, lockHolder } : { ...db, exclusive, lockHolder, changeSignature };
}
