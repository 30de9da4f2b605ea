/**
 * Where an area's live version keeps its console pages (decisions 071, 075). A version whose
 * area exposes `./console` carries a second container beside its visitor one: the `console/`
 * folder of its browser files (console/remoteEntry.js and console/mf-manifest.json), which only
 * the console loads, so no visitor page downloads anything of the console. A version without
 * console pages (none in its webpack.config.mjs) has no such folder and is not reported as a
 * failure; a failure to load one that has them is. Read from the manifests every instance holds
 * with the version's browser files.
 */
import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { areas, type AreaName } from '@estes/shared/core';
import type { RemoteSource } from '../remote-source';

/** The name the areas' webpack.config.mjs expose their console pages under. */
export const areaConsoleExpose = './console';

/** The folder of a version's browser files that holds its console container (shared/build/webpack-app.mjs). */
export const areaConsoleFolder = 'console';

/** The console container's name, as shared/build/webpack-app.mjs builds it: used when no manifest says it. */
export const areaConsoleContainer = (area: AreaName) => `${areas[area].container}_${areaConsoleFolder}`;

/** What a manifest says that the console needs; undefined when the text is no manifest. */
export interface ManifestFacts {
  /** The container's name (`mfe_<area>_console`). */
  name: string | undefined;
  exposesConsole: boolean;
  /** The container's entry, relative to the manifest's folder. */
  entry: string;
}

export function readManifest(text: string): ManifestFacts | undefined {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { name, exposes, metaData } = (manifest ?? {}) as {
    name?: unknown;
    exposes?: unknown;
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  };
  if (!Array.isArray(exposes)) return undefined;
  const remoteEntry = metaData?.remoteEntry;
  const entryParts = [remoteEntry?.path, remoteEntry?.name].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return {
    name: typeof name === 'string' ? name : undefined,
    exposesConsole: exposes.some((expose) => (expose as { path?: unknown } | null)?.path === areaConsoleExpose),
    entry: entryParts.length > 0 ? entryParts.join('/') : 'remoteEntry.js',
  };
}

/**
 * A version's console pages. `entry` is relative to the version's folder; undefined for a version
 * built before decision 075, whose visitor container held them (its own entry, the pointer's).
 */
export type VersionConsole = { exposesConsole: false } | { exposesConsole: true; entry?: string; container: string };

export class AreaConsoleModules {
  /** Per version (a published version never changes); a long-running instance sees many deploys. */
  private readonly known = new LRUCache<string, Promise<VersionConsole | undefined>>({ max: 64 });

  constructor(private readonly source: RemoteSource) {}

  /**
   * Whether and where the version has console pages; undefined when its manifests cannot be
   * read (the console then tries the console container and says what went wrong).
   */
  consoleOf(area: AreaName, version: string): Promise<VersionConsole | undefined> {
    const key = `${area}@${version}`;
    const cached = this.source.immutableVersions ? this.known.get(key) : undefined;
    if (cached) return cached;
    const reading = this.read(area, version);
    if (this.source.immutableVersions) {
      this.known.set(key, reading);
      // An unreadable manifest may be readable on the next call (files still being copied).
      void reading.then((found) => found === undefined && this.known.delete(key));
    }
    return reading;
  }

  private async read(area: AreaName, version: string): Promise<VersionConsole | undefined> {
    try {
      await this.source.ensureBrowserFiles?.(area, version);
      const consoleManifest = await this.readText(area, version, `${areaConsoleFolder}/mf-manifest.json`);
      if (consoleManifest !== undefined) {
        const facts = readManifest(consoleManifest);
        if (!facts) return undefined;
        if (!facts.exposesConsole) return { exposesConsole: false };
        return {
          exposesConsole: true,
          entry: `${areaConsoleFolder}/${facts.entry}`,
          container: facts.name ?? areaConsoleContainer(area),
        };
      }
      // No console container: an area without console pages, or a version built before
      // decision 075 (still published, and a rollback may make it live) whose visitor
      // container exposes them.
      const visitorManifest = await this.readText(area, version, 'mf-manifest.json');
      const facts = visitorManifest === undefined ? undefined : readManifest(visitorManifest);
      if (!facts) return undefined;
      return facts.exposesConsole
        ? { exposesConsole: true, container: facts.name ?? areas[area].container }
        : { exposesConsole: false };
    } catch {
      return undefined;
    }
  }

  /** A file's text; undefined when there is no such file. */
  private async readText(area: AreaName, version: string, file: string): Promise<string | undefined> {
    try {
      return await readFile(this.source.browserFile(area, version, file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
