/**
 * The area API answers a page's loaders read, kept for as long as each declared it stays
 * right (decision 051): a render whose page is not kept (the page cache is off, full, or
 * holds another query of the route) reads what the previous render read instead of asking
 * the area's API again.
 *
 * The rules are the page cache's (decision 027), one level down: only a GET answer that
 * declares its freshness (`Surrogate-Control: max-age`, page-freshness.ts) is kept, for that
 * long and not a moment longer (never stale); a page built from a kept answer lives only as
 * long as the answer has left (`RequestScope` notes what remains), so a data change still
 * reaches visitors within its declared time; a tag named by a write drops the answers that
 * carry it (page-data.ts). The key is the area's version and the path with its query: a
 * deploy or a rollback reads afresh. Memory is bounded by bytes.
 */
import { LRUCache } from 'lru-cache';
import type { AreaName } from '@estes/shared';

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
