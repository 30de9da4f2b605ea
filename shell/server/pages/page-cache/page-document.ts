/**
 * A rendered page as the cache keeps it, and how one response is made of it: the same bytes
 * for every anonymous visitor (decision 049), its encoding, its validators.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../../security-headers';
import type { RenderedDocument } from '../html-document';
import type { CachedPage } from './page-cache';

export interface PageToKeep {
  status: number;
  headers: Readonly<Record<string, string>>;
  document: RenderedDocument;
  remoteOrigins: readonly string[];
  tags: readonly string[];
  builtAt: number;
  /** Seconds it stays fresh from `builtAt`. */
  freshSeconds: number;
}

/**
 * The page as the cache keeps it. A page that will be kept has its gzip form built now (so
 * no hit ever compresses); one sent once builds it only if its request takes gzip.
 */
export function cachedPageOf(page: PageToKeep, options: { compressNow: boolean }): CachedPage {
  const document = Buffer.from(page.document.html, 'utf8');
  let gzipped: Buffer | undefined;
  const gzip = () => (gzipped ??= gzipSync(document, { level: 9 }));
  const digest = createHash('sha256').update(String(page.status)).update('\0').update(document);
  const etag = `W/"${digest.digest('base64url').slice(0, 27)}"`;
  const compressedBytes = options.compressNow ? gzip().byteLength : 0;
  return {
    status: page.status,
    headers: page.headers,
    document,
    remoteOrigins: page.remoteOrigins,
    styleHashes: page.document.styleHashes,
    etag,
    tags: page.tags,
    builtAt: page.builtAt,
    freshUntil: page.builtAt + page.freshSeconds * 1000,
    bytes: document.length + compressedBytes + 1024,
    gzip,
  };
}

/** Whether the request's Accept-Encoding takes gzip (a q of 0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name === 'gzip' || name === 'x-gzip') gzip = weight;
    else if (name === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
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
  /** Whether the site is reached over HTTPS (the CSP then upgrades insecure requests). */
  https: boolean;
  /** How the cache answered, for operators (`x-page-cache`). */
  cacheState: 'hit' | 'stale' | 'miss' | 'bypass';
}

/** Sends one response of a page: gzip when taken, 304 when the validator matches. */
export function sendPageResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  policy: ResponsePolicy,
) {
  reply
    .header('cache-control', policy.cacheControl)
    .header('vary', 'Accept-Encoding')
    .header('etag', page.etag)
    .header('x-page-cache', policy.cacheState);
  for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
  // A 304 has no body: the browser keeps the stored page with the policy it came with.
  if (page.status === 200 && matchesValidator(request.headers['if-none-match'], page.etag)) {
    return reply.code(304).send();
  }
  reply
    .code(page.status)
    .header(
      'content-security-policy',
      contentSecurityPolicy({ styleHashes: page.styleHashes, remoteOrigins: page.remoteOrigins, https: policy.https }),
    );
  if (acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(page.gzip());
  }
  return reply.send(page.document);
}
