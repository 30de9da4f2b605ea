/**
 * The blog's rules (docs/rules/content.md#blog-search to docs/rules/content.md#article-page), as
 * pure functions the pages, the widget and the server share.
 */
import { format, parseISO } from 'date-fns';
import type { PostSummary, RichTextDocument, RichTextNode } from './blog-post';

export const blogPageSize = 10;
export const teaserPostCount = 4;
export const relatedPostLimit = 3;
export const allCategories = 'All';
/** Author of CMS entries that name none, and the founder whose bio the author box knows. */
export const defaultAuthor = 'Sarah Whitfield';
export const defaultCategory = 'Travel Guide';

export interface BlogQuery {
  search: string;
  category: string;
  page: number;
}

/** Search, category and page live in the URL query: ?search=elk&category=Wildlife&page=2. */
export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search') ?? '',
    category: params.get('category')?.trim() || allCategories,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a blog state, leaving defaults out (so /blog stays /blog). */
export function blogQueryString(query: BlogQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category !== allCategories) params.set('category', query.category);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const isFiltered = (query: Pick<BlogQuery, 'search' | 'category'>) =>
  query.search.trim() !== '' || query.category !== allCategories;

/** Title, excerpt or category contains the search (case-insensitive); category matches exactly. */
export function filterPosts<Post extends PostSummary>(
  posts: readonly Post[],
  query: Pick<BlogQuery, 'search' | 'category'>,
): Post[] {
  const needle = query.search.trim().toLocaleLowerCase('en-US');
  return posts.filter((post) => {
    if (query.category !== allCategories && post.category !== query.category) return false;
    if (!needle) return true;
    return [post.title, post.excerpt, post.category].some((text) => text.toLocaleLowerCase('en-US').includes(needle));
  });
}

/** Categories for the dropdown: 'All' first, then each category once, alphabetically. */
export function categoryOptions(posts: readonly Pick<PostSummary, 'category'>[]): string[] {
  const unique = [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b, 'en-US'));
  return [allCategories, ...unique];
}

export const pageCount = (items: number, pageSize = blogPageSize) => Math.max(1, Math.ceil(items / pageSize));

export const clampPage = (page: number, pages: number) => Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));

export function pageOf<T>(items: readonly T[], page: number, pageSize = blogPageSize): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page numbers shown (at most 5): 1..5 when there are 5 pages or fewer or the current page is
 * among the first 3; the last 5 when the current page is within 2 of the end; else centred on it.
 */
export function paginationWindow(current: number, totalPages: number): number[] {
  if (totalPages < 1) return [];
  if (totalPages <= 5 || current <= 3) return range(1, Math.min(5, totalPages));
  if (current >= totalPages - 2) return range(totalPages - 4, totalPages);
  return range(current - 2, current + 2);
}

/** Up to 3 other posts of the same category, in the order given (newest first). */
export function relatedPosts<Post extends PostSummary>(current: PostSummary, posts: readonly Post[]): Post[] {
  return posts
    .filter((post) => post.category === current.category && post.slug !== current.slug)
    .slice(0, relatedPostLimit);
}

/**
 * The calendar date of publishedAt, the same wherever the page renders: the date part of the
 * ISO value is read as a local calendar day, so server (UTC) and browser agree.
 */
const calendarDay = (publishedAt: string) => parseISO(publishedAt.slice(0, 10));

/** 'January 5, 2025' (large card, article). */
export const longDate = (publishedAt: string) => format(calendarDay(publishedAt), 'MMMM d, yyyy');
/** 'Jan 5, 2025' (grid cards, related posts, teaser). */
export const shortDate = (publishedAt: string) => format(calendarDay(publishedAt), 'MMM d, yyyy');

const wordsPerMinute = 200;

/** '8 min read' from a word count (at least one minute). */
export function readTimeOf(words: number): string {
  return `${Math.max(1, Math.round(words / wordsPerMinute))} min read`;
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function richTextPlainText(node: RichTextNode | RichTextDocument): string {
  if (typeof (node as RichTextNode).value === 'string') return (node as RichTextNode).value ?? '';
  return (node.content ?? []).map((child) => richTextPlainText(child)).join(' ');
}

/** Where the newsletter box goes: just before the third level-2 heading, else (null) at the top. */
export function splitRichTextBeforeThirdH2(
  document: RichTextDocument,
): [before: RichTextDocument, after: RichTextDocument] | null {
  const index = nthIndex(document.content, (node) => node.nodeType === 'heading-2', 3);
  if (index < 0) return null;
  return [
    { ...document, content: document.content.slice(0, index) },
    { ...document, content: document.content.slice(index) },
  ];
}

function nthIndex<T>(items: readonly T[], test: (item: T) => boolean, nth: number): number {
  let seen = 0;
  for (let index = 0; index < items.length; index += 1) {
    if (test(items[index] as T)) {
      seen += 1;
      if (seen === nth) return index;
    }
  }
  return -1;
}

const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/**
 * The same split for HTML bodies: the third <h2> at the top level of the (sanitized, so
 * well-formed) HTML. An h2 nested in another element does not count, so no element is cut open.
 */
export function splitHtmlBeforeThirdH2(html: string): [before: string, after: string] | null {
  // A tag's attributes hold no `<` (sanitized HTML escapes it): stopping there keeps the scan
  // linear where a `<` is never closed (with `[^>]*?` each such `<` rescanned the rest of the text).
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*?(\/?)>/g;
  let depth = 0;
  let topLevelH2 = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [, closing, rawName, selfClosing] = match;
    const name = (rawName ?? '').toLowerCase();
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (depth === 0 && name === 'h2') {
      topLevelH2 += 1;
      if (topLevelH2 === 3) return [html.slice(0, match.index), html.slice(match.index)];
    }
    if (!selfClosing && !voidElements.has(name)) depth += 1;
  }
  return null;
}
