/**
 * What the crash test of `npm run bench` finds stored after the restart: read from the site's
 * database through the project's database layer (the server's own rules: DATABASE_URL, else
 * DATA_DIR/site.db), not from the review tool's output through a pipe, whose lost lines once
 * read as "acknowledged but missing" (decision 035).
 */
import { benchEmailPrefix } from './bench-report';
import { withSiteDatabase } from './site-database';

/** The trip requests one bench run sent (by its e-mail addresses) that the database holds, each with its id. */
export async function storedTripRequests(
  env: NodeJS.ProcessEnv,
  runId: string,
): Promise<{ email: string; id: string }[]> {
  const prefix = benchEmailPrefix(runId);
  const rows = await withSiteDatabase(env, (db) =>
    db.query<{ id: string; email: string }>(
      "SELECT id, email FROM planning_submissions WHERE kind = 'trip-request' ORDER BY created_at",
    ),
  );
  return rows.filter((row) => row.email.startsWith(prefix)).map((row) => ({ email: row.email, id: row.id }));
}
