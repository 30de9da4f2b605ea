/**
 * The deploy registry: which versions of each remote are published, which one is live, and
 * what was done when. It lives in the site's database (registry-store.ts, decision 025),
 * changed only under the deploy lock by the `remotes` command, and followed by every site
 * instance, which derives the public pointer (/remotes.json) from it. Publishing and rolling
 * back touch one area's entry only. Each version records the sha256 of its server build and of
 * its browser files, checked before they run or are served (decisions 021, 025).
 *
 * Layout of an instance's deploy folder (its local copy of what the database keeps):
 *   remotes/<area>/<version>/…          browser files (served under /remotes/, immutable)
 *   server-bundles/<area>/<version>/…   the version's server build: index.cjs (pages and
 *                                        widgets) and api.cjs (API and migrations), read by
 *                                        the server only
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { areaNames, areas, type AreaName, type RemotePointer } from '@estes/shared/core';

export const keptVersionsPerArea = 5;
/**
 * Staged versions kept per area (decision 078): uploaded, never live until published. Bounded
 * apart from the kept versions, so staging never pushes out a version an operator can roll back to.
 */
export const stagedVersionsPerArea = 3;

const versionSchema = z.object({
  version: z.string().regex(/^[\w.+-]+$/),
  publishedAt: z.string(),
  /**
   * Who published it: a console account's email or `cli:<user>@<host>` (the command line).
   * Absent in versions published before it was recorded ("not recorded" in the console).
   */
  publishedBy: z.string().max(320).optional(),
  /** When and by whom it was staged, for a version staged before it was published (decision 078). */
  stagedAt: z.string().optional(),
  stagedBy: z.string().max(320).optional(),
  /** Where browsers fetch the manifest: site-relative or an absolute CDN URL. */
  manifest: z.string().min(1),
  /** Where browsers fetch remoteEntry.js (absent in registries written before it was recorded). */
  entry: z.string().min(1).optional(),
  /**
   * sha256 of the version's server build folder (server-bundle.ts). Versions published before
   * it was recorded have none, and the server refuses to run them: publish them again.
   */
  serverBundleSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /** sha256 of the version's browser files (same digest), checked when an instance copies them. */
  browserFilesSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

/**
 * A version uploaded but not live (decision 078): its files are stored and checked like a kept
 * version's, its migrations not applied. Publishing it makes it a kept version, live.
 */
const stagedVersionSchema = versionSchema.omit({ publishedAt: true, publishedBy: true }).extend({
  stagedAt: z.string(),
  /** Who staged it, as `publishedBy`. */
  stagedBy: z.string().max(320).optional(),
});

/** Which way a switch to a kept version went: to one published before the live one, or after it. */
export type SwitchDirection = 'back' | 'forward';

const historySchema = z.object({
  at: z.string(),
  /** `rollback` is the command that switches to a kept version, whichever way (see `direction`). */
  action: z.enum(['publish', 'rollback']),
  version: z.string(),
  previous: z.string().nullable(),
  /**
   * For a switch: `back` to a version published before the one it replaced, `forward` to one
   * published after it (a roll-forward). Absent in entries written before it was recorded. A
   * field beside `action`, not a new action, so instances of an older shell still read the
   * registry (their schema strips the field; a new action would make it unreadable to them).
   */
  direction: z.enum(['back', 'forward']).optional(),
  /** Who did it (as `publishedBy`); absent in entries written before it was recorded. */
  by: z.string().max(320).optional(),
});

const areaEntrySchema = z.object({
  live: z.string().nullable(),
  versions: z.array(versionSchema),
  history: z.array(historySchema),
  /**
   * Staged versions, oldest first (decision 078). Absent in registries written before: a field
   * of its own, never a flag on `versions`, so an older shell or command never takes a staged
   * version for one it can roll back to (its schema strips the field).
   */
  staged: z.array(stagedVersionSchema).optional(),
});

export const registrySchema = z.object({
  schemaVersion: z.literal(1),
  remotes: z.partialRecord(z.enum(areaNames), areaEntrySchema),
});

export type Registry = z.infer<typeof registrySchema>;
export type PublishedVersion = z.infer<typeof versionSchema>;
export type AreaRegistryEntry = z.infer<typeof areaEntrySchema>;
export type StagedVersion = z.infer<typeof stagedVersionSchema>;

export const emptyRegistry = (): Registry => ({ schemaVersion: 1, remotes: {} });

/** Where the registry was kept before it moved into the database (taken over once). */
export const legacyRegistryFile = (deployDir: string) => path.join(deployDir, 'registry.json');
export const browserFilesDir = (deployDir: string, area: AreaName, version: string) =>
  path.join(deployDir, 'remotes', area, version);
export const serverBundleDir = (deployDir: string, area: AreaName, version: string) =>
  path.join(deployDir, 'server-bundles', area, version);
/** The URL path browsers load a version from when it is served by the site server. */
export const browserFilesUrl = (area: AreaName, version: string) => `/remotes/${area}/${version}/`;

export function liveVersion(entry: AreaRegistryEntry | undefined): PublishedVersion | undefined {
  return entry?.live ? entry.versions.find((version) => version.version === entry.live) : undefined;
}

/** remoteEntry.js of a version, from its record or, for older records, beside its manifest. */
export const entryUrlOf = (version: PublishedVersion): string =>
  version.entry ?? `${folderOf(version.manifest)}remoteEntry.js`;

/** A URL up to and with its last `/` (the folder of the file it names). */
export const folderOf = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);

/** The public pointer: live version, manifest and entry URLs of every area that has one. */
export function pointerOf(registry: Registry): RemotePointer {
  const pointer: Partial<Record<AreaName, RemotePointer[AreaName]>> = {};
  for (const area of areaNames) {
    const live = liveVersion(registry.remotes[area]);
    if (live) {
      pointer[area] = {
        name: areas[area].container,
        version: live.version,
        manifest: live.manifest,
        entry: entryUrlOf(live),
      };
    }
  }
  return pointer;
}

/** Adds a published version and makes it live; answers the versions no longer kept. */
export function withPublishedVersion(
  registry: Registry,
  area: AreaName,
  published: PublishedVersion,
): { registry: Registry; dropped: string[] } {
  const entry = registry.remotes[area] ?? { live: null, versions: [], history: [] };
  const versions = [...entry.versions.filter((v) => v.version !== published.version), published];
  const kept = versions.slice(-keptVersionsPerArea);
  const dropped = versions.slice(0, -keptVersionsPerArea).map((v) => v.version);
  const staged = entry.staged?.filter((candidate) => candidate.version !== published.version);
  const next: AreaRegistryEntry = {
    live: published.version,
    versions: kept,
    // Published: no longer staged (a build staged, then published by the command as well).
    ...(staged?.length ? { staged } : {}),
    history: [
      ...entry.history,
      {
        at: published.publishedAt,
        action: 'publish',
        version: published.version,
        previous: entry.live,
        ...(published.publishedBy ? { by: published.publishedBy } : {}),
      },
    ],
  };
  return { registry: { ...registry, remotes: { ...registry.remotes, [area]: next } }, dropped };
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/**
 * Adds a staged version (decision 078): the live pointer, the kept versions and the history are
 * unchanged. Answers the staged versions no longer kept (the oldest, past `stagedVersionsPerArea`),
 * whose files go. Refuses a version already kept (it was published: make it live instead).
 */
export function withStagedVersion(
  registry: Registry,
  area: AreaName,
  staged: StagedVersion,
): { registry: Registry; dropped: string[] } {
  const entry = registry.remotes[area] ?? { live: null, versions: [], history: [] };
  if (entry.versions.some((kept) => kept.version === staged.version)) {
    throw new RegistryError(`${area} ${staged.version} is already a kept version; make it live instead of staging it`);
  }
  const all = [...(entry.staged ?? []).filter((candidate) => candidate.version !== staged.version), staged];
  const next: AreaRegistryEntry = { ...entry, staged: all.slice(-stagedVersionsPerArea) };
  const dropped = all.slice(0, -stagedVersionsPerArea).map((candidate) => candidate.version);
  return { registry: { ...registry, remotes: { ...registry.remotes, [area]: next } }, dropped };
}

/** A staged version of `area`, or a RegistryError that says which ones are staged. */
export function stagedVersionOf(registry: Registry, area: AreaName, version: string): StagedVersion {
  const staged = registry.remotes[area]?.staged ?? [];
  const found = staged.find((candidate) => candidate.version === version);
  if (!found) {
    throw new RegistryError(
      `${area} has no staged version ${version}; staged: ${staged.map((candidate) => candidate.version).join(', ') || 'none'}`,
    );
  }
  return found;
}

/** The kept version a staged one becomes when published: when and by whom, and when and by whom it was staged. */
export function publishedFromStaged(staged: StagedVersion, at: Date, by?: string): PublishedVersion {
  return { ...staged, publishedAt: at.toISOString(), ...(by ? { publishedBy: by } : {}) };
}

/**
 * Points an area back to the version before the live one, or to a named kept version, which
 * may be newer than the live one (a roll-forward: the history says so), recording `by` (who).
 */
export function withRollback(
  registry: Registry,
  area: AreaName,
  targetVersion?: string,
  at = new Date(),
  by?: string,
): Registry {
  const entry = registry.remotes[area];
  if (!entry || entry.versions.length === 0) throw new RegistryError(`${area} has no published versions`);
  const liveIndex = entry.versions.findIndex((v) => v.version === entry.live);
  let target: PublishedVersion | undefined;
  if (targetVersion) {
    target = entry.versions.find((v) => v.version === targetVersion);
    if (!target) {
      throw new RegistryError(
        `${area} has no kept version ${targetVersion}; kept: ${entry.versions.map((v) => v.version).join(', ')}`,
      );
    }
  } else {
    target = liveIndex > 0 ? entry.versions[liveIndex - 1] : undefined;
    if (!target)
      throw new RegistryError(`${area} has no version older than the live one (${entry.live}) to roll back to`);
  }
  if (target.version === entry.live) throw new RegistryError(`${area} is already on ${target.version}`);
  // Kept versions are in the order they were published (a publish appends).
  const direction: SwitchDirection = entry.versions.indexOf(target) > liveIndex ? 'forward' : 'back';
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      [area]: {
        ...entry,
        live: target.version,
        history: [
          ...entry.history,
          {
            at: at.toISOString(),
            action: 'rollback',
            version: target.version,
            previous: entry.live,
            direction,
            ...(by ? { by } : {}),
          },
        ],
      },
    },
  };
}

/** Removes the files of versions the registry no longer keeps. */
export async function removeVersionFiles(
  deployDir: string,
  area: AreaName,
  versions: readonly string[],
): Promise<void> {
  for (const version of versions) {
    await rm(browserFilesDir(deployDir, area, version), { recursive: true, force: true });
    await rm(serverBundleDir(deployDir, area, version), { recursive: true, force: true });
  }
}

export interface RegistryState {
  registry: Registry;
  /** Set when the registry cannot be read now: `registry` is then the last good one (or empty). */
  problem?: string;
}

/** DEPLOY_DIR, else DATA_DIR/deploy, else var/deploy; relative paths from the repository root. */
export function resolveDeployDir(env: NodeJS.ProcessEnv, repositoryRoot: string): string {
  return path.resolve(repositoryRoot, env.DEPLOY_DIR || path.join(env.DATA_DIR || 'var', 'deploy'));
}
