/**
 * The site's service worker (decision 080), served at /sw.js: a plain worker bundle built with
 * Workbox, no Module Federation in it. It keeps the files of versioned URLs (the shell's hashed
 * bundles, each remote version's folder) and answers them first from what it kept; it asks the
 * network first for the pointer, pages and API reads, so a deploy or a rollback reaches the
 * visitor on the next page, and keeps the last copies for when there is no network. Offline, a
 * page never saved is answered from any cache that holds it (the park pack's), else by the
 * branded offline page, precached at install.
 */
/// <reference lib="webworker" />
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { cachingRuleFor, isKeepableAnswer, type CachingRule } from './caching-rules';
import {
  keptPagesList,
  offlineNotice,
  offlineNoticeStyle,
  savedAtHeader,
  savedTitle,
  withOfflineNotice,
  withKeptPages,
  withStyleSource,
  type KeptPage,
} from './saved-pages';

declare const self: ServiceWorkerGlobalScope;
/** Changes when the offline page's sources change (shell/webpack.config.mjs), so it is fetched again. */
declare const OFFLINE_PAGE_REVISION: string;

setCacheNameDetails({ prefix: 'estes', suffix: 'v1' });

/** Our caches by name: bump a name's version when what it holds changes shape. */
const cacheNames = {
  files: 'estes-files-v1',
  pointer: 'estes-pointer-v1',
  pages: 'estes-pages-v1',
  apiReads: 'estes-api-v1',
} as const;
const offlinePagePath = '/offline';

/** Saved pages: the last 30 visited (brief of issue 33: bounded, with their save time). */
const keptPageCount = 30;

// The worker takes over at once, on the first visit too: a visitor who opens one page and then
// loses the signal gets that page back. Safe with open pages: files are kept by versioned URL
// and pages come from the network first, so a new worker never mixes versions.
void self.skipWaiting();
clientsClaim();

precacheAndRoute([{ url: offlinePagePath, revision: OFFLINE_PAGE_REVISION }]);
cleanupOutdatedCaches();

/** Keeps only answers that may be kept, stamped with the moment they were saved. */
const keepStamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!isKeepableAnswer(response)) return null;
    const headers = new Headers(response.headers);
    headers.set(savedAtHeader, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/** When the network fails and our own cache has nothing: any cache's copy (the park pack's). */
const anyCacheWhenOffline: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await caches.match(request)) ?? Response.error(),
};

/** A saved page shown offline, with the notice saying when it was saved. */
const pageWithNotice: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? withNoticeOf(cachedResponse) : null),
};

async function withNoticeOf(saved: Response): Promise<Response> {
  if (!(saved.headers.get('content-type') ?? '').startsWith('text/html')) return saved;
  const stamp = saved.headers.get(savedAtHeader);
  const savedAt = stamp ? new Date(stamp) : undefined;
  const html = withOfflineNotice(await saved.text(), offlineNotice(savedAt, new Date()));
  const headers = new Headers(saved.headers);
  const policy = headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', withStyleSource(policy, await noticeStyleSource));
  headers.delete('content-length');
  return new Response(html, { status: saved.status, statusText: saved.statusText, headers });
}

/** The notice style's CSP source, `'sha256-…'`, computed once. */
const noticeStyleSource = crypto.subtle
  .digest('SHA-256', new TextEncoder().encode(offlineNoticeStyle))
  .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);

/** The branded offline page, with the pages saved on this device listed. */
async function offlinePage(): Promise<Response> {
  const precached = await matchPrecache(offlinePagePath);
  if (!precached) return Response.error();
  const now = new Date();
  const list = keptPagesList(await keptPages(), now);
  const listed = withKeptPages(await precached.text(), list);
  const headers = new Headers(precached.headers);
  headers.delete('content-length');
  return new Response(listed, { status: 200, headers });
}

async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(cacheNames.pages);
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const saved = await cache.match(request);
    if (!saved) continue;
    const url = new URL(request.url);
    const stamp = saved.headers.get(savedAtHeader);
    pages.push({
      path: `${url.pathname}${url.search}`,
      title: savedTitle(await saved.text()),
      savedAt: stamp ? new Date(stamp) : undefined,
    });
  }
  return pages;
}

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  plugins: [
    keepStamped,
    new ExpirationPlugin({ maxEntries: keptPageCount, purgeOnQuotaError: true }),
    pageWithNotice,
    {
      handlerDidError: async ({ request }) => {
        const kept = await caches.match(request);
        return kept ? withNoticeOf(kept) : offlinePage();
      },
    },
  ],
});

const strategies: Record<Exclude<CachingRule, 'never'>, NetworkFirst | CacheFirst | NetworkOnly> = {
  page: pages,
  'immutable-file': new CacheFirst({
    cacheName: cacheNames.files,
    plugins: [keepStamped, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }), anyCacheWhenOffline],
  }),
  pointer: new NetworkFirst({ cacheName: cacheNames.pointer, plugins: [keepStamped, anyCacheWhenOffline] }),
  'api-read': new NetworkFirst({
    cacheName: cacheNames.apiReads,
    plugins: [
      keepStamped,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      anyCacheWhenOffline,
    ],
  }),
  'other-file': new NetworkOnly({ plugins: [anyCacheWhenOffline] }),
};

for (const [rule, strategy] of Object.entries(strategies)) {
  registerRoute(
    ({ request, url }) =>
      cachingRuleFor(
        { method: request.method, url, isNavigation: request.mode === 'navigate' },
        self.location.origin,
      ) === rule,
    strategy,
  );
}

// Pages ask the network first: the worker's own start-up is not added to each navigation.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.registration.navigationPreload?.enable();
      await deleteCachesOfOlderWorkers();
      await keepOpenPages(event);
    })(),
  );
});

/** Caches named by an older worker of ours (`estes-…` not in use now); the park pack's are not ours. */
async function deleteCachesOfOlderWorkers(): Promise<void> {
  const current = new Set<string>(Object.values(cacheNames));
  for (const name of await caches.keys()) {
    if (name.startsWith('estes-') && !current.has(name) && !name.startsWith('estes-precache-'))
      await caches.delete(name);
  }
}

const ruleForFile = (href: string) =>
  cachingRuleFor({ method: 'GET', url: new URL(href), isNavigation: false }, self.location.origin);

/** A file a page names in its markup: the shell's bundles and the rendered area's files. */
const namedFile = /(?:src|href)="(\/(?:assets|remotes)\/[^"]+)"/g;

/**
 * The pages open when the worker first takes over were loaded before it: they are saved now,
 * with the files they name, so the page a visitor opened is there when the signal goes.
 */
async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) {
    const url = new URL(client.url);
    if (cachingRuleFor({ method: 'GET', url, isNavigation: true }, self.location.origin) !== 'page') continue;
    if (await caches.match(url.href, { cacheName: cacheNames.pages })) continue;
    try {
      const answer = await pages.handle({ request: new Request(url.href, { credentials: 'same-origin' }), event });
      const html = await answer.text();
      const files = [...html.matchAll(namedFile)].map((match) => new URL(match[1] ?? '', url).href);
      await Promise.all(
        files
          .filter((file) => ruleForFile(file) === 'immutable-file')
          .map((file) =>
            strategies['immutable-file'].handle({ request: new Request(file), event }).catch(() => undefined),
          ),
      );
    } catch {
      // Offline already, or the page went away: it is saved on its next visit instead.
    }
  }
}
