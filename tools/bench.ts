/**
 * npm run bench: load and fault figures of the production server, on loopback.
 *
 * Load: autocannon (trip-request POSTs) and wrk (GETs, tools/lib/load-run.ts) against the production server (shell/dist/server/main.cjs,
 * as `npm start` runs it) for pages' server-rendered HTML, each from the page cache and from a
 * second server with the cache off (every request rendered), an API read and a form
 * submission (a valid, distinct trip request each time), and against two yardsticks serving the
 * very same bytes with the same headers, in the same run (tools/lib/page-baselines.ts): nginx
 * tuned as an operator runs it for static files, and a bare Node `http` server writing the
 * page's buffer. The page cache and nginx are measured at 10 and 50 connections, the bare Node
 * server at 50, the render at 10. Each target gets a warm-up, then a measured run; the page
 * cache at 50 and the bare Node server, whose ratio is a goal, are measured in four turns each,
 * alternating (decision 057). The goals
 * (tools/lib/bench-report.ts: benchGoals, decision 048) are judged on those rows; any goal
 * missed fails the bench (exit code 1) and is listed at the end. Any non-2xx answer or
 * connection error in a run fails it too: a bench that measures 429s or 400s measures the
 * wrong thing. The fleet's goals (a page through its nginx against tuned nginx) are `--fleet`'s.
 *
 * Lodging reads its booking partner's offers (issue 29, decision 036) from the stand-in Demand
 * API, started here on loopback for every server of the bench: `/accommodations` with dates is
 * a live search for that stay. Its goals (the first, uncached answer through the partner; cached
 * and rendered each time) fail the bench when missed, and so does a page that does not show the
 * partner's offers (a bench of "prices unavailable" measures the wrong thing).
 *
 * Flood: a crawler with 8 connections asks for URLs that are all different (junk parameters,
 * unknown and tracking parameters, case and escape variants of a path, new searches) while a
 * visitor from the same address reads a cached page: its p50 and p99 and the server's renders
 * per second, judged against goals (tools/lib/flood-bench.ts, decision 035).
 *
 * Crash: a burst of valid trip requests, the server process killed with SIGKILL part-way,
 * restarted on the same data, then the site's database (read through the project's database
 * layer) must hold every submission the server acknowledged, under the id it answered. Exit
 * code 1 when that fails, or when a flood goal is not met.
 *
 * Everything runs on fresh temporary data folders (the remotes published into them), never on
 * a developer's `var/`; the production build is reused when present (`--build` rebuilds).
 * Why autocannon: docs/decisions/020-benchmark.md; the yardsticks and goals: 048-fair-failing-benchmark.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { areaNames } from '@estes/shared/core';
import { addDays } from '../mfe-lodging/src/domain/booking-rules';
import { startBookingStandIn, type BookingStandIn } from '@estes/mfe-lodging/stand-ins';
import { tripRequestSchema } from '../mfe-planning/src/domain/submission-schemas';
import { mountainDate } from '@estes/shared/mountain-time';
import { appDir, appNames, buildApps, isBuilt, repositoryRoot } from './lib/apps';
import {
  benchEmail,
  compareCrash,
  formatBytes,
  formatTable,
  pageChecks,
  problemsOf,
  rateCheck,
  rowFromResult,
  rowOfSlices,
  tripRequest,
  verdictLines,
  type GoalCheck,
  type LoadRow,
} from './lib/bench-report';
import { storedTripRequests } from './lib/bench-crash';
import { benchServerEnvironment, chromiumPageHeaders } from './lib/bench-server-environment';
import { exitWhenWritten } from './lib/cli-output';
import { findWrk, runLoad } from './lib/load-run';
import { runFloodBench } from './lib/flood-bench';
import { publishArea } from './lib/publish';
import { serverNodeOptions } from './lib/server-process';
import { defaultRenderBudget } from '../shell/server/pages/render-budget';
import { withSiteDatabase } from './lib/site-database';
import { startBareNode, startStaticNginx, type PageBytes } from './lib/page-baselines';
import { ensureNginx } from './lib/system-packages';

/** Two nights four weeks from the town's today: the stay of the bench's lodging search. */
const benchCheckin = addDays(mountainDate(), 28) ?? '';
const benchStay = `checkin=${benchCheckin}&checkout=${addDays(benchCheckin, 2) ?? ''}`;
const datedAccommodations = `/accommodations?${benchStay}`;

const usage = `Usage: npm run bench -- [options]

  --duration S            seconds each target is measured (8)
  --connections N,M       the connection counts pages are measured at, in the same run (10,50):
                          the page cache and tuned nginx at each, the bare Node server at the
                          highest, the page cache off (and the API read and form) at the lowest
  --warmup S              seconds of warm-up per target before it is measured (2)
  --page PATH             a page whose HTML is measured, cached and uncached (repeatable;
                          default /, /accommodations?checkin=…&checkout=… (two nights four
                          weeks ahead, through the stand-in partner), /blog/elk-viewing-guide,
                          /events)
  --api PATH              the API read (/api/content/posts)
  --port N                the site's port; nginx listens on the next one, the uncached server on
                          the one after, the bare Node server on the one after that (3230)
  --crash-burst N         trip requests in flight at once in the crash test (16)
  --kill-after N          acknowledged submissions before the server is killed (300)
  --build                 rebuild every app first (otherwise an existing build is reused)
  --flood-connections N   the flood's crawler connections (8)
  --skip-load | --skip-flood | --skip-crash
  --keep                  keep the temporary data folders (their paths are printed)
  --fleet                 instead: PostgreSQL, two instances and nginx (npm run fleet), under load
                          through the balancer: a rollback and a roll-forward (0 failed requests,
                          time until every instance serves the new version), then kill -9 of one
                          instance (0 failed GETs, every acknowledged submission stored).
                          --duration is the seconds of load per phase, --port the balancer's.`;

function readFlags() {
  try {
    return parseArgs({
      options: {
        duration: { type: 'string', default: '8' },
        connections: { type: 'string', default: '10,50' },
        warmup: { type: 'string', default: '2' },
        page: {
          type: 'string',
          multiple: true,
          default: ['/', datedAccommodations, '/blog/elk-viewing-guide', '/events'],
        },
        api: { type: 'string', default: '/api/content/posts' },
        port: { type: 'string', default: '3230' },
        'crash-burst': { type: 'string', default: '16' },
        'kill-after': { type: 'string', default: '300' },
        build: { type: 'boolean', default: false },
        'flood-connections': { type: 'string', default: '8' },
        'skip-load': { type: 'boolean', default: false },
        'skip-flood': { type: 'boolean', default: false },
        'skip-crash': { type: 'boolean', default: false },
        keep: { type: 'boolean', default: false },
        fleet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(1);
  }
}
const flags = readFlags();

function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  const least = name === 'warmup' ? 0 : 1;
  if (!Number.isInteger(number) || number < least) {
    console.error(`--${name} must be a whole number of at least ${least}, not "${value}"\n\n${usage}`);
    process.exit(1);
  }
  return number;
}

const settings = {
  duration: positiveInteger('duration', flags.duration),
  connectionCounts: [
    ...new Set(flags.connections.split(',').map((count) => positiveInteger('connections', count.trim()))),
  ],
  warmup: positiveInteger('warmup', flags.warmup),
  port: positiveInteger('port', flags.port),
  crashBurst: positiveInteger('crash-burst', flags['crash-burst']),
  killAfter: positiveInteger('kill-after', flags['kill-after']),
  floodConnections: positiveInteger('flood-connections', flags['flood-connections']),
  pages: flags.page.map((page) => (page.startsWith('/') ? page : `/${page}`)),
  api: flags.api.startsWith('/') ? flags.api : `/${flags.api}`,
};
const host = '127.0.0.1';
const formPath = '/api/planning/contact';
const serverMain = path.join(appDir('shell'), 'dist', 'server', 'main.cjs');
/** The stand-in Demand API every bench server reads lodging from (started in main). */
let bookingPartner: BookingStandIn | undefined;

/** What to tidy up however the bench ends. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
}

async function temporaryFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  if (flags.keep) console.log(`(kept afterwards: ${dir})`);
  else cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}

/** One plain HTTP/1.1 request, headers exactly as given (no compression asked for). */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Bytes of the header lines ("Name: value\r\n"), the status line left out. */
const headerBytes = (answer: Answer) => answer.rawHeaders.reduce((sum, item) => sum + Buffer.byteLength(item) + 2, 0);

// ---------------------------------------------------------------------------------------
// The site server

interface RunningServer {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: string[];
}

interface ServerOptions {
  port: number;
  /** false: PAGE_CACHE_MB=0, every page rendered on every request. */
  pageCache: boolean;
  /** false: the per-address render budget as in production (the flood figure); true: lifted. */
  liftRenderBudget?: boolean;
}

/** Refuses a port something else listens on: the bench would measure that instead. */
async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} on ${host} is in use; pick others with --port`)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function startServer(
  dataDir: string,
  deployDir: string,
  options: ServerOptions = { port: settings.port, pageCache: true },
): Promise<RunningServer> {
  await ensurePortFree(options.port);
  // The serving process itself (no wrapper), as tools/start.ts spawns it: its pid is the one killed.
  const child = spawn(process.execPath, [...serverNodeOptions, serverMain], {
    cwd: repositoryRoot,
    env: benchServerEnvironment({
      dataDir,
      deployDir,
      port: options.port,
      pageCache: options.pageCache,
      liftRenderBudget: options.liftRenderBudget,
      partner: bookingPartner,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: RunningServer = {
    child,
    pid: child.pid ?? 0,
    baseUrl: `http://${host}:${options.port}`,
    exited,
    output,
  };
  cleanups.push(() => stopServer(server));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${output.join('\n')}`);
    }
    const healthy = await request(`${server.baseUrl}/healthz`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (healthy) return server;
    await wait(200);
  }
  throw new Error(`the server did not answer /healthz within a minute:\n${output.join('\n')}`);
}

async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited.then(() => true), wait(10_000).then(() => false)]);
  if (!stopped) server.child.kill('SIGKILL');
  await server.exited;
}

// ---------------------------------------------------------------------------------------
// Build and data

async function prepareBuild(): Promise<string> {
  const missing = flags.build ? [...appNames] : appNames.filter((app) => !isBuilt(app));
  if (missing.length > 0) {
    const started = Date.now();
    console.log(`Build: ${flags.build ? 'rebuilding' : 'building what is missing:'} ${missing.join(', ')}…`);
    await buildApps(missing, 'production');
    return `built ${missing.join(', ')} (production) in ${((Date.now() - started) / 1000).toFixed(0)} s`;
  }
  const built = statSync(serverMain).mtime.toISOString().replace('T', ' ').slice(0, 16);
  return `reused the production build in dist/ (server built ${built} UTC; --build rebuilds)`;
}

/** A deploy folder with every remote's current build published, as `npm start` does on first start. */
async function publishRemotes(dataDir: string): Promise<string> {
  const deployDir = path.join(dataDir, 'deploy');
  // The bench server's database (DATA_DIR/site.db): each version's migrations go there first.
  await withSiteDatabase({ DATA_DIR: dataDir }, async (db) => {
    for (const area of areaNames) await publishArea(area, { deployDir, db });
  });
  return deployDir;
}

// ---------------------------------------------------------------------------------------
// nginx

function installNginx(): string | undefined {
  const nginx = ensureNginx();
  if ('binary' in nginx) return nginx.binary;
  console.warn(`${nginx.missing}\n(The comparison row is left out.)`);
  return undefined;
}

interface PageCopy {
  /** Path and query as the bench asks for it. */
  target: string;
  answer: Answer;
}

const bytesOf = (page: PageCopy): PageBytes => ({
  target: page.target,
  body: page.answer.body,
  rawHeaders: page.answer.rawHeaders,
});

function headerValue(answer: Answer, name: string): string | undefined {
  for (let index = 0; index < answer.rawHeaders.length; index += 2) {
    if (answer.rawHeaders[index]?.toLowerCase() === name) return answer.rawHeaders[index + 1];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Load

/** The first, checked answer: plain HTML, to read what the page shows. */
const plainPageHeaders = { accept: 'text/html' };
const apiHeaders = { accept: 'application/json' };
const formHeaders = { 'content-type': 'application/json', accept: 'application/json' };

function wrkVersion(): string {
  const wrk = findWrk();
  if ('missing' in wrk) return 'not installed';
  const answer = spawnSync(wrk.binary, ['--version'], { encoding: 'utf8' });
  return `${answer.stdout}${answer.stderr}`.split('\n')[0]?.split(' Copyright')[0]?.trim() ?? 'wrk';
}

/**
 * A warm-up run (thrown away), then the measured one, from the load client's own process
 * (tools/lib/load-client.ts): GETs as fast as the server answers them.
 */
async function measureGets(
  target: string,
  order: { url: string; connections: number; headers: Record<string, string>; serverPid?: number },
): Promise<LoadRow> {
  process.stdout.write(`  ${target}: `);
  if (settings.warmup > 0) {
    process.stdout.write(`warm-up ${settings.warmup} s… `);
    await runLoad(target, { ...order, seconds: settings.warmup });
  }
  process.stdout.write(`measuring ${settings.duration} s… `);
  const row = await runLoad(target, { ...order, seconds: settings.duration });
  console.log(`${Math.round(row.requestsPerSecond)} req/s`);
  return row;
}

/**
 * Two targets measured in turns (decision 057): each warmed up, then `turns` runs of an equal
 * share of the duration, alternating, merged per target (rowOfSlices). On a machine shared with
 * other work, one 8 s run after the other measured the load of two different moments: the same
 * build gave 0.58–1.63× between runs.
 */
async function measureGetsInTurns(
  targets: readonly [string, string],
  orders: readonly { url: string; connections: number; headers: Record<string, string>; serverPid?: number }[],
): Promise<[LoadRow, LoadRow]> {
  const turns = 4;
  const seconds = Math.max(1, Math.round(settings.duration / turns));
  const slices: LoadRow[][] = [[], []];
  process.stdout.write(`  ${targets.join(' and ')}, in turns: `);
  for (const order of orders) {
    if (settings.warmup > 0) await runLoad(targets[0], { ...order, seconds: settings.warmup });
  }
  process.stdout.write(`${turns} × ${seconds} s each… `);
  for (let turn = 0; turn < turns; turn += 1) {
    for (const [index, order] of orders.entries()) {
      slices[index]?.push(await runLoad(targets[index] ?? '', { ...order, seconds }));
    }
  }
  const rows: [LoadRow, LoadRow] = [rowOfSlices(targets[0], slices[0] ?? []), rowOfSlices(targets[1], slices[1] ?? [])];
  console.log(rows.map((row) => `${Math.round(row.requestsPerSecond)} req/s`).join(' and '));
  return rows;
}

/** The same with autocannon in this process, for requests built here (each trip request distinct). */
async function measure(target: string, options: autocannon.Options): Promise<LoadRow> {
  process.stdout.write(`  ${target}: `);
  if (settings.warmup > 0) {
    process.stdout.write(`warm-up ${settings.warmup} s… `);
    await autocannon({ ...options, duration: settings.warmup });
  }
  process.stdout.write(`measuring ${settings.duration} s… `);
  const row = rowFromResult(target, await autocannon({ ...options, duration: settings.duration }));
  console.log(`${Math.round(row.requestsPerSecond)} req/s`);
  return row;
}

/**
 * Lodging's goals for a list with dates (issue 29, decision 036), through the stand-in partner on
 * loopback: its first answer, which searches the partner and reads the places' content, within
 * 1.5 s; from the page cache as any page (benchGoals); rendered each time (the partner's answer
 * kept 5 minutes) at least 60 a second.
 */
const lodgingGoals = { firstAnswerMs: 1500, uncachedRequestsPerSecond: 60 };
const isDatedLodgingList = (target: string) => /^\/accommodations\?(.*&)?checkin=/.test(target);

/** A list page that shows the partner's offers for the stay asked, not a failure or the team's list. */
function showsLiveOffers(answer: Answer): boolean {
  const html = answer.body.toString();
  return /(?<!\d)\d+ places? available/.test(html) && /data-testid="stay-priced"[^>]*>Prices for /.test(html);
}

interface LoadOutcome {
  lines: string[];
  /** Goals not met, each with its figures. */
  missed: string[];
  /** Runs that got anything but successes: the figures are wrong. */
  problems: string[];
}

async function loadTest(deployDir: string, dataDir: string, facts: string[]): Promise<LoadOutcome> {
  const server = await startServer(dataDir, deployDir);
  const uncached = await startServer(dataDir, deployDir, { port: settings.port + 2, pageCache: false });
  const { connectionCounts } = settings;
  const fewest = Math.min(...connectionCounts);
  const most = Math.max(...connectionCounts);
  const pages: PageCopy[] = [];
  const checks: GoalCheck[] = [];
  /** One instance against tuned nginx: no goal (that is the fleet's, `--fleet`), but worth seeing. */
  const information: string[] = [];
  for (const target of settings.pages) {
    const searchesBefore = bookingPartner?.requests.filter((call) => call.endpoint === 'search').length ?? 0;
    const started = performance.now();
    const answer = await request(`${server.baseUrl}${target}`, { headers: plainPageHeaders });
    const firstMs = performance.now() - started;
    if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}; pick a page that exists (--page)`);
    if (isDatedLodgingList(target)) {
      const searches =
        (bookingPartner?.requests.filter((call) => call.endpoint === 'search').length ?? 0) - searchesBefore;
      if (!showsLiveOffers(answer) || searches === 0) {
        throw new Error(
          `${target} did not show the partner's offers for its stay (${searches} searches reached the stand-in): the bench would measure the wrong page`,
        );
      }
      checks.push({
        met: firstMs <= lodgingGoals.firstAnswerMs,
        text: `${target} first answer (searched through the stand-in partner, nothing cached): ${Math.round(firstMs)} ms (goal ≤ ${lodgingGoals.firstAnswerMs} ms)`,
      });
    }
    // The page as the cache keeps it: asked again, so the bytes the yardsticks serve are a hit's.
    pages.push({ target, answer: await request(`${server.baseUrl}${target}`, { headers: chromiumPageHeaders }) });
  }
  const api = await request(`${server.baseUrl}${settings.api}`, { headers: apiHeaders });
  if (api.status !== 200 || !/json/.test(headerValue(api, 'content-type') ?? '')) {
    throw new Error(`${settings.api} answered ${api.status} ${headerValue(api, 'content-type') ?? ''}; want 200 JSON`);
  }

  // Every trip request is valid (checked here with the form's own schema) and distinct (its number).
  const runId = randomBytes(3).toString('hex');
  let next = 0;
  const nextBody = () => JSON.stringify(tripRequest(runId, next++));
  const sample = tripRequestSchema.safeParse(tripRequest(runId, 0));
  if (!sample.success) throw new Error(`the bench's trip request is not valid: ${sample.error.message}`);
  const probe = await request(`${server.baseUrl}${formPath}`, {
    method: 'POST',
    headers: formHeaders,
    body: nextBody(),
  });
  if (probe.status !== 201) throw new Error(`a trip request answered ${probe.status}: ${probe.body.toString()}`);

  const binary = installNginx();
  const nginx = binary
    ? await startStaticNginx({
        binary,
        prefix: await temporaryFolder('estes-bench-nginx-'),
        port: settings.port + 1,
        pages: pages.map(bytesOf),
        warn: (text) => console.warn(text),
      })
    : undefined;
  if (nginx) {
    cleanups.push(nginx.stop);
    facts.push(`Yardstick: ${nginx.description}`);
  } else facts.push('nginx: not installed, left out (the bench then fails: its yardstick is missing)');
  const bareNode = await startBareNode({
    folder: await temporaryFolder('estes-bench-bare-'),
    port: settings.port + 3,
    pages: pages.map(bytesOf),
  });
  cleanups.push(bareNode.stop);
  facts.push(`Yardstick: ${bareNode.description}, the same bytes and headers`);
  for (const page of pages) {
    facts.push(
      `${page.target}: ${page.answer.body.length} bytes of HTML as ${headerValue(page.answer, 'content-encoding') ?? 'identity'} (sha256 ${createHash('sha256').update(page.answer.body).digest('hex').slice(0, 12)}), the same from both yardsticks; headers ${headerBytes(page.answer)} bytes from the server`,
    );
  }
  facts.push(`${settings.api}: ${api.body.length} bytes of JSON`);
  facts.push(
    'Rendered each time: PAGE_CACHE_MB=0 keeps no page; the area API answers renders read are still kept for their declared freshness (decision 051, 057), as on a page-cache miss in production',
  );

  console.log(
    `\nLoad: ${connectionCounts.join(' and ')} connections, ${settings.warmup} s warm-up, then ${settings.duration} s per target`,
  );
  const rows: LoadRow[] = [];
  for (const page of pages) {
    const run = (label: string, baseUrl: string, connections: number, serverPid?: number) =>
      measureGets(`${page.target} (${label}, ${connections})`, {
        url: `${baseUrl}${page.target}`,
        connections,
        headers: chromiumPageHeaders,
        serverPid,
      });
    const cached = new Map<number, LoadRow>();
    for (const connections of connectionCounts.filter((count) => count !== most))
      cached.set(connections, await run('page cache', server.baseUrl, connections, server.pid));
    // The goal's two rows in turns, so a change of the machine's load meets both alike.
    const [cachedMost, bare] = await measureGetsInTurns(
      [`${page.target} (page cache, ${most})`, `${page.target} (bare Node, same buffer, ${most})`],
      [
        { baseUrl: server.baseUrl, serverPid: server.pid },
        { baseUrl: bareNode.baseUrl, serverPid: bareNode.pid },
      ].map(({ baseUrl, serverPid }) => ({
        url: `${baseUrl}${page.target}`,
        connections: most,
        headers: chromiumPageHeaders,
        serverPid,
      })),
    );
    cached.set(most, cachedMost);
    const nginxRows: LoadRow[] = [];
    if (nginx)
      for (const connections of connectionCounts)
        nginxRows.push(await run('tuned nginx, same bytes', nginx.baseUrl, connections));
    const rendered = await run('cache off: rendered each time', uncached.baseUrl, fewest, uncached.pid);
    const cachedAtMost = cached.get(most) ?? bare;
    rows.push(...cached.values(), bare, ...nginxRows, rendered);
    checks.push(
      ...pageChecks({
        target: page.target,
        connections: most,
        cached: cachedAtMost,
        bareNode: bare,
        uncached: rendered,
      }),
    );
    for (const [index, connections] of connectionCounts.entries()) {
      const cachedRow = cached.get(connections);
      const nginxRow = nginxRows[index];
      if (cachedRow && nginxRow && nginxRow.requestsPerSecond > 0) {
        information.push(
          `${page.target} cached, ${connections} connections: ${(cachedRow.requestsPerSecond / nginxRow.requestsPerSecond).toFixed(2)}× tuned nginx (p99 ${cachedRow.p99Ms} against ${nginxRow.p99Ms} ms)`,
        );
      }
    }
    if (isDatedLodgingList(page.target)) {
      checks.push(
        rateCheck(`${page.target} rendered on every request`, rendered, lodgingGoals.uncachedRequestsPerSecond),
      );
    }
  }
  if (!nginx) checks.push({ met: false, text: 'nginx, the yardstick of decision 048, is not installed' });
  await stopServer(uncached);
  await nginx?.stop();
  await bareNode.stop();
  rows.push(
    await measureGets(`API read ${settings.api} (${fewest})`, {
      url: `${server.baseUrl}${settings.api}`,
      connections: fewest,
      headers: apiHeaders,
    }),
  );
  rows.push(
    await measure(`form POST ${formPath} (trip request, ${fewest})`, {
      url: `${server.baseUrl}${formPath}`,
      connections: fewest,
      requests: [
        {
          method: 'POST',
          path: formPath,
          headers: formHeaders,
          setupRequest: (built) => ({ ...built, body: nextBody() }),
        },
      ],
    }),
  );
  await stopServer(server);

  const verdict = verdictLines(checks);
  const lines = [
    '',
    ...formatTable(rows),
    '',
    `Goals (decision 048; the figure after a target is its connection count):`,
    ...verdict.lines.map((line) => `  ${line}`),
    '',
    'One instance against tuned nginx (no goal here; the fleet has one, --fleet):',
    ...information.map((line) => `  ${line}`),
  ];
  const problems = problemsOf(rows);
  if (problems.length > 0) {
    lines.push('', '!!! THESE FIGURES ARE WRONG: the runs did not only get successful answers:');
    lines.push(...problems.map((problem) => `!!!   ${problem}`));
    lines.push('!!! server output (last lines):', ...server.output.slice(-10).map((line) => `!!!   ${line}`));
  }
  return { lines, missed: verdict.missed, problems };
}

// ---------------------------------------------------------------------------------------
// Flood

async function floodTest(deployDir: string, dataDir: string): Promise<{ lines: string[]; ok: boolean }> {
  const server = await startServer(dataDir, deployDir, {
    port: settings.port,
    pageCache: true,
    liftRenderBudget: false,
  });
  try {
    return await runFloodBench({
      baseUrl: server.baseUrl,
      seconds: settings.duration,
      connections: settings.floodConnections,
      allowance: defaultRenderBudget,
    });
  } finally {
    await stopServer(server);
  }
}

// ---------------------------------------------------------------------------------------
// Crash

async function crashTest(): Promise<{ lines: string[]; ok: boolean }> {
  const dataDir = await temporaryFolder('estes-bench-crash-');
  // Its own database, with the remotes published into it (the registry lives there).
  const deployDir = await publishRemotes(dataDir);
  const server = await startServer(dataDir, deployDir);
  const command = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  const runId = randomBytes(3).toString('hex');
  const acknowledged = new Map<string, string>();
  const refused = new Map<number, number>();
  let connectionFailures = 0;
  let sent = 0;
  let inFlight = 0;
  let killed: { acknowledged: number; inFlight: number } | undefined;

  console.log(
    `\nCrash: trip requests ${settings.crashBurst} at a time; SIGKILL to pid ${server.pid} (${command}) after ${settings.killAfter} acknowledgements`,
  );
  const refusals = () => [...refused.values()].reduce((sum, times) => sum + times, 0);
  const sender = async () => {
    // Refusals stop it too: the server must accept valid trip requests before the kill.
    while (!killed && refusals() < 50) {
      const number = sent;
      sent += 1;
      inFlight += 1;
      try {
        const response = await fetch(`${server.baseUrl}${formPath}`, {
          method: 'POST',
          headers: formHeaders,
          body: JSON.stringify(tripRequest(runId, number)),
        });
        const answer = (await response.json().catch(() => undefined)) as { ok?: boolean; id?: unknown } | undefined;
        if (response.ok && answer?.ok === true && typeof answer.id === 'string') {
          acknowledged.set(benchEmail(runId, number), answer.id);
          if (!killed && acknowledged.size >= settings.killAfter) {
            killed = { acknowledged: acknowledged.size, inFlight: inFlight - 1 };
            process.kill(server.pid, 'SIGKILL');
          }
        } else refused.set(response.status, (refused.get(response.status) ?? 0) + 1);
      } catch {
        connectionFailures += 1;
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: settings.crashBurst }, sender));
  const exit = await server.exited;
  const lines: string[] = [];
  lines.push(
    `  killed: ${exit.signal === 'SIGKILL' ? 'SIGKILL' : `not by the bench (${JSON.stringify(exit)})`} with ${killed?.acknowledged ?? 0} acknowledged and ${killed?.inFlight ?? 0} more in flight (${connectionFailures} connections then cut)`,
  );

  const restartedAt = Date.now();
  const restarted = await startServer(dataDir, deployDir);
  lines.push(`  restarted on the same data: /healthz 200 after ${Date.now() - restartedAt} ms`);
  // Read from the database itself (the review tool's output through a pipe once lost lines).
  const stored = await storedTripRequests({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, runId);
  await stopServer(restarted);

  const count = compareCrash(sent, acknowledged, stored);
  const refusedText = [...refused].map(([status, times]) => `${times} × ${status}`).join(', ');
  lines.push(
    '',
    '| crash test | count |',
    '|---|---:|',
    `| sent | ${count.sent} |`,
    `| acknowledged (201 with an id) | ${count.acknowledged} |`,
    `| unacknowledged (connection cut by the kill${refusedText ? `; refused: ${refusedText}` : ''}) | ${count.unacknowledged} |`,
    `| stored after restart (in the site's database) | ${count.stored} |`,
    `| of those, never acknowledged (committed, answer lost with the process) | ${count.storedUnacknowledged} |`,
    `| **acknowledged but missing** | **${count.acknowledgedButMissing.length}** |`,
  );
  const ok =
    exit.signal === 'SIGKILL' &&
    count.acknowledgedButMissing.length === 0 &&
    refused.size === 0 &&
    killed !== undefined;
  if (count.acknowledgedButMissing.length > 0) {
    lines.push(
      '',
      '!!! ACKNOWLEDGED SUBMISSIONS WERE LOST:',
      ...count.acknowledgedButMissing.slice(0, 20).map((item) => `!!!   ${item}`),
    );
  }
  if (refused.size > 0) lines.push('', `!!! valid trip requests were refused before the kill: ${refusedText}`);
  return { lines, ok };
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (flags.help) {
    console.log(usage);
    return 0;
  }
  if (flags.fleet) {
    const { runFleetBench } = await import('./lib/fleet-bench');
    const { lines, missed } = await runFleetBench({
      port: settings.port,
      seconds: settings.duration,
      warmupSeconds: settings.warmup,
      connections: Math.min(...settings.connectionCounts),
      pageConnections: Math.max(...settings.connectionCounts),
      keep: flags.keep,
    });
    console.log(`\n${lines.join('\n')}`);
    console.log(
      missed.length === 0
        ? '\nFleet bench finished: every check held, every goal met.'
        : `\nFleet bench FAILED: ${missed.length} missed:\n${missed.map((text) => `  - ${text}`).join('\n')}`,
    );
    return missed.length === 0 ? 0 : 1;
  }
  const autocannonVersion = (
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve('autocannon/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const cpus = os.cpus();
  const loadAverage = () =>
    os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ');
  const loadAtStart = loadAverage();
  const facts = [
    `${os.availableParallelism()} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${formatBytes(os.totalmem())} memory`,
    `Node ${process.version}, wrk (GETs, one thread: ${wrkVersion()}), autocannon ${autocannonVersion} (trip-request POSTs, in this process), loopback ${host}`,
  ];
  facts.push(`Build: ${await prepareBuild()}`);
  bookingPartner = await startBookingStandIn(0);
  cleanups.push(async () => bookingPartner?.close());
  facts.push(`Lodging's booking partner: the stand-in Demand API on ${bookingPartner.origin} (stand-in test data)`);
  const dataDir = await temporaryFolder('estes-bench-');
  const deployDir = await publishRemotes(dataDir);
  facts.push(`Data: fresh temporary folders under ${os.tmpdir()}, ${flags.keep ? 'kept' : 'removed afterwards'}`);

  /** Every goal missed and every check failed: any of them fails the bench (decision 048). */
  const missed: string[] = [];
  const report: string[] = [];
  if (!flags['skip-load']) {
    const load = await loadTest(deployDir, dataDir, facts);
    missed.push(...load.missed, ...load.problems);
    report.push(...load.lines);
  }
  if (!flags['skip-flood']) {
    const flood = await floodTest(deployDir, dataDir);
    if (!flood.ok) missed.push('a flood goal (see the flood lines above)');
    report.push(...flood.lines);
  }
  if (!flags['skip-crash']) {
    const crash = await crashTest();
    if (!crash.ok) missed.push('the crash test (see the lines marked !!! above)');
    report.push('', ...crash.lines);
  }
  facts.push(
    `Load average (1, 5, 15 min): ${loadAtStart} at start, ${loadAverage()} at the end (the bench's own share included)`,
  );
  console.log(`\n${facts.map((fact) => `- ${fact}`).join('\n')}`);
  console.log(report.join('\n'));
  console.log(
    missed.length > 0
      ? `\nBench FAILED: ${missed.length} missed:\n${missed.map((text) => `  - ${text}`).join('\n')}`
      : '\nBench finished: every goal met, every answer a success, every acknowledged submission stored.',
  );
  return missed.length > 0 ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanUp();
    await exitWhenWritten(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanUp();
    await exitWhenWritten(1);
  });
