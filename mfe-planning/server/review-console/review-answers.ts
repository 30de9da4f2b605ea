/** The console review API's answers that several routes give (decision 065): every one is `{ error }`. */
import type { FastifyReply } from 'fastify';

export const refusal = (message: string) => ({ error: message });

/** serveEndpoint's options: a refused query or body is `{ error }` too. */
export const consoleServed = { refusal };

export const submissionIdPattern = /^s[0-9a-f]{10}$/;

export const gone = (reply: FastifyReply) =>
  reply.code(404).send(refusal('There is no such submission any more: someone may have deleted it. Reload the queue.'));

/** The change is stored, but its audit entry is not: the reviewer is told both. */
export class AuditNotWritten extends Error {
  constructor(readonly reason: unknown) {
    super('the audit entry of a stored change could not be written');
  }
}
