/**
 * The page cache's fast path (decision 054): a page the cache holds fresh for the live versions
 * is answered from Node's request listener, before Fastify makes a request and a reply, runs
 * its hooks and routes. A hit then costs what writing its bytes costs.
 *
 * It answers only what the pages route has already answered for the very same request target:
 * the route remembers each raw target it answered from a kept page (`remember`) with the cache
 * key and the snapshot of the live versions it used. Everything the site decides from the
 * target alone (its form: `parseRequestTarget`, redirects, the router's refusals, the file
 * checks; the route it reaches; the query the page's route reads; whether it is a visitor's own
 * page) was decided then and decides the same again on the same snapshot. What depends on the
 * rest of the request is checked here, or the request goes to Fastify unchanged:
 *
 * - GET or HEAD with no body (Fastify ignores a GET's body; here it is not accepted at all);
 * - no forwarding header: the visitor's address is the socket's and the scheme is the server's
 *   own, as Fastify reads them (with or without trusted proxies), so who is an operator
 *   (`x-page-cache`) is decided by the same `accessOf`;
 * - the live versions are the remembered snapshot, known without asking the database
 *   (`settledSnapshot`: a deploy or a rollback announced, polled or seen in the database files
 *   sends requests to Fastify, which reads the new registry);
 * - the page is fresh (a stale one, a missing one, a dropped tag: Fastify, which refreshes or
 *   renders it);
 * - the server is not closing.
 *
 * The response is written by the same `writePageResponse` the pages route uses: the same
 * status, headers (security headers, CSP, ETag, Vary, Cache-Control) and bytes, a 304 on a
 * matching If-None-Match, the encoding Accept-Encoding takes best, HEAD without a body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { OperatorAccess } from '../../operator-access';
import type { SourceSnapshot } from '../../remote-source';
import type { SiteCounter } from '../../site-counts';
import type { PageCache } from './page-cache';
import { writePageResponse } from './page-document';
import { pageCacheControl } from './page-key';

export interface FastPageHitsOptions {
  cache: PageCache;
  /** The live versions when they are known without asking (remote-source.ts); undefined otherwise. */
  settledSnapshot: () => SourceSnapshot | undefined;
  accessOf: (request: Pick<FastifyRequest, 'ip' | 'headers' | 'socket'>) => OperatorAccess;
  siteIsHttps: boolean;
  now: () => number;
  log: FastifyBaseLogger;
  /** Counts the page views it answers, as the pages route does (decision 061). */
  siteCounter: SiteCounter;
}

interface RememberedTarget {
  key: string;
  snapshot: SourceSnapshot;
}

/** Targets longer than this are left to Fastify (pages are asked for by short addresses). */
export const fastHitMaxTargetLength = 1024;

/** Memory for remembered targets, by their characters: a flood of query strings churns it only. */
const rememberedChars = 4 * 1024 * 1024;

/** Headers that make Fastify read the visitor's address or scheme from the request. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip'];

/** Log levels at which Fastify writes a line per request. */
const levelsLoggingRequests = new Set(['info', 'debug', 'trace']);

export class FastPageHits {
  /** Off while the server closes (Fastify answers 503 then); tests turn it off to compare answers. */
  enabled = true;
  /** Responses written by the fast path (tests); /healthz counts them among the page cache's hits. */
  answered = 0;
  private readonly targets = new LRUCache<string, RememberedTarget>({
    maxSize: rememberedChars,
    sizeCalculation: (remembered, target) => target.length + remembered.key.length,
  });

  constructor(private readonly options: FastPageHitsOptions) {}

  /** The pages route answered `target` from the kept page `key` on `snapshot`. */
  remember(target: string, key: string, snapshot: SourceSnapshot): void {
    if (!this.options.cache.enabled || target.length > fastHitMaxTargetLength) return;
    const known = this.targets.get(target);
    if (known?.key === key && known.snapshot === snapshot) return;
    this.targets.set(target, { key, snapshot });
  }

  /** Answers the request when it may; false leaves it, untouched, to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.enabled) return false;
    const { method, headers, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || url === undefined) return false;
    const remembered = this.targets.get(url);
    if (!remembered) return false;
    const length = headers['content-length'];
    if (headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')) return false;
    for (const name of forwardingHeaders) if (headers[name] !== undefined) return false;
    if (this.options.settledSnapshot() !== remembered.snapshot) return false;
    const page = this.options.cache.freshPage(remembered.key);
    if (!page) return false;
    const started = levelsLoggingRequests.has(this.options.log.level) ? performance.now() : undefined;
    const { socket } = request;
    const access = this.options.accessOf({ ip: socket.remoteAddress ?? '', headers, socket });
    writePageResponse(request, response, page, {
      cacheControl: pageCacheControl('shared', page, this.options.now()),
      https: this.options.siteIsHttps,
      cacheState: 'hit',
      showsOperatorHeaders: access === 'operator',
    });
    this.answered += 1;
    this.options.siteCounter.countPage(request, page.pageView);
    // Fastify's own request log is not written for these: one line of the same level instead.
    if (started !== undefined) {
      this.options.log.info(
        { fastHit: { method, url, statusCode: response.statusCode, responseTime: performance.now() - started } },
        'request completed from the page cache',
      );
    }
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The page cache's fast path: tests turn it off to compare its answers with Fastify's. */
    fastPageHits: FastPageHits;
  }
}

/** The fast path of the server `app` runs in; off once the server starts closing. */
export function openFastPageHits(app: FastifyInstance, options: Omit<FastPageHitsOptions, 'log'>): FastPageHits {
  const fastHits = new FastPageHits({ ...options, log: app.log });
  app.decorate('fastPageHits', fastHits);
  // Fastify answers 503 to requests that arrive while it closes: they are all its own then.
  app.addHook('preClose', async () => {
    fastHits.enabled = false;
  });
  return fastHits;
}
