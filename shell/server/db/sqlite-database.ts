/** The embedded default: SQLite in a file under DATA_DIR, through libSQL's client. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Client, type InStatement, type ResultSet, type Transaction } from '@libsql/client';
import type { Database, SqlValue } from '@estes/shared/server';

const rowsOf = <Row>(result: ResultSet): Row[] =>
  result.rows.map((row) => Object.fromEntries(result.columns.map((column, index) => [column, row[index]])) as Row);

type Executor = Pick<Client, 'execute'> | Pick<Transaction, 'execute'>;

function wrap(executor: Executor, transaction: Database['transaction'], close: () => Promise<void>): Database {
  const statement = (sql: string, params: readonly SqlValue[] = []): InStatement => ({ sql, args: [...params] });
  return {
    dialect: 'sqlite',
    async query<Row extends Record<string, unknown>>(sql: string, params?: readonly SqlValue[]) {
      return rowsOf<Row>(await executor.execute(statement(sql, params)));
    },
    async execute(sql, params) {
      const result = await executor.execute(statement(sql, params));
      return { rowsAffected: result.rowsAffected };
    },
    transaction,
    close,
  };
}

export async function openSqliteDatabase(file: string): Promise<Database> {
  if (file !== ':memory:') await mkdir(path.dirname(file), { recursive: true });
  const client = createClient({ url: file === ':memory:' ? ':memory:' : `file:${file}` });
  await client.execute('PRAGMA foreign_keys = ON');
  if (file !== ':memory:') await client.execute('PRAGMA journal_mode = WAL');
  const database: Database = wrap(
    client,
    async (work) => {
      const transaction = await client.transaction('write');
      try {
        const result = await work(
          wrap(
            transaction,
            () => Promise.reject(new Error('transactions do not nest')),
            async () => {},
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
    },
    async () => client.close(),
  );
  return database;
}
