/**
 * CPU per answer of the page cache's hits against a bare Node server writing the same bytes
 * (decision 076): the cached-path goal of issue 35 measured by the figure a shared machine
 * moves least. The bench (tools/bench.ts) judges the goal by requests a second; this compares
 * builds of the site server, page by page, in the same minutes.
 *
 *   npx tsx tools/cached-path-cpu.ts [--server 'path/to/main.cjs [node flags]']… [--port N] [--seconds S]
 *     [--rounds N] [--idle S] [--node-option FLAG]… [--page PATH]…
 *
 * Each server given (default: this checkout's production build) runs with the page cache on,
 * as the bench runs it (its environment: bench-server-environment.ts; its Node options:
 * serverNodeOptions, decision 087), on one data folder with
 * every remote published and the stand-in booking partner; the bare Node server is the bench's,
 * with the bytes and headers the first server answered. For each page in turn, every server and
 * the bare one are asked with wrk at 50 connections for S seconds each, alternating, N rounds;
 * the CPU of each answering process over its runs (/proc, all threads and the main thread) is
 * divided by its answers. `--idle S` leaves every server idle that long before each page, as the
 * bench's other rows do (nginx, the render server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaNames } from '@estes/shared/core';
import { startBookingStandIn } from '@estes/mfe-lodging/stand-ins';
import { mountainDate } from '@estes/shared/mountain-time';
import { addDays } from '../mfe-lodging/src/domain/booking-rules';
import { appDir, repositoryRoot } from './lib/apps';
import { benchServerEnvironment, chromiumPageHeaders } from './lib/bench-server-environment';
import { cpuPerAnswer, rowOfSlices, type LoadRow } from './lib/bench-report';
import { exitWhenWritten } from './lib/cli-output';
import { runLoad } from './lib/load-run';
import { startBareNode, type PageBytes } from './lib/page-baselines';
import { publishArea } from './lib/publish';
import { withSiteDatabase } from './lib/site-database';
import { serverNodeOptions } from './lib/server-process';

const checkin = addDays(mountainDate(), 28) ?? '';
const datedAccommodations = `/accommodations?checkin=${checkin}&checkout=${addDays(checkin, 2) ?? ''}`;

const { values: flags } = parseArgs({
  options: {
    server: { type: 'string', multiple: true, default: [path.join(appDir('shell'), 'dist', 'server', 'main.cjs')] },
    port: { type: 'string', default: '4764' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    idle: { type: 'string', default: '0' },
    'node-option': { type: 'string', multiple: true, default: [] },
    page: { type: 'string', multiple: true, default: ['/', datedAccommodations, '/blog/elk-viewing-guide', '/events'] },
  },
});
const host = '127.0.0.1';
const connections = 50;
const basePort = Number(flags.port);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}

function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

interface Measured {
  label: string;
  pid: number;
  baseUrl: string;
}

async function startSite(
  server: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess } & Measured> {
  // "path/to/main.cjs --a-node-flag": options of this server's own after its path.
  const [main = '', ...ownOptions] = server.split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...serverNodeOptions, ...(flags['node-option'] ?? []), ...ownOptions, main], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://${host}:${port}`;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await wait(250)) {
    if (child.exitCode !== null) throw new Error(`${main} exited while starting`);
    const healthy = await get(`${baseUrl}/healthz`, {}).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (healthy) {
      return {
        child,
        label: [path.relative(repositoryRoot, main), ...ownOptions].join(' '),
        pid: child.pid ?? 0,
        baseUrl,
      };
    }
  }
  throw new Error(`${main} did not answer /healthz within 90 s`);
}

async function main(): Promise<void> {
  const cleanups: (() => unknown)[] = [];
  try {
    const partner = await startBookingStandIn(0);
    cleanups.push(() => partner.close());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'estes-cached-cpu-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const deployDir = path.join(dataDir, 'deploy');
    await withSiteDatabase({ DATA_DIR: dataDir }, async (db) => {
      for (const area of areaNames) await publishArea(area, { deployDir, db });
    });
    const sites: Measured[] = [];
    for (const [index, main] of (flags.server ?? []).entries()) {
      const port = basePort + index;
      const site = await startSite(main, port, benchServerEnvironment({ dataDir, deployDir, port, partner }));
      cleanups.push(async () => {
        const exited = new Promise((resolve) => site.child.once('exit', resolve));
        if (site.child.kill('SIGTERM')) await exited;
      });
      sites.push({ ...site, label: `site ${index + 1} (${site.label})` });
    }
    const pages: PageBytes[] = [];
    for (const target of flags.page ?? []) {
      for (const site of sites) {
        // Rendered, then kept: the second answer of each is a hit's, the bytes the bare server copies.
        await get(`${site.baseUrl}${target}`, chromiumPageHeaders);
        const answer = await get(`${site.baseUrl}${target}`, chromiumPageHeaders);
        if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}`);
        if (site === sites[0]) pages.push({ target, body: answer.body, rawHeaders: answer.rawHeaders });
      }
    }
    const bareFolder = await mkdtemp(path.join(os.tmpdir(), 'estes-cached-cpu-bare-'));
    cleanups.push(() => rm(bareFolder, { recursive: true, force: true }));
    const bare = await startBareNode({ folder: bareFolder, port: basePort + sites.length, pages });
    cleanups.push(() => bare.stop());
    const measured: Measured[] = [
      ...sites,
      { label: 'bare Node, same bytes', pid: bare.pid ?? 0, baseUrl: bare.baseUrl },
    ];

    console.log(
      `${connections} connections, ${flags.seconds} s per run, ${flags.rounds} rounds in turns, idle ${flags.idle} s before each page; load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    console.log('| page | server | answers | req/s | CPU µs/answer (main thread) |');
    console.log('|---|---|---:|---:|---:|');
    for (const page of pages) {
      if (Number(flags.idle) > 0) await wait(Number(flags.idle) * 1000);
      const slices = new Map<Measured, LoadRow[]>(measured.map((server) => [server, []]));
      for (const server of measured) {
        // Warm-up: the connections opened and the page asked for, as before each bench row.
        await runLoad(page.target, {
          url: `${server.baseUrl}${page.target}`,
          connections,
          seconds: 1,
          headers: chromiumPageHeaders,
        });
      }
      for (let round = 0; round < Number(flags.rounds); round += 1) {
        for (const server of measured) {
          slices.get(server)?.push(
            await runLoad(page.target, {
              url: `${server.baseUrl}${page.target}`,
              connections,
              seconds: Number(flags.seconds),
              headers: chromiumPageHeaders,
              serverPid: server.pid,
            }),
          );
        }
      }
      for (const server of measured) {
        const row = rowOfSlices(page.target, slices.get(server) ?? []);
        const cpu = cpuPerAnswer(row);
        console.log(
          `| ${page.target} | ${server.label} | ${row.responses} | ${Math.round(row.requestsPerSecond)} | ${cpu ? `${cpu.totalUs.toFixed(1)} (${cpu.mainThreadUs.toFixed(1)})` : '—'} |`,
        );
      }
    }
    console.log(`load average at the end ${os.loadavg()[0]?.toFixed(1)}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().then(
  () => exitWhenWritten(0),
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await exitWhenWritten(1);
  },
);
