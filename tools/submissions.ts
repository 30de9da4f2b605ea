/**
 * npm run submissions -- list|show|approve|reject|export|delete|purge|forget: reviews (and
 * deletes) what visitors sent through the planning forms, in the same database the server
 * uses (DATA_DIR / DATABASE_URL); `purge` without a number reads the retention settings.
 */
import { applyMigrations } from '@estes/platform';
import { planningMigrations } from '../mfe-planning/server/migrations';
import { runReviewCli } from '../mfe-planning/server/submissions/review-cli';
import { endWith, lineWriter } from './lib/cli-output';
import { cliActor, recordCliChange } from './lib/console-cli';
import { databaseSettings, withSiteDatabase } from './lib/site-database';

async function main(): Promise<number> {
  const { dataDir } = databaseSettings(process.env);
  return withSiteDatabase(process.env, async (db) => {
    // A fresh checkout may review before the server ever started: the tables must exist.
    // (Expand-only, so the checkout's migrations never break the version that is live.)
    await applyMigrations(db, planningMigrations, { area: 'planning' });
    return runReviewCli(process.argv.slice(2), {
      db,
      dataDir,
      // Through a pipe (`list | less`, `export --format csv | gzip`), every line reaches the reader.
      out: lineWriter(process.stdout),
      err: lineWriter(process.stderr),
      env: process.env,
      actor: cliActor(),
      // The same audit log as the console's reviews (issue 32, decision 059).
      record: (change) =>
        recordCliChange(db, {
          action:
            change.action === 'forgotten'
              ? 'person-forgotten'
              : change.action === 'purged'
                ? 'submissions-purged'
                : `submission-${change.action}`,
          target: change.target,
          detail: change.detail,
        }),
    });
  });
}

endWith(main());
