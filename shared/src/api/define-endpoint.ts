/**
 * An endpoint's definition, and nothing else: `defineEndpoint` and the types a definition is
 * made of, for pages that only need an endpoint's address and bounds (a form's `action`) and
 * not the client that calls it (`callEndpoint`, in `endpoint.ts`, which re-exports all of this).
 * Imported as `@estes/shared/api/define`; see `endpoint.ts` for where definitions live.
 */
import type { SiteApiPath } from '../routing/site-api';

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
export type AnySchema = EndpointSchema;

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
>(definition: EndpointDefinition<Path, Query, Body, Response>): EndpointDefinition<Path, Query, Body, Response> {
  return Object.freeze({ ...definition });
}
