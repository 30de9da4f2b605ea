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
import type { FastifyInstance } from 'fastify';
import { requireConsoleRole, type AreaApiContext } from '@estes/shared/server';
import { AuditNotWritten, refusal } from './review-answers';
import { serveReviewChanges } from './review-changes';
import { serveReviewReads } from './review-reads';

export interface ReviewConsoleOptions extends Pick<
  AreaApiContext,
  'db' | 'dataDir' | 'pageDataChanged' | 'recordConsoleAction'
> {
  now?: () => Date;
}

export async function reviewConsoleRoutes(app: FastifyInstance, options: ReviewConsoleOptions): Promise<void> {
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

  serveReviewReads(app, options);
  serveReviewChanges(app, options);
}
