/**
 * npm run dev -w mfe-<area>: one remote on its own port for its team, rebuilt on change,
 * running alone (no shell, no other remote) with its own API: the area's server build is
 * watched too, and its `api.cjs` answers /api/<area>/… on the same port, on the area's own
 * SQLite database (var/dev-<area>/site.db, its migrations applied), as the site server would
 * run it. A change to the API's code is live on the next request after its rebuild. It also
 * serves its remoteEntry, so a shell can point at it.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { areas, parseAreaName, type AreaName } from '@estes/shared/core';
import type { AreaApiModule, Database } from '@estes/shared/server';
import { createAreaApiHost, type AreaApiHost } from '../shell/server/area-api-host';
import { loadServerConfig } from '../shell/server/config';
import { applyMigrations, evaluateCommonJs, openDatabase, serverBundleFiles } from '@estes/platform';
import { appDir, repositoryRoot, webpackConfigs } from './lib/apps';

const { positionals } = parseArgs({ allowPositionals: true });
const parsedArea = parseAreaName(positionals[0] ?? '');
if (!parsedArea) {
  console.error('Usage: tsx tools/dev-remote.ts <lodging|content|planning|conditions>');
  process.exit(2);
}
const area: AreaName = parsedArea;
const port = Number(process.env.PORT ?? areas[area].devPort);

// The area's API, as the site server runs it: the site's settings, and the area's own from this environment.
const config = loadServerConfig(
  { ...process.env, PORT: String(port), DATA_DIR: process.env.DATA_DIR ?? path.join('var', `dev-${area}`) },
  repositoryRoot,
);
const db: Database = await openDatabase(config);

let api: { host: AreaApiHost; build: string } | undefined;
let apiProblem = 'The API is still being built.';

/** Loads the freshly built api.cjs: migrations first, then a new API instance; the old one closes. */
async function loadApi(build: string): Promise<void> {
  const file = path.join(appDir(area), 'dist-dev', 'server', serverBundleFiles.api);
  try {
    const module = evaluateCommonJs(await readFile(file, 'utf8'), file, { publicPath: '/' }) as AreaApiModule;
    await applyMigrations(db, module.areaApi.migrations, { area });
    const host = await createAreaApiHost({
      area,
      version: `dev-${build}`,
      api: module.areaApi,
      context: { db, settings: config.publicSettings, dataDir: config.dataDir },
      environment: config.areaEnvironment,
      logger: { level: config.logLevel },
      trustProxy: 0,
      // A developer's own area server: the page-cache headers help, and nobody else reads them.
      showsOperatorHeaders: () => true,
      databaseStatus: () =>
        db.query('SELECT 1').then(
          () => 'ok' as const,
          () => 'unavailable' as const,
        ),
    });
    const previous = api;
    api = { host, build };
    apiProblem = '';
    await previous?.host.close();
    console.log(`✓ ${areas[area].folder} API ready at http://localhost:${port}/api/${area}/`);
  } catch (error) {
    apiProblem = `The API could not start: ${error instanceof Error ? error.message : String(error)}`;
    console.error(apiProblem);
  }
}

const [browserConfig, serverConfig, standaloneConfig] = await webpackConfigs(area, 'development', {
  standalone: true,
});
if (!browserConfig || !serverConfig || !standaloneConfig) throw new Error(`No complete build for ${area}`);

const serverCompiler = webpack(serverConfig);
serverCompiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString({ all: false, errors: true, colors: true }));
    return;
  }
  if (stats.hash && stats.hash !== api?.build) void loadApi(stats.hash);
});

const server = new WebpackDevServer(
  {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { errors: true, warnings: false } },
    static: false,
    // The pages' loaders read /api/<area>/…: answered here by the area's own API.
    setupMiddlewares: (middlewares) => [
      {
        name: 'area-api',
        path: '/api',
        middleware: (request: IncomingMessage, response: ServerResponse) => {
          // Mounted at /api: the API sees the whole path again.
          request.url = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url;
          if (api) return api.host.dispatch(request, response);
          response.statusCode = 503;
          response.setHeader('content-type', 'application/json; charset=utf-8');
          response.end(JSON.stringify({ error: 'Service Unavailable', message: apiProblem }));
        },
      },
      ...middlewares,
    ],
  },
  webpack([browserConfig, standaloneConfig]),
);
await server.start();
console.log(`${areas[area].folder} running alone: http://localhost:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([server.stop(), new Promise((resolve) => serverCompiler.close(resolve)), api?.host.close()])
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
