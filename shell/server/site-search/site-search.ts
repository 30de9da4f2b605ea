/**
 * The site search behind /search (GET /api/search?q=): one query over what every area answers
 * at /api/<area>/search-documents (properties, activities, restaurants, articles, events,
 * downtown places), asked in-process of each area's live version, like the sitemap's entries.
 * An area that fails is left out (and logged); the others are still searched. See
 * docs/decisions/019-site-search.md.
 *
 * - Matching (MiniSearch): every word must match (AND); when that finds nothing, any word may
 *   (OR). Words of 5+ letters tolerate typos (1 edit, 2 from 8 letters: "hikng", "resturant"),
 *   words of 4+ letters match as a prefix ("cabi" finds cabins); shorter words match whole (so
 *   "elk" does not find every place on Elkhorn Avenue, nor "bear" the Wheel Bar); accents and
 *   case are ignored.
 * - Ranking: a title match counts most, then keywords, then the summary.
 * - Grouping: one group per kind; groups are ordered by their best result's score (the kind
 *   that matches best comes first), ties in the fixed order of `searchDocumentKinds`; results
 *   are best first within a group.
 * - The index is rebuilt at most once a minute (`searchIndexTtlMs`), and at once when an area's
 *   live version changes (a deploy or rollback brings its own documents).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import MiniSearch, { type SearchResult as IndexHit } from 'minisearch';
import type { AreaName, SiteApi } from '@estes/shared/core';
import { siteSearchEndpoint } from '../../src/pages/search/api/site-search';
import {
  declarePageFreshness,
  pageDataTags,
  searchDocumentKinds,
  searchDocumentsPath,
  serveEndpoint,
  type SearchDocument,
  type SearchDocumentKind,
} from '@estes/shared/server';
import { countedSearchQuery, isVisitorAgent, searchFoundNothingTag, type SiteCounter } from '../site-counts';

export const maxQueryLength = 200;
export const searchIndexTtlMs = 60_000;
/** How much of a summary a result shows. */
export const maxSummaryLength = 180;

export const searchGroupLabels: Readonly<Record<SearchDocumentKind, string>> = {
  lodging: 'Places to Stay',
  activity: 'Things to Do',
  restaurant: 'Restaurants',
  article: 'Local Intel Articles',
  event: 'Events',
  business: 'Downtown Businesses',
  guide: 'Guides',
};

export interface SearchResultItem {
  title: string;
  summary: string;
  path: string;
}

export interface SearchGroup {
  kind: SearchDocumentKind;
  label: string;
  results: SearchResultItem[];
}

export interface SearchAnswer {
  query: string;
  total: number;
  groups: SearchGroup[];
}

export type QueryCheck = { ok: true; query: string } | { ok: false; message: string };

/** The `q` parameter as searched: trimmed, spaces collapsed; missing is blank; too long is refused. */
export function checkQuery(raw: unknown): QueryCheck {
  const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  const query = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (query.length > maxQueryLength) {
    return {
      ok: false,
      message: `Please shorten your search to ${maxQueryLength} characters or fewer (it has ${query.length}).`,
    };
  }
  return { ok: true, query };
}

const isKind = (value: unknown): value is SearchDocumentKind =>
  typeof value === 'string' && (searchDocumentKinds as readonly string[]).includes(value);

/** Reads an area's answer, keeping only well-formed documents (an area's bug must not break search). */
export function parseSearchDocuments(body: unknown): SearchDocument[] {
  const documents = (body as { documents?: unknown } | null)?.documents;
  if (!Array.isArray(documents)) return [];
  return documents.flatMap((entry: unknown) => {
    const { kind, title, summary, path, keywords } = (entry ?? {}) as Record<string, unknown>;
    if (!isKind(kind) || typeof title !== 'string' || title.trim() === '') return [];
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return [];
    return [
      {
        kind,
        title: title.trim(),
        summary: typeof summary === 'string' ? summary.trim() : '',
        path,
        keywords: typeof keywords === 'string' ? keywords : '',
      },
    ];
  });
}

/** Words that say nothing about what a visitor wants ("things to do in estes park"). */
const stopWords = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Lower case without accents or apostrophes, so "cafe" finds "Café" and "eds" finds "Ed’s". */
function normalizeTerm(term: string): string | null {
  const folded = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase();
  return folded === '' || stopWords.has(folded) ? null : folded;
}

const shorten = (text: string, length: number): string => {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/(?<![\s,.;:·–-])[\s,.;:·–-]+$/, '')}…`;
};

interface IndexedDocument extends SearchDocument {
  id: number;
}

export interface SearchIndex {
  search(query: string): SearchAnswer;
  readonly size: number;
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<IndexedDocument>({
    fields: ['title', 'keywords', 'summary'],
    storeFields: ['kind', 'title', 'summary', 'path'],
    processTerm: normalizeTerm,
    searchOptions: {
      boost: { title: 4, keywords: 1.5, summary: 1 },
      // Short words are usually whole words (elk, inn, spa, bar): only 4+ letters match as a prefix.
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
    },
  });
  // One result per page: an area listing the same path twice shows it once.
  const seen = new Set<string>();
  const unique = documents.filter((document) => {
    const key = `${document.kind} ${document.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  index.addAll(unique.map((document, id) => ({ ...document, id })));

  return {
    size: unique.length,
    search(query) {
      if (query === '') return { query, total: 0, groups: [] };
      let hits: IndexHit[] = index.search(query, { combineWith: 'AND' });
      if (hits.length === 0) hits = index.search(query, { combineWith: 'OR' });
      const groups = new Map<SearchDocumentKind, { best: number; results: SearchResultItem[] }>();
      for (const hit of hits) {
        const kind = hit.kind as SearchDocumentKind;
        const group = groups.get(kind) ?? { best: hit.score, results: [] };
        group.results.push({
          title: hit.title as string,
          summary: shorten(hit.summary as string, maxSummaryLength),
          path: hit.path as string,
        });
        groups.set(kind, group);
      }
      const ordered = [...groups.entries()].sort(
        ([kindA, a], [kindB, b]) =>
          b.best - a.best || searchDocumentKinds.indexOf(kindA) - searchDocumentKinds.indexOf(kindB),
      );
      return {
        query,
        total: hits.length,
        groups: ordered.map(([kind, group]) => ({ kind, label: searchGroupLabels[kind], results: group.results })),
      };
    },
  };
}

export interface SiteSearchOptions {
  /** Every area's documents; an area that fails is expected to be left out by this function. */
  gather: () => Promise<SearchDocument[]>;
  /** What the documents come from (the areas' live versions): a change rebuilds the index. */
  generation?: () => Promise<string>;
  ttlMs?: number;
  now?: () => number;
}

/** The index, built from what the areas answer and rebuilt when it is older than the TTL. */
export class SiteSearch {
  private current: { index: Promise<SearchIndex>; builtAt: number; generation: string } | undefined;

  constructor(private readonly options: SiteSearchOptions) {}

  private async index(): Promise<SearchIndex> {
    const generation = (await this.options.generation?.()) ?? '';
    const now = (this.options.now ?? Date.now)();
    const ttl = this.options.ttlMs ?? searchIndexTtlMs;
    if (!this.current || now - this.current.builtAt >= ttl || this.current.generation !== generation) {
      const index = this.options.gather().then(buildSearchIndex);
      this.current = { index, builtAt: now, generation };
      // A failed build is not kept: the next search tries again.
      index.catch(() => {
        if (this.current?.index === index) this.current = undefined;
      });
    }
    return this.current.index;
  }

  async search(query: string): Promise<SearchAnswer> {
    if (query === '') return { query, total: 0, groups: [] };
    return (await this.index()).search(query);
  }
}

/**
 * Asks each area's live API in-process (through one request scope's client) for its
 * documents; an area that fails is logged and left out.
 */
export async function gatherFromAreas(
  siteApi: SiteApi,
  areas: readonly AreaName[],
  warn: (message: string) => void,
): Promise<SearchDocument[]> {
  const perArea = await Promise.all(
    areas.map(async (area) => {
      try {
        const answer = await siteApi(`/api/${area}${searchDocumentsPath}`);
        if (answer.status === 404) return [];
        if (answer.status !== 200) {
          warn(`the ${area} area could not list its search documents (HTTP ${answer.status})`);
          return [];
        }
        return parseSearchDocuments(await answer.json());
      } catch (error) {
        warn(`the ${area} area could not list its search documents: ${String(error)}`);
        return [];
      }
    }),
  );
  return perArea.flat();
}

/** GET /api/search?q= (the endpoint defined once in shell/src/pages/search/api/site-search.ts). */
export function registerSiteSearch(app: FastifyInstance, search: SiteSearch, counter: SiteCounter): void {
  serveEndpoint(app, siteSearchEndpoint, async ({ request, reply }) => {
    const checked = checkQuery((request.query as { q?: unknown }).q);
    if (!checked.ok) {
      reply.code(400).header('cache-control', 'no-store');
      return { ok: false, message: checked.message };
    }
    const answer = await search.search(checked.query);
    const foundNothing = answer.total === 0 && checked.query !== '';
    if (foundNothing) countBrowsersEmptySearch(request.headers, checked.query, counter);
    // The index is built again for new versions and within a minute of new data (events). A
    // search page built from an answer that found nothing is counted as such when viewed.
    declarePageFreshness(reply, {
      maxAgeSeconds: 60,
      tags: [pageDataTags.approvedEvents, ...(foundNothing ? [searchFoundNothingTag] : [])],
    });
    reply.header('cache-control', 'no-cache');
    return answer;
  });
}

/**
 * A search the site's own page asked for in a visitor's browser (a search from the header after
 * the page loaded): fetched from the same origin, by a browser that is no known bot. The server's
 * own render asks in-process with no such headers; the page it makes is counted when viewed.
 */
function countBrowsersEmptySearch(headers: IncomingHttpHeaders, query: string, counter: SiteCounter): void {
  if (headers['sec-fetch-site'] !== 'same-origin' || headers['sec-fetch-mode'] !== 'cors') return;
  if (!isVisitorAgent(headers['user-agent'])) return;
  const counted = countedSearchQuery(query);
  if (counted !== undefined) counter.countEmptySearch(counted);
}
