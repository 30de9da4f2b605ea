/** PostgreSQL, used when DATABASE_URL is a postgres:// URL. */
import pg from 'pg';
import type { Database, SqlValue } from '@estes/shared/server';

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

export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('SELECT 1');
  return wrap(
    pool,
    async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(
          wrap(
            client,
            () => Promise.reject(new Error('transactions do not nest')),
            async () => {},
          ),
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    () => pool.end(),
  );
}
