/**
 * npm run build: builds every app for production, then publishes each remote as a new
 * version (the shell and server are used in place). `--single <app>` builds one app only,
 * in this process (used by the parallel builder and by `npm run build -w <remote>`).
 */
import { parseArgs } from 'node:util';
import { areaNames, parseAreaName } from '@estes/shared/core';
import { resolveDeployDir } from '@estes/platform';
import { appDir, buildApp, buildApps, repositoryRoot, type AppName, type BuildMode } from './lib/apps';
import { exitWhenWritten } from './lib/cli-output';
import { precompressFolder } from './lib/precompress';
import { cliActor } from './lib/console-cli';
import { publishArea } from './lib/publish';
import { withSiteDatabase } from './lib/site-database';
import path from 'node:path';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { single: { type: 'string' }, mode: { type: 'string', default: 'production' } },
});
const mode = (values.mode === 'development' ? 'development' : 'production') satisfies BuildMode;

const toApp = (name: string): AppName => {
  if (name === 'shell') return 'shell';
  const area = parseAreaName(name);
  if (!area) throw new Error(`Unknown app "${name}": use shell, ${areaNames.join(', ')} or mfe-<area>`);
  return area;
};

async function main() {
  if (values.single) {
    const app = toApp(values.single);
    const ms = await buildApp(app, mode);
    if (app === 'shell' && mode === 'production')
      await precompressFolder(path.join(appDir('shell'), 'dist', 'browser'));
    console.log(`built ${app} (${mode}) in ${(ms / 1000).toFixed(1)} s`);
    return;
  }
  const apps = positionals.length > 0 ? positionals.map(toApp) : (['shell', ...areaNames] as AppName[]);
  const started = Date.now();
  await buildApps(apps, mode);
  console.log(`built ${apps.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (mode !== 'production') return;
  const deployDir = resolveDeployDir(process.env, repositoryRoot);
  const baseUrl = process.env.REMOTES_BASE_URL;
  await withSiteDatabase(process.env, async (db) => {
    for (const app of apps) {
      if (app === 'shell') continue;
      // Who published is kept with the version, as `npm run remotes -- publish` keeps it (decision 066).
      const published = await publishArea(app, {
        deployDir,
        db,
        publishedBy: cliActor(),
        ...(baseUrl ? { baseUrl } : {}),
      });
      console.log(`published ${app} ${published.version}`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void exitWhenWritten(1);
});
