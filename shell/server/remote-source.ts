/**
 * Where the live remotes are: the deploy registry in production, or each remote's own dist
 * folder under `npm run dev`. A request reads one snapshot of it, and the HTML, the pointer,
 * the server rendering and the area APIs it reaches all use that snapshot, so they always
 * agree on a version, even when a deploy switches one mid-request.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { areaNames, areas, type AreaName, type RemotePointer } from '@estes/shared/core';
import {
  browserFilesDir,
  entryUrlOf,
  liveVersion,
  pointerOf,
  RegistryWatcher,
  serverBundleDir,
} from './remote-registry';
import { serverBundleFiles } from './server-bundle';

export interface ServerBundleLocation {
  area: AreaName;
  version: string;
  /** The version's server build folder (index.cjs and api.cjs). */
  dir: string;
  /** Where browsers load this version's files from: the server build's asset URLs start with it. */
  publicPath: string;
  /**
   * The sha256 the registry recorded for the folder, checked before any of it runs. Undefined
   * with `verify` means the version was published before it was recorded: it is refused.
   */
  sha256: string | undefined;
  verify: boolean;
}

export interface SourceSnapshot {
  pointer: RemotePointer;
  bundles: Readonly<Partial<Record<AreaName, ServerBundleLocation>>>;
  /** Why the source could not be read just now (the last good state is in use). */
  problem?: string;
}

export interface RemoteSource {
  snapshot(): Promise<SourceSnapshot>;
  /** Where a file of a version's browser build is on disk (e.g. its route-assets.json). */
  browserFile(area: AreaName, version: string, file: string): string;
  /** Whether a version's files never change (published), so what is read from them may be kept. */
  readonly immutableVersions: boolean;
}

export function deployedRemoteSource(deployDir: string, onProblem?: (problem: string) => void): RemoteSource {
  const registry = new RegistryWatcher(deployDir, onProblem);
  return {
    immutableVersions: true,
    browserFile: (area, version, file) => path.join(browserFilesDir(deployDir, area, version), file),
    async snapshot() {
      const state = await registry.state();
      const bundles: Partial<Record<AreaName, ServerBundleLocation>> = {};
      for (const area of areaNames) {
        const live = liveVersion(state.registry.remotes[area]);
        if (!live) continue;
        bundles[area] = {
          area,
          version: live.version,
          dir: serverBundleDir(deployDir, area, live.version),
          publicPath: entryUrlOf(live).replace(/[^/]*$/, ''),
          sha256: live.serverBundleSha256,
          verify: true,
        };
      }
      return {
        pointer: pointerOf(state.registry),
        bundles,
        ...(state.problem === undefined ? {} : { problem: state.problem }),
      };
    },
  };
}

export const devRemotesUrlPrefix = '/dev-remotes/';

/** `npm run dev`: every remote straight from its watch build (mfe-<area>/dist-dev). */
export function devRemoteSource(repositoryRoot: string): RemoteSource {
  const serverDir = (area: AreaName) => path.join(repositoryRoot, areas[area].folder, 'dist-dev', 'server');
  return {
    immutableVersions: false,
    browserFile: (area, _version, file) => path.join(repositoryRoot, areas[area].folder, 'dist-dev', 'browser', file),
    async snapshot() {
      const pointer: Partial<Record<AreaName, RemotePointer[AreaName]>> = {};
      const bundles: Partial<Record<AreaName, ServerBundleLocation>> = {};
      for (const area of areaNames) {
        pointer[area] = {
          name: areas[area].container,
          version: 'dev',
          manifest: `${devRemotesUrlPrefix}${area}/mf-manifest.json`,
          entry: `${devRemotesUrlPrefix}${area}/remoteEntry.js`,
        };
        // A rebuild is a new version: the server loads it and lets the old one go.
        const changed = await Promise.all(
          Object.values(serverBundleFiles).map((file) =>
            stat(path.join(serverDir(area), file)).then(
              (found) => found.mtimeMs,
              () => 0,
            ),
          ),
        );
        if (changed.every((mtimeMs) => mtimeMs > 0)) {
          bundles[area] = {
            area,
            version: `dev-${Math.max(...changed)}`,
            dir: serverDir(area),
            publicPath: `${devRemotesUrlPrefix}${area}/`,
            sha256: undefined,
            // The developer's own watch build, rewritten on every change: nothing to check it against.
            verify: false,
          };
        }
      }
      return { pointer, bundles };
    },
  };
}
