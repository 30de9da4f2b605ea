/**
 * The one limit on what senders post (docs/rules/planning.md#submission-limits), for every form and
 * the newsletter sign-up alike: the AddressLimit of a scope, counted in the database, added to a
 * Fastify scope as two hooks.
 *
 * - Before the body is read (`onRequest`, unless `refuseBeforeBody` is off): an address with no
 *   place left is refused at once, so a sender past the limit cannot make the server read 15 MB
 *   of photos (a read: nothing is taken).
 * - Before the handler (`preHandler`): every counted post takes a place, valid or not (an invalid
 *   post costs as much to read as a valid one). Taken here, after the read, so no write lock is
 *   held while the body arrives.
 *
 * A refusal carries `Retry-After` and is answered by the scope (`refuse`), in its own format. A
 * place whose post the server then failed to store is given back (`giveBack`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@estes/shared/server';
import { AddressLimit, type AddressLimitSettings } from './address-limit';

export interface SenderLimitOptions {
  db: Database;
  /** What is limited ("submissions", "newsletter"): each scope counts on its own. */
  scope: string;
  settings: AddressLimitSettings;
  now?: () => Date;
  /** Which requests take a place; by default every POST. */
  counts?: (request: FastifyRequest) => boolean;
  /**
   * Whether an address with no place left is refused before its body is read (default true).
   * Off where the refusal needs the body (the newsletter's names the form it came from) and
   * bodies are small.
   */
  refuseBeforeBody?: boolean;
  /** Answers a refused request (the status is set to 429 and Retry-After added before). */
  refuse: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

export interface SenderLimit {
  /** Gives back the place a request took (what it sent was not stored, by the server's fault). */
  giveBack(request: FastifyRequest): Promise<void>;
}

const isPost = (request: FastifyRequest) => request.method === 'POST';

export function limitSenders(app: FastifyInstance, options: SenderLimitOptions): SenderLimit {
  const now = options.now ?? (() => new Date());
  // Counted in the database: the same for every instance of the site.
  const limit = new AddressLimit(options.db, options.scope, options.settings, () => now().getTime());
  const counts = options.counts ?? isPost;
  const placeOf = new WeakMap<FastifyRequest, string>();

  const refuse = (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) => {
    reply.code(429).header('retry-after', String(retryAfterSeconds));
    return options.refuse(request, reply);
  };

  if (options.refuseBeforeBody ?? true) {
    app.addHook('onRequest', async (request, reply) => {
      if (!counts(request)) return;
      const wait = await limit.retryAfterSeconds(request.ip);
      if (wait > 0) return refuse(request, reply, wait);
    });
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!counts(request)) return;
    const place = await limit.take(request.ip);
    if (!place.taken) return refuse(request, reply, place.retryAfterSeconds);
    placeOf.set(request, place.placeId);
  });

  return {
    async giveBack(request) {
      const placeId = placeOf.get(request);
      placeOf.delete(request);
      if (placeId) await limit.giveBack(placeId).catch(() => undefined);
    },
  };
}
