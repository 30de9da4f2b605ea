/**
 * GET /api/search?q=: the site search, defined once for the site server's route
 * (shell/server/site-search/site-search.ts) and the search page's loader. The answer's schema is written
 * with `zod/mini`: the search page's first load has no room for the whole of zod (decision 010).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '@estes/shared/api';

/** A path of this site: `/…`, never `//host` (a result must not lead off the site). */
const sitePath = z.string().check(z.refine((path) => path.startsWith('/') && !path.startsWith('//')));

const searchResultSchema = z.object({ title: z.string(), summary: z.string(), path: sitePath });

export const searchAnswerSchema = z.object({
  query: z.string(),
  total: z.number(),
  groups: z.array(z.object({ kind: z.string(), label: z.string(), results: z.array(searchResultSchema) })),
});

export type SearchResultItem = z.output<typeof searchResultSchema>;
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
export type SearchResultGroup = SearchAnswer['groups'][number];

/**
 * The query is read by the server's own check (it trims, takes the first of repeated `q`s and
 * names the length in its refusal), so the definition has no query schema.
 */
export const siteSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/search',
  response: searchAnswerSchema,
});
