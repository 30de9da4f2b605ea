/**
 * Each API endpoint of the site is defined once: its method, its path, the zod schemas of what
 * it accepts (query, body) and of what it answers. The definition has one home (decision 047):
 * the serving area's `mfe-<area>/src/api/<endpoint>.ts`, one file per endpoint; or, when another
 * area or the shell calls it, `shared/src/api/<area>/<endpoint>.ts` (`each-area/` for one every
 * area answers under its own prefix). The area's server serves it with `serveEndpoint`
 * (`@estes/shared/server`), which checks the input against the same schemas, and the browser and
 * the loaders call it with `callEndpoint`, which reads the answer through the response schema. A
 * path or a field changed in one place changes for both sides.
 *
 * Imported as `@estes/shared/api` (not through `@estes/shared`, so only pages that call an
 * endpoint load it).
 */
import type { SiteApi, SiteApiPath } from '../routing/site-api';

/** What a failed read reports: zod's error has this shape. */
export interface SchemaProblem {
  issues: readonly { message: string }[];
}

/**
 * What reads a query, a body or an answer: a zod schema, classic (`zod`) or mini (`zod/mini`,
 * for pages whose first load has no room for the whole of zod), both of which read with
 * `safeParse`; or, for an answer a page already reads by hand with no zod at all, an
 * `answerReader`.
 */
export interface EndpointSchema<Output = unknown> {
  safeParse(data: unknown): { success: true; data: Output } | { success: false; error: SchemaProblem };
}
type AnySchema = EndpointSchema;

/** The value a schema reads into. */
export type SchemaOutput<S> = S extends { safeParse(data: unknown): infer Result }
  ? Extract<Result, { success: true }> extends { data: infer Output }
    ? Output
    : never
  : never;

/**
 * A hand-written reader as an endpoint's answer check: it never refuses, it makes what it can of
 * the answer (as a page's own reading did), so a page without zod can still call its endpoint
 * from the one definition.
 */
export const answerReader = <Output>(read: (value: unknown) => Output): EndpointSchema<Output> => ({
  safeParse: (value: unknown) => ({ success: true, data: read(value) }),
});

/** `/api/content/posts/:slug` → `{ slug: string }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, string>;

/**
 * What a multipart body may hold (a form with files): one field's files are kept, within these
 * bounds; a body past any of them is refused (413) before more of it is read.
 */
export interface MultipartBounds {
  /** The one field whose files are kept; files sent under other names are skipped unread. */
  fileField: string;
  /** Files of that field kept at most; more are skipped unread and counted as dropped. */
  keptFiles: number;
  /** Bytes of one file at most: a larger one refuses the post. */
  fileBytes: number;
  /** Files a body may carry at all, kept or skipped. */
  files: number;
  /** Fields (not files) a body may carry, and bytes of one. */
  fields: number;
  fieldBytes: number;
  /** Parts (fields and files) a body may carry. */
  parts: number;
}

export interface EndpointDefinition<
  Path extends SiteApiPath = SiteApiPath,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema = AnySchema,
> {
  method: 'GET' | 'POST';
  path: Path;
  query?: Query;
  body?: Body;
  /** The most bytes of body the server reads (with `body`: every body limit is the route's own). */
  bodyLimit?: number;
  /**
   * A form's endpoint: it also reads a plain form post (application/x-www-form-urlencoded, within
   * `bodyLimit`), whose fields the handler gets as `fields` (repeated names as lists).
   */
  formPost?: boolean;
  /** It also reads a multipart body with files, within these bounds (`serveEndpoint` keeps the files). */
  multipart?: MultipartBounds;
  response: Response;
}

/** Declares an endpoint; the literal path keeps its `:params` in the type. */
export function defineEndpoint<
  const Path extends SiteApiPath,
  Response extends AnySchema,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
>(definition: {
  method: 'GET' | 'POST';
  path: Path;
  query?: Query;
  body?: Body;
  bodyLimit?: number;
  formPost?: boolean;
  multipart?: MultipartBounds;
  response: Response;
}): EndpointDefinition<Path, Query, Body, Response> {
  return Object.freeze({ ...definition });
}

/** What the endpoint answers on success (the response schema's output). */
export type EndpointResponse<E> = E extends { response: infer R extends AnySchema } ? SchemaOutput<R> : never;
/** The query the server receives after its schema has read it (`undefined` without a query schema). */
export type EndpointQuery<E> = E extends { query?: infer Q }
  ? [Q] extends [AnySchema]
    ? SchemaOutput<Q>
    : undefined
  : undefined;
/** The body the server receives after its schema has read it (`undefined` without a body schema). */
export type EndpointBody<E> = E extends { body?: infer B }
  ? [B] extends [AnySchema]
    ? SchemaOutput<B>
    : undefined
  : undefined;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The site-relative address of a call: `:params` URL-encoded, query parameters from the values
 * that are set (arrays repeat the name), in the order given, form-encoded.
 */
export function endpointPath<Path extends SiteApiPath>(
  endpoint: { path: Path },
  params?: PathParams<Path>,
  query?: Readonly<Record<string, QueryValue>>,
): SiteApiPath {
  const values = (params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  // `:`, `,`, `/` and `@` may stand in a query as they are (RFC 3986): `refs=property:hotel-1,event:elk-fest`
  // reads better in logs and links than its percent-encoded form, and means the same.
  const queryString = search.toString().replace(/%3A|%2C|%2F|%40/gi, (escaped) => decodeURIComponent(escaped));
  return (queryString ? `${path}?${queryString}` : path) as SiteApiPath;
}

export type EndpointResult<Data> =
  | { ok: true; status: number; data: Data }
  /** A 4xx/5xx answer, or a 2xx whose body does not match the schema; `message` is for the visitor. */
  | { ok: false; status: number; message: string; body: unknown };

export interface CallInput<Path extends string> {
  params?: PathParams<Path>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

const messageOf = (body: unknown, status: number): string => {
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return status >= 500
    ? 'The service is not answering right now. Please try again shortly.'
    : `Request failed (${status}).`;
};

/**
 * Calls an endpoint through the site's API client (`siteApiOf(context)` in a loader,
 * `browserSiteApi` elsewhere). Never throws for an answer: a 4xx or 5xx, a body that is not
 * JSON or does not match the response schema comes back as `{ ok: false }`. It throws only
 * when the call itself fails (network, abort), as `fetch` does.
 */
export async function callEndpoint<E extends EndpointDefinition>(
  siteApi: SiteApi,
  endpoint: E,
  input: CallInput<E['path']> = {},
): Promise<EndpointResult<EndpointResponse<E>>> {
  const path = endpointPath(endpoint, input.params as PathParams<E['path']> | undefined, input.query);
  const hasBody = endpoint.method === 'POST' && input.body !== undefined;
  const response = await siteApi(path, {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...input.headers,
    },
    body: hasBody ? JSON.stringify(input.body) : undefined,
    signal: input.signal,
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) return { ok: false, status: response.status, message: messageOf(body, response.status), body };
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    return { ok: false, status: response.status, message: 'The answer was not in the expected form.', body };
  }
  return { ok: true, status: response.status, data: parsed.data as EndpointResponse<E> };
}
