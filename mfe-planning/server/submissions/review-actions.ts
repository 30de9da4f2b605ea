/**
 * What a reviewer does to a submission, one code path for the command line (review-cli.ts) and
 * the console (server/review-console/): approve or reject (with who and why), mark a trip
 * request or message answered, delete it with its photos. Each change is stored first, then the
 * site's pages are told (an approved event reaches /events within its freshness), then it is
 * reported to the audit log through `record` (ids and kinds only: an entry outlives what it is
 * about, so it never holds what a visitor wrote or their address).
 */
import { pageDataTags } from '@estes/shared/server';
import type { Database } from '@estes/shared/server';
import { deleteSubmission } from '../retention/retention';
import { plural } from './review-lines';
import { SubmissionStore, type Submission } from './submission-store';

export interface ReviewChange {
  action: 'approved' | 'rejected' | 'answered' | 'deleted' | 'purged' | 'forgotten';
  /** A submission's id; '' for a purge or a forgotten person (whose address is not kept). */
  target: string;
  detail: string;
}

export interface ReviewEffects {
  /** Tells every instance's page cache (the server's `pageDataChanged`, or a notification from a command). */
  announce: (tags: readonly string[]) => Promise<void>;
  record?: ((change: ReviewChange) => Promise<void>) | undefined;
  /** The clock a decision or an answer is timed by (tests move it). */
  now?: (() => Date) | undefined;
}

export const isEventSubmission = (submission: Pick<Submission, 'kind'>) =>
  submission.kind === 'event-listing' || submission.kind === 'event-submission';

/** Approves or rejects; answers the submission as it is now, or undefined when there is none. */
export async function decideSubmission(
  db: Database,
  id: string,
  decision: 'approved' | 'rejected',
  note: { by: string; reason?: string | undefined },
  effects: ReviewEffects,
): Promise<Submission | undefined> {
  const store = new SubmissionStore(db, effects.now);
  const submission = await store.get(id);
  if (!submission) return undefined;
  if (!(await store.setStatus(id, decision, note))) return undefined;
  // The running site's instances drop their cached event pages (on SQLite from another process,
  // the pages follow their minute of freshness).
  if (isEventSubmission(submission)) await effects.announce([pageDataTags.approvedEvents]);
  await effects.record?.({
    action: decision,
    target: id,
    detail: note.reason ? `${submission.kind}, with a reason` : submission.kind,
  });
  return store.get(id);
}

/** Marks a trip request or contact message answered; undefined when there is none. */
export async function markSubmissionAnswered(
  db: Database,
  id: string,
  by: string,
  effects: ReviewEffects,
): Promise<Submission | undefined> {
  const store = new SubmissionStore(db, effects.now);
  if (!(await store.markAnswered(id, by))) return undefined;
  const submission = await store.get(id);
  if (!submission) return undefined;
  await effects.record?.({ action: 'answered', target: id, detail: submission.kind });
  return submission;
}

/** Deletes one submission and its photos; answers what went, or undefined when there was none. */
export async function removeSubmission(
  db: Database,
  dataDir: string,
  id: string,
  effects: ReviewEffects,
): Promise<{ submission: Submission; photos: number } | undefined> {
  const removed = await deleteSubmission(db, dataDir, id);
  const [submission] = removed.submissions;
  if (!submission) return undefined;
  if (submission.status === 'approved' && isEventSubmission(submission)) {
    await effects.announce([pageDataTags.approvedEvents]);
  }
  await effects.record?.({
    action: 'deleted',
    target: submission.id,
    detail: `${submission.kind}, ${plural(removed.photos, 'photo')}`,
  });
  return { submission, photos: removed.photos };
}
