/**
 * npm run report -- clicks [--since 7d] [--json]: partner clicks per property, page and day,
 * from the site's database (DATA_DIR / DATABASE_URL), as the areas counted them (decision 033).
 */
import { applyMigrations } from '@estes/platform';
import { conditionsOutboundMigrations } from '../mfe-conditions/server/partner-links/outbound-links';
import { lodgingMigrations } from '../mfe-lodging/server/partner-links/migrations';
import { findTeamProperty, legacyPropertyTarget } from '../mfe-lodging/src/data/team-properties';
import { runReportCli } from './lib/click-report';
import { endWith, lineWriter } from './lib/cli-output';
import { withSiteDatabase } from './lib/site-database';

/**
 * A property's name from its id, where the site knows it without asking the partner: a place of
 * the team's list, or its address of before issue 29 (`hotel-N`). A partner's property
 * (`booking-…`) and the illustrative rentals (`vrbo-N`, which never existed) go by their ids.
 */
function propertyName(id: string): string | undefined {
  const legacy = legacyPropertyTarget(id);
  return findTeamProperty(legacy?.kind === 'moved' ? legacy.id : id)?.name;
}

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
      nameOf: (kind, id) => (['book', 'reviews', 'host'].includes(kind) ? propertyName(id) : undefined),
    });
  });
}

endWith(main());
