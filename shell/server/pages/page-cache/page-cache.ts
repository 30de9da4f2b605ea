/**
 * The server's page cache (decision 027): the HTML of anonymous page GETs, kept per key (the
 * path, the normalized query and the live versions), in memory bounded by bytes.
 *
 * - Freshness comes from the data the page was built from: each API answer its loaders read
 *   declares a time to live and tags (page-freshness.ts in @estes/shared/server). A page
 *   past its time is still served for a while (`staleSeconds`) while one render refreshes
 *   it; a tag named by a write drops every page built from it at once.
 * - One render per key at a time: concurrent misses of a key wait for the same render.
 * - A render a visitor's request would start may be refused (`admit`: the per-address render
 *   budget, decision 035): a page the cache holds is served all the same, fresh or stale.
 * - Two segments (an LRU each, by bytes): a page enters "probation" and moves to "protected"
 *   when it is asked for again. A flood of one-off URLs (random query strings) only churns
 *   probation; the pages visitors keep asking for stay.
 * - What a page holds is the bytes every anonymous visitor gets (decision 049): the document,
 *   its compressed forms built once, its headers made once, and the hashes its CSP admits
 *   its style blocks by.
 */
import { LRUCache } from 'lru-cache';
import type { PageViewSubject } from '../../site-counts';
import type { PageHeaders } from './page-document';

export interface CachedPage {
  status: number;
  /** Headers of the page other than the per-response ones (CSP, caching, encoding). */
  headers: Readonly<Record<string, string>>;
  /** The whole document, the same for every visitor. */
  document: Buffer;
  /** Origins the CSP allows scripts from (the live remotes' hosts). */
  remoteOrigins: readonly string[];
  /** CSP sources of the document's inline style blocks (their hashes). */
  styleHashes: readonly string[];
  /** Weak validator of the document. */
  etag: string;
  /** Tags of the data it was built from (and `area-<name>` for each area it used). */
  tags: readonly string[];
  builtAt: number;
  /** Until when it is fresh; after that it is served stale while one render refreshes it. */
  freshUntil: number;
  /** Bytes this entry holds (parts, compressed forms, bookkeeping). */
  bytes: number;
  /** What a visitor's GET of it counts as (decision 061); undefined: not a page view. */
  pageView?: PageViewSubject;
  /** The document gzipped (built once, on first use or when the page is kept). */
  gzip(): Buffer;
  /** The document in brotli (built once, on first use or when the page is kept). */
  brotli(): Buffer;
  /** The headers every response of the page carries (made once for each scheme). */
  responseHeaders(https: boolean): PageHeaders;
}

/** A render's outcome: a page (kept when `cacheable`), or a redirect (never kept). */
export type PageBuild =
  { kind: 'page'; page: CachedPage; cacheable: boolean } | { kind: 'redirect'; status: number; location: string };

export type Lookup = { kind: 'fresh'; page: CachedPage } | { kind: 'stale'; page: CachedPage } | { kind: 'miss' };

/** A render refused before it started, and when the one who asked may try again. */
export interface RenderRefused {
  retryAfterSeconds: number;
}

/** Asked before a render a request would start: a refusal, or nothing when it may go ahead. */
export type RenderAdmission = () => RenderRefused | undefined;

export type PageAnswer =
  { build: PageBuild; from: 'hit' | 'stale' | 'miss' } | { from: 'refused'; refused: RenderRefused };

export interface PageCacheOptions {
  /** The most bytes all entries together may hold. 0 turns the cache off. */
  maxBytes: number;
  /** How long past its freshness a page may still be served while it is refreshed. */
  staleSeconds: number;
  /** Share of `maxBytes` for pages asked for once (the rest is for pages asked for again). */
  probationShare?: number;
  now?: () => number;
}

export interface PageCacheStats {
  enabled: boolean;
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  staleHits: number;
  misses: number;
  /** Renders started: misses that were not waiting for one already running, refreshes, pages never kept. */
  renders: number;
  /** Renders refused before they started (the per-address render budget). */
  refused: number;
  /** Renders whose page could not be kept (per-visitor data, an error, undeclared freshness). */
  uncacheable: number;
  /** Entries pushed out to stay within the byte bound. */
  evictions: number;
  /** Entries dropped because their data changed (tags) or the live versions switched. */
  invalidations: number;
  rendersInFlight: number;
}

export class PageCache {
  private readonly probation: LRUCache<string, CachedPage>;
  private readonly protectedPages: LRUCache<string, CachedPage>;
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<PageBuild>>();
  private readonly now: () => number;
  private readonly counters = {
    hits: 0,
    staleHits: 0,
    misses: 0,
    renders: 0,
    refused: 0,
    uncacheable: 0,
    evictions: 0,
    invalidations: 0,
  };

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    const maxBytes = Math.max(0, Math.floor(options.maxBytes));
    const probationBytes = Math.max(1, Math.floor(maxBytes * (options.probationShare ?? 0.2)));
    const segment = (maxSize: number) =>
      new LRUCache<string, CachedPage>({
        maxSize: Math.max(1, maxSize),
        sizeCalculation: (page) => Math.max(1, page.bytes),
        // An entry larger than its segment is never kept.
        maxEntrySize: Math.max(1, maxSize),
        dispose: (page, key, reason) => {
          if (reason === 'evict') this.counters.evictions += 1;
          if (reason !== 'set') this.untag(key, page);
        },
      });
    this.probation = segment(probationBytes);
    this.protectedPages = segment(maxBytes - probationBytes);
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  lookup(key: string): Lookup {
    const page = this.find(key);
    if (!page) return { kind: 'miss' };
    if (this.now() < page.freshUntil) {
      this.counters.hits += 1;
      return { kind: 'fresh', page };
    }
    if (this.now() < page.freshUntil + this.options.staleSeconds * 1000) {
      this.counters.staleHits += 1;
      return { kind: 'stale', page };
    }
    this.drop(key);
    return { kind: 'miss' };
  }

  /** The page when fresh now, counted as a hit (fast-hits.ts); a stale or missing one is left to `get`. */
  freshPage(key: string): CachedPage | undefined {
    const page = this.find(key);
    if (!page || this.now() >= page.freshUntil) return undefined;
    this.counters.hits += 1;
    return page;
  }

  private find(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const page = this.protectedPages.get(key);
    const once = page ? undefined : this.probation.get(key);
    // Asked for a second time: it has earned its place among the pages visitors come back to.
    if (once) {
      this.probation.delete(key);
      this.protectedPages.set(key, once);
      this.tag(key, once);
    }
    return page ?? once;
  }

  /**
   * The page for `key`: from the cache when fresh; stale while one background render refreshes
   * it; otherwise rendered (one render per key, shared by everyone who asks meanwhile). Only a
   * render this request would start is put to `admit`: joining one already running costs
   * nothing, and a refresh serves a page visitors keep asking for.
   */
  async get(key: string, render: () => Promise<PageBuild>, admit?: RenderAdmission): Promise<PageAnswer> {
    const found = this.lookup(key);
    if (found.kind === 'fresh') return { build: { kind: 'page', page: found.page, cacheable: true }, from: 'hit' };
    if (found.kind === 'stale') {
      // The refresh's failure is the next visitor's miss; this one is served now.
      void this.renderOnce(key, render).catch(() => undefined);
      return { build: { kind: 'page', page: found.page, cacheable: true }, from: 'stale' };
    }
    this.counters.misses += 1;
    const running = this.inFlight.get(key);
    if (running) return { build: await running, from: 'miss' };
    const refused = admit?.();
    if (refused) {
      this.counters.refused += 1;
      return { from: 'refused', refused };
    }
    return { build: await this.renderOnce(key, render), from: 'miss' };
  }

  /** A page rendered for one request and kept nowhere (a visitor's own), under the same `admit`. */
  async renderUnkept(render: () => Promise<PageBuild>, admit?: RenderAdmission): Promise<PageAnswer> {
    const refused = admit?.();
    if (refused) {
      this.counters.refused += 1;
      return { from: 'refused', refused };
    }
    this.counters.renders += 1;
    this.counters.uncacheable += 1;
    return { build: await render(), from: 'miss' };
  }

  private renderOnce(key: string, render: () => Promise<PageBuild>): Promise<PageBuild> {
    const running = this.inFlight.get(key);
    if (running) return running;
    this.counters.renders += 1;
    const started = render().then((built) => {
      if (built.kind === 'page' && built.cacheable && this.enabled) this.store(key, built.page);
      else this.counters.uncacheable += 1;
      return built;
    });
    const tracked = started.finally(() => {
      if (this.inFlight.get(key) === tracked) this.inFlight.delete(key);
    });
    this.inFlight.set(key, tracked);
    return tracked;
  }

  private store(key: string, page: CachedPage): void {
    // A refreshed page keeps its segment; a new one starts on probation.
    if (this.protectedPages.has(key)) {
      this.protectedPages.set(key, page);
      this.tag(key, page);
      return;
    }
    this.probation.set(key, page);
    if (this.probation.has(key)) this.tag(key, page);
  }

  /** Drops every page built from data with one of these tags. */
  invalidate(tags: readonly string[]): number {
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) {
        if (this.drop(key)) dropped += 1;
      }
    }
    this.counters.invalidations += dropped;
    return dropped;
  }

  /** Drops everything (the live versions switched). */
  clear(): void {
    const entries = this.probation.size + this.protectedPages.size;
    this.probation.clear();
    this.protectedPages.clear();
    this.keysByTag.clear();
    this.counters.invalidations += entries;
  }

  stats(): PageCacheStats {
    return {
      enabled: this.enabled,
      entries: this.probation.size + this.protectedPages.size,
      bytes: this.probation.calculatedSize + this.protectedPages.calculatedSize,
      maxBytes: this.options.maxBytes,
      ...this.counters,
      rendersInFlight: this.inFlight.size,
    };
  }

  private drop(key: string): boolean {
    const fromProtected = this.protectedPages.delete(key);
    const fromProbation = this.probation.delete(key);
    return fromProtected || fromProbation;
  }

  private tag(key: string, page: CachedPage): void {
    for (const tag of page.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private untag(key: string, page: CachedPage): void {
    // The key may already hold a newer page (moved or refreshed): keep its tags then.
    if (this.protectedPages.peek(key) ?? this.probation.peek(key)) return;
    for (const tag of page.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
