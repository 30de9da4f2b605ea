/**
 * Publishing and rolling back an area, the one way the registry changes (decisions 021, 025).
 *
 * Publish: the area's build (browser files, and the server build with its pages, widgets,
 * API and migrations) is copied into a new versioned folder of this machine's deploy folder
 * and stored in the database (every instance, on any machine, takes its copy from there), the
 * sha256 of both is taken, and then, holding the deploy lock: the version's new migrations are
 * applied and, only if they all succeed, the area's pointer switches to it, announced to every
 * instance. A failing migration leaves the registry as it was (the version's files go). The
 * part under the lock is platform's `makeVersionLive`, which the console's Publish calls too.
 *
 * Stage (decision 078): the same upload, recorded as a staged version: kept apart, never live,
 * its migrations not applied until it is published (from the command line or the console).
 *
 * Rollback: holding the lock, the pointer goes back to a kept version (or forward to a newer
 * kept one, named: a roll-forward, said so in the output and the history). No migration runs
 * (there are no down migrations: schema changes are expand-only, so the older version works
 * on the newer schema; a newer kept version's migrations ran when it was published).
 *
 * Nothing else is touched: not the shell, not the server, not another area.
 */
import { createHash } from 'node:crypto';
import { access, cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { areas, type AreaName } from '@estes/shared/core';
import {
  browserFilesDir,
  browserFilesUrl,
  type LockOptions,
  makeVersionLive,
  PublishError,
  type PublishedVersion,
  readServerBundle,
  type Registry,
  RegistryError,
  RegistryStore,
  removeVersionFiles,
  serverBundleDigest,
  serverBundleDir,
  serverBundleFiles,
  type SiteDatabase,
  type StagedVersion,
  switchLiveVersion,
  type AreaSwitch,
  withStagedVersion,
} from '@estes/platform';

// Where it was defined before publishing moved into platform/: the tools and their tests import it from here.
export { PublishError };
import { precompressFolder } from './precompress';
import { appDir } from './apps';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A short hash of the build's files: two identical builds get the same build id suffix. */
async function contentHash(dirs: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of await listFiles(dir)) {
      hash.update(file);
      hash.update(await readFile(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 8);
}

const timestamp = (date: Date) => date.toISOString().replace(/[-:T]/g, '').slice(0, 14);

export interface PublishOptions {
  deployDir: string;
  /** The site's database: it keeps the registry and the version's files, and gets its new migrations first. */
  db: SiteDatabase;
  /** Absolute base URL the remotes folder is served from (CDN), e.g. https://cdn.example.com/remotes */
  baseUrl?: string;
  /** The build to publish (default the area's dist/): holds browser/ and server/. */
  buildDir?: string;
  now?: Date;
  lock?: LockOptions;
  /** Who publishes (or stages): recorded with the version (`cli:<user>@<host>` from the command line). */
  publishedBy?: string;
}

export interface Published extends PublishedVersion {
  /** Migrations of this version that were new to the database. */
  migrationsApplied: string[];
}

/**
 * Copies the area's build into a new versioned folder of the deploy folder and stores it in the
 * database, with the digests of what was copied: what publishing and staging share. Nothing in
 * the registry changes yet.
 */
async function uploadBuild(area: AreaName, options: PublishOptions) {
  const buildDir = options.buildDir ?? path.join(appDir(area), 'dist');
  const browserDist = path.join(buildDir, 'browser');
  const serverDist = path.join(buildDir, 'server');
  const manifestText = await readFile(path.join(browserDist, 'mf-manifest.json'), 'utf8').catch(() => {
    throw new PublishError(
      `${areas[area].folder} has no build in ${browserDist}; run: npm run remotes -- deploy ${area}`,
    );
  });
  for (const file of Object.values(serverBundleFiles)) {
    await access(path.join(serverDist, file)).catch(() => {
      throw new PublishError(
        `${serverDist} has no ${file}: the server build is incomplete; run: npm run remotes -- deploy ${area}`,
      );
    });
  }
  const manifest = JSON.parse(manifestText) as {
    name?: string;
    metaData?: { remoteEntry?: { name?: string; path?: string } };
  };
  if (manifest.name !== areas[area].container) {
    throw new PublishError(`${browserDist}/mf-manifest.json is not the ${areas[area].container} remote`);
  }
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name) throw new PublishError(`${browserDist}/mf-manifest.json names no remoteEntry`);
  const entryPath = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  const packageJson = JSON.parse(await readFile(path.join(appDir(area), 'package.json'), 'utf8')) as {
    version: string;
  };
  const now = options.now ?? new Date();
  const version = `${packageJson.version}-build.${timestamp(now)}.${await contentHash([browserDist, serverDist])}`;
  const base = options.baseUrl
    ? `${options.baseUrl.replace(/(?<!\/)\/+$/, '')}/${area}/${version}/`
    : browserFilesUrl(area, version);

  // Copied and stored outside the lock (the slow part); the folders and rows are this version's alone.
  const versionServerDir = serverBundleDir(options.deployDir, area, version);
  const versionBrowserDir = browserFilesDir(options.deployDir, area, version);
  await cp(browserDist, versionBrowserDir, { recursive: true });
  await cp(serverDist, versionServerDir, { recursive: true });
  await precompressFolder(versionBrowserDir);
  // The digests of what was copied, which is what every instance will run and serve.
  const serverFiles = await readServerBundle(versionServerDir);
  const browserFiles = await readServerBundle(versionBrowserDir);
  const store = await RegistryStore.open(options.db);
  await store.putFiles(area, version, 'server', serverFiles);
  await store.putFiles(area, version, 'browser', browserFiles);
  return {
    store,
    now,
    upload: {
      version,
      manifest: `${base}mf-manifest.json`,
      entry: `${base}${entryPath}`,
      serverBundleSha256: serverBundleDigest(serverFiles),
      browserFilesSha256: serverBundleDigest(browserFiles),
    },
  };
}

/** Removes an upload's files when the registry did not take it (unless an identical build is kept or staged under that very version). */
async function removeUnusedUpload(store: RegistryStore, deployDir: string, area: AreaName, version: string) {
  const { registry } = await store.read().catch(() => ({ registry: undefined }));
  const entry = registry?.remotes[area];
  const inUse = [...(entry?.versions ?? []), ...(entry?.staged ?? [])].some((kept) => kept.version === version);
  if (!inUse) {
    await removeVersionFiles(deployDir, area, [version]);
    await store.removeFiles(area, [version]);
  }
}

export async function publishArea(area: AreaName, options: PublishOptions): Promise<Published> {
  const { store, now, upload } = await uploadBuild(area, options);
  const published: PublishedVersion = {
    ...upload,
    publishedAt: now.toISOString(),
    ...(options.publishedBy ? { publishedBy: options.publishedBy } : {}),
  };
  try {
    // The same lock, migrations and switch as publishing a staged version (platform/src/version-publish.ts).
    const made = await makeVersionLive(store, options.db, area, {
      what: `publish ${area} ${upload.version}`,
      choose: () => published,
      deployDir: options.deployDir,
      ...(options.lock ? { lock: options.lock } : {}),
    });
    return { ...published, migrationsApplied: made.migrationsApplied };
  } catch (error) {
    // Not published: the pointer stays where it was, and the version's files go.
    await removeUnusedUpload(store, options.deployDir, area, upload.version);
    const reason = error instanceof Error ? error.message : String(error);
    throw new PublishError(
      reason.includes('was not published')
        ? reason
        : `${area} ${upload.version} was not published, the live version is unchanged: ${reason}`,
    );
  }
}

export interface Staged extends StagedVersion {
  /** Staged versions no longer kept (the oldest past the bound), their files removed. */
  dropped: string[];
}

/**
 * Uploads the area's build as a staged version (decision 078): stored and checked like a
 * published one, but not live, its migrations not applied, the live pointer and the history
 * unchanged. Publishing it later (`publishStagedVersion`, the console's Publish) makes it live.
 */
export async function stageArea(area: AreaName, options: PublishOptions): Promise<Staged> {
  const { store, now, upload } = await uploadBuild(area, options);
  const staged: StagedVersion = {
    ...upload,
    stagedAt: now.toISOString(),
    ...(options.publishedBy ? { stagedBy: options.publishedBy } : {}),
  };
  let dropped: string[] = [];
  try {
    await store.change(
      `stage ${area} ${upload.version}`,
      (current) => {
        const next = withStagedVersion(current, area, staged);
        dropped = next.dropped;
        return next.registry;
      },
      options.lock,
    );
  } catch (error) {
    await removeUnusedUpload(store, options.deployDir, area, upload.version);
    throw error instanceof RegistryError
      ? error
      : new PublishError(
          `${area} ${upload.version} was not staged: ${error instanceof Error ? error.message : String(error)}`,
        );
  }
  await removeVersionFiles(options.deployDir, area, dropped);
  await store.removeFiles(area, dropped);
  return { ...staged, dropped };
}

/**
 * Points an area back to the previous (or a named) kept version; no migration runs. A named
 * version may be newer than the live one: `direction` is then `forward`, as the history records.
 */
export async function rollbackArea(
  area: AreaName,
  options: { db: SiteDatabase; version?: string; lock?: LockOptions; by?: string },
): Promise<AreaSwitch> {
  return switchLiveVersion(await RegistryStore.open(options.db), area, options);
}

/** What `remotes rollback` says it did, in the words of its direction. */
export function describeSwitch(area: AreaName, change: AreaSwitch) {
  return change.direction === 'forward'
    ? `${area} rolled forward: ${change.from ?? '(none)'} → ${change.to} (newer than the version it replaces)`
    : `${area} rolled back: ${change.from ?? '(none)'} → ${change.to}`;
}

/** The registry as the database keeps it (for `remotes list` and tools). */
export async function currentRegistry(db: SiteDatabase): Promise<Registry> {
  return (await (await RegistryStore.open(db)).read()).registry;
}
