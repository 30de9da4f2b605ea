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
import type { AnySchema, EndpointDefinition, PathParams, SchemaOutput } from './define-endpoint';

export * from './define-endpoint';

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
