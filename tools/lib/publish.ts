/**
 * Publishing and rolling back an area, the one way the registry changes (decision 021).
 *
 * Publish: the area's build (browser files, and the server build with its pages, widgets,
 * API and migrations) is copied into a new versioned folder, the sha256 of its server build
 * is taken, and then, holding the deploy lock: the version's new migrations are applied and,
 * only if they all succeed, the area's pointer switches to it. A failing migration leaves
 * the registry as it was (and the copied folders are removed).
 *
 * Rollback: holding the lock, the pointer goes back to a kept version. No migration runs
 * (there are no down migrations: schema changes are expand-only, so the older version works
 * on the newer schema).
 *
 * Nothing else is touched: not the shell, not the server, not another area.
 */
import { createHash } from 'node:crypto';
import { access, cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { areas, type AreaName } from '@estes/shared/core';
import type { AreaApiModule, Database, Migration } from '@estes/shared/server';
import { applyMigrations } from '../../shell/server/db/migrations';
import { withDeployLock, type DeployLockOptions } from '../../shell/server/deploy-lock';
import {
  browserFilesDir,
  browserFilesUrl,
  liveVersion,
  readRegistry,
  removeVersionFiles,
  serverBundleDir,
  withPublishedVersion,
  withRollback,
  writeRegistry,
  type PublishedVersion,
} from '../../shell/server/remote-registry';
import {
  evaluateCommonJs,
  readServerBundle,
  serverBundleDigest,
  serverBundleFiles,
} from '../../shell/server/server-bundle';
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
  /** The site's database: the version's new migrations are applied to it before it goes live. */
  db: Database;
  /** Absolute base URL the remotes folder is served from (CDN), e.g. https://cdn.example.com/remotes */
  baseUrl?: string;
  /** The build to publish (default the area's dist/): holds browser/ and server/. */
  buildDir?: string;
  now?: Date;
  lock?: DeployLockOptions;
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
    ? `${options.baseUrl.replace(/\/+$/, '')}/${area}/${version}/`
    : browserFilesUrl(area, version);

  // Copied outside the lock (the slow part); the folders are this version's alone.
  const versionServerDir = serverBundleDir(options.deployDir, area, version);
  await cp(browserDist, browserFilesDir(options.deployDir, area, version), { recursive: true });
  await cp(serverDist, versionServerDir, { recursive: true });
  await precompressFolder(browserFilesDir(options.deployDir, area, version));
  // The digest of what was copied, which is what the server will run.
  const serverFiles = await readServerBundle(versionServerDir);
  const serverBundleSha256 = serverBundleDigest(serverFiles);
  const apiFile = path.join(versionServerDir, serverBundleFiles.api);
  const apiCode = serverFiles.find((file) => file.name === serverBundleFiles.api)?.bytes.toString('utf8') ?? '';
  const published: PublishedVersion = {
    version,
    publishedAt: now.toISOString(),
    manifest: `${base}mf-manifest.json`,
    entry: `${base}${entryPath}`,
    serverBundleSha256,
  };

  return withDeployLock(
    options.deployDir,
    `publish ${area} ${version}`,
    async () => {
      // Read under the lock: what another deploy or a rollback just wrote is kept.
      const registry = await readRegistry(options.deployDir);
      let migrationsApplied: string[];
      try {
        migrationsApplied = await applyMigrations(options.db, migrationsOf(area, apiFile, apiCode, base), { area });
      } catch (error) {
        // Not published: the pointer stays where it was, and the copied files go.
        const known = registry.remotes[area]?.versions.some((kept) => kept.version === version);
        if (!known) await removeVersionFiles(options.deployDir, area, [version]);
        throw new PublishError(
          `${area} ${version} was not published, the live version is unchanged: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const next = withPublishedVersion(registry, area, published);
      await writeRegistry(options.deployDir, next.registry);
      const live = liveVersion(next.registry.remotes[area])?.version;
      await removeVersionFiles(
        options.deployDir,
        area,
        next.dropped.filter((dropped) => dropped !== live),
      );
      return { ...published, migrationsApplied };
    },
    options.lock,
  );
}

/** Points an area back to the previous (or a named) kept version; no migration runs. */
export async function rollbackArea(
  area: AreaName,
  options: { deployDir: string; version?: string; lock?: DeployLockOptions },
): Promise<{ from: string | null; to: string }> {
  return withDeployLock(
    options.deployDir,
    `rollback ${area}`,
    async () => {
      const registry = await readRegistry(options.deployDir);
      const from = registry.remotes[area]?.live ?? null;
      const next = withRollback(registry, area, options.version);
      await writeRegistry(options.deployDir, next);
      return { from, to: next.remotes[area]?.live ?? '' };
    },
    options.lock,
  );
}
