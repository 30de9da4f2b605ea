/**
 * The page views a site's database holds (decision 073), read as the console's report reads
 * them: per referring site, for one route, over the Mountain days around now (a test may cross
 * midnight in Estes Park). The e2e server's database by default; a fleet's by its URL.
 */
import { readPageViews } from '@estes/platform';
import { mountainDate } from '@estes/shared/mountain-time';
import { e2eDataDir } from '../../playwright.config';
import { withSiteDatabase } from '../../tools/lib/site-database';

const dayMs = 86_400_000;

export async function pageViewsOf(
  route: string,
  env: NodeJS.ProcessEnv = { DATA_DIR: e2eDataDir, DATABASE_URL: '' },
): Promise<Record<string, number>> {
  const now = Date.now();
  const rows = await withSiteDatabase(env, (db) =>
    readPageViews(db, { from: mountainDate(new Date(now - dayMs)), to: mountainDate(new Date(now + dayMs)) }),
  );
  const views: Record<string, number> = {};
  for (const row of rows.filter((row) => row.route === route)) {
    views[row.referrer] = (views[row.referrer] ?? 0) + row.views;
  }
  return views;
}

/** How many views `after` has more than `before`, per referring site (sites with none left out). */
export function viewsAdded(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([site, views]): [string, number] => [site, views - (before[site] ?? 0)])
      .filter(([, added]) => added !== 0),
  );
}
