/**
 * npm run dev -w mfe-<area>: one remote on its own port for its team, rebuilt on change,
 * running alone (no shell, no other remote). It also serves its remoteEntry, so a shell can
 * point at it.
 */
import { parseArgs } from 'node:util';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { areas, parseAreaName } from '@estes/shared/core';
import { webpackConfigs } from './lib/apps';

const { positionals } = parseArgs({ allowPositionals: true });
const area = parseAreaName(positionals[0] ?? '');
if (!area) {
  console.error('Usage: tsx tools/dev-remote.ts <lodging|content|planning|conditions>');
  process.exit(2);
}

// The remote (remoteEntry.js and its chunks, for a shell to point at) and the app that runs
// the area alone, served together; the server build is not needed here.
const [browserConfig, , standaloneConfig] = await webpackConfigs(area, 'development', { standalone: true });
if (!browserConfig || !standaloneConfig) throw new Error(`No browser build for ${area}`);
const port = Number(process.env.PORT ?? areas[area].devPort);
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
  },
  webpack([browserConfig, standaloneConfig]),
);
await server.start();
console.log(`${areas[area].folder} running alone: http://localhost:${port}/`);
