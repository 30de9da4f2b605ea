/**
 * The remote files a server-rendered area page needs in the browser, so its HTML can ask for
 * them all at once (deferred scripts, fetched in parallel with the shell's own) instead of
 * the browser finding them one after another: remoteEntry.js, then the routes module, then
 * the page. Read from each version's route-assets.json, written by the remote's build.
 */
import { LRUCache } from 'lru-cache';
import { readFile } from 'node:fs/promises';
import type { AreaName, RemotePointerEntry, RemoteRouteAssets } from '@estes/shared';
import type { RemoteSource } from '../remote-source';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function parseRouteAssets(text: string): RemoteRouteAssets | undefined {
  const value = JSON.parse(text) as Partial<RemoteRouteAssets>;
  const pages = value.pages ?? {};
  const valid =
    typeof value.entry === 'string' &&
    isStringList(value.routes) &&
    typeof pages === 'object' &&
    Object.values(pages).every(isStringList);
  return valid ? (value as RemoteRouteAssets) : undefined;
}

export class AreaScripts {
  /** Per version: a long-running instance sees many deploys, so the oldest are let go. */
  private readonly known = new LRUCache<string, Promise<RemoteRouteAssets | undefined>>({ max: 64 });

  constructor(
    private readonly source: RemoteSource,
    private readonly warn: (message: string) => void,
  ) {}

  private routeAssets(area: AreaName, version: string): Promise<RemoteRouteAssets | undefined> {
    const key = `${area}@${version}`;
    const cached = this.source.immutableVersions ? this.known.get(key) : undefined;
    if (cached) return cached;
    const file = this.source.browserFile(area, version, 'route-assets.json');
    const reading = readFile(file, 'utf8')
      .then(parseRouteAssets, () => undefined)
      .catch(() => undefined);
    const checked = reading.then((assets) => {
      // Without it the page still works: the browser finds the files itself, one after another.
      if (!assets) this.warn(`${file} is missing or invalid: ${key} pages load their files in sequence`);
      return assets;
    });
    this.known.set(key, checked);
    return checked;
  }

  /** URLs of the scripts a page of `area` (route `routeId`) needs, in the order to run them. */
  async urlsFor(area: AreaName, pointerEntry: RemotePointerEntry, routeId: string): Promise<string[]> {
    const assets = await this.routeAssets(area, pointerEntry.version);
    if (!assets) return [];
    const base = pointerEntry.entry.slice(0, pointerEntry.entry.lastIndexOf('/') + 1);
    const files = [assets.entry, ...assets.routes, ...(assets.pages[routeId] ?? [])];
    return [...new Set(files)].map((file) => `${base}${file}`);
  }
}
