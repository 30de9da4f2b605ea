/**
 * Whether an area's live version exposes `./console` (decision 071), read from the version's
 * mf-manifest.json, which its build writes and every instance holds with its browser files.
 * The console loads only the modules a version has, so an area without console pages by design
 * (no `./console` in its webpack.config.mjs) is not reported as a failure, and a failure to load
 * one that has it is.
 */
import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import type { AreaName } from '@estes/shared/core';
import type { RemoteSource } from '../remote-source';

/** The name the areas' webpack.config.mjs expose their console pages under. */
export const areaConsoleExpose = './console';

/** True or false from a manifest's `exposes`; undefined when the text is no manifest. */
export function manifestExposesConsole(text: string): boolean | undefined {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return undefined;
  }
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return undefined;
  return exposes.some((expose) => (expose as { path?: unknown } | null)?.path === areaConsoleExpose);
}

export class AreaConsoleModules {
  /** Per version (a published version never changes); a long-running instance sees many deploys. */
  private readonly known = new LRUCache<string, Promise<boolean | undefined>>({ max: 64 });

  constructor(private readonly source: RemoteSource) {}

  /**
   * Whether the version exposes `./console`; undefined when its manifest cannot be read (the
   * console then tries to load the module and says what went wrong).
   */
  exposesConsole(area: AreaName, version: string): Promise<boolean | undefined> {
    const key = `${area}@${version}`;
    const cached = this.source.immutableVersions ? this.known.get(key) : undefined;
    if (cached) return cached;
    const reading = this.read(area, version);
    if (this.source.immutableVersions) {
      this.known.set(key, reading);
      // An unreadable manifest may be readable on the next call (files still being copied).
      void reading.then((exposes) => exposes === undefined && this.known.delete(key));
    }
    return reading;
  }

  private async read(area: AreaName, version: string): Promise<boolean | undefined> {
    try {
      await this.source.ensureBrowserFiles?.(area, version);
      return manifestExposesConsole(await readFile(this.source.browserFile(area, version, 'mf-manifest.json'), 'utf8'));
    } catch {
      return undefined;
    }
  }
}
