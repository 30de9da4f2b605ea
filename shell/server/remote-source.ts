/**
 * Where the live remotes are: the deploy registry (in the database) in production, or each
 * remote's own dist folder under `npm run dev`. A request reads one snapshot of it, and the
 * HTML, the pointer, the server rendering and the area APIs it reaches all use that snapshot,
 * so they always agree on a version, even when a deploy switches one mid-request.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { areaNames, areas, type AreaName, type RemotePointer } from '@estes/shared/core';
import {
  browserFilesDir,
  deployRegistryChannel,
  emptyRegistry,
  entryUrlOf,
  folderOf,
  liveVersion,
  pointerOf,
  readVerifiedServerBundle,
  type Registry,
  type RegistryRead,
  type RegistryState,
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

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The registry as this instance follows it. PostgreSQL announces each change (LISTEN/NOTIFY)
 * and is also asked for the generation every `pollMs` (a missed announcement costs at most
 * that); SQLite (one machine, no channel) is asked for the generation at every snapshot, one
 * small query. A registry that cannot be read keeps the last good one in use, with the reason.
 */
export class RegistryFollower {
  private good: RegistryRead | undefined;
  private dirty = true;
  private problem: string | undefined;
  private reading: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private listener: { close: () => Promise<void> } | undefined;
  /** The database files' signature when the generation was last read (SQLite). */
  private checkedSignature: string | undefined;
  /** The files' signature as read in this turn of the event loop (`settled()`), and whether it was. */
  private turnSignature: string | undefined;
  private signatureReadThisTurn = false;

  constructor(
    private readonly store: RegistryStore,
    private readonly db: SiteDatabase,
    private readonly options: {
      onProblem?: (problem: string) => void;
      /** Told when the registry changed (to load the new live versions at once). */
      onChange?: () => void;
      pollMs?: number;
    } = {},
  ) {}

  async start(): Promise<void> {
    const changed = () => {
      this.dirty = true;
      this.options.onChange?.();
    };
    if (this.db.listen) {
      this.listener = await this.db.listen(deployRegistryChannel, changed, changed).catch((error: unknown) => {
        this.options.onProblem?.(`cannot listen for deploys (${describe(error)}); checking every poll instead`);
        return undefined;
      });
    }
    this.timer = setInterval(() => {
      void this.store.generation().then(
        (generation) => {
          if (generation !== this.good?.generation) changed();
        },
        () => undefined,
      );
    }, this.options.pollMs ?? 1000);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.listener?.close();
  }

  async state(): Promise<RegistryState> {
    if (this.db.dialect === 'sqlite' && !this.dirty) {
      // Asked only when the database's files changed since the last answer (any commit of any
      // process does that); the poll above covers the rare commit the file times cannot tell.
      const signature = this.db.changeSignature?.();
      if (signature === undefined || signature !== this.checkedSignature) {
        const generation = await this.store.generation().catch(() => undefined);
        if (generation !== undefined) this.checkedSignature = signature;
        if (generation !== undefined && generation !== this.good?.generation) this.dirty = true;
      }
    }
    if (this.dirty) {
      this.reading ??= this.read().finally(() => {
        this.reading = undefined;
      });
    }
    // A read under way may have started after an announcement (the site's warm-up asks at
    // once): what it finds, not the registry before it, is this request's.
    if (this.reading) await this.reading;
    const registry: Registry = this.good?.registry ?? emptyRegistry();
    return this.problem === undefined ? { registry } : { registry, problem: this.problem };
  }

  /**
   * The registry when it is known to be the live one without asking the database: nothing
   * announced or seen since the last read, no read under way, no problem. On SQLite the
   * database files are looked at once per turn of the event loop (every request read in one
   * turn arrived before that look), not once per request as `state()` does; a signature that
   * differs from the one last checked is left to `state()`, which asks for the generation. On
   * PostgreSQL the announcements and the poll set `dirty`, as for `state()`.
   */
  settled(): Registry | undefined {
    if (this.dirty || this.reading || !this.good || this.problem !== undefined) return undefined;
    if (this.db.dialect === 'sqlite') {
      const signature = this.signatureOfThisTurn();
      if (signature === undefined || signature !== this.checkedSignature) return undefined;
    }
    return this.good.registry;
  }

  private signatureOfThisTurn(): string | undefined {
    if (!this.signatureReadThisTurn) {
      this.turnSignature = this.db.changeSignature?.();
      this.signatureReadThisTurn = true;
      // Read again in the next turn: a commit made meanwhile is seen by the requests read after it.
      setImmediate(() => {
        this.signatureReadThisTurn = false;
      });
    }
    return this.turnSignature;
  }

  private async read(): Promise<void> {
    this.dirty = false;
    // The files as this read starts: a commit after it changes them again, and is asked about.
    const signature = this.db.dialect === 'sqlite' ? this.db.changeSignature?.() : undefined;
    try {
      this.good = await this.store.read();
      this.problem = undefined;
      this.checkedSignature = signature;
    } catch (error) {
      // Asked again at the next snapshot.
      this.dirty = true;
      const problem = `the deploy registry cannot be read: ${describe(error)}`;
      if (problem !== this.problem) this.options.onProblem?.(`${problem}; serving the last good registry`);
      this.problem = problem;
    }
  }
}

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
