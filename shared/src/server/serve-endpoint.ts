/**
 * The server half of an endpoint defined once with `defineEndpoint` (`@estes/shared/api`):
 * registers the Fastify route at the definition's path (under the area's `/api/<area>` prefix),
 * checks the query and the body against the definition's schemas, and answers a failed check
 * with 400 `{ ok: false, message }` before the handler runs. The handler returns the 2xx body,
 * typed by the definition's response schema, or sets another status on `reply` and returns that
 * answer's body (a 404, a 422 with field messages, a 429).
 *
 * A form's endpoint (`formPost`, `multipart`) is served the same way: its route gets, in a scope
 * of its own, the parser for a plain form post and, with `multipart`, the multipart reader
 * bounded as the definition says; the files arrive in a folder of the request's own under
 * `uploadsIn`, which is gone when the request ends. What the body's reading refuses (413 past a
 * bound, 400 for a body that cannot be read) is thrown to the scope's error handler, which
 * answers in the area's own words.
 */
import fastifyMultipart from '@fastify/multipart';
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
import {
  formFieldsOf,
  readMultipartBody,
  withRequestFolder,
  type FormFields,
  type UploadedFile,
} from './multipart-body';

/** The files of a multipart post, in the request's own folder (removed when the request ends). */
export interface EndpointUpload {
  folder: string;
  files: UploadedFile[];
  /** Files past the definition's `keptFiles`, skipped unread. */
  dropped: number;
  /** Removes the folder now (before the answer goes out); it is removed at the end in any case. */
  remove(): Promise<void>;
}

export interface EndpointCall<E extends EndpointDefinition> {
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  params: PathParams<E['path']>;
  /**
   * The body's fields as sent, before any schema: the JSON object, a plain form post's fields or
   * a multipart body's (`{}` for anything else). A form checks them itself, field by field.
   */
  fields: FormFields;
  /** A multipart post's files; undefined for any other body. */
  upload?: EndpointUpload;
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

export interface ServeEndpointOptions {
  /** Where a multipart endpoint's requests get their folders (required with `multipart`). */
  uploadsIn?: string;
  /**
   * The body of a 400 for a query or body the schemas refuse; `{ ok: false, message }` unless
   * given. The console's endpoints answer `{ error }`, as every console answer does (decision 065).
   */
  refusal?: (message: string) => Record<string, unknown>;
}

const visitorRefusal = (message: string) => ({ ok: false, message });

const fieldsOf = (body: unknown): FormFields =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as FormFields) : {};

export function serveEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: EndpointCall<E>) => Promise<EndpointAnswer<E>>,
  options: ServeEndpointOptions = {},
): void {
  // A route reads a body only when it says how much (the site's servers refuse any other body
  // unparsed, shell/server/request-bodies.ts).
  const readsBody = endpoint.body || endpoint.formPost || endpoint.multipart;
  if (readsBody && !endpoint.bodyLimit) {
    throw new Error(`The endpoint ${endpoint.method} ${endpoint.path} takes a body: give it a bodyLimit.`);
  }
  const { multipart } = endpoint;
  const uploadsIn = options.uploadsIn;
  const refusal = options.refusal ?? visitorRefusal;
  if (multipart && !uploadsIn) {
    throw new Error(`The endpoint ${endpoint.method} ${endpoint.path} takes files: say where they arrive (uploadsIn).`);
  }

  const answer = async (request: FastifyRequest, reply: FastifyReply, fields: FormFields, upload?: EndpointUpload) => {
    let query: unknown = undefined;
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(request.query ?? {});
      if (!parsed.success) return reply.code(400).send(refusal(firstIssueMessage(parsed.error)));
      query = parsed.data;
    }
    let body: unknown = undefined;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(upload ? fields : request.body);
      if (!parsed.success) return reply.code(400).send(refusal(firstIssueMessage(parsed.error)));
      body = parsed.data;
    }
    return handler({
      query: query as EndpointQuery<E>,
      body: body as EndpointBody<E>,
      params: (request.params ?? {}) as PathParams<E['path']>,
      fields,
      ...(upload ? { upload } : {}),
      request,
      reply,
    });
  };

  const route = (scope: FastifyInstance) =>
    scope.route({
      method: endpoint.method,
      url: routeUrlWithin(scope, endpoint.path),
      ...(readsBody ? { bodyLimit: endpoint.bodyLimit } : {}),
      handler: async (request, reply) => {
        if (!multipart || !uploadsIn || !request.isMultipart()) return answer(request, reply, fieldsOf(request.body));
        // The whole body is read (its files to the request's folder) before the handler runs.
        return withRequestFolder(uploadsIn, async (folder, remove) => {
          const { fields, files, dropped } = await readMultipartBody(request, multipart, folder);
          return answer(request, reply, fields, { folder, files, dropped, remove });
        });
      },
    });

  if (!endpoint.formPost && !multipart) {
    route(app);
    return;
  }
  // A form's parsers in a scope of the route's own: the area's hooks and error answers still apply.
  void app.register(async (scope) => {
    if (multipart) {
      await scope.register(fastifyMultipart, {
        throwFileSizeLimit: true,
        limits: {
          fileSize: multipart.fileBytes,
          files: multipart.files,
          fields: multipart.fields,
          fieldSize: multipart.fieldBytes,
          parts: multipart.parts,
        },
      });
    }
    if (endpoint.formPost) {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: endpoint.bodyLimit },
        (_request, body, done) => done(null, formFieldsOf(String(body))),
      );
    }
    route(scope);
  });
}
