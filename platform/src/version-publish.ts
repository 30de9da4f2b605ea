/**
 * Making an uploaded version live (decisions 021, 025, 078): under the deploy lock, the
 * version's new migrations are applied and, only if they all succeed, the area's pointer
 * switches to it with a history entry, announced to every instance. The one code path for
 * `npm run remotes -- publish|deploy` (a build uploaded and published at once), `publish
 * --staged` and the console's Publish button (a version staged before).
 */
import path from 'node:path';
import type { AreaName } from '@estes/shared/core';
import type { AreaApiModule, Migration } from '@estes/shared/server';
import { LockTimeoutError, type LockOptions } from './db/file-lock';
import { applyMigrations } from './db/migrations';
import type { SiteDatabase } from './db/site-database';
import type { RegistryStore } from './registry-store';
import {
  folderOf,
  liveVersion,
  publishedFromStaged,
  RegistryError,
  removeVersionFiles,
  serverBundleDir,
  stagedVersionOf,
  withPublishedVersion,
  type PublishedVersion,
  type Registry,
} from './remote-registry';
import { evaluateCommonJs, serverBundleFiles } from './server-bundle';

export class PublishError extends Error {
  override name = 'PublishError';
}

/** The migrations a version's `api.cjs` carries, read without rendering anything. */
export function migrationsOf(area: AreaName, apiFile: string, code: string, publicPath: string): readonly Migration[] {
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

export interface MadeLive {
  published: PublishedVersion;
  /** The live version before, or null. */
  previous: string | null;
  /** Migrations of this version that were new to the database. */
  migrationsApplied: string[];
  /** Kept versions no longer kept (their files already removed, unless live). */
  dropped: string[];
}

/**
 * Under the deploy lock: `choose` names the version from the registry as it is then (so what
 * another deploy just wrote is kept, and a staged version published twice is refused the second
 * time), its migrations (from its stored `api.cjs`) are applied, and it goes live. A failure
 * leaves the registry, and so the live version, as it was. The files of versions no longer kept
 * are removed from the database and from `deployDir` afterwards.
 */
export async function makeVersionLive(
  store: RegistryStore,
  db: SiteDatabase,
  area: AreaName,
  options: {
    what: string;
    choose: (current: Registry) => PublishedVersion;
    deployDir: string;
    lock?: LockOptions;
  },
): Promise<MadeLive> {
  let migrationsApplied: string[] = [];
  let dropped: string[] = [];
  let published: PublishedVersion | undefined;
  let changed: Awaited<ReturnType<RegistryStore['change']>>;
  try {
    changed = await store.change(
      options.what,
      async (current) => {
        published = options.choose(current);
        const apiFile = path.join(serverBundleDir(options.deployDir, area, published.version), serverBundleFiles.api);
        const stored = await store.files(area, published.version, 'server');
        const apiCode = stored.find((file) => file.name === serverBundleFiles.api)?.bytes.toString('utf8');
        if (apiCode === undefined)
          throw new PublishError(`${area} ${published.version} has no stored ${serverBundleFiles.api}`);
        const migrations = migrationsOf(area, apiFile, apiCode, folderOf(published.manifest));
        migrationsApplied = await applyMigrations(db, migrations, { area });
        const next = withPublishedVersion(current, area, published);
        dropped = next.dropped;
        return next.registry;
      },
      options.lock,
    );
  } catch (error) {
    // Refusals say what to do as they are; anything else (a migration, an unreadable api.cjs) is a publish that failed.
    if (error instanceof RegistryError || error instanceof LockTimeoutError) throw error;
    throw new PublishError(
      `${area} ${published?.version ?? ''} was not published, the live version is unchanged: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const { before, after } = changed;
  const live = liveVersion(after.remotes[area])?.version;
  const gone = dropped.filter((candidate) => candidate !== live);
  await removeVersionFiles(options.deployDir, area, gone);
  await store.removeFiles(area, gone);
  if (!published) throw new PublishError(`${area}: nothing was chosen to publish`);
  return { published, previous: before.remotes[area]?.live ?? null, migrationsApplied, dropped: gone };
}

/**
 * Publishes a staged version (decision 078): the same lock, migrations and switch as a publish,
 * recording `by` (who published it) beside who staged it. Throws RegistryError for a version
 * that is not staged (never staged, dropped, or published already), PublishError for a failing
 * migration (the version stays staged), LockTimeoutError when the lock was held past `lock.waitMs`.
 */
export async function publishStagedVersion(
  store: RegistryStore,
  db: SiteDatabase,
  area: AreaName,
  options: { version: string; deployDir: string; by?: string; now?: () => Date; lock?: LockOptions },
): Promise<MadeLive> {
  return makeVersionLive(store, db, area, {
    what: `publish ${area} ${options.version}`,
    choose: (current) =>
      publishedFromStaged(stagedVersionOf(current, area, options.version), options.now?.() ?? new Date(), options.by),
    deployDir: options.deployDir,
    ...(options.lock ? { lock: options.lock } : {}),
  });
}

/** The audit entry's detail for a version made live by publishing it, from the command line and the console. */
export const publishAuditDetail = (made: MadeLive) =>
  `${made.published.version} is live${made.published.stagedBy ? ` (staged by ${made.published.stagedBy})` : ''}`;
