/**
 * The conditions area writes its answers' schemas with `zod/mini`: the home weather card reads
 * the weather and the park alerts in the browser, and the home page's first-load budget
 * (decision 010) has no room for the whole of zod. `defineEndpoint` (`@estes/shared/api`) is
 * typed with classic zod schemas; what it and `serveEndpoint` call on a schema (`safeParse`,
 * with the same result) a mini schema has too, so this gives a mini schema the classic type of
 * the same input and output. Nothing changes at run time.
 */
import type { z as classic } from 'zod';
import type * as z from 'zod/mini';

export const endpointSchema = <Schema extends z.ZodMiniType>(
  schema: Schema,
): classic.ZodType<z.output<Schema>, z.input<Schema>> =>
  schema as unknown as classic.ZodType<z.output<Schema>, z.input<Schema>>;

/**
 * An answer's reader in the place of a schema, for an endpoint whose page already reads the
 * answer by hand and has no zod in its first load (the webcams' status: /webcams is near its
 * budget, and zod/mini would add 6.7 KB gzip to it). `callEndpoint` calls `safeParse` on the
 * response schema and nothing else, so a reader that never refuses, as the page's own reading
 * never did, keeps the behaviour exactly.
 */
export const endpointReader = <Output>(read: (value: unknown) => Output): classic.ZodType<Output, unknown> =>
  ({ safeParse: (value: unknown) => ({ success: true, data: read(value) }) }) as unknown as classic.ZodType<
    Output,
    unknown
  >;
