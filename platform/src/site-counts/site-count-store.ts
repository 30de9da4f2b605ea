/**
 * The site's own counts, without cookies (decision 061): page views per route, Mountain day and
 * referring site, and the site searches that found nothing per normalised query and day. Each
 * instance of the site server adds what it counted since its last flush (upsert-increment), so
 * a fleet's instances add up in the one database. Nothing in these tables is about a visitor:
 * no address, agent, cookie, path or query of a page (docs/rules/site.md#page-views-and-empty-searches).
 */
import type { Database, Migration } from '@estes/shared/server';

export const pageViewsTable = 'shell_page_views_daily';
export const emptySearchesTable = 'shell_empty_searches_daily';

/**
 * The shell's migrations for its counts. Ids name what they make, not a number in a series:
 * the shell's other parts (the console's accounts and audit log) keep lists of their own.
 */
export const siteCountMigrations: readonly Migration[] = [
  {
    id: 'shell-page-views-001',
    up: `CREATE TABLE IF NOT EXISTS ${pageViewsTable} (
      day TEXT NOT NULL,
      route TEXT NOT NULL,
      referrer TEXT NOT NULL,
      views BIGINT NOT NULL,
      PRIMARY KEY (day, route, referrer)
    )`,
  },
  {
    id: 'shell-empty-searches-001',
    up: `CREATE TABLE IF NOT EXISTS ${emptySearchesTable} (
      day TEXT NOT NULL,
      query TEXT NOT NULL,
      searches BIGINT NOT NULL,
      PRIMARY KEY (day, query)
    )`,
  },
];

/** Page views of one route on one Mountain day from one referring site. */
export interface PageViewCount {
  /** YYYY-MM-DD in America/Denver. */
  day: string;
  /** A route id of the route table, or `notFound`. */
  route: string;
  /** `none`, `internal`, `other` or the host of an external Referer. */
  referrer: string;
  views: number;
}

/** Searches of one normalised query on one Mountain day that found nothing. */
export interface EmptySearchCount {
  day: string;
  query: string;
  searches: number;
}

/** Rows per statement: well under either engine's limit on parameters. */
const rowsPerStatement = 100;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += rowsPerStatement) {
    result.push(items.slice(start, start + rowsPerStatement));
  }
  return result;
}

/**
 * Adds counts to the tables in one transaction: all of a flush is kept, or none (the caller
 * keeps what failed and adds it to its next flush). Each key appears once in a flush, which
 * both engines require of a multi-row upsert.
 */
export async function addSiteCounts(
  db: Database,
  counts: { pageViews: readonly PageViewCount[]; emptySearches: readonly EmptySearchCount[] },
): Promise<void> {
  if (counts.pageViews.length === 0 && counts.emptySearches.length === 0) return;
  await db.transaction(async (tx) => {
    for (const rows of chunks(counts.pageViews)) {
      await tx.execute(
        `INSERT INTO ${pageViewsTable} (day, route, referrer, views) VALUES ${rows.map(() => '(?, ?, ?, ?)').join(', ')}
         ON CONFLICT (day, route, referrer) DO UPDATE SET views = ${pageViewsTable}.views + excluded.views`,
        rows.flatMap((row) => [row.day, row.route, row.referrer, row.views]),
      );
    }
    for (const rows of chunks(counts.emptySearches)) {
      await tx.execute(
        `INSERT INTO ${emptySearchesTable} (day, query, searches) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}
         ON CONFLICT (day, query) DO UPDATE SET searches = ${emptySearchesTable}.searches + excluded.searches`,
        rows.flatMap((row) => [row.day, row.query, row.searches]),
      );
    }
  });
}

/**
 * How long the searches that found nothing are kept: what a visitor typed may name a person,
 * so it goes after 90 days (docs/rules/site.md#page-views-and-empty-searches). Page views say
 * nothing about anyone and are kept.
 */
export const emptySearchRetentionDays = 90;

/** Removes the searches older than the retention from `today` (YYYY-MM-DD); answers how many rows went. */
export async function pruneEmptySearches(db: Database, today: string): Promise<number> {
  const cutoff = new Date(Date.parse(`${today}T00:00:00Z`) - emptySearchRetentionDays * 86_400_000);
  const { rowsAffected } = await db.execute(`DELETE FROM ${emptySearchesTable} WHERE day < ?`, [
    cutoff.toISOString().slice(0, 10),
  ]);
  return rowsAffected;
}
