/**
 * Publishing and rolling back an area, the one way the registry changes (decisions 021, 025).
 *
 * Publish: the area's build (browser files, and the server build with its pages, widgets,
 * API and migrations) is copied into a new versioned folder of this machine's deploy folder
 * and stored in the database (every instance, on any machine, takes its copy from there), the
 * sha256 of both is taken, and then, holding the deploy lock: the version's new migrations are
 * applied and, only if they all succeed, the area's pointer switches to it, announced to every
 * instance. A failing migration leaves the registry as it was (the version's files go).
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
import type { AreaApiModule, Migration } from '@estes/shared/server';
import {
  applyMigrations,
  browserFilesDir,
  browserFilesUrl,
  evaluateCommonJs,
  liveVersion,
  type LockOptions,
  type PublishedVersion,
  readServerBundle,
  type Registry,
  RegistryStore,
  removeVersionFiles,
  serverBundleDigest,
  serverBundleDir,
  serverBundleFiles,
  type SiteDatabase,
  switchLiveVersion,
  type AreaSwitch,
  withPublishedVersion,
} from '@estes/platform';
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

export class PublishError extends Error {
  override name = 'PublishError';
}

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
  /** Who publishes: recorded with the version (`cli:<user>@<host>` from the command line). */
  publishedBy?: string;
}

export interface Published extends PublishedVersion {
  /** Migrations of this version that were new to the database. */
  migrationsApplied: string[];
}

/** The migrations a version's `api.cjs` carries, read without rendering anything. */
function migrationsOf(area: AreaName, apiFile: string, code: string, publicPath: string): readonly Migration[] {
  let module: Partial<AreaApiModule> | null;
  try {
    module = evaluateCommonJs(code, apiFile, { publicPath }) as Partial<AreaApiModule> | null;
  } catch (error) {
    throw new PublishError(`${apiFile} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const migrations = module?.areaApi?.migrations;
  if (module?.area !== area || !Array.isArray(migrations)) {
    throw new PublishError(`${apiFile} is not the API of the ${area} area (no areaApi with migrations)`);
  }
  return migrations;
}

export async function publishArea(area: AreaName, options: PublishOptions): Promise<Published> {
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
  const apiFile = path.join(versionServerDir, serverBundleFiles.api);
  const apiCode = serverFiles.find((file) => file.name === serverBundleFiles.api)?.bytes.toString('utf8') ?? '';
  const published: PublishedVersion = {
    version,
    publishedAt: now.toISOString(),
    manifest: `${base}mf-manifest.json`,
    entry: `${base}${entryPath}`,
    serverBundleSha256: serverBundleDigest(serverFiles),
    browserFilesSha256: serverBundleDigest(browserFiles),
    ...(options.publishedBy ? { publishedBy: options.publishedBy } : {}),
  };
  const store = await RegistryStore.open(options.db);
  await store.putFiles(area, version, 'server', serverFiles);
  await store.putFiles(area, version, 'browser', browserFiles);

  let migrationsApplied: string[] = [];
  let dropped: string[] = [];
  let after: Registry;
  try {
    ({ after } = await store.change(
      `publish ${area} ${version}`,
      async (current) => {
        // Read under the lock: what another deploy or a rollback just wrote is kept.
        migrationsApplied = await applyMigrations(options.db, migrationsOf(area, apiFile, apiCode, base), { area });
        const next = withPublishedVersion(current, area, published);
        dropped = next.dropped;
        return next.registry;
      },
      options.lock,
    ));
  } catch (error) {
    // Not published: the pointer stays where it was, and the version's files go (unless an
    // identical build was published before under this very version).
    const { registry } = await store.read().catch(() => ({ registry: undefined }));
    if (!registry?.remotes[area]?.versions.some((kept) => kept.version === version)) {
      await removeVersionFiles(options.deployDir, area, [version]);
      await store.removeFiles(area, [version]);
    }
    throw new PublishError(
      `${area} ${version} was not published, the live version is unchanged: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const live = liveVersion(after.remotes[area])?.version;
  const gone = dropped.filter((candidate) => candidate !== live);
  await removeVersionFiles(options.deployDir, area, gone);
  await store.removeFiles(area, gone);
  return { ...published, migrationsApplied };
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
