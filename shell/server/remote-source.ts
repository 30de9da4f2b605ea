/**
 * Where the live remotes are: the deploy registry (in the database) in production, or each
 * remote's own dist folder under `npm run dev`. A request reads one snapshot of it, and the
 * HTML, the pointer, the server rendering and the area APIs it reaches all use that snapshot,
 * so they always agree on a version, even when a deploy switches one mid-request.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { areaNames, areas, type AreaName, type RemotePointer } from '@estes/shared/core';
import { RegistryFollower } from './registry-follower';
import {
  browserFilesDir,
  entryUrlOf,
  folderOf,
  liveVersion,
  pointerOf,
  readVerifiedServerBundle,
  type Registry,
  type RegistryStore,
  serverBundleDir,
  serverBundleFiles,
  type SiteDatabase,
  VersionFiles,
} from '@estes/platform';

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
  /** The sha256 of the version's browser files (deployed versions), checked when they are copied here. */
  browserFilesSha256?: string | undefined;
}

export interface SourceSnapshot {
  pointer: RemotePointer;
  bundles: Readonly<Partial<Record<AreaName, ServerBundleLocation>>>;
  /** Why the source could not be read just now (the last good state is in use). */
  problem?: string;
}

export interface RemoteSource {
  snapshot(): Promise<SourceSnapshot>;
  /**
   * The snapshot `snapshot()` would give now, when that is known without asking anything
   * (no change announced or seen, no read under way, no problem); undefined otherwise. The page
   * cache's fast path (fast-hits.ts) answers only when it is; every other request asks.
   */
  settledSnapshot?(): SourceSnapshot | undefined;
  /**
   * A version's server build, its files checked against the recorded digest (fetched from the
   * database when this instance has no good copy). Throws when it cannot be had or checked.
   */
  serverFiles(location: ServerBundleLocation): Promise<Map<string, Buffer>>;
  /** Makes sure a version's browser files are in this instance's deploy folder (false: no such version). */
  ensureBrowserFiles?(area: AreaName, version: string): Promise<boolean>;
  close?(): Promise<void>;
  /** Where a file of a version's browser build is on disk (e.g. its route-assets.json). */
  browserFile(area: AreaName, version: string, file: string): string;
  /** Whether a version's files never change (published), so what is read from them may be kept. */
  readonly immutableVersions: boolean;
}

export { RegistryFollower } from './registry-follower';

export interface DeployedSourceOptions {
  deployDir: string;
  store: RegistryStore;
  db: SiteDatabase;
  onProblem?: (problem: string) => void;
  onChange?: () => void;
  pollMs?: number;
}

export async function deployedRemoteSource(options: DeployedSourceOptions): Promise<RemoteSource> {
  const { deployDir, store, db } = options;
  const follower = new RegistryFollower(store, db, options);
  await follower.start();
  const files = new VersionFiles(store, deployDir);
  // One snapshot per registry read: every request until the next change shares it.
  let made: { registry: Registry; problem: string | undefined; snapshot: SourceSnapshot } | undefined;
  return {
    immutableVersions: true,
    browserFile: (area, version, file) => path.join(browserFilesDir(deployDir, area, version), file),
    async snapshot() {
      const state = await follower.state();
      if (made?.registry === state.registry && made.problem === state.problem) return made.snapshot;
      const bundles: Partial<Record<AreaName, ServerBundleLocation>> = {};
      for (const area of areaNames) {
        const live = liveVersion(state.registry.remotes[area]);
        if (!live) continue;
        bundles[area] = {
          area,
          version: live.version,
          dir: serverBundleDir(deployDir, area, live.version),
          publicPath: folderOf(entryUrlOf(live)),
          sha256: live.serverBundleSha256,
          verify: true,
          browserFilesSha256: live.browserFilesSha256,
        };
      }
      const snapshot: SourceSnapshot = {
        pointer: pointerOf(state.registry),
        bundles,
        ...(state.problem === undefined ? {} : { problem: state.problem }),
      };
      made = { registry: state.registry, problem: state.problem, snapshot };
      return snapshot;
    },
    settledSnapshot() {
      const registry = follower.settled();
      return registry !== undefined && made?.registry === registry && made.problem === undefined
        ? made.snapshot
        : undefined;
    },
    async serverFiles(location) {
      // Its browser files too: the server reads their route-assets.json to render its pages.
      const [checked] = await Promise.all([
        files.ensure(location.area, location.version, 'server', location.sha256),
        files.ensure(location.area, location.version, 'browser', location.browserFilesSha256),
      ]);
      return new Map(checked.map((file) => [file.name, file.bytes]));
    },
    async ensureBrowserFiles(area, version) {
      if (files.isPresent(area, version, 'browser')) return true;
      const { registry } = await follower.state();
      const kept = registry.remotes[area]?.versions.find((candidate) => candidate.version === version);
      if (!kept) return false;
      await files.ensure(area, version, 'browser', kept.browserFilesSha256);
      return true;
    },
    close: () => follower.close(),
  };
}

export const devRemotesUrlPrefix = '/dev-remotes/';

/** `npm run dev`: every remote straight from its watch build (mfe-<area>/dist-dev). */
export function devRemoteSource(repositoryRoot: string): RemoteSource {
  const serverDir = (area: AreaName) => path.join(repositoryRoot, areas[area].folder, 'dist-dev', 'server');
  return {
    immutableVersions: false,
    browserFile: (area, _version, file) => path.join(repositoryRoot, areas[area].folder, 'dist-dev', 'browser', file),
    serverFiles: (location) => readVerifiedServerBundle(location.dir, undefined),
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
