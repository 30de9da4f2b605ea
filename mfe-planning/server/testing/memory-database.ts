/**
 * An in-memory SQLite database with the site's Database contract, for the area's server tests
 * (the site server opens the real one; see platform/src/db/).
 */
import { createClient, type InStatement, type ResultSet } from '@libsql/client';
import type { Database, SqlValue } from '@estes/shared/server';

const rowsOf = <Row>(result: ResultSet): Row[] =>
  result.rows.map((row) => Object.fromEntries(result.columns.map((column, index) => [column, row[index]])) as Row);

export function openMemoryDatabase(): Database {
  const client = createClient({ url: ':memory:' });
  const statement = (sql: string, params: readonly SqlValue[] = []): InStatement => ({ sql, args: [...params] });
  const db: Database = {
    dialect: 'sqlite',
    async query<Row extends Record<string, unknown>>(sql: string, params?: readonly SqlValue[]) {
      return rowsOf<Row>(await client.execute(statement(sql, params)));
    },
    async execute(sql, params) {
      return { rowsAffected: (await client.execute(statement(sql, params))).rowsAffected };
    },
    // One connection, statements in sequence: enough for tests that do not use transactions.
    transaction: (work) => work(db),
    close: async () => client.close(),
  };
  return db;
}

/** Applies migrations the way the site server does (statements split at semicolons). */
export async function migrate(db: Database, migrations: readonly { up: string }[]): Promise<void> {
  for (const migration of migrations) {
    for (const sql of migration.up.split(';').map((part) => part.trim())) {
      if (sql) await db.execute(sql);
    }
  }
}
