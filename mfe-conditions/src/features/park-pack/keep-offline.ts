/**
 * "Keep for offline" (docs/rules/conditions.md#park-pack): this page's HTML, the same-origin
 * files it loaded and the API answers it shows, stored with the Cache API in the cache
 * `park-pack`, which the site's service worker answers from when the network fails; and a
 * record in localStorage of when it was kept, how much it stores and the park alerts it showed.
 * The browser APIs come in as arguments, so the rules are tested without a browser.
 */
import type { ParkAlertsResult } from '../../domain/park-alerts';

export const parkPackCacheName = 'park-pack';
export const parkPackRecordKey = 'estes-park-guide:park-pack';

/** What is known of the kept copy without opening the cache. */
export interface KeptPackRecord {
  /** ISO instant of the last keep (or refresh). */
  savedAt: string;
  /** The stored bodies' sizes added up. */
  bytes: number;
  /** The park alerts the page showed then; null when our API could not give them. */
  alerts: ParkAlertsResult | null;
}

/**
 * Whether this browser can keep the page: the Cache API to store it and a service worker to
 * answer from it. An older browser (or a page not in a secure context) has neither.
 */
export function offlineKeepingSupported(scope: { caches?: unknown; navigator?: { serviceWorker?: unknown } }): boolean {
  return scope.caches !== undefined && scope.navigator?.serviceWorker !== undefined;
}

/** What `performance.getEntriesByType('resource')` tells of one file. */
export interface LoadedResource {
  name: string;
  initiatorType: string;
}

/**
 * Files loaded by a script tag, a stylesheet or preload link, a stylesheet's fonts and images,
 * or an image: what the page needs to draw itself. Fetches and beacons are left out (a page
 * view's POST cannot be stored); the API answers are named separately.
 */
const fileInitiators = new Set(['script', 'link', 'css', 'img', 'image']);

/** The same-origin files the page loaded, each once, without any #fragment. */
export function sameOriginFiles(resources: readonly LoadedResource[], origin: string): string[] {
  const urls = new Set<string>();
  for (const resource of resources) {
    if (!fileInitiators.has(resource.initiatorType)) continue;
    let url: URL;
    try {
      url = new URL(resource.name, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = '';
    urls.add(url.href);
  }
  return [...urls];
}

export interface KeepInputs {
  caches: CacheStorage;
  fetch: typeof fetch;
  /** This page's address (absolute). */
  pageUrl: string;
  /** The API answers the page shows (absolute). */
  apiUrls: readonly string[];
  /** The files the page loaded (absolute, same origin). */
  fileUrls: readonly string[];
}

/**
 * Reads every address again and replaces the cache's contents with the answers; answers the
 * stored bodies' sizes added up. Nothing is written until every answer has been read, so a
 * failure (an address that does not answer 200) leaves the previous copy as it was.
 */
export async function storePack({ caches, fetch: fetchUrl, pageUrl, apiUrls, fileUrls }: KeepInputs): Promise<number> {
  const urls = [...new Set([pageUrl, ...apiUrls, ...fileUrls])];
  const answers = await Promise.all(
    urls.map(async (url) => {
      const response = await fetchUrl(url, { credentials: 'same-origin', cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = await response.arrayBuffer();
      return { url, body, response };
    }),
  );
  const cache = await caches.open(parkPackCacheName);
  let bytes = 0;
  for (const { url, body, response } of answers) {
    bytes += body.byteLength;
    await cache.put(url, new Response(body, { status: response.status, headers: response.headers }));
  }
  // Files of an older version the page no longer loads are dropped.
  const kept = new Set(urls);
  for (const request of await cache.keys()) {
    if (!kept.has(request.url)) await cache.delete(request);
  }
  return bytes;
}

/** Deletes the kept copy: the cache and the record. */
export async function removePack(caches: CacheStorage, storage: Storage): Promise<void> {
  await caches.delete(parkPackCacheName);
  try {
    storage.removeItem(parkPackRecordKey);
  } catch {
    // A storage the browser refuses holds no record to remove.
  }
}

export function writeRecord(storage: Storage, record: KeptPackRecord): void {
  try {
    storage.setItem(parkPackRecordKey, JSON.stringify(record));
  } catch {
    // Storage full or refused: the files are kept; the page will not know it until kept again.
  }
}

/** Whether a record is stored, without reading it: most visits have none. */
export function hasRecord(storage: Storage): boolean {
  try {
    return storage.getItem(parkPackRecordKey) !== null;
  } catch {
    return false;
  }
}

/**
 * The record, or undefined when there is none or it is not one (edited by hand, another version).
 * Its alerts are checked with `parseAlerts` (the API answer's schema): the page loads that
 * schema only when a record is there to read (decision 085).
 */
export function readRecord(
  storage: Storage,
  parseAlerts: (value: unknown) => ParkAlertsResult,
): KeptPackRecord | undefined {
  try {
    const text = storage.getItem(parkPackRecordKey);
    if (text === null) return undefined;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { savedAt, bytes, alerts } = value as Partial<KeptPackRecord>;
    if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return undefined;
    if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return undefined;
    return { savedAt, bytes, alerts: alerts ? parseAlerts(alerts) : null };
  } catch {
    return undefined;
  }
}
