/**
 * Bodies only where a route takes them (issue 28, decision 035). Fastify reads and parses a
 * body for any route whose method may carry one, the not-found route included, up to the
 * instance's limit: 500,000 nested JSON arrays posted to `/nope` held the event loop before its
 * 404. Here a route takes a body only when it names its own `bodyLimit` (or hands the raw
 * request to an area, which applies the same rule to its routes); any other route, and every
 * unknown path, answers before one byte of the body is parsed: the 404 it would have answered,
 * or 413 for an address that takes no body. GET and HEAD bodies are never parsed by Fastify.
 * Node discards the unread bytes after the answer (the connection's request timeout bounds that).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundJson, pathnameOf } from './request-messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set from the route's own `bodyLimit`: the route reads a body of at most that size. */
    takesBody?: boolean;
    /** The raw request, body unread, goes to an area's API, which has its own routes' limits. */
    handsBodyOver?: boolean;
  }
}

/** Whether the request says it carries a body (a length above 0, or chunks). */
export function carriesBody(request: Pick<FastifyRequest, 'headers'>): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Methods Fastify never parses a body for (the page is answered as if none was sent). */
const bodylessMethods = new Set(['GET', 'HEAD', 'TRACE']);

/** An error Fastify answers with (the response basics' error handler), before any parsing. */
class UnreadBodyError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/**
 * Registers the rule on `app`, before its routes: every route registered afterwards (in any
 * plugin) takes a body only if it declares `bodyLimit`.
 */
export function takeBodiesOnlyWhereRoutesDo(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, takesBody: route.bodyLimit !== undefined };
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    const { config } = request.routeOptions;
    if (bodylessMethods.has(request.method) || !carriesBody(request)) return payload;
    if (config.takesBody || config.handsBodyOver) return payload;
    const { error, message } = notFoundJson(request.method, pathnameOf(request.url));
    if (request.is404) throw new UnreadBodyError(error, message, 404);
    throw new UnreadBodyError(
      'Payload Too Large',
      `${request.method} ${pathnameOf(request.url)} takes no request body: send it without one.`,
      413,
    );
  });
}
