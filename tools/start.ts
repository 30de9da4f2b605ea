/**
 * npm start: serves the whole site on PORT (default 3000). On a fresh clone it first builds
 * what is missing and publishes every remote once; after that it starts straight away and
 * keeps whatever versions ops have made live. A live version published before server builds
 * carried their API and a sha256 cannot be served by this server: such an area is built and
 * published again. `npm run build` rebuilds everything. Its exit code says how the server ended
 * (tools/lib/supervise.ts): non-zero whenever the site went down without being asked to.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { areaNames } from '@estes/shared/core';
import { importFileRegistry, liveVersion, RegistryStore, resolveDeployDir } from '@estes/platform';
import { appDir, buildApps, isBuilt, repositoryRoot, type AppName } from './lib/apps';
import { exitWhenWritten } from './lib/cli-output';
import { publishArea } from './lib/publish';
import { serverNodeOptions, withServerProcessDefaults } from './lib/server-process';
import { withSiteDatabase } from './lib/site-database';
import { superviseServer } from './lib/supervise';

async function main(): Promise<void> {
  const deployDir = resolveDeployDir(process.env, repositoryRoot);
  // The registry is in the site's database (SQLite in DATA_DIR unless DATABASE_URL names one).
  const registry = await withSiteDatabase(process.env, async (db) => {
    const store = await RegistryStore.open(db);
    if (await importFileRegistry(store, deployDir))
      console.log(`took over ${deployDir}/registry.json into the database`);
    return (await store.read()).registry;
  });
  const unpublished = areaNames.filter((area) => !liveVersion(registry.remotes[area])?.serverBundleSha256);
  const missing: AppName[] = [
    ...(isBuilt('shell') ? [] : (['shell'] as const)),
    ...unpublished.filter((area) => !isBuilt(area)),
  ];
  if (missing.length > 0) {
    console.log(`First start: building ${missing.join(', ')} (this takes a minute or two)…`);
    await buildApps(missing, 'production');
  }
  const baseUrl = process.env.REMOTES_BASE_URL;
  if (unpublished.length > 0) {
    await withSiteDatabase(process.env, async (db) => {
      for (const area of unpublished) {
        const published = await publishArea(area, { deployDir, db, ...(baseUrl ? { baseUrl } : {}) });
        console.log(`published ${area} ${published.version}`);
      }
    });
  }
  const server = spawn(
    process.execPath,
    [...serverNodeOptions, path.join(appDir('shell'), 'dist', 'server', 'main.cjs')],
    {
      cwd: repositoryRoot,
      stdio: 'inherit',
      env: withServerProcessDefaults({ NODE_ENV: 'production', ...process.env }),
    },
  );
  // Ends with the truth: non-zero when the server died without being asked (tools/lib/supervise.ts).
  superviseServer(server, (code) => void exitWhenWritten(code));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void exitWhenWritten(1);
});
