/**
 * What one hostile request costs the production server (issue 28), measured, with goals:
 *
 * - **A body sent where no route takes one** (500,000 nested JSON arrays to an unknown path of the
 *   site and of an area's API, to a GET-only address, to a page): the server's CPU time for
 *   one such request (Linux's /proc, which the machine's other work does not move), and how long
 *   `/healthz`, asked every few milliseconds beside it, waits. Goals: under `--max-cpu-ms` (25)
 *   each, and no probe waiting `--max-stall-ms` (100) or more.
 * - **Headers sent slowly** (a raw socket sending one header line a second, never ending them):
 *   when the server gives up on it. Goal: the headers timeout, 15 s, plus at most 3 s (Node
 *   checks its timeouts every `connectionsCheckingInterval`: 30 s unless set, which made it 45 s).
 *
 * Starts the production server (`node shell/dist/server/main.cjs`, as `npm start` does) on a
 * fresh temporary data folder with every area published; exits 1 when a goal is missed.
 *
 *   npx tsx tools/request-costs.ts [--port 3280] [--max-cpu-ms 25] [--max-stall-ms 100] [--skip-headers]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaNames } from '@estes/shared/core';
import { appDir, appNames, buildApps, isBuilt, repositoryRoot } from './lib/apps';
import { publishArea } from './lib/publish';
import { withSiteDatabase } from './lib/site-database';
import { serverNodeOptions } from './lib/server-process';

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: '3280' },
    'max-stall-ms': { type: 'string', default: '100' },
    'max-cpu-ms': { type: 'string', default: '25' },
    'skip-headers': { type: 'boolean', default: false },
  },
});
const host = '127.0.0.1';
const port = Number(flags.port);
const maxStallMs = Number(flags['max-stall-ms']);
const maxCpuMs = Number(flags['max-cpu-ms']);
/** The server's headers timeout (shell/server/app.ts) and what a timer check may add to it. */
const headersTimeoutMs = 15_000;
const headersSlackMs = 3_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on a kept-alive socket; resolves with the status and how long the answer took. */
function probe(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get({ host, port, path: url, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('error', reject);
  });
}

/** Sends `body` with `method` to `url` on a fresh connection; the status, or -1 when the server closed first. */
function send(method: string, url: string, body: Buffer): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host,
        port,
        method,
        path: url,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', () => resolve({ status: -1, ms: performance.now() - started }));
    request.end(body);
  });
}

/** The longest `/healthz` waited while `work` ran (probed one after another, 5 ms apart). */
async function stallBeside<T>(work: () => Promise<T>): Promise<{ result: T; worstMs: number }> {
  let running = true;
  let worstMs = 0;
  const probing = (async () => {
    while (running) {
      const { ms } = await probe('/healthz');
      worstMs = Math.max(worstMs, ms);
      await wait(5);
    }
  })();
  await wait(50);
  const result = await work();
  await wait(50);
  running = false;
  await probing;
  return { result, worstMs };
}

/**
 * The CPU time the server process has used, in ms (Linux: /proc/<pid>/stat, in clock ticks of
 * 10 ms). Unlike a latency, it does not move with what else the machine is doing.
 */
async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Sends headers one line a second and never ends them; how long until the server answers or closes. */
function slowHeaders(): Promise<{ ms: number; answer: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let received = '';
    let line = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ ms: performance.now() - started, answer: received.split('\r\n')[0] || '(closed, no answer)' });
    };
    socket.on('connect', () => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${host}:${port}\r\n`);
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(`X-Slow-${(line += 1)}: a\r\n`);
      }, 1000);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    // Far past any goal: the measurement itself never hangs.
    setTimeout(finish, 120_000).unref();
  });
}

async function main(): Promise<number> {
  const missing = appNames.filter((app) => !isBuilt(app));
  if (missing.length > 0) await buildApps(missing, 'production');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'estes-request-costs-'));
  const deployDir = path.join(dataDir, 'deploy');
  await withSiteDatabase({ DATA_DIR: dataDir }, async (db) => {
    for (const area of areaNames) await publishArea(area, { deployDir, db });
  });
  const server = spawn(
    process.execPath,
    [...serverNodeOptions, path.join(appDir('shell'), 'dist', 'server', 'main.cjs')],
    {
      cwd: repositoryRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: host,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEPLOY_DIR: deployDir,
        LOG_LEVEL: 'fatal',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString()}`.slice(-4000)));
  const failures: string[] = [];
  const pid = server.pid ?? 0;
  try {
    const deadline = Date.now() + 60_000;
    while (
      !(await probe('/healthz').then(
        ({ status }) => status === 200,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${stderr}`);
      await wait(300);
    }
    // Warm up (first renders, the areas' first answers), then the quiet figure.
    for (let round = 0; round < 20; round += 1) await probe('/healthz');
    const quiet = await stallBeside(() => wait(500));
    console.log(`/healthz alone: at most ${quiet.worstMs.toFixed(1)} ms`);

    // Valid JSON 500,000 arrays deep (1,000,000 bytes, under Fastify's default limit): the
    // costliest body a JSON parser takes.
    const nested = Buffer.from(`${'['.repeat(500_000)}${']'.repeat(500_000)}`);
    const cases: [method: string, url: string][] = [
      ['POST', '/nope'],
      ['POST', '/api/planning/nope'],
      ['POST', '/api/content/posts'],
      ['DELETE', '/accommodations'],
      ['PUT', '/healthz'],
    ];
    console.log(
      `A body of 500,000 nested JSON arrays (${nested.length.toLocaleString('en-US')} bytes) where no route takes one:`,
    );
    const sends = 5;
    for (const [method, url] of cases) {
      let worst = 0;
      let answer = { status: 0, ms: 0 };
      for (let round = 0; round < 3; round += 1) {
        const measured = await stallBeside(() => send(method, url, nested));
        worst = Math.max(worst, measured.worstMs);
        answer = measured.result;
      }
      // The server's own CPU for the same request, alone (no probes beside it).
      await wait(200);
      const cpuBefore = await cpuMsOf(pid);
      for (let round = 0; round < sends; round += 1) await send(method, url, nested);
      const cpuPerRequest = ((await cpuMsOf(pid)) - cpuBefore) / sends;
      const status = answer.status === -1 ? 'closed' : String(answer.status);
      console.log(
        `  ${`${method} ${url}`.padEnd(28)} answer ${status.padEnd(6)} server CPU ${cpuPerRequest.toFixed(0).padStart(4)} ms each; /healthz waited at most ${worst.toFixed(1)} ms`,
      );
      if (worst >= maxStallMs) failures.push(`${method} ${url}: /healthz waited ${worst.toFixed(0)} ms beside it`);
      if (cpuPerRequest >= maxCpuMs)
        failures.push(`${method} ${url}: ${cpuPerRequest.toFixed(0)} ms of server CPU each`);
    }

    if (!flags['skip-headers']) {
      const slow = await slowHeaders();
      console.log(
        `Headers sent one line a second: cut off after ${(slow.ms / 1000).toFixed(1)} s (${slow.answer}); goal ${headersTimeoutMs / 1000} s + ${headersSlackMs / 1000} s`,
      );
      if (slow.ms > headersTimeoutMs + headersSlackMs || slow.ms < headersTimeoutMs - 1000) {
        failures.push(`slow headers were cut off after ${(slow.ms / 1000).toFixed(1)} s, not at about 15 s`);
      }
    }
  } finally {
    agent.destroy();
    if (server.exitCode === null) server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nRequest costs FAILED:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
    return 1;
  }
  console.log('\nRequest costs within their goals.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
