/**
 * The search page's data: the query as typed and what GET /api/search answered for it. The
 * answer is read through the endpoint's schema (`api/site-search.ts`, zod/mini: decision 010);
 * whatever does not have the expected shape counts as "search unavailable".
 */
import { getSiteSettings, type PageMeta, type SiteApi } from '@estes/shared';
import { callEndpoint } from '@estes/shared/api';
import { searchAnswerSchema, siteSearchEndpoint, type SearchAnswer } from './api/site-search';
import { searchMeta } from './search-meta';

export type { SearchAnswer, SearchResultGroup, SearchResultItem } from './api/site-search';

export type SearchOutcome =
  | { state: 'blank' }
  | { state: 'results'; answer: SearchAnswer }
  /** The query was refused (too long): the API's message. */
  | { state: 'invalid'; message: string }
  | { state: 'unavailable' };

export type SearchPageData = SearchOutcome & {
  /** The query as the visitor typed it, kept in the field whatever happens. */
  typed: string;
  meta: PageMeta;
};

/** The API's answer, or undefined when it is not one. */
export function parseSearchAnswer(body: unknown): SearchAnswer | undefined {
  const parsed = searchAnswerSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** The API's message for a refused query, or undefined. */
function refusalMessage(body: unknown): string | undefined {
  const { ok, message } = (typeof body === 'object' && body !== null ? body : {}) as {
    ok?: unknown;
    message?: unknown;
  };
  return ok === false && typeof message === 'string' && message !== '' ? message : undefined;
}

async function askApi(request: Request, typed: string, api: SiteApi): Promise<SearchOutcome> {
  try {
    const answer = await callEndpoint(api, siteSearchEndpoint, { query: { q: typed }, signal: request.signal });
    if (answer.ok) return { state: 'results', answer: answer.data };
    const message = answer.status === 400 ? refusalMessage(answer.body) : undefined;
    return message ? { state: 'invalid', message } : { state: 'unavailable' };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { state: 'unavailable' };
  }
}

export async function loadSearchPageData(request: Request, api: SiteApi): Promise<SearchPageData> {
  const typed = new URL(request.url).searchParams.get('q') ?? '';
  const outcome: SearchOutcome = typed.trim() === '' ? { state: 'blank' } : await askApi(request, typed, api);
  return { ...outcome, typed, meta: searchMeta(getSiteSettings(), typed, outcome) };
}
