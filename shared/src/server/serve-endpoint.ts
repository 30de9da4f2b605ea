/**
 * The server half of an endpoint defined once with `defineEndpoint` (`@estes/shared/api`):
 * registers the Fastify route at the definition's path (under the area's `/api/<area>` prefix),
 * checks the query and the body against the definition's schemas, and answers a failed check
 * with 400 `{ ok: false, message }` before the handler runs. The handler returns the 2xx body,
 * typed by the definition's response schema, or sets another status on `reply` and returns that
 * answer's body (a 404, a 422 with field messages, a 429).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  EndpointBody,
  EndpointDefinition,
  EndpointQuery,
  EndpointResponse,
  PathParams,
  SchemaProblem,
} from '../api/endpoint';
import type { SiteApiPath } from '../routing/site-api';

export interface EndpointCall<E extends EndpointDefinition> {
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  params: PathParams<E['path']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler may answer: the endpoint's 2xx body, or another answer it set a status for. */
export type EndpointAnswer<E extends EndpointDefinition> =
  EndpointResponse<E> | { ok: false; [field: string]: unknown } | FastifyReply;

/** The first problem zod found, as a sentence for the visitor. */
export function firstIssueMessage(error: SchemaProblem): string {
  const issue = error.issues[0];
  return issue?.message || 'The request is not valid.';
}

/** The route's address inside `app` (which carries the `/api/<area>` prefix). */
export function routeUrlWithin(app: Pick<FastifyInstance, 'prefix'>, path: SiteApiPath): string {
  const prefix = app.prefix;
  if (!prefix) return path;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) {
    throw new Error(`The endpoint ${path} is not under ${prefix}: define it in the area that serves it.`);
  }
  return path.slice(prefix.length) || '/';
}

export function serveEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: EndpointCall<E>) => Promise<EndpointAnswer<E>>,
): void {
  // A route reads a body only when it says how much (the site's servers refuse any other body
  // unparsed, shell/server/request-bodies.ts).
  if (endpoint.body && !endpoint.bodyLimit) {
    throw new Error(`The endpoint ${endpoint.method} ${endpoint.path} takes a body: give it a bodyLimit.`);
  }
  app.route({
    method: endpoint.method,
    url: routeUrlWithin(app, endpoint.path),
    ...(endpoint.body ? { bodyLimit: endpoint.bodyLimit } : {}),
    handler: async (request, reply) => {
      let query: unknown = undefined;
      if (endpoint.query) {
        const parsed = endpoint.query.safeParse(request.query ?? {});
        if (!parsed.success) return reply.code(400).send({ ok: false, message: firstIssueMessage(parsed.error) });
        query = parsed.data;
      }
      let body: unknown = undefined;
      if (endpoint.body) {
        const parsed = endpoint.body.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send({ ok: false, message: firstIssueMessage(parsed.error) });
        body = parsed.data;
      }
      return handler({
        query: query as EndpointQuery<E>,
        body: body as EndpointBody<E>,
        params: (request.params ?? {}) as PathParams<E['path']>,
        request,
        reply,
      });
    },
  });
}
