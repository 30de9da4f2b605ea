/**
 * Starts the site server: validated config, the database, every area's live version (its
 * migrations applied), then listen.
 */
// First, before any module can queue work on libuv's pool: this sizes it.
import './thread-pool';
import path from 'node:path';
import { buildServer } from './app';
import { ConfigError, loadServerConfig } from './config';
import { missingServerNodeOptions } from './node-options';
import { openDatabase } from '@estes/platform';

// This file is bundled to shell/dist/server/main.cjs (shell/dist-dev/… under npm run dev).
const shellDistDir = path.resolve(__dirname, '..');
const shellPublicDir = path.resolve(shellDistDir, '..', 'public');
const repositoryRoot = path.resolve(shellDistDir, '..', '..');

async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadServerConfig(env, repositoryRoot);
  const db = await openDatabase(config);
  const app = await buildServer({ config, db, shellDistDir, shellPublicDir, repositoryRoot, warmUp: true });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicSettings.siteUrl, deployDir: config.deployDir, devRemotes: config.devRemotes },
    'site server ready',
  );
  // Started directly without them (npm start, the fleet and the tools pass them): say so once.
  const missing = missingServerNodeOptions(process.execArgv);
  if (env.NODE_ENV === 'production' && missing.length > 0) {
    app.log.warn(
      { missing },
      `started without ${missing.join(' ')}: after an idle spell, cached pages cost 20–30 % more CPU each (decision 087); start it as node ${missing.join(' ')} shell/dist/server/main.cjs`,
    );
  }
  return app;
}

startServer().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Cannot start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
