/**
 * The bench's flood figure (issue 28, decision 035): one address's crawler asks for URLs that
 * are all different, as fast as it is answered, while a visitor from the same address reads a
 * page the cache holds (`/accommodations`). Per phase (flood-report.ts): the visitor's p50 and
 * p99, the renders per second the server made (its /healthz page-cache figures), and what the
 * crawler was answered. The crawler runs in its own process (flood-client.ts), so that its work
 * does not count as the visitor's wait.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { repositoryRoot } from './apps';
import {
  floodKinds,
  floodTable,
  floodVerdicts,
  type FloodKind,
  type FloodPhase,
  type FloodSummary,
  type RenderAllowance,
} from './flood-report';

export interface FloodBenchOptions {
  baseUrl: string;
  seconds: number;
  /** The crawler's connections. */
  connections: number;
  /** The server's render budget, as it was started. */
  allowance: RenderAllowance;
}

const hotPage = '/accommodations';
const pageHeaders = { accept: 'text/html' };

/** The renders the server counted so far (`pageCache.renders`; a server from before it counted them: its misses). */
async function rendersSoFar(baseUrl: string): Promise<number> {
  const answer = await fetch(`${baseUrl}/healthz`);
  const health = (await answer.json()) as { pageCache?: { renders?: number; misses?: number } };
  const count = health.pageCache?.renders ?? health.pageCache?.misses;
  if (typeof count !== 'number') throw new Error('/healthz has no page-cache figures: the renders cannot be counted');
  return count;
}

/** Starts the crawler; resolves `started` at its first answer and `done` with its summary. */
function startCrawler(options: FloodBenchOptions, kind: FloodKind) {
  const order = JSON.stringify({
    baseUrl: options.baseUrl,
    connections: options.connections,
    seconds: options.seconds,
    kind,
  });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repositoryRoot, 'tools/lib/flood-client.ts'), order],
    {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('flooding\n')) markStarted();
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const done = new Promise<FloodSummary>((resolve, reject) => {
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        reject(new Error(`the flood's crawler failed (exit ${code}): ${errors.trim() || output.trim()}`));
        return;
      }
      resolve(JSON.parse(last) as FloodSummary);
    });
  });
  // A crawler that dies before its first answer must not leave the bench waiting for it.
  return { started: Promise.race([started, done.then(() => undefined)]), done };
}

async function runPhase(options: FloodBenchOptions, kind: FloodKind): Promise<FloodPhase> {
  process.stdout.write(`  ${kind}: `);
  const before = await rendersSoFar(options.baseUrl);
  const crawler = startCrawler(options, kind);
  await crawler.started;
  process.stdout.write(`crawler running, measuring ${hotPage} for ${options.seconds} s… `);
  const visitor = await autocannon({
    url: `${options.baseUrl}${hotPage}`,
    connections: 1,
    duration: options.seconds,
    headers: pageHeaders,
  });
  const summary = await crawler.done;
  const renders = (await rendersSoFar(options.baseUrl)) - before;
  console.log(`p99 ${visitor.latency.p99} ms, ${(renders / options.seconds).toFixed(1)} renders/s`);
  return {
    kind,
    seconds: options.seconds,
    hotPage: {
      target: hotPage,
      p50Ms: visitor.latency.p50,
      p99Ms: visitor.latency.p99,
      responses: visitor.requests.total,
      non2xx: visitor.non2xx,
      errors: visitor.errors + visitor.timeouts,
    },
    renders,
    crawler: summary,
  };
}

export async function runFloodBench(options: FloodBenchOptions): Promise<{ lines: string[]; ok: boolean }> {
  // The visitor's page is hot: asked twice, it is among the pages the cache protects.
  for (let time = 0; time < 2; time += 1) {
    const answer = await fetch(`${options.baseUrl}${hotPage}`, { headers: pageHeaders });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${hotPage} answered ${answer.status} before the flood`);
  }
  console.log(
    `\nFlood: a crawler with ${options.connections} connections and a visitor with one, both from ${new URL(options.baseUrl).hostname}, ${options.seconds} s per phase`,
  );
  const phases: FloodPhase[] = [];
  for (const kind of floodKinds) phases.push(await runPhase(options, kind));
  const verdicts = phases.map((phase) => floodVerdicts(phase, options.allowance));
  const budget =
    options.allowance.perMinute === 0
      ? 'no render budget'
      : `render budget ${options.allowance.perMinute} a minute per address, ${options.allowance.burst} at once`;
  return {
    lines: [
      '',
      ...floodTable(phases, options.connections),
      '',
      `Flood goals (decision 035; ${budget}):`,
      ...verdicts.flatMap((verdict) => verdict.lines.map((line) => `  ${line}`)),
    ],
    ok: verdicts.every((verdict) => verdict.met),
  };
}
