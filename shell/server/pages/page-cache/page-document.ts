/**
 * A rendered page as the cache keeps it, and how one response is made of it: its own CSP
 * nonce in every slot, its encoding, its validators (decision 027).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, createNonce } from '../../security-headers';
import type { CachedPage } from './page-cache';
import { SplicedGzip } from './gzip-splice';

/**
 * What the document is rendered with in place of a nonce: random per process, so no page's
 * content can contain it by accident or on purpose.
 */
export const nonceSlot = `nonce-slot-${randomBytes(9).toString('hex')}`;
/** Every nonce is 16 random bytes in base64: 24 characters. */
const nonceLength = createNonce().length;

export interface PageToKeep {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** The whole document, rendered with `nonceSlot` where the nonce goes. */
  document: string;
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
  const parts = page.document.split(nonceSlot).map((part) => Buffer.from(part, 'utf8'));
  let spliced: SplicedGzip | undefined;
  const splicedGzip = () => (spliced ??= new SplicedGzip(parts, nonceLength));
  const digest = createHash('sha256').update(String(page.status));
  for (const part of parts) digest.update('\0').update(part);
  const etag = `W/"${digest.digest('base64url').slice(0, 27)}"`;
  const compressedBytes = options.compressNow ? splicedGzip().byteLength : 0;
  return {
    status: page.status,
    headers: page.headers,
    parts,
    remoteOrigins: page.remoteOrigins,
    etag,
    tags: page.tags,
    builtAt: page.builtAt,
    freshUntil: page.builtAt + page.freshSeconds * 1000,
    bytes: parts.reduce((sum, part) => sum + part.length, 0) + compressedBytes + 1024,
    gzip: (nonce) => splicedGzip().gzip(nonce),
  };
}

/** The document with this response's nonce in every slot. */
export function documentWith(page: CachedPage, nonce: Buffer): Buffer {
  const chunks: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) chunks.push(nonce);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
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

/** Sends one response of a page: its own nonce, gzip when taken, 304 when the validator matches. */
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
  // A 304 carries no CSP: the browser keeps the stored page with the policy (and nonce) it came with.
  if (page.status === 200 && matchesValidator(request.headers['if-none-match'], page.etag)) {
    return reply.code(304).send();
  }
  const nonce = Buffer.from(createNonce(), 'utf8');
  reply
    .code(page.status)
    .header(
      'content-security-policy',
      contentSecurityPolicy({ nonce: nonce.toString('utf8'), remoteOrigins: page.remoteOrigins, https: policy.https }),
    );
  if (acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(page.gzip(nonce));
  }
  return reply.send(documentWith(page, nonce));
}
