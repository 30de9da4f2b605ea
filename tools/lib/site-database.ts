/**
 * The site's database for the command-line tools (deploys, the review tool), by the server's
 * own rules: DATABASE_URL (postgres:// or file:), else DATA_DIR/site.db. Read here without
 * the server's config module, which loads the browser package (tools stay React-free).
 */
import path from 'node:path';
import { openDatabase, type SiteDatabase } from '@estes/platform';
import { repositoryRoot } from './apps';

export function databaseSettings(env: NodeJS.ProcessEnv): { databaseUrl: string | undefined; dataDir: string } {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^(postgres(ql)?|file|sqlite):/.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres://, postgresql:// or file:');
  }
  return { databaseUrl, dataDir: path.resolve(repositoryRoot, env.DATA_DIR?.trim() || 'var') };
}

/** Opens the site's database, runs `work` with it, and closes it whatever happens. */
export async function withSiteDatabase<T>(env: NodeJS.ProcessEnv, work: (db: SiteDatabase) => Promise<T>): Promise<T> {
  const db = await openDatabase(databaseSettings(env));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
