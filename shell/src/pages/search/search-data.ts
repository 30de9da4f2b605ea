/**
 * The search page's data: the query as typed and what GET /api/search answered for it. The
 * answer is checked by hand, not with a schema library (zod stays out of the shell, see
 * decision 010); whatever does not have the expected shape counts as "search unavailable".
 */
import { getSiteSettings, type PageMeta, type SiteApi } from '@estes/shared';
import { searchMeta } from './search-meta';

export interface SearchResultItem {
  title: string;
  summary: string;
  path: string;
}

export interface SearchResultGroup {
  kind: string;
  label: string;
  results: SearchResultItem[];
}

export interface SearchAnswer {
  query: string;
  total: number;
  groups: SearchResultGroup[];
}

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

function parseItem(value: unknown): SearchResultItem | undefined {
  if (!isRecord(value)) return undefined;
  const { title, summary, path } = value;
  if (!isString(title) || !isString(summary) || !isString(path) || !path.startsWith('/') || path.startsWith('//'))
    return undefined;
  return { title, summary, path };
}

function parseGroup(value: unknown): SearchResultGroup | undefined {
  if (!isRecord(value) || !isString(value.kind) || !isString(value.label) || !Array.isArray(value.results))
    return undefined;
  const results = value.results.map(parseItem);
  if (results.some((item) => item === undefined)) return undefined;
  return { kind: value.kind, label: value.label, results: results as SearchResultItem[] };
}

/** The API's answer, or undefined when it is not one. */
export function parseSearchAnswer(body: unknown): SearchAnswer | undefined {
  if (!isRecord(body) || !isString(body.query) || typeof body.total !== 'number' || !Array.isArray(body.groups))
    return undefined;
  const groups = body.groups.map(parseGroup);
  if (groups.some((group) => group === undefined)) return undefined;
  return { query: body.query, total: body.total, groups: groups as SearchResultGroup[] };
}

/** The API's message for a refused query, or undefined. */
function refusalMessage(body: unknown): string | undefined {
  return isRecord(body) && body.ok === false && isString(body.message) && body.message !== ''
    ? body.message
    : undefined;
}

async function askApi(request: Request, typed: string, api: SiteApi): Promise<SearchOutcome> {
  try {
    const response = await api(`/api/search?${new URLSearchParams({ q: typed })}`, {
      headers: { accept: 'application/json' },
      signal: request.signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 400) {
      const message = refusalMessage(body);
      if (message) return { state: 'invalid', message };
    }
    const answer = response.ok ? parseSearchAnswer(body) : undefined;
    return answer ? { state: 'results', answer } : { state: 'unavailable' };
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
