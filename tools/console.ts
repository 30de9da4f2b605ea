/**
 * npm run console -- invite <email> --role <role>: an invitation to the operator console, in
 * the same database the server uses (DATA_DIR / DATABASE_URL), its link for SITE_URL.
 */
import { applyMigrations, consoleMigrations } from '@estes/platform';
import { endWith, lineWriter } from './lib/cli-output';
import { runConsoleCli } from './lib/console-cli';
import { withSiteDatabase } from './lib/site-database';

async function main(): Promise<number> {
  return withSiteDatabase(process.env, async (db) => {
    // A first admin may be invited before the server ever started: the tables must exist.
    await applyMigrations(db, consoleMigrations);
    return runConsoleCli(process.argv.slice(2), {
      db,
      env: process.env,
      out: lineWriter(process.stdout),
      err: lineWriter(process.stderr),
    });
  });
}

endWith(main());
