/**
 * Retention and deletion of what visitors sent (decision 028): the review tool's `delete`,
 * `purge` and `forget`, and the policy the running server applies once a day. Photos are in the
 * database (decision 037), so a deletion is one transaction per command, photos included, and
 * takes them from every instance at once, whichever machine runs it. Each submission is deleted
 * by one command only: two at once (two operators, the daily run) report each deletion once.
 * Photos older versions left as files in this instance's DATA_DIR, not yet taken over, are
 * removed after the commit; a file on another instance goes when that instance next starts
 * (photo-takeover.ts: a file whose row is gone).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AreaEnvironment, Database, Migration, SqlValue } from '@estes/shared/server';
import { removePhotoFiles } from '../submissions/photo-files';
import { SubmissionStore, type Submission } from '../submissions/submission-store';

const dayMs = 24 * 60 * 60_000;

/** When each scheduled job last started, shared by every instance of the site. */
export const retentionMigrations: readonly Migration[] = [
  {
    id: 'planning-retention-001-scheduled-runs',
    up: `CREATE TABLE planning_scheduled_runs (
      job TEXT PRIMARY KEY,
      started_at TEXT NOT NULL
    )`,
  },
];

const retentionEnvironmentSchema = z.object({
  /**
   * Days a submission (and its photos) is kept after it was received: a year covers answering
   * it, the season it is about, and a follow-up question; an approved event stays on the
   * calendar until its date has passed, even when that is later.
   */
  SUBMISSIONS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /**
   * Days a newsletter sign-up keeps its address once the provider has it (the provider keeps
   * the subscription; the row stays only as a count, placement and time), and a refused one
   * is kept at all. A sign-up never forwarded goes with SUBMISSIONS_RETENTION_DAYS.
   */
  NEWSLETTER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

export interface RetentionSettings {
  submissionsDays: number;
  newsletterDays: number;
}

export const defaultRetention: RetentionSettings = { submissionsDays: 365, newsletterDays: 30 };

/** The variables the retention is read from. */
export const retentionVariables = Object.keys(retentionEnvironmentSchema.shape);

export function readRetentionSettings(env: AreaEnvironment): RetentionSettings {
  const parsed = retentionEnvironmentSchema.safeParse({
    SUBMISSIONS_RETENTION_DAYS: env.SUBMISSIONS_RETENTION_DAYS || undefined,
    NEWSLETTER_RETENTION_DAYS: env.NEWSLETTER_RETENTION_DAYS || undefined,
  });
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid retention settings: ${detail}`);
  }
  return {
    submissionsDays: parsed.data.SUBMISSIONS_RETENTION_DAYS,
    newsletterDays: parsed.data.NEWSLETTER_RETENTION_DAYS,
  };
}

export interface RemovedSubmissions {
  submissions: Submission[];
  /** Photos deleted with them (from the database; the files of any not yet taken over from here too). */
  photos: number;
}

const isEvent = (submission: Submission) =>
  submission.kind === 'event-listing' || submission.kind === 'event-submission';

/** An approved event whose date is today or later (YYYY-MM-DD, UTC): still on the calendar. */
export function isUpcomingApprovedEvent(submission: Submission, now: Date): boolean {
  const date = submission.payload.eventDate;
  return (
    submission.status === 'approved' &&
    isEvent(submission) &&
    typeof date === 'string' &&
    date >= now.toISOString().slice(0, 10)
  );
}

/** Deletes the submissions `select` finds (and `keep` does not keep), with their photos, in one transaction. */
async function removeSubmissions(
  db: Database,
  dataDir: string,
  select: (store: SubmissionStore, tx: Database) => Promise<Submission[]>,
  keep: (submission: Submission) => boolean = () => false,
): Promise<RemovedSubmissions> {
  const removed = await db.transaction(async (tx) => {
    const chosen = (await select(new SubmissionStore(tx), tx)).filter((submission) => !keep(submission));
    const deleted: Submission[] = [];
    // In slices: a statement's placeholders are bounded (SQLite's default is 32,766).
    for (let start = 0; start < chosen.length; start += 500) {
      const slice = chosen.slice(start, start + 500);
      const ids = await lockStillThere(
        tx,
        slice.map((submission) => submission.id),
      );
      if (ids.length === 0) continue;
      const placeholders = ids.map(() => '?').join(', ');
      await tx.execute(`DELETE FROM planning_submission_photo_chunks WHERE submission_id IN (${placeholders})`, ids);
      await tx.execute(`DELETE FROM planning_submission_photos WHERE submission_id IN (${placeholders})`, ids);
      await tx.execute(`DELETE FROM planning_submissions WHERE id IN (${placeholders})`, ids);
      const taken = new Set(ids);
      deleted.push(...slice.filter((submission) => taken.has(submission.id)));
    }
    return deleted;
  });
  const photos = removed.flatMap((submission) => submission.photos);
  await removePhotoFiles(
    dataDir,
    photos.filter((photo) => photo.storedChunks === null).map((photo) => photo.fileName),
  );
  return { submissions: removed, photos: photos.length };
}

/**
 * The ids that are still there, each locked for this transaction: a command deleting the same
 * submissions at the same moment (PostgreSQL: another transaction, on any machine) waits, then
 * finds them gone and reports nothing. SQLite's write transactions already run one at a time.
 */
async function lockStillThere(tx: Database, ids: readonly string[]): Promise<string[]> {
  if (tx.dialect !== 'postgres') return [...ids];
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM planning_submissions WHERE id IN (${ids.map(() => '?').join(', ')}) FOR UPDATE`,
    ids,
  );
  return rows.map((row) => row.id);
}

export function deleteSubmission(db: Database, dataDir: string, id: string): Promise<RemovedSubmissions> {
  return removeSubmissions(db, dataDir, async (store) => {
    const found = await store.get(id);
    return found ? [found] : [];
  });
}

/** Every submission received before `before`, whatever its status. */
export function purgeSubmissionsReceivedBefore(
  db: Database,
  dataDir: string,
  before: Date,
  keep?: (submission: Submission) => boolean,
): Promise<RemovedSubmissions> {
  return removeSubmissions(db, dataDir, (store) => store.receivedBefore(before.toISOString()), keep);
}

export interface Forgotten extends RemovedSubmissions {
  newsletterSignups: number;
}

/** Everything stored under one address: submissions (any letter case), photos, newsletter sign-ups. */
export async function forgetPerson(db: Database, dataDir: string, email: string): Promise<Forgotten> {
  const address = email.trim().toLowerCase();
  let newsletterSignups = 0;
  const removed = await removeSubmissions(db, dataDir, async (store, tx) => {
    const { rowsAffected } = await tx.execute('DELETE FROM newsletter_signups WHERE LOWER(email) = ?', [address]);
    newsletterSignups = rowsAffected;
    return store.byEmail(address);
  });
  return { ...removed, newsletterSignups };
}

export interface RetentionRun extends RemovedSubmissions {
  /** Forwarded sign-ups whose address was erased (count, placement and time kept). */
  signupAddressesErased: number;
  /** Refused and never-forwarded sign-ups deleted. */
  signupsDeleted: number;
  /** Per-address limit places (hashed addresses) older than a day, deleted. */
  limitPlacesDeleted: number;
}

/** An erased sign-up's placeholder address: unique (the column is), never a real address. */
const erasedPrefix = 'erased:';

/** The retention policy, once: what the server runs each day and `purge` without a number. */
export async function applyRetention(
  db: Database,
  dataDir: string,
  settings: RetentionSettings,
  now: Date = new Date(),
): Promise<RetentionRun> {
  const submissionsBefore = new Date(now.getTime() - settings.submissionsDays * dayMs);
  const newsletterBefore = new Date(now.getTime() - settings.newsletterDays * dayMs).toISOString();
  const removed = await purgeSubmissionsReceivedBefore(db, dataDir, submissionsBefore, (submission) =>
    isUpcomingApprovedEvent(submission, now),
  );
  const at = now.toISOString();
  const signups = await db.transaction(async (tx) => {
    const erased = await tx.execute(
      `UPDATE newsletter_signups SET email = CAST(? AS TEXT) || id, last_error = NULL, updated_at = ?
       WHERE status = 'forwarded' AND forwarded_at < ? AND email NOT LIKE ?`,
      [erasedPrefix, at, newsletterBefore, `${erasedPrefix}%`],
    );
    const refused = await tx.execute(`DELETE FROM newsletter_signups WHERE status = 'refused' AND updated_at < ?`, [
      newsletterBefore,
    ]);
    const unsent = await tx.execute(
      `DELETE FROM newsletter_signups WHERE status IN ('pending', 'held') AND created_at < ?`,
      [submissionsBefore.toISOString()],
    );
    return { erased: erased.rowsAffected, deleted: refused.rowsAffected + unsent.rowsAffected };
  });
  // The per-address limits keep hashed addresses for their window (at most a day); whatever
  // a quiet scope left behind goes here, so the privacy policy's "never longer than a day" holds.
  const limitPlaces = await db.execute('DELETE FROM address_limit_places WHERE taken_at_ms < ?', [
    now.getTime() - dayMs,
  ]);
  return {
    ...removed,
    signupAddressesErased: signups.erased,
    signupsDeleted: signups.deleted,
    limitPlacesDeleted: limitPlaces.rowsAffected,
  };
}

/**
 * Takes the day's retention run for this instance: true for one instance a day, however many
 * run (a row updated only when the last run started long enough ago). Running twice would do
 * no harm (the deletions are idempotent); this keeps several instances from doing the same work.
 */
export async function claimDailyRun(db: Database, job: string, now: Date, intervalMs = dayMs): Promise<boolean> {
  const at = now.toISOString();
  await db.execute('INSERT INTO planning_scheduled_runs (job, started_at) VALUES (?, ?) ON CONFLICT (job) DO NOTHING', [
    job,
    new Date(0).toISOString(),
  ]);
  const params: SqlValue[] = [at, job, new Date(now.getTime() - intervalMs + 60_000).toISOString()];
  const { rowsAffected } = await db.execute(
    'UPDATE planning_scheduled_runs SET started_at = ? WHERE job = ? AND started_at < ?',
    params,
  );
  return rowsAffected === 1;
}

export interface RetentionScheduleOptions {
  db: Database;
  dataDir: string;
  settings: RetentionSettings;
  now?: () => Date;
  /** How often an instance asks whether the day's run is due (the claim decides who runs it). */
  checkEveryMs?: number;
}

export const retentionJob = 'planning-retention';

/**
 * The retention capability as a Fastify plugin: applies the retention policy at start and then once a day, on one instance at a time
 * (claimDailyRun); the timer does not keep the process alive and stops with the server.
 */
export const retentionPlugin: FastifyPluginAsync<RetentionScheduleOptions> = async (app, options) => {
  scheduleRetention(app, options);
};

function scheduleRetention(app: FastifyInstance, options: RetentionScheduleOptions): void {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  const runIfDue = () => {
    running ??= (async () => {
      const at = now();
      if (!(await claimDailyRun(options.db, retentionJob, at))) return;
      const run = await applyRetention(options.db, options.dataDir, options.settings, at);
      app.log.info(
        {
          submissionsDeleted: run.submissions.length,
          photosDeleted: run.photos,
          signupAddressesErased: run.signupAddressesErased,
          signupsDeleted: run.signupsDeleted,
        },
        'retention applied',
      );
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'retention run failed; tried again at the next check'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(runIfDue, options.checkEveryMs ?? 60 * 60_000);
  timer.unref();
  app.addHook('onReady', async () => runIfDue());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
