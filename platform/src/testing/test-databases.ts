/**
 * Databases for tests that must run on both engines: a SQLite file in a temporary folder, and,
 * when TEST_DATABASE_URL names a PostgreSQL server (CI starts one), a database of its own on
 * that server, created for the test and dropped after it, so test files running side by side
 * never see each other's registry, limits or outbox.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Engine = 'SQLite' | 'PostgreSQL';

/** The engines to run on here: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines = (): Engine[] => (process.env.TEST_DATABASE_URL ? ['SQLite', 'PostgreSQL'] : ['SQLite']);

export interface TestDatabase {
  /** DATABASE_URL for the site and its tools. */
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'SQLite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-db-'));
    return { url: `file:${path.join(dir, 'site.db')}`, drop: async () => undefined };
  }
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(String(process.env.TEST_DATABASE_URL));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
