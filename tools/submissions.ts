/**
 * npm run submissions -- list|show|approve|reject|export: reviews what visitors sent through
 * the planning forms, in the same database the server uses (DATA_DIR / DATABASE_URL).
 */
import { applyMigrations } from '../shell/server/db/migrations';
import { openDatabase } from '../shell/server/db/open-database';
import path from 'node:path';
import { planningMigrations } from '../mfe-planning/server/migrations';
import { runReviewCli } from '../mfe-planning/server/submissions/review-cli';
import { repositoryRoot } from './lib/apps';

/**
 * The server's rules for where data lives (shell/server/config.ts), read here without the
 * server's config module, which loads the browser package (tools stay React-free).
 */
function databaseSettings(env: NodeJS.ProcessEnv) {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^(postgres(ql)?|file|sqlite):/.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres://, postgresql:// or file:');
  }
  return { databaseUrl, dataDir: path.resolve(repositoryRoot, env.DATA_DIR?.trim() || 'var') };
}

async function main(): Promise<number> {
  const config = databaseSettings(process.env);
  const db = await openDatabase(config);
  try {
    // A fresh checkout may review before the server ever started: the tables must exist.
    await applyMigrations(db, planningMigrations);
    return await runReviewCli(process.argv.slice(2), {
      db,
      dataDir: config.dataDir,
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
