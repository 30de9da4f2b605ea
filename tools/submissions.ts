/**
 * npm run submissions -- list|show|approve|reject|export: reviews what visitors sent through
 * the planning forms, in the same database the server uses (DATA_DIR / DATABASE_URL).
 */
import { applyMigrations } from '../shell/server/db/migrations';
import { openDatabase } from '../shell/server/db/open-database';
import { loadServerConfig } from '../shell/server/config';
import { planningApi } from '../mfe-planning/server/index';
import { runReviewCli } from '../mfe-planning/server/submissions/review-cli';
import { repositoryRoot } from './lib/apps';

async function main(): Promise<number> {
  const config = loadServerConfig(process.env, repositoryRoot);
  const db = await openDatabase(config);
  try {
    // A fresh checkout may review before the server ever started: the tables must exist.
    await applyMigrations(db, planningApi.migrations);
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
