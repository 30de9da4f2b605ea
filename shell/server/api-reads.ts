/**
 * The area API answers a page's loaders read, kept for as long as each declared it stays
 * right (decision 051): a render whose page is not kept (the page cache is off, full, or
 * holds another query of the route) reads what the previous render read instead of asking
 * the area's API again.
 *
 * The rules are the page cache's (decision 027), one level down: only a GET answer that
 * declares its freshness (`Surrogate-Control: max-age`, page-freshness.ts) is kept, for that
 * long and not a moment longer (never stale); a page built from a kept answer lives only as
 * long as the answer has left (it comes back with what remains as its `max-age`), so a data change still
 * reaches visitors within its declared time; a tag named by a write drops the answers that
 * carry it (page-data.ts). The key is the area's version and the path with its query: a
 * deploy or a rollback reads afresh. Memory is bounded by bytes.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AreaName } from '@estes/shared';
import { readPageFreshness, surrogateControlHeader } from '@estes/shared/server';
import type { LoadedAreaVersion } from './area-versions';

export interface KeptApiRead {
  status: number;
  headers: readonly (readonly [string, string])[];
  payload: Buffer;
  tags: readonly string[];
  /** When it stops being right (ms, the server's clock). */
  freshUntil: number;
}

export interface ApiReadKey {
  area: AreaName;
  version: string;
  path: string;
}

export class ApiReadCache {
  private readonly reads: LRUCache<string, KeptApiRead> | undefined;

  constructor(private readonly options: { maxBytes: number; now: () => number }) {
    this.reads =
      options.maxBytes > 0
        ? new LRUCache<string, KeptApiRead>({
            maxSize: options.maxBytes,
            sizeCalculation: (read) =>
              read.payload.length +
              read.headers.reduce((bytes, [name, value]) => bytes + name.length + value.length, 128),
          })
        : undefined;
  }

  get enabled(): boolean {
    return this.reads !== undefined;
  }

  get entries(): number {
    return this.reads?.size ?? 0;
  }

  /** A kept answer with time left, or undefined. */
  get(key: ApiReadKey): KeptApiRead | undefined {
    const id = keyOf(key);
    const read = this.reads?.get(id);
    if (!read) return undefined;
    if (read.freshUntil > this.options.now()) return read;
    this.reads?.delete(id);
    return undefined;
  }

  /** Whole seconds a kept answer stays right from now. */
  secondsLeft(read: KeptApiRead): number {
    return Math.max(0, Math.floor((read.freshUntil - this.options.now()) / 1000));
  }

  /** Keeps an answer for `maxAgeSeconds` from now. */
  keep(key: ApiReadKey, read: Omit<KeptApiRead, 'freshUntil'>, maxAgeSeconds: number): void {
    if (!this.reads || maxAgeSeconds <= 0) return;
    this.reads.set(keyOf(key), { ...read, freshUntil: this.options.now() + maxAgeSeconds * 1000 });
  }

  /** Drops every answer that carries one of these tags. */
  invalidate(tags: readonly string[]): void {
    if (!this.reads || tags.length === 0) return;
    const dropped = new Set(tags);
    for (const [id, read] of this.reads.entries()) if (read.tags.some((tag) => dropped.has(tag))) this.reads.delete(id);
  }

  clear(): void {
    this.reads?.clear();
  }
}

const keyOf = ({ area, version, path }: ApiReadKey) => `${area}@${version} ${path}`;

/** What the in-process client reads of an answer, injected or kept. */
export type AreaAnswer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'rawPayload'>;

type AreaRequest = InjectOptions & { method: string; url: string; headers: Readonly<Record<string, string>> };

/**
 * The area's answer to a loader's request: a kept one while it is right, its `Surrogate-Control`
 * saying what is left of its time (as a shared cache's `Age` would), so the page built from it
 * lives no longer than it; otherwise the area's API, and the answer kept when it may be.
 */
export async function readThrough(
  apiReads: ApiReadCache | undefined,
  loaded: Pick<LoadedAreaVersion, 'area' | 'version' | 'api'>,
  request: AreaRequest,
): Promise<AreaAnswer> {
  const key =
    apiReads && isPlainRead(request)
      ? { area: loaded.area, version: loaded.version, path: pathOf(request) }
      : undefined;
  const kept = key && apiReads?.get(key);
  if (apiReads && kept) {
    const headers: Record<string, string[]> = {};
    for (const [name, value] of kept.headers) (headers[name] ??= []).push(value);
    headers[surrogateControlHeader] = [`max-age=${apiReads.secondsLeft(kept)}`];
    return { statusCode: kept.status, headers, rawPayload: kept.payload };
  }
  const answer = await loaded.api.inject(request);
  if (apiReads && key) keepAnswer(apiReads, key, answer);
  return answer;
}

/** An answer's headers as name and value pairs, a header sent more than once as one pair each. */
export function answerHeaders(answer: AreaAnswer): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.push([name, String(item)]);
  }
  return headers;
}

/** Headers that would make an answer one visitor's: a read sending one is never kept. */
const visitorHeaders = new Set(['cookie', 'authorization']);

/** A GET with no body and nothing of a visitor's: its answer is the same for every page asking the same. */
const isPlainRead = (request: AreaRequest) =>
  request.method === 'GET' &&
  request.payload === undefined &&
  Object.keys(request.headers).every((name) => !visitorHeaders.has(name.toLowerCase()));

/** The request's headers are part of the key (an answer may vary with `accept`). */
const pathOf = (request: AreaRequest) =>
  [
    request.url,
    ...Object.entries(request.headers)
      .map(([name, value]) => `${name.toLowerCase()}: ${value}`)
      .sort(),
  ].join('\n');

/** Keeps a 200 that declared its freshness (and sets no cookie), for as long as it declared. */
function keepAnswer(apiReads: ApiReadCache, key: ApiReadKey, answer: AreaAnswer): void {
  if (answer.statusCode !== 200 || answer.headers['set-cookie'] !== undefined) return;
  const headers = answerHeaders(answer);
  const declared = readPageFreshness(new Headers(headers));
  if (!declared) return;
  const read = { status: 200, headers, payload: answer.rawPayload, tags: declared.tags ?? [] };
  apiReads.keep(key, read, declared.maxAgeSeconds);
}
