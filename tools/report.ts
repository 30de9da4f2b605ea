/**
 * npm run report -- clicks [--since 7d] [--json]: partner clicks per property, page and day,
 * from the site's database (DATA_DIR / DATABASE_URL), as the areas counted them (decision 033).
 * npm run report -- pages | searches [--since 30d] [--json | --csv]: the page views the site
 * counted without cookies, and the searches that found nothing (decision 061).
 */
import { applyMigrations, siteCountMigrations } from '@estes/platform';
import { conditionsOutboundMigrations } from '../mfe-conditions/server/partner-links/outbound-links';
import { lodgingMigrations, partnerTargetName } from '@estes/mfe-lodging/click-log';
import { runReportCli } from './lib/click-report';
import { endWith, lineWriter } from './lib/cli-output';
import { runSiteCountReportCli } from './lib/site-count-report';
import { withSiteDatabase } from './lib/site-database';

async function main(): Promise<number> {
  return withSiteDatabase(process.env, async (db) => {
    // A fresh checkout may report before the server ever started: the tables must exist.
    // (Expand-only, so the checkout's migrations never break the version that is live.)
    await applyMigrations(db, lodgingMigrations, { area: 'lodging' });
    await applyMigrations(db, conditionsOutboundMigrations, { area: 'conditions' });
    await applyMigrations(db, siteCountMigrations, { area: 'shell' });
    const args = process.argv.slice(2);
    const io = { db, out: lineWriter(process.stdout), err: lineWriter(process.stderr) };
    if (args[0] === 'pages' || args[0] === 'searches') return runSiteCountReportCli(args, io);
    // The click log records a target's id; the area that owns the target knows its name.
    return runReportCli(args, { ...io, nameOf: partnerTargetName });
  });
}

endWith(main());
