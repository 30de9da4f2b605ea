/**
 * A site for the Deploys section's tests: lodging published three times (1.0.0-a, -b, -c; -c
 * live) and two builds staged, not live (decision 078): 1.0.0-d with a migration of its own and
 * 1.0.0-x whose migration fails, each version's files in the database as the deploy command stores them (so a second
 * instance, with a deploy folder of its own, copies them from there), on the database the test
 * names (both engines), with the test's clock. The site itself is console-site.ts's.
 */
import { emptyRegistry, type Registry, type SiteDatabase } from '@estes/platform';
import { publishFake, stageFake, storeFake } from '@estes/platform/testing';
import { openConsoleSite, type ConsoleSite } from './console-site';

export const keptLodging = ['1.0.0-a', '1.0.0-b', '1.0.0-c'] as const;
/** The table 1.0.0-d's migration makes: there once it is published, not before. */
export const stagedLodgingTable = 'deploystest_staged';

export type DeploysSite = ConsoleSite;

/** Publishes lodging's three versions into `db` (once per database), -b recorded as published by the command line. */
export async function publishLodging(db: SiteDatabase, deployDir: string): Promise<Registry> {
  let registry = emptyRegistry();
  for (const version of keptLodging) {
    registry = await publishFake(deployDir, registry, 'lodging', version, { label: `Lodging ${version}` });
    await storeFake(db, deployDir, 'lodging', version);
  }
  registry = await stageFake(db, deployDir, registry, 'lodging', '1.0.0-d', {
    label: 'Lodging 1.0.0-d',
    stagedBy: 'cli:ci@build-1',
    stagedAt: '2026-11-27T14:00:00.000Z',
    migrations: [{ id: 'lodging-deploystest-001-staged', up: `CREATE TABLE ${stagedLodgingTable} (id INTEGER)` }],
  });
  registry = await stageFake(db, deployDir, registry, 'lodging', '1.0.0-x', {
    label: 'Lodging 1.0.0-x',
    stagedAt: '2026-11-27T14:30:00.000Z',
    migrations: [{ id: 'lodging-deploystest-002-broken', up: 'ALTER TABLE no_such_table ADD COLUMN x TEXT' }],
  });
  const entry = registry.remotes.lodging;
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      lodging: entry && {
        ...entry,
        versions: entry.versions.map((kept) =>
          kept.version === '1.0.0-b' ? { ...kept, publishedBy: 'cli:ranger@ops-1' } : kept,
        ),
      },
    },
  };
}

export function openDeploysSite(options: {
  databaseUrl?: string;
  instanceId: string;
  now?: () => number;
  /** Publish lodging's versions into the database (the first instance of a test does). */
  publish: boolean;
}): Promise<DeploysSite> {
  const { publish, ...site } = options;
  return openConsoleSite(
    publish
      ? { ...site, publish: (deployDir, _registry, db) => publishLodging(db, deployDir) }
      : { ...site, joinsFleet: true },
  );
}
