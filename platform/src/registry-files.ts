/**
 * A version's files on this instance: its deploy folder holds a copy of what the database
 * keeps (registry-store.ts), made the first time the instance needs it and checked against
 * the digest the registry recorded at publish time. A copy that is missing, partial or
 * changed is replaced from the database; files in the database that do not match their
 * digest are refused (the area is then unavailable, the rest of the site works).
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AreaName } from '@estes/shared/core';
import { browserFilesDir, serverBundleDir } from './remote-registry';
import type { RegistryStore, VersionFilesKind } from './registry-store';
import {
  readServerBundle,
  serverBundleDigest,
  ServerBundleIntegrityError,
  type ServerBundleFile,
} from './server-bundle';

export const versionFilesDir = (deployDir: string, area: AreaName, version: string, kind: VersionFilesKind) =>
  kind === 'server' ? serverBundleDir(deployDir, area, version) : browserFilesDir(deployDir, area, version);

async function readIfPresent(dir: string): Promise<ServerBundleFile[] | undefined> {
  try {
    return await readServerBundle(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes files into a fresh folder beside `dir`, then puts it in place in one rename. */
async function writeFolder(dir: string, files: readonly ServerBundleFile[]): Promise<void> {
  const staging = `${dir}.incoming-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    for (const file of files) {
      const target = path.join(staging, file.name);
      if (!target.startsWith(`${staging}${path.sep}`))
        throw new Error(`a stored file name leaves its folder: ${file.name}`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.bytes);
    }
    await rm(dir, { recursive: true, force: true });
    await mkdir(path.dirname(dir), { recursive: true });
    await rename(staging, dir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export class VersionFiles {
  private readonly pending = new Map<string, Promise<ServerBundleFile[]>>();
  /** Folders known good on this instance (versions never change). */
  private readonly present = new Set<string>();

  constructor(
    private readonly store: RegistryStore,
    private readonly deployDir: string,
  ) {}

  /** Whether the browser files of a version were already checked here (a cheap test per request). */
  isPresent(area: AreaName, version: string, kind: VersionFilesKind): boolean {
    return this.present.has(`${kind} ${area}@${version}`);
  }

  /**
   * The version's files, from this instance's folder when it matches `sha256`, otherwise from
   * the database (checked, then written to the folder). `sha256` undefined: a version recorded
   * without a digest; the local copy is used as it is.
   */
  ensure(
    area: AreaName,
    version: string,
    kind: VersionFilesKind,
    sha256: string | undefined,
  ): Promise<ServerBundleFile[]> {
    const key = `${kind} ${area}@${version}`;
    let running = this.pending.get(key);
    if (!running) {
      running = this.fetch(area, version, kind, sha256).finally(() => this.pending.delete(key));
      this.pending.set(key, running);
    }
    return running;
  }

  private async fetch(
    area: AreaName,
    version: string,
    kind: VersionFilesKind,
    sha256: string | undefined,
  ): Promise<ServerBundleFile[]> {
    const dir = versionFilesDir(this.deployDir, area, version, kind);
    const local = await readIfPresent(dir);
    if (local && local.length > 0 && (sha256 === undefined || serverBundleDigest(local) === sha256)) {
      this.present.add(`${kind} ${area}@${version}`);
      return local;
    }
    const stored = await this.store.files(area, version, kind);
    if (stored.length === 0) throw new Error(`the database keeps no ${kind} files of ${area} ${version}`);
    if (sha256 !== undefined && serverBundleDigest(stored) !== sha256) {
      throw new ServerBundleIntegrityError(
        `the ${kind} files of ${area} ${version} in the database do not match their published sha256: refused`,
      );
    }
    await writeFolder(dir, stored);
    this.present.add(`${kind} ${area}@${version}`);
    return stored;
  }
}
