/**
 * npm run bench: load and fault figures of the production server, on loopback.
 *
 * Load: autocannon (in this process) against the production server (shell/dist/server/main.cjs,
 * as `npm start` runs it) for pages' server-rendered HTML, each from the page cache and from a
 * second server with the cache off (every request rendered), an API read and a form
 * submission (a valid, distinct trip request each time), and against nginx serving the very
 * same HTML bytes and headers from files, in the same run. Each target gets a warm-up, then a
 * measured run of a fixed duration and connection count; the page cache's goals (decision 027)
 * are checked against the nginx row of each page. Any non-2xx answer or connection error in a
 * run fails the bench: a bench that measures 429s or 400s measures the wrong thing.
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
 * Why autocannon, and how the comparison is kept fair: docs/decisions/020-benchmark.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { areaNames } from '@estes/shared/core';
import { addDays } from '../mfe-lodging/src/domain/booking-rules';
import {
  startBookingStandIn,
  standInAffiliateId,
  standInBookingToken,
  type BookingStandIn,
} from '@estes/mfe-lodging/stand-ins';
import { tripRequestSchema } from '../mfe-planning/src/domain/submission-schemas';
import { mountainDate } from '@estes/shared/mountain-time';
import { appDir, appNames, buildApps, isBuilt, repositoryRoot } from './lib/apps';
import {
  benchEmail,
  compareCrash,
  formatBytes,
  formatTable,
  problemsOf,
  rowFromResult,
  tripRequest,
  type LoadRow,
} from './lib/bench-report';
import { storedTripRequests } from './lib/bench-crash';
import { exitWhenWritten } from './lib/cli-output';
import { runFloodBench } from './lib/flood-bench';
import { publishArea } from './lib/publish';
import { defaultRenderBudget } from '../shell/server/pages/render-budget';
import { withSiteDatabase } from './lib/site-database';
import { ensureNginx, nginxConfigStart } from './lib/system-packages';

/** Two nights four weeks from the town's today: the stay of the bench's lodging search. */
const benchCheckin = addDays(mountainDate(), 28) ?? '';
const benchStay = `checkin=${benchCheckin}&checkout=${addDays(benchCheckin, 2) ?? ''}`;
const datedAccommodations = `/accommodations?${benchStay}`;

const usage = `Usage: npm run bench -- [options]

  --duration S            seconds each target is measured (10)
  --connections N         concurrent connections (10)
  --warmup S              seconds of warm-up per target before it is measured (3)
  --page PATH             a page whose HTML is measured, cached and uncached (repeatable;
                          default /, /accommodations?checkin=…&checkout=… (two nights four
                          weeks ahead, through the stand-in partner), /blog/elk-viewing-guide,
                          /events)
  --api PATH              the API read (/api/content/posts)
  --port N                the site's port; nginx listens on the next one, the uncached server on
                          the one after (3230)
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
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '10' },
        warmup: { type: 'string', default: '3' },
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
  connections: positiveInteger('connections', flags.connections),
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

/** The server's environment: only what the bench sets, so no developer setting leaks in. */
function serverEnvironment(dataDir: string, deployDir: string, options: ServerOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: host,
    PORT: String(options.port),
    ...(options.pageCache ? {} : { PAGE_CACHE_MB: '0' }),
    // Every page the bench asks for comes from 127.0.0.1: the per-address render budget
    // (decision 035) is turned off through its documented setting, except for the flood figure,
    // which measures it.
    ...(options.liftRenderBudget === false ? {} : { RENDER_BUDGET_PER_MINUTE: '0' }),
    DATA_DIR: dataDir,
    DEPLOY_DIR: deployDir,
    // No per-request logs, as nginx keeps no access log here (decision 020).
    LOG_LEVEL: 'warn',
    // Every form post comes from 127.0.0.1: the per-address limit (20 in 10 minutes by default)
    // is raised for this server only, through its documented settings. The short window keeps
    // the limiter's list of recent posts as short as it is in production.
    SUBMISSIONS_RATE_LIMIT: '100000',
    SUBMISSIONS_RATE_WINDOW_MINUTES: '0.05',
    // The bench stores thousands of trip requests nobody reviews: the cap on submissions
    // waiting for review (2,000 by default, decision 028) is lifted for it.
    SUBMISSIONS_MAX_PENDING: '10000000',
    // Lodging's booking partner: the stand-in Demand API (no account here), as e2e and dev use it.
    ...(bookingPartner
      ? {
          BOOKING_API_URL: bookingPartner.url,
          BOOKING_API_TOKEN: standInBookingToken,
          BOOKING_AFFILIATE_ID: standInAffiliateId,
        }
      : {}),
  };
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
  const child = spawn(process.execPath, [serverMain], {
    cwd: repositoryRoot,
    env: serverEnvironment(dataDir, deployDir, options),
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

function nginxVersion(binary: string): string {
  const answer = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  return `${answer.stderr}${answer.stdout}`.trim().replace(/^nginx version:\s*/, '');
}

/** A config value in double quotes; undefined when nginx would read a variable in it. */
const nginxString = (value: string) => (value.includes('$') ? undefined : `"${value.replace(/(["\\])/g, '\\$1')}"`);

/** Headers nginx makes itself (or must make itself); the others are copied from the server. */
const ownHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
  'server',
]);

interface RunningNginx {
  baseUrl: string;
  version: string;
  workers: number;
}

interface PageCopy {
  /** Path and query as the bench asks for it. */
  target: string;
  answer: Answer;
}

/** The path part of a target: nginx matches locations on it (the query is not part of it). */
const pathOf = (target: string) => target.split('?')[0] ?? '/';

/** nginx serving each page's bytes from a file, with the server's headers, at the page's path. */
async function startNginx(binary: string, pages: readonly PageCopy[], port: number): Promise<RunningNginx> {
  await ensurePortFree(port);
  const paths = pages.map((page) => pathOf(page.target));
  if (new Set(paths).size !== paths.length)
    throw new Error('nginx serves one page per path: give pages of other paths');
  const prefix = await temporaryFolder('estes-bench-nginx-');
  const htmlDir = path.join(prefix, 'html');
  await mkdir(htmlDir, { recursive: true });
  // nginx's workers drop root rights: let them read the pages.
  await chmod(prefix, 0o755);
  await chmod(htmlDir, 0o755);
  const locations: string[] = [];
  for (const [index, page] of pages.entries()) {
    const file = `page-${index}.html`;
    await writeFile(path.join(htmlDir, file), page.answer.body);
    await chmod(path.join(htmlDir, file), 0o644);
    const copied: string[] = [];
    for (let header = 0; header < page.answer.rawHeaders.length; header += 2) {
      const name = page.answer.rawHeaders[header] ?? '';
      const value = nginxString(page.answer.rawHeaders[header + 1] ?? '');
      if (ownHeaders.has(name.toLowerCase())) continue;
      if (value === undefined) console.warn(`  (header ${name} not copied to nginx: it holds a $)`);
      else copied.push(`      add_header ${name} ${value} always;`);
    }
    const contentType = headerValue(page.answer, 'content-type') ?? 'text/html; charset=utf-8';
    locations.push(`    location = ${pathOf(page.target)} {
      default_type ${nginxString(contentType) ?? '"text/html; charset=utf-8"'};
      try_files /${file} =404;
${copied.join('\n')}
    }`);
  }
  const workers = os.availableParallelism();
  const config = `${nginxConfigStart(prefix, workers, 'Written by tools/bench.ts for one run; removed afterwards.')}  types { }
  sendfile on;
  tcp_nopush on;
  open_file_cache max=16;
  keepalive_requests 1000000;
  server_tokens off;
  etag off;
  server {
    listen ${host}:${port};
    root ${htmlDir};
${locations.join('\n')}
  }
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config);
  const child = spawn(binary, ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    await Promise.race([exited, wait(5000).then(() => child.kill('SIGKILL'))]);
  });
  const baseUrl = `http://${host}:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr.trim()}`);
    const first = pages[0];
    const answer = first ? await request(`${baseUrl}${first.target}`).catch(() => undefined) : undefined;
    if (answer) {
      for (const page of pages) {
        const copy = await request(`${baseUrl}${page.target}`);
        if (copy.status !== 200 || !copy.body.equals(page.answer.body)) {
          throw new Error(`nginx answered ${copy.status} for ${page.target} with other bytes than the server's page`);
        }
      }
      return { baseUrl, version: nginxVersion(binary), workers };
    }
    await wait(100);
  }
  throw new Error(`nginx did not answer within 10 s: ${stderr.trim()}`);
}

function headerValue(answer: Answer, name: string): string | undefined {
  for (let index = 0; index < answer.rawHeaders.length; index += 2) {
    if (answer.rawHeaders[index]?.toLowerCase() === name) return answer.rawHeaders[index + 1];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Load

const pageHeaders = { accept: 'text/html' };
const apiHeaders = { accept: 'application/json' };
const formHeaders = { 'content-type': 'application/json', accept: 'application/json' };

/** A warm-up run (thrown away), then the measured one. */
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

/** The page cache's goals on this machine (issue 17, decision 027). */
const goals = { cachedShareOfNginx: 0.5, cachedP99Ms: 20, uncachedHomeRequestsPerSecond: 120 };

/**
 * Lodging's goals for a list with dates (issue 29, decision 036), through the stand-in partner on
 * loopback: its first answer, which searches the partner and reads the places' content, within
 * 1.5 s; then from the page cache as any page (above); rendered each time (the partner's answer
 * kept 5 minutes) at least 60 a second, half of what `/` must render.
 */
const lodgingGoals = { firstAnswerMs: 1500, uncachedRequestsPerSecond: 60 };
const isDatedLodgingList = (target: string) => /^\/accommodations\?(.*&)?checkin=/.test(target);

/** A list page that shows the partner's offers for the stay asked, not a failure or the team's list. */
function showsLiveOffers(answer: Answer): boolean {
  const html = answer.body.toString();
  return /(?<!\d)\d+ places? available/.test(html) && /data-testid="stay-priced"[^>]*>Prices for /.test(html);
}

async function loadTest(deployDir: string, dataDir: string, facts: string[]): Promise<string[]> {
  const server = await startServer(dataDir, deployDir);
  const uncached = await startServer(dataDir, deployDir, { port: settings.port + 2, pageCache: false });
  const connections = settings.connections;
  const pages: PageCopy[] = [];
  const lodgingVerdicts: string[] = [];
  let lodgingMissed = false;
  const lodgingVerdict = (met: boolean, text: string) => {
    lodgingVerdicts.push(`${met ? 'met    ' : 'NOT MET'}  ${text}`);
    if (!met) lodgingMissed = true;
  };
  for (const target of settings.pages) {
    const searchesBefore = bookingPartner?.requests.filter((call) => call.endpoint === 'search').length ?? 0;
    const started = performance.now();
    const answer = await request(`${server.baseUrl}${target}`, { headers: pageHeaders });
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
      lodgingVerdict(
        firstMs <= lodgingGoals.firstAnswerMs,
        `${target} first answer (searched through the stand-in partner, nothing cached): ${Math.round(firstMs)} ms (goal ≤ ${lodgingGoals.firstAnswerMs} ms)`,
      );
    }
    pages.push({ target, answer });
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
  const nginx = binary ? await startNginx(binary, pages, settings.port + 1) : undefined;
  if (nginx) facts.push(`nginx ${nginx.version}, ${nginx.workers} worker processes`);
  else facts.push('nginx: not installed, left out');
  for (const page of pages) {
    const copy = nginx ? await request(`${nginx.baseUrl}${page.target}`, { headers: pageHeaders }) : undefined;
    facts.push(
      `${page.target}: ${page.answer.body.length} bytes of HTML (sha256 ${createHash('sha256').update(page.answer.body).digest('hex').slice(0, 12)})${copy ? ', the same from nginx' : ''}; headers ${headerBytes(page.answer)} bytes from the server${copy ? `, ${headerBytes(copy)} from nginx` : ''}`,
    );
  }
  facts.push(`${settings.api}: ${api.body.length} bytes of JSON`);

  console.log(
    `\nLoad: ${connections} connections, ${settings.warmup} s warm-up, then ${settings.duration} s per target`,
  );
  const rows: LoadRow[] = [];
  const verdicts: string[] = [];
  const verdict = (met: boolean, text: string) => verdicts.push(`${met ? 'met    ' : 'NOT MET'}  ${text}`);
  for (const page of pages) {
    const cachedRow = await measure(`${page.target} (page cache)`, {
      url: `${server.baseUrl}${page.target}`,
      connections,
      headers: pageHeaders,
    });
    const uncachedRow = await measure(`${page.target} (cache off: rendered each time)`, {
      url: `${uncached.baseUrl}${page.target}`,
      connections,
      headers: pageHeaders,
    });
    const nginxRow = nginx
      ? await measure(`${page.target} (nginx, same bytes)`, {
          url: `${nginx.baseUrl}${page.target}`,
          connections,
          headers: pageHeaders,
        })
      : undefined;
    rows.push(cachedRow, uncachedRow, ...(nginxRow ? [nginxRow] : []));
    if (nginxRow) {
      const share = cachedRow.requestsPerSecond / nginxRow.requestsPerSecond;
      verdict(
        share >= goals.cachedShareOfNginx,
        `${page.target} cached: ${share.toFixed(2)}× nginx's req/s (goal ≥ ${goals.cachedShareOfNginx}×)`,
      );
    }
    verdict(
      cachedRow.p99Ms <= goals.cachedP99Ms,
      `${page.target} cached: p99 ${cachedRow.p99Ms} ms (goal ≤ ${goals.cachedP99Ms} ms)`,
    );
    if (isDatedLodgingList(page.target)) {
      if (nginxRow) {
        const share = cachedRow.requestsPerSecond / nginxRow.requestsPerSecond;
        lodgingVerdict(
          share >= goals.cachedShareOfNginx,
          `${page.target} cached: ${share.toFixed(2)}× nginx's req/s (goal ≥ ${goals.cachedShareOfNginx}×)`,
        );
      }
      lodgingVerdict(
        cachedRow.p99Ms <= goals.cachedP99Ms,
        `${page.target} cached: p99 ${cachedRow.p99Ms} ms (goal ≤ ${goals.cachedP99Ms} ms)`,
      );
      lodgingVerdict(
        uncachedRow.requestsPerSecond >= lodgingGoals.uncachedRequestsPerSecond,
        `${page.target} uncached: ${Math.round(uncachedRow.requestsPerSecond)} req/s (goal ≥ ${lodgingGoals.uncachedRequestsPerSecond})`,
      );
    }
    if (page.target === '/') {
      verdict(
        uncachedRow.requestsPerSecond >= goals.uncachedHomeRequestsPerSecond,
        `/ uncached: ${Math.round(uncachedRow.requestsPerSecond)} req/s (goal ≥ ${goals.uncachedHomeRequestsPerSecond}, twice the 60 of before the cache)`,
      );
    }
  }
  await stopServer(uncached);
  rows.push(
    await measure(`API read ${settings.api}`, {
      url: `${server.baseUrl}${settings.api}`,
      connections,
      headers: apiHeaders,
    }),
  );
  rows.push(
    await measure(`form POST ${formPath} (trip request)`, {
      url: `${server.baseUrl}${formPath}`,
      connections,
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

  const lines = [
    '',
    ...formatTable(rows),
    '',
    'Page cache goals (decision 027):',
    ...verdicts.map((line) => `  ${line}`),
    ...(lodgingVerdicts.length > 0
      ? ['', 'Lodging with dates, through the booking partner (issue 29; a goal not met fails the bench):']
      : []),
    ...lodgingVerdicts.map((line) => `  ${line}`),
  ];
  const problems = problemsOf(rows);
  if (problems.length > 0) {
    lines.push('', '!!! THESE FIGURES ARE WRONG: the runs did not only get successful answers:');
    lines.push(...problems.map((problem) => `!!!   ${problem}`));
    lines.push('!!! server output (last lines):', ...server.output.slice(-10).map((line) => `!!!   ${line}`));
  }
  return problems.length > 0 || lodgingMissed ? ['FAIL', ...lines] : lines;
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
    const { lines, ok } = await runFleetBench({
      port: settings.port,
      seconds: settings.duration,
      connections: settings.connections,
      keep: flags.keep,
    });
    console.log(`\n${lines.join('\n')}`);
    console.log(ok ? '\nFleet bench finished: every check held.' : '\nFleet bench FAILED (see the lines marked !!!).');
    return ok ? 0 : 1;
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
    `Node ${process.version}, autocannon ${autocannonVersion} (in this process, one thread), loopback ${host}`,
  ];
  facts.push(`Build: ${await prepareBuild()}`);
  bookingPartner = await startBookingStandIn(0);
  cleanups.push(async () => bookingPartner?.close());
  facts.push(`Lodging's booking partner: the stand-in Demand API on ${bookingPartner.origin} (stand-in test data)`);
  const dataDir = await temporaryFolder('estes-bench-');
  const deployDir = await publishRemotes(dataDir);
  facts.push(`Data: fresh temporary folders under ${os.tmpdir()}, ${flags.keep ? 'kept' : 'removed afterwards'}`);

  let failed = false;
  const report: string[] = [];
  if (!flags['skip-load']) {
    const lines = await loadTest(deployDir, dataDir, facts);
    if (lines[0] === 'FAIL') {
      failed = true;
      lines.shift();
    }
    report.push(...lines);
  }
  if (!flags['skip-flood']) {
    const flood = await floodTest(deployDir, dataDir);
    if (!flood.ok) failed = true;
    report.push(...flood.lines);
  }
  if (!flags['skip-crash']) {
    const crash = await crashTest();
    if (!crash.ok) failed = true;
    report.push('', ...crash.lines);
  }
  facts.push(
    `Load average (1, 5, 15 min): ${loadAtStart} at start, ${loadAverage()} at the end (the bench's own share included)`,
  );
  console.log(`\n${facts.map((fact) => `- ${fact}`).join('\n')}`);
  console.log(report.join('\n'));
  console.log(
    failed
      ? '\nBench FAILED (see the lines marked !!! and NOT MET).'
      : '\nBench finished: every answer was a success, every acknowledged submission stored.',
  );
  return failed ? 1 : 0;
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
