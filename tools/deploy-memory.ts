/**
 * npm run deploy-memory: does the site server let go of versions it no longer serves?
 *
 * Starts the production server (shell/dist/server/main.cjs, as `npm start` does) on a fresh
 * temporary data folder with every area published, then runs deploy/rollback cycles while it
 * serves: each cycle publishes a new version of one area (the four in turn), requests that
 * area's page and API (so the new version is loaded), rolls it back, and requests them again.
 * After a forced garbage collection (the server is started with a preload that collects on
 * SIGUSR2, for this measurement only) it reads the server's memory and the versions it holds
 * from /healthz. A server that kept every version it ever loaded would grow with each cycle;
 * this one must hold four versions (one per area) and stay flat.
 *
 *   npm run deploy-memory -- [--cycles 50] [--port 3240] [--keep]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaNames, type AreaName } from '@estes/shared/core';
import { appDir, isBuilt, repositoryRoot } from './lib/apps';
import { exitWhenWritten } from './lib/cli-output';
import { publishArea, rollbackArea } from './lib/publish';
import { withSiteDatabase } from './lib/site-database';
import { readHealthReport } from './lib/health-report';
import { serverNodeOptions } from './lib/server-process';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '50' },
    port: { type: 'string', default: '3240' },
    keep: { type: 'boolean', default: false },
  },
});
const cycles = Number(values.cycles);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const samplePage: Record<AreaName, string> = {
  lodging: '/accommodations',
  content: '/blog/elk-viewing-guide',
  planning: '/events',
  conditions: '/weather',
};
const sampleApi: Record<AreaName, string> = {
  lodging: '/api/lodging/search-documents',
  content: '/api/content/posts',
  planning: '/api/planning/events/approved',
  conditions: '/api/conditions/weather/estes-park',
};

interface Health {
  versionsInMemory: string[];
  memory: { rssBytes: number; heapUsedBytes: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(url: string): Promise<Response> {
  const response = await fetch(`${base}${url}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

async function measure(server: ChildProcess): Promise<Health> {
  // Twice, with a pause: closures of a released version may need two collections.
  for (let round = 0; round < 2; round += 1) {
    server.kill('SIGUSR2');
    await sleep(300);
  }
  return (await readHealthReport<Health>(base)).report;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const missing = [...areaNames, 'shell' as const].filter((app) => !isBuilt(app));
  if (missing.length > 0) throw new Error(`Build first (npm run build): ${missing.join(', ')} not built`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'deploy-memory-'));
  const deployDir = path.join(dataDir, 'deploy');
  const env = { DATA_DIR: dataDir };
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const publish = (area: AreaName) =>
    withSiteDatabase(env, (db) => publishArea(area, { deployDir, db, now: new Date((clock += 1000)) }));
  for (const area of areaNames) await publish(area);

  const server = spawn(
    process.execPath,
    [
      ...serverNodeOptions,
      '--require',
      path.join(repositoryRoot, 'tools', 'lib', 'gc-on-signal.cjs'),
      path.join(appDir('shell'), 'dist', 'server', 'main.cjs'),
    ],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        NODE_ENV: 'production',
        // Its pages are all asked for from this machine: the render budget (decision 035) is off.
        RENDER_BUDGET_PER_MINUTE: '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    for (let tries = 0; ; tries += 1) {
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (tries > 100) throw new Error('the server did not start');
      await sleep(200);
    }
    for (const area of areaNames) await Promise.all([get(samplePage[area]), get(sampleApi[area])]);
    const rows: string[][] = [];
    const record = async (cycle: number) => {
      const health = await measure(server);
      rows.push([
        String(cycle),
        mb(health.memory.rssBytes),
        mb(health.memory.heapUsedBytes),
        String(health.versionsInMemory.length),
      ]);
      return health;
    };
    const first = await record(0);
    const started = Date.now();
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      const area = areaNames[(cycle - 1) % areaNames.length] ?? 'lodging';
      const published = await publish(area);
      const served = await get(sampleApi[area]);
      if (served.headers.get('x-area-version') !== `${area}@${published.version}`)
        throw new Error(`${area} did not switch to ${published.version}`);
      await get(samplePage[area]);
      await withSiteDatabase(env, (db) => rollbackArea(area, { db }));
      await Promise.all([get(samplePage[area]), get(sampleApi[area])]);
      if (cycle % 10 === 0 || cycle === cycles) await record(cycle);
    }
    const last = await measure(server);
    console.log(
      `\n${cycles} deploy/rollback cycles (${cycles * 2} switches) in ${((Date.now() - started) / 1000).toFixed(0)} s; memory after a forced GC:\n`,
    );
    console.log('| cycle | RSS | heap used | versions in memory |\n|---:|---:|---:|---:|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log(
      `\nheap used: ${mb(first.memory.heapUsedBytes)} → ${mb(last.memory.heapUsedBytes)}; versions held at the end: ${last.versionsInMemory.join(', ')}`,
    );
    if (last.versionsInMemory.length !== areaNames.length) {
      console.error(`Expected one version per area in memory, found ${last.versionsInMemory.length}`);
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    if (values.keep) console.log(`data folder kept: ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void exitWhenWritten(1);
});
