/**
 * The console's audit log (issue 32 point 6, decision 059): who did what, when, to what, from
 * which instance (or which command line). The site server and `npm run console` write it
 * through `appendAudit`; admins read it newest first, a page at a time. The database refuses
 * any change to an entry and any removal before `auditRetentionDays` (console-migrations.ts);
 * `removeExpiredAudit` is the retention job, the one deletion there is.
 */
import type { Database } from '@estes/shared/server';
import { auditRetentionDays } from './console-migrations';

export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sign-out-everywhere',
  'invitation-created',
  'account-created',
  'passkey-replaced',
  // What `npm run submissions` and `npm run remotes` change (the console's own pages, next).
  'submission-approved',
  'submission-rejected',
  'submission-deleted',
  // The console's review queues (decision 065): a trip request or message answered.
  'submission-answered',
  'submissions-purged',
  'person-forgotten',
  'area-published',
  'area-rolled-back',
  // A kept version newer than the live one made live again (a roll-forward; decision 066).
  'area-made-live',
  // A build uploaded as a staged version, not live until published (decision 078).
  'area-staged',
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditEntryInput {
  /** An account's email, `cli:<user>@<host>`, or `anonymous` (a failed sign-in). */
  actor: string;
  action: AuditAction;
  /** What the action was about: an email, an account, a passkey; '' when nothing. */
  target: string;
  /** A short sentence of what else there is to know (a role, why a sign-in failed). */
  detail: string;
  /** The instance (INSTANCE_ID) or the command line's host that did it. */
  instance: string;
}

export interface AuditEntry extends AuditEntryInput {
  id: number;
  at: string;
}

/** Longest text kept in one field: an entry is a line, never a document someone sent. */
const fieldLimit = 500;
const bounded = (text: string) => (text.length > fieldLimit ? `${text.slice(0, fieldLimit - 1)}…` : text);

export async function appendAudit(db: Database, entry: AuditEntryInput, now: number = Date.now()): Promise<void> {
  await db.execute(
    'INSERT INTO console_audit (at, actor, action, target, detail, instance) VALUES (?, ?, ?, ?, ?, ?)',
    [
      new Date(now).toISOString(),
      bounded(entry.actor),
      entry.action,
      bounded(entry.target),
      bounded(entry.detail),
      bounded(entry.instance),
    ],
  );
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The id to ask `before` for the next (older) page; null when this page reaches the start. */
  nextBefore: number | null;
}

type AuditRow = Omit<AuditEntry, 'id'> & { id: number | string };

/** Entries newest first, `limit` of them, older than the entry `before` when given. */
export async function readAudit(db: Database, page: { before?: number; limit: number }): Promise<AuditPage> {
  const rows = await db.query<AuditRow>(
    `SELECT id, at, actor, action, target, detail, instance FROM console_audit
     ${page.before === undefined ? '' : 'WHERE id < ?'} ORDER BY id DESC LIMIT ?`,
    page.before === undefined ? [page.limit + 1] : [page.before, page.limit + 1],
  );
  // PostgreSQL's BIGINT arrives as text; ids stay far below 2^53.
  const entries = rows.slice(0, page.limit).map((row) => ({ ...row, id: Number(row.id) }));
  const more = rows.length > page.limit;
  return { entries, nextBefore: more ? (entries.at(-1)?.id ?? null) : null };
}

/**
 * A day beyond the retention period: the database's trigger judges age by the database's clock,
 * the job by this instance's; with the margin, a clock a little ahead never asks to delete an
 * entry the trigger still protects (which would fail the whole DELETE).
 */
const clockMarginMs = 24 * 60 * 60_000;

/** The retention job: removes entries past `auditRetentionDays` (and a day), answers how many. */
export async function removeExpiredAudit(db: Database, now: number = Date.now()): Promise<number> {
  const cutoff = new Date(now - auditRetentionDays * 24 * 60 * 60_000 - clockMarginMs).toISOString();
  const { rowsAffected } = await db.execute('DELETE FROM console_audit WHERE at < ?', [cutoff]);
  return rowsAffected;
}
