/**
 * The planning area's console API (issue 32 point 5, decision 065), under
 * /api/planning/console/: the review queues of the five forms, a submission's photos, approve
 * or reject with a reason, "answered", delete, and the CSV of a filtered queue. Only the shell's
 * console hands requests here (decision 064: it checked the session, the origin and the body,
 * and names the account in `x-console-account`; the site server refuses these addresses from
 * outside), and every route checks the role again: reviewers and admins. The changes run the
 * review tool's own functions (review-actions.ts) and are written to the audit log with the
 * account as the actor.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serveEndpoint, type AreaApiContext } from '@estes/shared/server';
import { reviewAnsweredEndpoint } from '../../src/api/console-review-answered';
import { reviewDecisionEndpoint } from '../../src/api/console-review-decision';
import { reviewDeleteEndpoint } from '../../src/api/console-review-delete';
import { reviewExportEndpoint } from '../../src/api/console-review-export';
import { reviewPhotoEndpoint } from '../../src/api/console-review-photo';
import { reviewQueueEndpoint } from '../../src/api/console-review-queue';
import { exportRowLimit, isAnsweredForm, queuePageSize } from '../../src/domain/review-queue';
import { photoBody, servablePhoto } from '../submissions/photo-serving';
import { readPhotoChunk } from '../submissions/photo-store';
import {
  decideSubmission,
  markSubmissionAnswered,
  removeSubmission,
  type ReviewChange,
  type ReviewEffects,
} from '../submissions/review-actions';
import { csvLines } from '../submissions/review-lines';
import { newCounts, queuePage } from '../submissions/review-queue';
import { SubmissionStore } from '../submissions/submission-store';
import { consoleAccountOf, requireConsoleRole, type ConsoleAccount } from './console-access';
import { queueItemOf } from './queue-items';

export interface ReviewConsoleOptions extends Pick<AreaApiContext, 'db' | 'dataDir' | 'pageDataChanged'> {
  /** The shell's audit log (decision 064); without it the queue can be read but nothing changed. */
  recordConsoleAction?:
    ((account: ConsoleAccount, entry: { action: string; target: string; detail: string }) => Promise<void>) | undefined;
  now?: () => Date;
}

const auditActionOf: Record<ReviewChange['action'], string> = {
  approved: 'submission-approved',
  rejected: 'submission-rejected',
  answered: 'submission-answered',
  deleted: 'submission-deleted',
  purged: 'submissions-purged',
  forgotten: 'person-forgotten',
};

/** The change is stored, but its audit entry is not: the reviewer is told both. */
class AuditNotWritten extends Error {
  constructor(readonly reason: unknown) {
    super('the audit entry of a stored change could not be written');
  }
}

const submissionIdPattern = /^s[0-9a-f]{10}$/;
const refusal = (message: string) => ({ error: message });
const gone = (reply: FastifyReply) =>
  reply
    .code(404)
    .send({ error: 'There is no such submission any more: someone may have deleted it. Reload the queue.' });

export async function reviewConsoleRoutes(app: FastifyInstance, options: ReviewConsoleOptions): Promise<void> {
  const { db, dataDir } = options;
  const served = { refusal };

  // Every route of this scope: reviewers and admins only, before anything is read.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!requireConsoleRole(request, reply, 'reviewer')) return reply;
    return undefined;
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof AuditNotWritten) {
      request.log.error({ err: error.reason }, error.message);
      return reply
        .code(500)
        .send(refusal('The change was made, but the audit log could not record it: tell an admin, with the time.'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(refusal('That request is too large for this address.'));
    if (status >= 400 && status < 500) return reply.code(status).send(refusal('That request could not be read.'));
    request.log.error({ err: error }, 'a console review call failed');
    return reply.code(500).send(refusal('Something went wrong on our side. Please try again in a minute.'));
  });

  const effectsFor = (account: ConsoleAccount): ReviewEffects => ({
    now: options.now,
    announce: async (tags) => {
      await options.pageDataChanged?.(tags);
    },
    record: async (change) => {
      try {
        await options.recordConsoleAction?.(account, {
          action: auditActionOf[change.action],
          target: change.target,
          detail: change.detail,
        });
      } catch (error) {
        throw new AuditNotWritten(error);
      }
    },
  });

  /** The account of a change; none when the server cannot record it (nothing is then changed). */
  const changer = (request: Parameters<typeof consoleAccountOf>[0], reply: FastifyReply) => {
    const account = consoleAccountOf(request);
    if (!account) return undefined;
    if (!options.recordConsoleAction) {
      void reply
        .code(503)
        .send(refusal('This site server cannot write the audit log, so nothing can be changed from the console here.'));
      return undefined;
    }
    return account;
  };

  serveEndpoint(
    app,
    reviewQueueEndpoint,
    async ({ query }) => {
      const { page = 1, ...filter } = query;
      const found = await queuePage(db, filter, { offset: (page - 1) * queuePageSize, limit: queuePageSize });
      return {
        items: found.submissions.map(queueItemOf),
        total: found.total,
        page,
        pageSize: queuePageSize,
        newCounts: await newCounts(db),
      };
    },
    served,
  );

  serveEndpoint(
    app,
    reviewExportEndpoint,
    async ({ query, reply }) => {
      const found = await queuePage(db, query, { offset: 0, limit: exportRowLimit });
      if (found.total > exportRowLimit) {
        return reply
          .code(422)
          .send(
            refusal(
              `This queue holds ${found.total} submissions; an export takes at most ${exportRowLimit}. Narrow it (received since, status), or export with npm run submissions -- export on a server.`,
            ),
          );
      }
      const day = (options.now?.() ?? new Date()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="submissions-${query.form}-${day}.csv"`)
        .send(`${csvLines(found.submissions).join('\r\n')}\r\n`);
    },
    served,
  );

  serveEndpoint(
    app,
    reviewPhotoEndpoint,
    async ({ params, reply }) => {
      const noPhoto = () => reply.code(404).send(refusal('That photo is not there (deleted, or never stored).'));
      if (!submissionIdPattern.test(params.id) || !/^[1-3]$/.test(params.position)) return noPhoto();
      const position = Number(params.position);
      const photo = await servablePhoto(db, params.id, position, true, false);
      const first = photo && (photo.firstChunk ?? (await readPhotoChunk(db, params.id, position, 0)));
      if (!photo || !first) return noPhoto();
      return reply
        .type(photo.contentType)
        .header('content-length', String(photo.byteSize))
        .send(photoBody(db, params.id, position, photo.storedChunks, first));
    },
    served,
  );

  serveEndpoint(
    app,
    reviewDecisionEndpoint,
    async ({ params, body, request, reply }) => {
      const account = changer(request, reply);
      if (!account) return reply;
      if (!submissionIdPattern.test(params.id)) return gone(reply);
      const current = await new SubmissionStore(db).get(params.id);
      if (!current) return gone(reply);
      if (isAnsweredForm(current.kind)) {
        return reply
          .code(409)
          .send(
            refusal('Trip requests and contact messages are answered, not approved or rejected: mark it answered.'),
          );
      }
      const reason = body.reason?.trim() || undefined;
      const item = await decideSubmission(
        db,
        params.id,
        body.decision,
        { by: account.email, reason },
        effectsFor(account),
      );
      return item ? { item: queueItemOf(item) } : gone(reply);
    },
    served,
  );

  serveEndpoint(
    app,
    reviewAnsweredEndpoint,
    async ({ params, request, reply }) => {
      const account = changer(request, reply);
      if (!account) return reply;
      if (!submissionIdPattern.test(params.id)) return gone(reply);
      const current = await new SubmissionStore(db).get(params.id);
      if (!current) return gone(reply);
      if (!isAnsweredForm(current.kind)) {
        return reply.code(409).send(refusal('Only trip requests and contact messages are marked answered.'));
      }
      const item = await markSubmissionAnswered(db, params.id, account.email, effectsFor(account));
      return item ? { item: queueItemOf(item) } : gone(reply);
    },
    served,
  );

  serveEndpoint(
    app,
    reviewDeleteEndpoint,
    async ({ params, request, reply }) => {
      const account = changer(request, reply);
      if (!account) return reply;
      if (!submissionIdPattern.test(params.id)) return gone(reply);
      const removed = await removeSubmission(db, dataDir, params.id, effectsFor(account));
      return removed ? { deleted: { id: removed.submission.id, photos: removed.photos } } : gone(reply);
    },
    served,
  );
}
