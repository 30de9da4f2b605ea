/**
 * The console's review queue (decision 065): one form's submissions, newest first, filtered by
 * status, day of receipt and words in the sender's name or the summary, a page at a time; and
 * the count of new ones in every form's queue. Plain SQL with `?` placeholders (both engines).
 */
import type { Database, SqlValue } from '@estes/shared/server';
import { reviewForms, type QueueFilter, type ReviewForm } from '../../src/domain/review-queue';
import { SubmissionStore, submissionColumns, type Submission, type SubmissionRow } from './submission-store';

/** `%`, `_` and the escape itself match literally in a LIKE pattern. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;

function whereOf(filter: QueueFilter): { sql: string; params: SqlValue[] } {
  const where = ['kind = ?'];
  const params: SqlValue[] = [filter.form];
  if (filter.status === 'new') where.push("status = 'new' AND answered_at IS NULL");
  else if (filter.status === 'answered') where.push('answered_at IS NOT NULL');
  else if (filter.status) {
    where.push('status = ?');
    params.push(filter.status);
  }
  if (filter.since) {
    where.push('created_at >= ?');
    params.push(`${filter.since}T00:00:00.000Z`);
  }
  const text = filter.text?.trim();
  if (text) {
    where.push("(LOWER(name) LIKE ? ESCAPE '\\' OR LOWER(summary) LIKE ? ESCAPE '\\')");
    params.push(likePattern(text), likePattern(text));
  }
  return { sql: where.join(' AND '), params };
}

export async function queuePage(
  db: Database,
  filter: QueueFilter,
  page: { offset: number; limit: number },
): Promise<{ submissions: Submission[]; total: number }> {
  const { sql, params } = whereOf(filter);
  const [count] = await db.query<{ total: number | string }>(
    `SELECT COUNT(*) AS total FROM planning_submissions WHERE ${sql}`,
    params,
  );
  const rows = await db.query<SubmissionRow>(
    `SELECT ${submissionColumns} FROM planning_submissions WHERE ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    [...params, page.limit, page.offset],
  );
  return { submissions: await new SubmissionStore(db).withPhotos(rows), total: Number(count?.total ?? 0) };
}

/** How many submissions each form's queue holds that nobody decided or answered yet. */
export async function newCounts(db: Database): Promise<Record<ReviewForm, number>> {
  const rows = await db.query<{ kind: string; waiting: number | string }>(
    "SELECT kind, COUNT(*) AS waiting FROM planning_submissions WHERE status = 'new' AND answered_at IS NULL GROUP BY kind",
  );
  const counts = Object.fromEntries(reviewForms.map((form) => [form, 0])) as Record<ReviewForm, number>;
  for (const row of rows) {
    if ((reviewForms as readonly string[]).includes(row.kind)) counts[row.kind as ReviewForm] = Number(row.waiting);
  }
  return counts;
}
