/**
 * A site for the Deploys section's tests: lodging published three times (1.0.0-a, -b, -c; -c
 * live), each version's files in the database as the deploy command stores them (so a second
 * instance, with a deploy folder of its own, copies them from there), on the database the test
 * names (both engines), with the test's clock.
 */
import type { FastifyInstance } from 'fastify';
import { emptyRegistry, openDatabase, type Registry, type SiteDatabase } from '@estes/platform';
import { publishFake, saveRegistry, storeFake } from '@estes/platform/testing';
import { buildServer } from '../../app';
import { loadServerConfig } from '../../config';
import { siteFolders } from '../../testing/test-site';
import { siteUrl } from './console-site';

export const keptLodging = ['1.0.0-a', '1.0.0-b', '1.0.0-c'] as const;

export interface DeploysSite {
  app: FastifyInstance;
  db: SiteDatabase;
  close(): Promise<void>;
}

/** Publishes lodging's three versions into `db` (once per database), -b recorded as published by the command line. */
export async function publishLodging(db: SiteDatabase, deployDir: string): Promise<Registry> {
  let registry = emptyRegistry();
  for (const version of keptLodging) {
    registry = await publishFake(deployDir, registry, 'lodging', version, { label: `Lodging ${version}` });
    await storeFake(db, deployDir, 'lodging', version);
  }
  const entry = registry.remotes.lodging;
  const recorded: Registry = {
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
  await saveRegistry(db, recorded);
  return recorded;
}

export async function openDeploysSite(options: {
  databaseUrl?: string;
  instanceId: string;
  now?: () => number;
  /** Publish lodging's versions into the database (the first instance of a test does). */
  publish: boolean;
}): Promise<DeploysSite> {
  const folders = await siteFolders('deploys-site-');
  const databaseUrl = options.databaseUrl ?? `file:${folders.root}/site.db`;
  const db = await openDatabase({ databaseUrl, dataDir: folders.root });
  if (options.publish) await publishLodging(db, folders.deployDir);
  const config = loadServerConfig(
    { SITE_URL: siteUrl, DEPLOY_DIR: folders.deployDir, INSTANCE_ID: options.instanceId },
    folders.root,
  );
  const app = await buildServer({
    config,
    db,
    shellDistDir: `${folders.shellDir}/dist`,
    shellPublicDir: `${folders.shellDir}/public`,
    repositoryRoot: folders.root,
    logger: false,
    now: options.now,
  });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
