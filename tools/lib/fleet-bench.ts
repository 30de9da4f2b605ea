/**
 * npm run bench -- --fleet: the fleet (tools/lib/fleet.ts: PostgreSQL, two instances, nginx)
 * under constant load through the balancer — pages, an API read and form posts — while ops
 * act on it:
 *
 * 1. Switch: a rollback of one area, then a roll-forward, each from the deploy command's code
 *    path (the registry in the database). Every request must succeed, and the time from the
 *    command's return until every instance answers with the new version (X-Area-Version, asked
 *    of each instance directly every 10 ms) is measured.
 * 2. Crash: kill -9 of one instance mid-load. Every GET must succeed (nginx passes a failed
 *    one to the other instance); a post in flight on the dead one may fail (it is never sent
 *    twice), but every post the site acknowledged must be in the database.
 * 3. Photos (tools/lib/fleet-photos.ts): a photo posted to one instance is served, the same
 *    bytes, by each instance and the balancer, also once the instance that received it has lost
 *    its data folder (decision 037).
 *
 * Before those, with the fleet quiet (decision 050):
 * - Pages kept in front: each page through the balancer, whose cache keeps it by the site's
 *   Cache-Control, against tuned nginx serving the very same bytes from a file
 *   (tools/lib/page-baselines.ts), at the highest connection count, each after a warm-up: at
 *   least half its requests per second, p99 within 20 ms (benchGoals).
 * - The balancer's cache checked (tools/lib/fleet-cache-checks.ts): a publish and a rollback
 *   reach visitors through it within 2 s; a visitor's own page, an API read and a post are
 *   never answered from it.
 *
 * Exit code 1 when any of that does not hold.
 */
import http from 'node:http';
import { sendToFleet } from './fleet-request';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { currentRegistry, publishArea, rollbackArea } from './publish';
import { resolveDeployDir } from '@estes/platform';
import { repositoryRoot } from './apps';
import { runLoad } from './load-run';
import {
  fleetPageChecks,
  formatTable,
  problemsOf,
  tripRequest,
  verdictLines,
  type GoalCheck,
  type LoadRow,
} from './bench-report';
import { checkFleetPageCache } from './fleet-cache-checks';
import { startStaticNginx, type PageBytes } from './page-baselines';
import { ensureNginx } from './system-packages';
import { startFleet, type Fleet, type FleetInstance } from './fleet';
import { checkFleetPhotos } from './fleet-photos';
import { withSiteDatabase } from './site-database';

export interface FleetBenchOptions {
  port: number;
  /** Seconds of load in each phase, and of each measured page run. */
  seconds: number;
  /** Seconds of warm-up before each measured page run. */
  warmupSeconds: number;
  /** Concurrent clients of the ops phases. */
  connections: number;
  /** Concurrent connections of the measured page runs. */
  pageConnections: number;
  keep: boolean;
}

/** The pages measured through the balancer (the single-server bench's, without lodging's live search). */
const measuredPages = ['/', '/accommodations', '/blog/elk-viewing-guide', '/events'];
/** As Chromium asks: every server answers with the encoding a visitor gets (see tools/bench.ts). */
const pageHeaders = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };

function fetchPage(url: string): Promise<PageBytes & { status: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(url, { agent: false, headers: pageHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          target: new URL(url).pathname,
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          rawHeaders: response.rawHeaders,
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
  });
}

async function measurePage(label: string, url: string, options: FleetBenchOptions): Promise<LoadRow> {
  process.stdout.write(`  ${label}: `);
  // wrk, not autocannon: autocannon decodes every compressed body as text (tools/lib/load-run.ts).
  const run = { url, connections: options.pageConnections, headers: pageHeaders };
  if (options.warmupSeconds > 0) await runLoad(label, { ...run, seconds: options.warmupSeconds });
  const row = await runLoad(label, { ...run, seconds: options.seconds });
  console.log(`${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms`);
  return row;
}

/** Each page through the balancer against tuned nginx serving the same bytes from files. */
async function pagesKeptInFront(
  fleet: Fleet,
  dir: string,
  options: FleetBenchOptions,
): Promise<{ lines: string[]; checks: GoalCheck[] }> {
  const nginx = ensureNginx();
  if ('missing' in nginx) throw new Error(nginx.missing);
  const pages: PageBytes[] = [];
  for (const target of measuredPages) {
    await fetchPage(`${fleet.url}${target}`);
    const page = await fetchPage(`${fleet.url}${target}`);
    if (page.status !== 200) throw new Error(`${target} answered ${page.status} through the balancer`);
    // The yardstick gets the page's headers without the balancer's own.
    const rawHeaders: string[] = [];
    for (let index = 0; index < page.rawHeaders.length; index += 2) {
      if (page.rawHeaders[index]?.toLowerCase() === 'x-balancer-cache') continue;
      rawHeaders.push(page.rawHeaders[index] ?? '', page.rawHeaders[index + 1] ?? '');
    }
    pages.push({ target, body: page.body, rawHeaders });
  }
  const yardstick = await startStaticNginx({
    binary: nginx.binary,
    prefix: path.join(dir, 'yardstick'),
    port: options.port + 9,
    pages,
  });
  try {
    console.log(
      `Pages kept in front: ${options.pageConnections} connections, ${options.warmupSeconds} s warm-up, then ${options.seconds} s each`,
    );
    const rows: LoadRow[] = [];
    const checks: GoalCheck[] = [];
    for (const page of pages) {
      const throughFleet = await measurePage(
        `${page.target} (through the fleet's nginx, ${options.pageConnections})`,
        `${fleet.url}${page.target}`,
        options,
      );
      const fromFiles = await measurePage(
        `${page.target} (tuned nginx, the same bytes from a file, ${options.pageConnections})`,
        `${yardstick.baseUrl}${page.target}`,
        options,
      );
      rows.push(throughFleet, fromFiles);
      checks.push(...fleetPageChecks(page.target, throughFleet, fromFiles));
    }
    const problems = problemsOf(rows);
    const verdict = verdictLines(checks);
    return {
      lines: [
        `Pages kept in front (${yardstick.description}; pages ${pages.map((page) => `${page.target} ${page.body.length} B`).join(', ')}):`,
        ...formatTable(rows),
        '',
        ...verdict.lines.map((line) => `  ${line}`),
        ...problems.map((problem) => `!!! ${problem}`),
      ],
      checks: [...checks, ...problems.map((problem) => ({ met: false, text: problem }))],
    };
  } finally {
    await yardstick.stop();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pages = ['/', '/accommodations', '/events', '/weather', '/blog'];
const apiRead = '/api/content/posts';
const formPath = '/api/planning/contact';
const switchedArea = 'lodging';

interface Tally {
  sent: number;
  failed: number;
  failures: string[];
}

const send = sendToFleet;

/** Constant load through the balancer until stopped: what was sent, what failed, what was acknowledged. */
class Load {
  readonly gets: Tally = { sent: 0, failed: 0, failures: [] };
  readonly posts: Tally = { sent: 0, failed: 0, failures: [] };
  /** Submission ids the site answered 201 with. */
  readonly acknowledged: string[] = [];
  private running = true;
  private readonly workers: Promise<void>[];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(
    private readonly baseUrl: string,
    connections: number,
    private readonly runId: string,
    private readonly counter: { next: number },
  ) {
    this.workers = Array.from({ length: connections }, (_, index) => this.work(index));
  }

  private fail(tally: Tally, what: string) {
    tally.failed += 1;
    if (tally.failures.length < 5) tally.failures.push(what);
  }

  private async work(index: number): Promise<void> {
    for (let turn = index; this.running; turn += 1) {
      const kind = turn % 4;
      if (kind === 3) {
        const number = (this.counter.next += 1);
        const body = JSON.stringify(tripRequest(this.runId, number));
        this.posts.sent += 1;
        try {
          const answer = await send(this.agent, `${this.baseUrl}${formPath}`, 'POST', body);
          if (answer.status === 201) this.acknowledged.push(String((JSON.parse(answer.body) as { id: string }).id));
          else this.fail(this.posts, `POST ${answer.status} ${answer.body.replace(/\s+/g, ' ').slice(0, 100)}`);
        } catch (error) {
          this.fail(this.posts, `POST ${error instanceof Error ? error.message : String(error)}`);
        }
      } else {
        const target = kind === 2 ? apiRead : (pages[turn % pages.length] ?? '/');
        this.gets.sent += 1;
        try {
          const answer = await send(this.agent, `${this.baseUrl}${target}`);
          if (answer.status !== 200) this.fail(this.gets, `GET ${target} ${answer.status}`);
        } catch (error) {
          this.fail(this.gets, `GET ${target} ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
    this.agent.destroy();
  }
}

/** Milliseconds until every instance answers the area's API with `version` (asked every 10 ms). */
async function timeUntilServed(instances: readonly FleetInstance[], version: string, since: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true });
  const pending = new Set(instances);
  try {
    while (pending.size > 0) {
      if (Date.now() - since > 30_000) throw new Error(`not every instance served ${version} within 30 s`);
      for (const instance of [...pending]) {
        const answer = await send(agent, `${instance.url}/api/${switchedArea}/sitemap-entries`).catch(() => undefined);
        if (answer?.headers['x-area-version'] === `${switchedArea}@${version}`) pending.delete(instance);
      }
      if (pending.size > 0) await sleep(10);
    }
    return Date.now() - since;
  } finally {
    agent.destroy();
  }
}

const line = (tally: Tally, what: string) =>
  `${what}: ${tally.sent} sent, ${tally.failed} failed${tally.failures.length > 0 ? ` (${tally.failures.join('; ')})` : ''}`;

export async function runFleetBench(options: FleetBenchOptions): Promise<{ lines: string[]; missed: string[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'estes-fleet-bench-'));
  const lines: string[] = [];
  const missed: string[] = [];
  const check = (holds: boolean, text: string) => {
    if (!holds) missed.push(text);
    lines.push(`${holds ? '   ' : '!!!'} ${text}`);
  };
  let fleet: Fleet | undefined;
  let instanceErrors = 0;
  try {
    console.log(`Fleet bench: starting PostgreSQL, 2 instances and nginx in ${dir}…`);
    fleet = await startFleet({
      dir,
      port: options.port,
      instances: 2,
      // Every request comes from 127.0.0.1: the per-address limit and render budget are lifted
      // for this run only, and the cap on submissions waiting for review (the run posts thousands).
      env: {
        LOG_LEVEL: 'error',
        SUBMISSIONS_MAX_PENDING: '1000000',
        SUBMISSIONS_RATE_LIMIT: '100000',
        SUBMISSIONS_RATE_WINDOW_MINUTES: '0.05',
        RENDER_BUDGET_PER_MINUTE: '0',
      },
      // The instances log errors only: each is shown (the first 20).
      log: (text) => {
        if (!text.startsWith('[fleet-') || (instanceErrors += 1) <= 20) console.log(text.slice(0, 600));
      },
    });
    const deployEnv = fleet.deployEnv;
    // A second version of the area, so there is one to roll back to (the same build, published again).
    await withSiteDatabase(deployEnv, (db) =>
      publishArea(switchedArea, { deployDir: resolveDeployDir(deployEnv, repositoryRoot), db }),
    );
    const registry = await withSiteDatabase(deployEnv, currentRegistry);
    const newest = registry.remotes[switchedArea]?.live ?? '';
    await timeUntilServed(fleet.instances, newest, Date.now());

    // 0. Pages kept in front, then what the balancer's cache must and must not do.
    const kept = await pagesKeptInFront(fleet, dir, options);
    lines.push(...kept.lines);
    missed.push(...kept.checks.filter((goal) => !goal.met).map((goal) => goal.text));
    lines.push(`\nThe balancer's cache (decision 050):`);
    await checkFleetPageCache(fleet, check);
    // The cache checks published a version of lodging and rolled it back: `newest` is live again.
    await timeUntilServed(fleet.instances, newest, Date.now());
    const runId = Math.random().toString(36).slice(2, 8);
    const counter = { next: 0 };

    // 1. Rollback and roll-forward under load.
    lines.push(
      `\nFleet: nginx → 2 instances (own data folders and ports) on one PostgreSQL; ${options.connections} clients, pages ${pages.join(' ')}, ${apiRead}, POST ${formPath}`,
    );
    const switchLoad = new Load(fleet.url, options.connections, runId, counter);
    await sleep((options.seconds * 1000) / 3);
    const rolledBack = await withSiteDatabase(deployEnv, (db) => rollbackArea(switchedArea, { db }));
    const backMs = await timeUntilServed(fleet.instances, rolledBack.to, Date.now());
    await sleep((options.seconds * 1000) / 3);
    const forward = await withSiteDatabase(deployEnv, (db) => rollbackArea(switchedArea, { db, version: newest }));
    const forwardMs = await timeUntilServed(fleet.instances, forward.to, Date.now());
    await sleep((options.seconds * 1000) / 3);
    await switchLoad.stop();
    lines.push(`\nRollback and roll-forward of ${switchedArea} under load:`);
    check(
      backMs <= 2000,
      `rollback ${rolledBack.from} → ${rolledBack.to}: every instance served it ${backMs} ms after the command returned`,
    );
    check(
      forwardMs <= 2000,
      `roll-forward → ${forward.to}: every instance served it ${forwardMs} ms after the command returned`,
    );
    check(switchLoad.gets.failed === 0, line(switchLoad.gets, 'GETs (pages and API)'));
    check(switchLoad.posts.failed === 0, line(switchLoad.posts, 'form posts'));

    // 2. kill -9 of one instance under load.
    const crashLoad = new Load(fleet.url, options.connections, runId, counter);
    await sleep((options.seconds * 1000) / 2);
    const victim = fleet.instances[0];
    if (victim) await fleet.killInstance(victim);
    const killedAt = crashLoad.gets.sent + crashLoad.posts.sent;
    await sleep((options.seconds * 1000) / 2);
    await crashLoad.stop();
    const acknowledged = [...switchLoad.acknowledged, ...crashLoad.acknowledged];
    const stored = await withSiteDatabase(deployEnv, async (db) => {
      const found = new Set<string>();
      for (let start = 0; start < acknowledged.length; start += 500) {
        const batch = acknowledged.slice(start, start + 500);
        const rows = await db.query<{ id: string }>(
          `SELECT id FROM planning_submissions WHERE id IN (${batch.map(() => '?').join(', ')})`,
          batch,
        );
        for (const row of rows) found.add(row.id);
      }
      return found;
    });
    const missing = acknowledged.filter((id) => !stored.has(id));
    lines.push(`\nkill -9 of ${victim?.id ?? 'an instance'} under load (after ${killedAt} requests of this phase):`);
    check(crashLoad.gets.failed === 0, line(crashLoad.gets, 'GETs (pages and API)'));
    lines.push(
      `    ${line(crashLoad.posts, 'form posts')} (a post in flight on the killed instance is not sent twice)`,
    );
    check(
      missing.length === 0,
      `acknowledged submissions (both phases): ${acknowledged.length}, stored: ${acknowledged.length - missing.length}${missing.length > 0 ? `, missing: ${missing.slice(0, 5).join(', ')}` : ''}`,
    );
    if (victim) {
      const restarted = Date.now();
      await fleet.startInstance(victim);
      lines.push(`    ${victim.id} restarted on the same data and answered /healthz in ${Date.now() - restarted} ms`);
    }

    // 3. A visitor's photo on every instance, and after the machine that received it is lost.
    lines.push('\nA photo posted to one instance:');
    await checkFleetPhotos(fleet, check);
    return { lines, missed };
  } finally {
    await fleet?.stop();
    if (options.keep) console.log(`(fleet folder kept: ${dir})`);
    else await rm(dir, { recursive: true, force: true });
  }
}
