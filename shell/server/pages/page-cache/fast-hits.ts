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
 * - forwarding headers only from a trusted proxy (TRUST_PROXY) and only X-Forwarded-For and
 *   X-Forwarded-Proto: the visitor's address and the scheme are then read by Fastify's own rules
 *   (proxy-addr with the same trust, the last X-Forwarded-Proto entry), so who is an operator
 *   (`x-page-cache`) is decided by the same `accessOf` and HSTS by the same scheme (decision
 *   057). Without any, the address is the socket's and the scheme the server's own;
 * - each header read here sent once (Node joins copies; Fastify's path reads those);
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
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import proxyAddr from 'proxy-addr';
import { fastifyTrustProxy, type TrustedProxies } from '../../config';
import type { OperatorAccess } from '../../operator-access';
import type { SourceSnapshot } from '../../remote-source';
import type { SiteCounter } from '../../site-counts';
import type { PageCache } from './page-cache';
import { writePageResponse, type PageRequestHeaders } from './page-document';
import { pageCacheControl } from './page-key';

export interface FastPageHitsOptions {
  cache: PageCache;
  /** The live versions when they are known without asking (remote-source.ts); undefined otherwise. */
  settledSnapshot: () => SourceSnapshot | undefined;
  accessOf: (request: Pick<FastifyRequest, 'ip' | 'headers' | 'socket'>) => OperatorAccess;
  /** TRUST_PROXY: read as Fastify reads it (`fastifyTrustProxy`), for X-Forwarded-For and -Proto. */
  trustProxy: TrustedProxies;
  siteIsHttps: boolean;
  now: () => number;
  log: FastifyBaseLogger;
  /** Counts the searches that found nothing it answers, as the pages route does (decisions 061, 073). */
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

/**
 * Forwarding headers the fast path does not read: the request goes to Fastify with them.
 * (X-Forwarded-Host changes Fastify's `request.host`; Forwarded and X-Real-IP only what
 * `accessOf` decides when no proxy is trusted.)
 */
const unreadForwardingHeaders = ['forwarded', 'x-forwarded-host', 'x-real-ip'];

/** Fastify's reading of trusted proxies (fastify/lib/request.js), from the same setting; undefined: none. */
function proxyTrustOf(trusted: TrustedProxies): ((address: string, hop: number) => boolean) | undefined {
  const setting = fastifyTrustProxy(trusted);
  if (setting === false) return undefined;
  return typeof setting === 'function' ? setting : proxyAddr.compile(setting);
}

/** Log levels at which Fastify writes a line per request. */
const levelsLoggingRequests = new Set(['info', 'debug', 'trace']);

export class FastPageHits {
  /** Off while the server closes (Fastify answers 503 then); tests turn it off to compare answers. */
  enabled = true;
  /** Responses written by the fast path (tests); /healthz counts them among the page cache's hits. */
  answered = 0;
  /** Who asks on each connection without a token (`accessOf` below). */
  private readonly accessOfConnection = new WeakMap<Socket, OperatorAccess>();
  private readonly targets = new LRUCache<string, RememberedTarget>({
    maxSize: rememberedChars,
    sizeCalculation: (remembered, target) => target.length + remembered.key.length,
  });

  private readonly proxyTrust: ((address: string, hop: number) => boolean) | undefined;

  constructor(private readonly options: FastPageHitsOptions) {
    this.proxyTrust = proxyTrustOf(options.trustProxy);
  }

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
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || url === undefined) return false;
    const remembered = this.targets.get(url);
    if (!remembered) return false;
    const headers = hitHeadersOf(request.rawHeaders);
    if (!headers) return false;
    const forwarded = headers.forwardedFor !== undefined || headers.forwardedProto !== undefined;
    // Through a proxy this server was not told to trust: Fastify's path (its address rules).
    if (forwarded && this.proxyTrust === undefined) return false;
    if (this.options.settledSnapshot() !== remembered.snapshot) return false;
    const page = this.options.cache.freshPage(remembered.key);
    if (!page) return false;
    const started = levelsLoggingRequests.has(this.options.log.level) ? performance.now() : undefined;
    const { socket } = request;
    writePageResponse(
      response,
      page,
      {
        cacheControl: pageCacheControl('shared', page, this.options.now()),
        https: this.options.siteIsHttps || (forwarded && this.protocolOf(socket, headers) === 'https'),
        cacheState: 'hit',
        showsOperatorHeaders:
          (forwarded ? this.forwardedAccessOf(request, headers) : this.accessOf(socket, headers.authorization)) ===
          'operator',
      },
      headers,
    );
    this.answered += 1;
    this.options.siteCounter.countServedPage({ method, userAgent: headers.userAgent }, page.pageView);
    // Fastify's own request log is not written for these: one line of the same level instead.
    if (started !== undefined) {
      this.options.log.info(
        { fastHit: { method, url, statusCode: response.statusCode, responseTime: performance.now() - started } },
        'request completed from the page cache',
      );
    }
    return true;
  }

  /** `request.protocol` as Fastify gives it behind trusted proxies (this server itself speaks http). */
  private protocolOf(socket: Socket, headers: HitHeaders): string {
    const proto = headers.forwardedProto;
    if (proto && this.proxyTrust?.(socket.remoteAddress ?? '', 0)) {
      const last = proto.lastIndexOf(',');
      return (last === -1 ? proto : proto.slice(last + 1)).trim();
    }
    return 'http';
  }

  /** Who asks through a trusted proxy: the visitor's address read by Fastify's own rules (proxy-addr). */
  private forwardedAccessOf(request: IncomingMessage, headers: HitHeaders): OperatorAccess {
    const trust = this.proxyTrust ?? (() => false);
    return this.options.accessOf({
      ip: proxyAddr(request, trust),
      headers: {
        authorization: headers.authorization,
        'x-forwarded-for': headers.forwardedFor,
        'x-forwarded-proto': headers.forwardedProto,
      },
      socket: request.socket,
    });
  }

  /**
   * Who asks, decided by the site's `accessOf` on what Fastify would give it: with no forwarding
   * header the visitor's address is the socket's. Without a token that depends on the socket
   * alone, so it is decided once per connection.
   */
  private accessOf(socket: Socket, authorization: string | undefined): OperatorAccess {
    const ask = () => this.options.accessOf({ ip: socket.remoteAddress ?? '', headers: { authorization }, socket });
    if (authorization !== undefined) return ask();
    let access = this.accessOfConnection.get(socket);
    if (access === undefined) this.accessOfConnection.set(socket, (access = ask()));
    return access;
  }
}

/** What the fast path reads of a request's headers. */
interface HitHeaders extends PageRequestHeaders {
  authorization: string | undefined;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
  /** For the count of searches that found nothing (site-counts/): read here so it builds no headers object either. */
  userAgent: string | undefined;
}

/**
 * The request headers the fast path looks at, by their lower-case names: what the answer
 * depends on, a body's length, and headers that send the request to Fastify whatever their
 * value (a body it does not read; forwarding headers, which make Fastify read the visitor's
 * address or scheme from the request). Each has a slot (a bit of a number and a place in an
 * array), so a hit notes the ones it met without an object keyed by name (decision 076).
 */
const slot = {
  acceptEncoding: 0,
  ifNoneMatch: 1,
  authorization: 2,
  contentLength: 3,
  forwardedFor: 4,
  forwardedProto: 5,
  userAgent: 6,
} as const;
const slotCount = 7;
/** A header whose presence sends the request to Fastify. */
const refused = -1;
const roleOf = new Map<string, number>([
  ['accept-encoding', slot.acceptEncoding],
  ['if-none-match', slot.ifNoneMatch],
  ['authorization', slot.authorization],
  ['content-length', slot.contentLength],
  ['x-forwarded-for', slot.forwardedFor],
  ['x-forwarded-proto', slot.forwardedProto],
  ['user-agent', slot.userAgent],
  ['transfer-encoding', refused],
  ...unreadForwardingHeaders.map((name): [string, number] => [name, refused]),
]);
const headerRoleLengths = new Set([...roleOf.keys()].map((name) => name.length));

/**
 * The headers a hit depends on, read from Node's raw list: what the answer, the operators'
 * header and the count read. Undefined, leaving the request to Fastify, when a body is sent, a
 * forwarding header other than X-Forwarded-For and -Proto is present, or a header read here
 * comes twice (Node would join or drop the copies; Fastify's path decides those).
 */
function hitHeadersOf(raw: readonly string[]): HitHeaders | undefined {
  const values = new Array<string | undefined>(slotCount);
  let seen = 0;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] ?? '';
    if (!headerRoleLengths.has(name.length)) continue;
    const role = roleOf.get(name.toLowerCase());
    if (role === undefined) continue;
    if (role === refused || (seen & (1 << role)) !== 0) return undefined;
    seen |= 1 << role;
    values[role] = raw[index + 1] ?? '';
  }
  const contentLength = values[slot.contentLength];
  if (contentLength !== undefined && contentLength !== '0') return undefined;
  return {
    acceptEncoding: values[slot.acceptEncoding],
    ifNoneMatch: values[slot.ifNoneMatch],
    authorization: values[slot.authorization],
    forwardedFor: values[slot.forwardedFor],
    forwardedProto: values[slot.forwardedProto],
    userAgent: values[slot.userAgent],
  };
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
