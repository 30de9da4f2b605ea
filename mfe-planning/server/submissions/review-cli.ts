/**
 * The review tool behind `npm run submissions -- …`: a person lists, reads, approves or
 * rejects what visitors sent, and exports it as CSV. Approving an event submission puts it on
 * the events calendar (GET /api/planning/events/approved). It also deletes: one submission,
 * everything older than a number of days (or by the retention settings), or everything a
 * person sent (their submissions and newsletter sign-ups), photos included.
 */
import { notifyPageDataChange, pageDataTags, type Database } from '@estes/shared/server';
import {
  applyRetention,
  forgetPerson,
  purgeSubmissionsReceivedBefore,
  readRetentionSettings,
} from '../retention/retention';
import { decideSubmission, removeSubmission, type ReviewChange, type ReviewEffects } from './review-actions';
import { csvLines, listLines, plural, printable, removedLines, showLines, when } from './review-lines';
import {
  SubmissionStore,
  submissionKinds,
  submissionStatuses,
  type SubmissionKind,
  type SubmissionStatus,
} from './submission-store';

export { csvCell, printable } from './review-lines';
export type { ReviewChange } from './review-actions';

export interface ReviewCliContext {
  db: Database;
  dataDir: string;
  /**
   * Writes a line for the reviewer; the command waits for what it answers (a pipe that is
   * behind, e.g. `list | less`), so a long list is never lost or held whole in memory.
   */
  out: (line: string) => void | Promise<void>;
  err: (line: string) => void | Promise<void>;
  /** The retention settings (SUBMISSIONS_RETENTION_DAYS, NEWSLETTER_RETENTION_DAYS) for `purge`. */
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  /**
   * Told of every change the command made, after it is stored: the tool writes it to the site's
   * audit log (issue 32; the console's reviews write the same entries). Ids and kinds only: an
   * entry outlives what it is about, so it never holds what a visitor wrote or their address.
   */
  record?: (change: ReviewChange) => Promise<void>;
  /** Who is at the keyboard (`cli:<user>@<host>`), kept with an approval or rejection. */
  actor?: string;
}

export const reviewUsage = `Usage: npm run submissions -- <command>

  list [--type TYPE] [--status STATUS]    submissions, oldest first
  show <id>                               every field of one submission
  approve <id>                            approve (an approved event appears on the events calendar)
  reject <id> [--reason TEXT]             reject (the reason is kept with it and shown in the console)
  export --format csv [--type TYPE] [--status STATUS]   CSV on standard output
  delete <id>                             delete one submission and its photos
  purge --older-than <days>               delete every submission received more than <days> days ago, photos too
  purge                                   apply the retention settings now (what the server does daily)
  forget <email>                          delete everything sent with this address: submissions, photos
                                          and newsletter sign-ups (any letter case)

TYPE: ${submissionKinds.join(', ')}, or events (both event forms)
STATUS: ${submissionStatuses.join(', ')}`;

class UsageError extends Error {}

function parseOptions(args: readonly string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg);
    if (!match) {
      positional.push(arg);
      continue;
    }
    const value = match[2] ?? args[index + 1];
    if (match[2] === undefined) index += 1;
    if (value === undefined || value === '') throw new UsageError(`--${match[1]} needs a value.`);
    options[match[1] ?? ''] = value;
  }
  return { positional, options };
}

function filterOf(options: Record<string, string>): { kinds?: SubmissionKind[]; status?: SubmissionStatus } {
  const filter: { kinds?: SubmissionKind[]; status?: SubmissionStatus } = {};
  if (options.type) {
    if (options.type === 'events') filter.kinds = ['event-listing', 'event-submission'];
    else if ((submissionKinds as readonly string[]).includes(options.type))
      filter.kinds = [options.type as SubmissionKind];
    else throw new UsageError(`Unknown type "${options.type}". Types: ${submissionKinds.join(', ')}, events.`);
  }
  if (options.status) {
    if (!(submissionStatuses as readonly string[]).includes(options.status)) {
      throw new UsageError(`Unknown status "${options.status}". Statuses: ${submissionStatuses.join(', ')}.`);
    }
    filter.status = options.status as SubmissionStatus;
  }
  return filter;
}

function positiveDays(value: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1) {
    throw new UsageError(`--older-than needs a whole number of days (1 or more), not "${printable(value)}".`);
  }
  return Number(value);
}

/** Runs one command; answers the process exit code. */
export async function runReviewCli(args: readonly string[], context: ReviewCliContext): Promise<number> {
  const store = new SubmissionStore(context.db);
  // The same steps as the console's (review-actions.ts): from a command, the running site hears
  // of a change through the database (PostgreSQL's notification).
  const effects: ReviewEffects = {
    announce: (tags) => notifyPageDataChange(context.db, tags),
    record: context.record,
  };
  const [command, ...rest] = args;
  try {
    const { positional, options } = parseOptions(rest);
    switch (command) {
      case 'list': {
        for (const line of listLines(await store.list(filterOf(options)))) await context.out(line);
        return 0;
      }
      case 'show':
      case 'approve':
      case 'reject': {
        const id = positional[0];
        if (!id) throw new UsageError(`${command} needs a submission id (see list).`);
        const submission = await store.get(id);
        if (!submission) {
          await context.err(`No submission with id ${id}.`);
          return 1;
        }
        if (command === 'show') {
          for (const line of showLines(submission)) await context.out(line);
          return 0;
        }
        const status = command === 'approve' ? 'approved' : 'rejected';
        const reason = options.reason?.trim().slice(0, 1000) || undefined;
        await decideSubmission(context.db, id, status, { by: context.actor ?? 'command line', reason }, effects);
        const isEvent = submission.kind === 'event-listing' || submission.kind === 'event-submission';
        await context.out(
          `${status === 'approved' ? 'Approved' : 'Rejected'} ${id} (${submission.kind}: ${submission.summary}).${
            isEvent
              ? status === 'approved'
                ? ' It now appears on the events calendar.'
                : ' It is not on the events calendar.'
              : ''
          }`,
        );
        return 0;
      }
      case 'delete': {
        const id = positional[0];
        if (!id) throw new UsageError('delete needs a submission id (see list).');
        const removed = await removeSubmission(context.db, context.dataDir, id, effects);
        if (!removed) {
          await context.err(`No submission with id ${printable(id)}.`);
          return 1;
        }
        const item = removed.submission;
        await context.out(
          `Deleted ${item.id} (${item.kind} from ${printable(`${item.name} <${item.email}>`)}: ${printable(item.summary)}) and ${plural(removed.photos, 'photo')}.`,
        );
        if (item.status === 'approved' && (item.kind === 'event-listing' || item.kind === 'event-submission')) {
          await context.out('It is no longer on the events calendar.');
        }
        return 0;
      }
      case 'purge': {
        const now = (context.now ?? (() => new Date()))();
        if (options['older-than'] === undefined && positional.length === 0) {
          const settings = readRetentionSettings(context.env ?? {});
          const run = await applyRetention(context.db, context.dataDir, settings, now);
          await context.record?.({
            action: 'purged',
            target: '',
            detail: `by the retention settings: ${plural(run.submissions.length, 'submission')}, ${plural(run.photos, 'photo')}, ${plural(run.signupsDeleted, 'sign-up')} deleted`,
          });
          await context.out(
            `Retention applied (submissions ${settings.submissionsDays} days after receipt, approved events until their date; newsletter sign-ups ${settings.newsletterDays} days).`,
          );
          await context.out(
            `Deleted ${plural(run.submissions.length, 'submission')} and ${plural(run.photos, 'photo')}; erased the address of ${plural(run.signupAddressesErased, 'forwarded sign-up')}; deleted ${plural(run.signupsDeleted, 'sign-up')} refused or never forwarded.`,
          );
          for (const line of removedLines(run)) await context.out(line);
          await notifyPageDataChange(context.db, [pageDataTags.approvedEvents, pageDataTags.newsletterSignups]);
          return 0;
        }
        if (options['older-than'] === undefined) throw new UsageError('purge takes --older-than <days>, or nothing.');
        const days = positiveDays(options['older-than']);
        const before = new Date(now.getTime() - days * 24 * 60 * 60_000);
        const removed = await purgeSubmissionsReceivedBefore(context.db, context.dataDir, before);
        await context.record?.({
          action: 'purged',
          target: '',
          detail: `received before ${before.toISOString()}: ${plural(removed.submissions.length, 'submission')}, ${plural(removed.photos, 'photo')}`,
        });
        await context.out(
          `Deleted ${plural(removed.submissions.length, 'submission')} received before ${when(before.toISOString())} UTC, with ${plural(removed.photos, 'photo')}.`,
        );
        for (const line of removedLines(removed)) await context.out(line);
        if (removed.submissions.length > 0) await notifyPageDataChange(context.db, [pageDataTags.approvedEvents]);
        return 0;
      }
      case 'forget': {
        const email = positional[0]?.trim();
        if (!email?.includes('@')) throw new UsageError('forget needs the e-mail address to forget.');
        const forgotten = await forgetPerson(context.db, context.dataDir, email);
        await context.record?.({
          action: 'forgotten',
          target: '',
          detail: `an address (not kept here): ${plural(forgotten.submissions.length, 'submission')}, ${plural(forgotten.newsletterSignups, 'newsletter sign-up')}`,
        });
        await context.out(
          `Forgot ${printable(email.toLowerCase())}: deleted ${plural(forgotten.submissions.length, 'submission')}, ${plural(forgotten.photos, 'photo')} and ${plural(forgotten.newsletterSignups, 'newsletter sign-up')}.`,
        );
        for (const line of removedLines(forgotten)) await context.out(line);
        if (forgotten.submissions.length > 0) await notifyPageDataChange(context.db, [pageDataTags.approvedEvents]);
        if (forgotten.newsletterSignups > 0) {
          await notifyPageDataChange(context.db, [pageDataTags.newsletterSignups]);
          await context.out('The newsletter provider keeps its own subscription: unsubscribe the address there too.');
        }
        return 0;
      }
      case 'export': {
        if (options.format !== 'csv') throw new UsageError('export needs --format csv.');
        for (const line of csvLines(await store.list(filterOf(options)))) await context.out(line);
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        await context.out(reviewUsage);
        return command === undefined ? 1 : 0;
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    await context.err(error.message);
    await context.err(reviewUsage);
    return 2;
  }
}
