/**
 * What a reviewer changes (decision 065): approve or reject with a reason, mark answered, delete;
 * each through the review tool's own steps (review-actions.ts), written to the audit log with the
 * account as the actor. Nothing is changed where the audit log cannot be written.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleAccount } from '@estes/shared/console';
import { consoleAccountOf, serveEndpoint } from '@estes/shared/server';
import { reviewAnsweredEndpoint } from '../../src/api/console-review-answered';
import { reviewDecisionEndpoint } from '../../src/api/console-review-decision';
import { reviewDeleteEndpoint } from '../../src/api/console-review-delete';
import { isAnsweredForm } from '../../src/domain/review-queue';
import {
  decideSubmission,
  markSubmissionAnswered,
  removeSubmission,
  type ReviewChange,
  type ReviewEffects,
} from '../submissions/review-actions';
import { SubmissionStore } from '../submissions/submission-store';
import { queueItemOf } from './queue-items';
import { AuditNotWritten, consoleServed, gone, refusal, submissionIdPattern } from './review-answers';
import type { ReviewConsoleOptions } from './review-console-routes';

const auditActionOf: Record<ReviewChange['action'], string> = {
  approved: 'submission-approved',
  rejected: 'submission-rejected',
  answered: 'submission-answered',
  deleted: 'submission-deleted',
  purged: 'submissions-purged',
  forgotten: 'person-forgotten',
};

export function serveReviewChanges(app: FastifyInstance, options: ReviewConsoleOptions): void {
  const { db, dataDir } = options;

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
  const changer = (request: FastifyRequest, reply: FastifyReply) => {
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
    consoleServed,
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
    consoleServed,
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
    consoleServed,
  );
}
