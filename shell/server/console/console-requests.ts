/**
 * What every console API request passes before its handler (decision 059), and how a refusal
 * is worded. The console is private to the site's own pages: a request another site's page
 * made (Origin not SITE_URL's, or `Sec-Fetch-Site` other than same-origin) is refused with 403
 * whatever it carries, a POST must say where it came from and send JSON, and every answer,
 * refusals included, is `{ error: <a sentence a person can act on> }`, never cached or indexed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer the console gives on purpose: its status and the sentence to show. */
export class ConsoleError extends Error {
  override name = 'ConsoleError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Seconds until a rate limit lets the caller in again (429 only). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Every /console answer: private to one browser, kept by no cache, shown by no search engine. */
export const consoleHeaders = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
} as const;

/** Refuses a request made by another site's page; a POST or DELETE must also name its origin and send JSON. */
export function checkConsoleRequest(request: FastifyRequest, siteOrigin: string): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') {
    throw new ConsoleError(403, 'The console answers only its own pages: open it from this site’s address.');
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== siteOrigin) {
    throw new ConsoleError(403, 'The console answers only its own pages: open it from this site’s address.');
  }
  if (request.method !== 'POST' && request.method !== 'DELETE') return;
  if (origin === undefined) {
    throw new ConsoleError(403, 'This request did not say which page sent it: use the console’s own pages.');
  }
  const type = request.headers['content-type'];
  // A DELETE may have no body (an area's console API, decision 064); one that has a body sends JSON.
  if (request.method === 'DELETE' && type === undefined) return;
  if (!/^application\/json\s*(;|$)/i.test(type ?? '')) {
    throw new ConsoleError(415, 'Send the request as JSON (Content-Type: application/json).');
  }
}

/** Fastify's own refusals (body parsing, size), worded for people. */
function sentenceFor(error: Error & { statusCode?: number; code?: string }): string {
  if (error.statusCode === 413) return 'The request is too large for the console.';
  if (error.statusCode === 415) return 'Send the request as JSON (Content-Type: application/json).';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request has no body: send a JSON object, {} at least.';
  if (error.statusCode === 400) return 'The request body is not valid JSON.';
  return error.message;
}

/** The console's error handler: the contract's `{ error }` (and `retryAfterSeconds` on 429). */
export function answerConsoleError(
  error: Error & { statusCode?: number; code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  // A 503 the console gives on purpose (an area that could not be loaded) says why; anything else is ours.
  if (status >= 500 && !(error instanceof ConsoleError && status === 503)) {
    request.log.error({ err: error }, 'console request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again in a minute.' });
  }
  if (error instanceof ConsoleError) {
    if (error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(status).send({ error: error.message, retryAfterSeconds: error.retryAfterSeconds });
    }
    return reply.code(status).send({ error: error.message });
  }
  return reply.code(status).send({ error: sentenceFor(error) });
}
