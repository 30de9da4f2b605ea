/**
 * A rendered page as the cache keeps it, and how one response is made of it (decision 049):
 * the same bytes for every anonymous visitor, compressed once in each encoding, with its
 * headers made once; a response picks its encoding and adds what changes by the second.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageViewSubject } from '../../site-counts';
import type { RenderedDocument } from '../html-document';
import { KeptPage } from './kept-page';
import type { CachedPage } from './page-cache';

/** A page's headers as flat lists (name, value, …), ready for `writeHead`. */
export interface PageHeaders {
  /** What a 304 carries: no policy (the browser keeps the one its stored page came with). */
  notModified: readonly string[];
  /** What a page carries: the above and its Content-Security-Policy. */
  full: readonly string[];
  /**
   * The whole list of one kind of answer, once made (`keep`): for each Cache-Control (the few
   * strings `pageCacheControl` gives), a slot per status-or-encoding and operator state. A hit
   * picks its list without building a key (decision 057) or a function to make it (076).
   */
  answer(cacheControl: string, slot: number): string[] | undefined;
  keep(cacheControl: string, slot: number, list: string[]): string[];
}

export interface PageToKeep {
  status: number;
  headers: Readonly<Record<string, string>>;
  document: RenderedDocument;
  remoteOrigins: readonly string[];
  tags: readonly string[];
  builtAt: number;
  /** Seconds it stays fresh from `builtAt`. */
  freshSeconds: number;
  pageView?: PageViewSubject;
}

/**
 * A kept page: brotli at quality 5, as the site compresses its other answers (11 makes `/` 10 %
 * smaller again but costs 100–190 ms of a core per page, measured on `/` and `/accommodations`),
 * and gzip at 9, once for all its answers.
 */
const keptCompression = { brotliQuality: 5, gzipLevel: 9 };
/**
 * A page sent once (the page cache off or full of it, an error, a visitor's own page) pays its
 * compression on its one answer, on top of its render: brotli 1 costs about half of brotli 3
 * (0.3 against 0.65 ms on the bench's pages) for about 9 % more bytes (`/`: 20.8 against
 * 19.0 KB), and was still the largest single cost in the profile of such a render at 3
 * (decision 058; 055 chose 3 over 5); gzip 6 costs about four fifths of gzip 9 for under 1 %
 * more bytes (decision 055).
 */
const onceCompression = { brotliQuality: 1, gzipLevel: 6 };

/**
 * The page as the cache keeps it. A page that will be kept has its compressed forms built now
 * (so no hit ever compresses); one sent once builds only the one its request takes.
 */
export function cachedPageOf(page: PageToKeep, options: { compressNow: boolean }): CachedPage {
  return new KeptPage(page, options.compressNow ? keptCompression : onceCompression, options.compressNow);
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The answers a page's header lists are kept for: a 304, or the body in one encoding. */
const answerKinds = ['304', 'br', 'gzip', 'identity'] as const;
/** The operators' header's values, and none (a member of the public). */
const operatorStates = [undefined, 'hit', 'stale', 'miss', 'bypass'] as const;
/** The operators' header as list items: none for the public. */
const operatorHeader = (state: (typeof operatorStates)[number]) => (state === undefined ? [] : ['x-page-cache', state]);
const slotOf = (kind: (typeof answerKinds)[number], operatorState: (typeof operatorStates)[number]) =>
  answerKinds.indexOf(kind) * operatorStates.length + operatorStates.indexOf(operatorState);

/**
 * The answers for the Accept-Encoding values seen lately: browsers send a handful of spellings,
 * so a hit does not parse the header again. Emptied when full (a client inventing values).
 */
const encodingOfHeader = new Map<string, PageEncoding>();
const encodingsRemembered = 64;
let lastEncodingHeader: { header: string; encoding: PageEncoding } = { header: '', encoding: 'identity' };

/** The encoding a request's Accept-Encoding takes best: brotli, gzip or none (a q of 0 refuses). */
export function preferredEncoding(header: string | undefined): PageEncoding {
  if (!header) return 'identity';
  // The last value first: comparing it costs a hit less than hashing it for the map (decision 076).
  if (header === lastEncodingHeader.header) return lastEncodingHeader.encoding;
  let encoding = encodingOfHeader.get(header);
  if (encoding === undefined) {
    encoding = parsePreferredEncoding(header);
    if (encodingOfHeader.size >= encodingsRemembered) encodingOfHeader.clear();
    encodingOfHeader.set(header, encoding);
  }
  lastEncodingHeader = { header, encoding };
  return encoding;
}

function parsePreferredEncoding(header: string): PageEncoding {
  let brotli: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name === 'br') brotli = weight;
    else if (name === 'gzip' || name === 'x-gzip') gzip = weight;
    else if (name === '*') any = weight;
  }
  const brotliWeight = brotli ?? any ?? 0;
  const gzipWeight = gzip ?? any ?? 0;
  if (brotliWeight > 0 && brotliWeight >= gzipWeight) return 'br';
  return gzipWeight > 0 ? 'gzip' : 'identity';
}

/** Whether If-None-Match names this page's validator (weak comparison, as for GET). */
export function matchesValidator(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export interface ResponsePolicy {
  /** The Cache-Control the page goes out with. */
  cacheControl: string;
  /** Whether the site is reached over HTTPS (HSTS; the CSP then upgrades insecure requests). */
  https: boolean;
  /** How the cache answered (`x-page-cache`), shown to operators only (response-basics.ts). */
  cacheState: 'hit' | 'stale' | 'miss' | 'bypass';
  showsOperatorHeaders: boolean;
}

/**
 * Sends one response of a page: its bytes in the encoding the request takes best, or a 304
 * when the validator matches. The page's headers were made once; the response is written
 * straight to the socket, without the site's onSend hooks, so it adds what they would: the
 * security headers (in the page's headers) and the operators' header only for operators.
 */
export function sendPageResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  policy: ResponsePolicy,
) {
  reply.hijack();
  const { headers } = request;
  writePageResponse(reply.raw, page, policy, {
    ifNoneMatch: headers['if-none-match'],
    acceptEncoding: headers['accept-encoding'],
  });
  return reply;
}

/** The request headers a page's answer depends on (the fast path reads them from the raw list). */
export interface PageRequestHeaders {
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/**
 * The response itself, on Node's own response: the one writer of a page, for the pages route
 * and for the fast path that answers hits before Fastify (fast-hits.ts).
 */
export function writePageResponse(
  response: ServerResponse,
  page: CachedPage,
  policy: ResponsePolicy,
  request: PageRequestHeaders,
): void {
  const made = page.responseHeaders(policy.https);
  const { cacheControl } = policy;
  const operatorState = policy.showsOperatorHeaders ? policy.cacheState : undefined;
  // A 304 has no body: the browser keeps the stored page with the policy it came with.
  if (page.status === 200 && matchesValidator(request.ifNoneMatch, page.etag)) {
    const slot = slotOf('304', operatorState);
    const headers =
      made.answer(cacheControl, slot) ??
      made.keep(cacheControl, slot, [
        ...made.notModified,
        'cache-control',
        cacheControl,
        ...operatorHeader(operatorState),
      ]);
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const encoding = preferredEncoding(request.acceptEncoding);
  const body = encoding === 'br' ? page.brotli() : encoding === 'gzip' ? page.gzip() : page.document;
  const slot = slotOf(encoding, operatorState);
  const headers =
    made.answer(cacheControl, slot) ??
    made.keep(cacheControl, slot, [
      ...made.full,
      'cache-control',
      cacheControl,
      ...operatorHeader(operatorState),
      ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
      'content-length',
      String(body.length),
    ]);
  response.writeHead(page.status, headers);
  // HEAD: Node sends the headers only.
  response.end(body);
}
