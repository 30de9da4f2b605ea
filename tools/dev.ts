/**
 * npm run dev: the whole site with rebuild on change. Every app builds in development mode
 * in watch mode (to dist-dev/), and the site server runs with DEV_REMOTES=1, loading each
 * remote straight from its watch build; it restarts when the server code changes. Reload
 * the browser to see a change. Lodging's booking partner is the stand-in Demand API
 * (mfe-lodging/server/stand-ins/, stand-in test data) unless BOOKING_API_TOKEN is set.
 * The planning area's places provider is the stand-in Places API
 * (mfe-planning/server/places/testing/, stand-in test data) unless PLACES_API_KEY is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import { startBookingStandIn, standInAffiliateId, standInBookingToken } from '@estes/mfe-lodging/stand-ins';
import { standInPlacesKey, startPlacesStandIn } from '@estes/mfe-planning/stand-ins';
import { appDir, appNames, webpackConfigs } from './lib/apps';

const port = process.env.PORT ?? '3000';
const configs = (await Promise.all(appNames.map((app) => webpackConfigs(app, 'development')))).flat();
const compiler = webpack(configs);
const serverBundle = path.join(appDir('shell'), 'dist-dev', 'server', 'main.cjs');

// Live lodging offers in development without a partner account: the stand-in, on a free port.
const bookingStandIn = process.env.BOOKING_API_TOKEN ? undefined : await startBookingStandIn(0);
const bookingEnv = bookingStandIn
  ? {
      BOOKING_API_URL: bookingStandIn.url,
      BOOKING_API_TOKEN: standInBookingToken,
      BOOKING_AFFILIATE_ID: standInAffiliateId,
    }
  : {};
// Live place facts in development without a Google key: the stand-in, on a free port.
const placesStandIn = process.env.PLACES_API_KEY ? undefined : await startPlacesStandIn(0);
const placesEnv = placesStandIn ? { PLACES_API_URL: placesStandIn.url, PLACES_API_KEY: standInPlacesKey } : {};

let server: ChildProcess | undefined;
let serverHash: string | undefined;

function restartServer(): void {
  const start = () => {
    server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
      stdio: 'inherit',
      env: {
        NODE_ENV: 'development',
        DEV_REMOTES: '1',
        LOG_LEVEL: 'info',
        ...bookingEnv,
        ...placesEnv,
        ...process.env,
        PORT: port,
      },
    });
  };
  if (server && server.exitCode === null) {
    server.once('exit', start);
    server.kill('SIGTERM');
  } else start();
}

compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) {
    console.error(error);
    return;
  }
  if (!stats) return;
  for (const child of stats.stats) {
    const name = child.compilation.name ?? 'app';
    if (child.hasErrors()) console.error(child.toString({ all: false, errors: true, colors: true }));
    else console.log(`✓ ${name} built in ${child.endTime - child.startTime} ms`);
  }
  const shellServer = stats.stats.find((child) => child.compilation.name === 'shell-server');
  if (shellServer && !shellServer.hasErrors() && shellServer.hash !== serverHash) {
    serverHash = shellServer.hash;
    restartServer();
    console.log(`\nDevelopment site: http://localhost:${port}\n`);
  }
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server?.kill(signal);
    void bookingStandIn?.close();
    void placesStandIn?.close();
    compiler.close(() => process.exit(0));
  });
}
