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
