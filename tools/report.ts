/**
 * npm run report -- clicks [--since 7d] [--json]: partner clicks per property, page and day,
 * from the site's database (DATA_DIR / DATABASE_URL), as the areas counted them (decision 033).
 */
import { applyMigrations } from '@estes/platform';
import { conditionsOutboundMigrations } from '../mfe-conditions/server/partner-links/outbound-links';
import { lodgingMigrations, partnerTargetName } from '@estes/mfe-lodging/click-log';
import { runReportCli } from './lib/click-report';
import { endWith, lineWriter } from './lib/cli-output';
import { withSiteDatabase } from './lib/site-database';

async function main(): Promise<number> {
  return withSiteDatabase(process.env, async (db) => {
    // A fresh checkout may report before the server ever started: the tables must exist.
    // (Expand-only, so the checkout's migrations never break the version that is live.)
    await applyMigrations(db, lodgingMigrations, { area: 'lodging' });
    await applyMigrations(db, conditionsOutboundMigrations, { area: 'conditions' });
    return runReportCli(process.argv.slice(2), {
      db,
      out: lineWriter(process.stdout),
      err: lineWriter(process.stderr),
      // The click log records a target's id; the area that owns the target knows its name.
      nameOf: partnerTargetName,
    });
  });
}

endWith(main());
