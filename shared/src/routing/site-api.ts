/**
 * How route and widget loaders read the site's own API (`/api/...`), the same code on both
 * sides:
 * - in a browser, a plain `fetch` of the site-relative path (the page's own origin);
 * - on the server, the request-scoped client the site server hands React Router as the
 *   loaders' `context`: it answers in-process from the live version of the area, with no
 *   network hop and no origin taken from the request (decision 021).
 * A loader never builds an API URL from `request.url`: behind a CDN or with a hostile path,
 * that origin is not ours to call.
 */

/** A site-relative API path, query included: `/api/content/posts?featured=true`. */
export type SiteApiPath = `/api/${string}`;

export interface SiteApiInit {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Readonly<Record<string, string>>;
  body?: string;
  signal?: AbortSignal;
}

/** Reads one of the site's API endpoints; answers a standard `Response`. */
export type SiteApi = (path: SiteApiPath, init?: SiteApiInit) => Promise<Response>;

/** What the site server passes to `createStaticHandler().query(…, { requestContext })`. */
export interface SiteRequestContext {
  siteApi: SiteApi;
}

const isSiteRequestContext = (value: unknown): value is SiteRequestContext =>
  typeof value === 'object' && value !== null && typeof (value as { siteApi?: unknown }).siteApi === 'function';

/** Only paths of the site's own API, never an origin (`//host`), a scheme or a backslash. */
export function isSiteApiPath(path: string): path is SiteApiPath {
  return /^\/api\/[^/\\]/.test(path) && !/[\\\s]/.test(path);
}

/** The browser's client: the page's own origin. Browser code outside loaders (refreshes) uses it. */
export const browserSiteApi: SiteApi = (path, init) => {
  if (!isSiteApiPath(path)) return Promise.reject(new Error(`Not a path of the site's API: ${path}`));
  return fetch(path, init);
};

/**
 * The API client of a loader's `context`: the server's in-process one when the server
 * rendered the page, the browser's fetch otherwise. On the server without one, it refuses
 * rather than guess an origin.
 */
export function siteApiOf(context: unknown): SiteApi {
  if (isSiteRequestContext(context)) return context.siteApi;
  if (typeof window === 'undefined') {
    return () => Promise.reject(new Error('No in-process API client: the server must pass one to the loaders'));
  }
  return browserSiteApi;
}
