/**
 * What the service worker does with each request (decision 080): which answers it keeps, how it
 * chooses between the network and what it kept, and which requests it never touches. A pure
 * function of the request, so the rules are tested without a browser.
 */

export type CachingRule =
  /** A file under a versioned or hashed URL: it never changes, so the kept copy is answered first. */
  | 'immutable-file'
  /** The pointer to the live remote versions: the network first, the last copy when offline. */
  | 'pointer'
  /** A page: the network first (it carries the live pointer), the saved copy when offline. */
  | 'page'
  /** An API read the pages make in the browser: the network first, the last answer when offline. */
  | 'api-read'
  /** Any other file of the site: the network only, but answered from any cache when offline. */
  | 'other-file'
  /** Left to the browser: never kept, never answered by the worker. */
  | 'never';

export interface RequestFacts {
  method: string;
  url: URL;
  /** `request.mode === 'navigate'`: a page the browser opens. */
  isNavigation: boolean;
}

/** Paths of operators, partner hand-offs and the site's own counters: never kept (decision 080). */
const neverKeptPath =
  /^\/(console(\/|$)|api\/console|assets\/console\/|go\/|dev-remotes\/|api\/page-view$|healthz$|sw\.js$)/;

/** An area's console container (decision 075): operators' files, never kept on a visitor's device. */
const areaConsoleFile = /^\/remotes\/[a-z]+\/[\w.+-]+\/console\//;

/** `/remotes/<area>/<version>/<file>`, outside an area's console container. */
const remoteFile = /^\/remotes\/[a-z]+\/[\w.+-]+\/./;

/**
 * The shell's bundles: every file but main.js carries its content hash in its name; main.js is
 * named in each page with the build's hash as its query (`main.js?<hash>`).
 */
const isHashedShellFile = (url: URL) =>
  url.pathname.startsWith('/assets/') && (url.pathname !== '/assets/main.js' || url.search.length > 1);

export function cachingRuleFor(request: RequestFacts, siteOrigin: string): CachingRule {
  const { url } = request;
  if (request.method !== 'GET' || url.origin !== siteOrigin) return 'never';
  if (neverKeptPath.test(url.pathname) || areaConsoleFile.test(url.pathname)) return 'never';
  if (request.isNavigation) return 'page';
  if (remoteFile.test(url.pathname) || isHashedShellFile(url)) return 'immutable-file';
  if (url.pathname === '/remotes.json') return 'pointer';
  if (url.pathname.startsWith('/api/')) return 'api-read';
  return 'other-file';
}

/** Cache-Control values that make an answer one visitor's, or not to be stored at all. */
const perVisitorDirective = /(^|[\s,])(private|no-store)([\s,=]|$)/i;

/**
 * Whether an answer may be kept: a whole, successful answer of this site that is not marked as
 * one visitor's own (`private`) or as never to be stored (`no-store`).
 */
export function isKeepableAnswer(answer: {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}) {
  if (answer.status !== 200 || (answer.type !== 'basic' && answer.type !== 'default')) return false;
  return !perVisitorDirective.test(answer.headers.get('cache-control') ?? '');
}
