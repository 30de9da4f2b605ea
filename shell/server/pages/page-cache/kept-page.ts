/**
 * The kept page's object (decision 084): one class for every page, its methods on the prototype,
 * and its header lists the same way. `cachedPageOf` (page-document.ts) makes them.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { securityHeaders } from '../../response-basics';
import { contentSecurityPolicy } from '../../security-headers';
import type { PageViewSubject } from '../../site-counts';
import type { CachedPage } from './page-cache';
import type { PageHeaders, PageToKeep } from './page-document';

/**
 * Every kept page is an object of this one class, its methods on the prototype (decision 084):
 * the hit path's optimised code, made on the first page a server answers, holds for every other
 * page. Made as an object literal with a closure per method and a field present on some pages
 * only, each page had its own functions and some their own shape, and the next page the path
 * met threw that code away ("wrong call target", "wrong map") and ran slower code until V8
 * optimised it again, for a mix of pages.
 */
export class KeptPage implements CachedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly document: Buffer;
  readonly remoteOrigins: readonly string[];
  readonly styleHashes: readonly string[];
  readonly etag: string;
  readonly tags: readonly string[];
  readonly builtAt: number;
  readonly freshUntil: number;
  readonly bytes: number;
  /** Present on every page (undefined when not a page view), so every page has one shape. */
  readonly pageView: PageViewSubject | undefined;
  private gzipped: Buffer | undefined = undefined;
  private brotlied: Buffer | undefined = undefined;
  private httpHeaders: PageHeaders | undefined = undefined;
  private httpsHeaders: PageHeaders | undefined = undefined;

  constructor(
    page: PageToKeep,
    private readonly compression: { brotliQuality: number; gzipLevel: number },
    compressNow: boolean,
  ) {
    this.status = page.status;
    this.headers = page.headers;
    this.document = Buffer.from(page.document.html, 'utf8');
    this.remoteOrigins = page.remoteOrigins;
    this.styleHashes = page.document.styleHashes;
    const digest = createHash('sha256').update(String(page.status)).update('\0').update(this.document);
    this.etag = `W/"${digest.digest('base64url').slice(0, 27)}"`;
    this.tags = page.tags;
    this.builtAt = page.builtAt;
    this.freshUntil = page.builtAt + page.freshSeconds * 1000;
    this.pageView = page.pageView;
    const compressedBytes = compressNow ? this.gzip().byteLength + this.brotli().byteLength : 0;
    this.bytes = this.document.length + compressedBytes + 2048;
  }

  gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.document, { level: this.compression.gzipLevel }));
  }

  brotli(): Buffer {
    return (this.brotlied ??= brotliCompressSync(this.document, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: this.compression.brotliQuality },
    }));
  }

  responseHeaders(https: boolean): PageHeaders {
    return https ? (this.httpsHeaders ??= headersOf(this, true)) : (this.httpHeaders ??= headersOf(this, false));
  }
}

/** The headers every response of a page carries, as a flat list (name, value, …). */
function headersOf(page: CachedPage, https: boolean): PageHeaders {
  const notModified = [
    ...Object.entries(securityHeaders(https)).flat(),
    ...Object.entries(page.headers).flat(),
    'vary',
    'Accept-Encoding',
    'etag',
    page.etag,
  ];
  const policy = contentSecurityPolicy({ styleHashes: page.styleHashes, remoteOrigins: page.remoteOrigins, https });
  return new PageHeaderLists(notModified, [...notModified, 'content-security-policy', policy]);
}

/** One class for every page's header lists, for the reason `KeptPage` is one (decision 084). */
class PageHeaderLists implements PageHeaders {
  /** A few kinds of answer per page (encoding, Cache-Control, operator or not): each list made once. */
  private readonly answers = new Map<string, string[][]>();

  constructor(
    readonly notModified: readonly string[],
    readonly full: readonly string[],
  ) {}

  answer(cacheControl: string, slot: number): string[] | undefined {
    return this.answers.get(cacheControl)?.[slot];
  }

  keep(cacheControl: string, slot: number, list: string[]): string[] {
    let slots = this.answers.get(cacheControl);
    if (!slots) this.answers.set(cacheControl, (slots = []));
    slots[slot] = list;
    return list;
  }
}
