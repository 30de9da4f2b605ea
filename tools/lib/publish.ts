/**
 * Publishes a remote's current build as a new version: copies its files into a versioned
 * folder of the deploy directory, then switches that area's pointer to it. Nothing else is
 * touched: not the shell, not the server, not another area.
 */
import { createHash } from 'node:crypto';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { areas, type AreaName } from '@estes/shared/core';
import {
  browserFilesDir,
  browserFilesUrl,
  readRegistry,
  removeVersionFiles,
  serverBundleDir,
  withPublishedVersion,
  writeRegistry,
  type PublishedVersion,
} from '../../shell/server/remote-registry';
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
  /** Absolute base URL the remotes folder is served from (CDN), e.g. https://cdn.example.com/remotes */
  baseUrl?: string;
  now?: Date;
}

export async function publishArea(area: AreaName, options: PublishOptions): Promise<PublishedVersion> {
  const dir = appDir(area);
  const browserDist = path.join(dir, 'dist', 'browser');
  const serverDist = path.join(dir, 'dist', 'server');
  const manifestText = await readFile(path.join(browserDist, 'mf-manifest.json'), 'utf8').catch(() => {
    throw new Error(`${areas[area].folder} has no build in ${browserDist}; run: npm run remotes -- deploy ${area}`);
  });
  const manifest = JSON.parse(manifestText) as {
    name?: string;
    metaData?: { remoteEntry?: { name?: string; path?: string } };
  };
  if (manifest.name !== areas[area].container) {
    throw new Error(`${browserDist}/mf-manifest.json is not the ${areas[area].container} remote`);
  }
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name) throw new Error(`${browserDist}/mf-manifest.json names no remoteEntry`);
  const entryPath = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  const packageJson = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const now = options.now ?? new Date();
  const version = `${packageJson.version}-build.${timestamp(now)}.${await contentHash([browserDist, serverDist])}`;

  await cp(browserDist, browserFilesDir(options.deployDir, area, version), { recursive: true });
  await cp(serverDist, serverBundleDir(options.deployDir, area, version), { recursive: true });
  await precompressFolder(browserFilesDir(options.deployDir, area, version));

  const base = options.baseUrl
    ? `${options.baseUrl.replace(/\/+$/, '')}/${area}/${version}/`
    : browserFilesUrl(area, version);
  const published: PublishedVersion = {
    version,
    publishedAt: now.toISOString(),
    manifest: `${base}mf-manifest.json`,
    entry: `${base}${entryPath}`,
  };
  // Read as late as possible: another area may have been published meanwhile.
  const { registry, dropped } = withPublishedVersion(await readRegistry(options.deployDir), area, published);
  await writeRegistry(options.deployDir, registry);
  await removeVersionFiles(options.deployDir, area, dropped);
  return published;
}
