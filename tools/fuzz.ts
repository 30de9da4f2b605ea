/**
 * npm run fuzz: against the production server, as `npm start` runs it, on a fresh temporary data
 * folder with every area published, two phases:
 *
 * 1. the worst known input for every field of every form (tools/lib/worst-case-posts.ts), each
 *    answered within the budget of server time (50 ms) with a /healthz beside it just as quick;
 * 2. at least 10,000 generated hostile requests (tools/lib/fuzz.ts), with probes beside them.
 *
 * Passes only when every worst-case post is within budget, no answer is 500 or above, none
 * hangs, no stall is confirmed (an answer, or a probe beside the load, over its bound each time
 * it is tried), the server is alive and within its memory bound afterwards, and nothing the run
 * sent was stored (every form body it sends is invalid by construction and carries the run's mark).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaNames } from '@estes/shared/core';
import { standInNpsKey, startAlertsStandIn, startCameraStandIn } from '@estes/mfe-conditions/stand-ins';
import { startBookingStandIn, standInAffiliateId, standInBookingToken } from '@estes/mfe-lodging/stand-ins';
import { standInPlacesKey, startPlacesStandIn } from '@estes/mfe-planning/stand-ins';
import { appDir, appNames, buildApps, isBuilt, repositoryRoot } from './lib/apps';
import { endWith } from './lib/cli-output';
import { defaultFuzzBounds, describeRequest, fuzzFailures, runFuzz } from './lib/fuzz';
import { readHealthReport } from './lib/health-report';
import { publishArea } from './lib/publish';
import { serverNodeOptions, withServerProcessDefaults } from './lib/server-process';
import { withSiteDatabase } from './lib/site-database';
import { describeWorstCase, runWorstCasePosts } from './lib/worst-case-posts';

const { values: flags } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3270' },
    seed: { type: 'string' },
    'max-rss-mb': { type: 'string', default: '768' },
    'budget-ms': { type: 'string', default: '50' },
    'stall-ms': { type: 'string', default: String(defaultFuzzBounds.answerMs) },
    // Without the posts of the heaviest photo (seconds of decoding each, sent four at once).
    'without-heavy-photos': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`npm run fuzz -- [options]
  --count N                 generated requests of phase 2 (default 10000)
  --concurrency N           sent at a time (default 8)
  --seed N                  repeat a run's requests
  --port N                  the server's port (default 3270)
  --budget-ms N             server time allowed a worst-case post and its /healthz (default 50)
  --stall-ms N              an answer or a probe slower than this each time is a stall (default ${defaultFuzzBounds.answerMs})
  --max-rss-mb N            the server's memory afterwards (default 768)
  --without-heavy-photos    no posts of the heaviest photo (seconds of decoding each)
  --keep                    keep the data folder`);
  process.exit(0);
}
const count = Number(flags.count);
const concurrency = Number(flags.concurrency);
const port = Number(flags.port);
const maxRssBytes = Number(flags['max-rss-mb']) * 1024 * 1024;
const seed = flags.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(flags.seed);
const budgetMs = Number(flags['budget-ms']);
const stallMs = Number(flags['stall-ms']);
const bounds = { ...defaultFuzzBounds, answerMs: stallMs, probeMs: stallMs };
const host = '127.0.0.1';

async function main(): Promise<number> {
  const missing = appNames.filter((app) => !isBuilt(app));
  if (missing.length > 0) await buildApps(missing, 'production');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'estes-fuzz-'));
  const deployDir = path.join(dataDir, 'deploy');
  await withSiteDatabase({ DATA_DIR: dataDir }, async (db) => {
    for (const area of areaNames) await publishArea(area, { deployDir, db });
  });
  // The webcams' pictures from a local stand-in of the camera host (no internet here): an
  // unreachable camera is a 503 by design, which says nothing about hostile input.
  const cameras = await startCameraStandIn(0);
  // The park alerts' providers too (NPS and NWS stand-ins), for the same reason.
  const alertsProviders = await startAlertsStandIn(0);
  // And lodging's booking partner (the stand-in Demand API), so the offers reach live answers.
  const bookingPartner = await startBookingStandIn(0);
  // And the planning area's places provider (the stand-in Places API), so place facts reach live answers.
  const placesProvider = await startPlacesStandIn(0);
  const server = spawn(
    process.execPath,
    [...serverNodeOptions, path.join(appDir('shell'), 'dist', 'server', 'main.cjs')],
    {
      cwd: repositoryRoot,
      // Started as `npm start` starts it (its allocator settings), so the memory verdict is production's.
      env: withServerProcessDefaults({
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: host,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEPLOY_DIR: deployDir,
        LOG_LEVEL: 'fatal',
        WEBCAM_IMAGE_BASE_URL: cameras.url,
        NPS_API_KEY: standInNpsKey,
        NPS_API_URL: alertsProviders.npsUrl,
        NWS_API_URL: alertsProviders.nwsUrl,
        BOOKING_API_URL: bookingPartner.url,
        BOOKING_API_TOKEN: standInBookingToken,
        BOOKING_AFFILIATE_ID: standInAffiliateId,
        PLACES_API_URL: placesProvider.url,
        PLACES_API_KEY: standInPlacesKey,
        // Every request comes from 127.0.0.1: the per-address limits are raised so the run
        // reaches the handlers instead of measuring 429s (those are tested on their own).
        SUBMISSIONS_RATE_LIMIT: '100000',
        NEWSLETTER_SIGNUPS_PER_10_MIN: '100000',
        RENDER_BUDGET_PER_MINUTE: '0',
      }),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString()}`.slice(-4000)));
  const baseUrl = `http://${host}:${port}`;
  try {
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${baseUrl}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const mark = `fz${randomBytes(4).toString('hex')}`;
    console.log(`Fuzz, phase 1: the worst known input in every field of every form, against ${baseUrl}`);
    const worstStarted = Date.now();
    const worst = await runWorstCasePosts({
      host,
      port,
      mark,
      budgetMs,
      onProgress: (done) => process.stdout.write(`  ${done}…\r`),
    });
    console.log(
      `${worst.posts} posts in ${((Date.now() - worstStarted) / 1000).toFixed(0)} s; answers by status: ${[
        ...worst.byStatus.entries(),
      ]
        .sort(([a], [b]) => a - b)
        .map(([status, times]) => `${times} × ${status}`)
        .join(', ')}`,
    );
    console.log(`server time: median ${worst.serverMsP50} ms, 99th percentile ${worst.serverMsP99} ms`);
    if (worst.slowest) console.log(`slowest: ${describeWorstCase(worst.slowest)}`);
    if (worst.slowestHealthz) console.log(`slowest /healthz beside a post: ${describeWorstCase(worst.slowestHealthz)}`);

    console.log(
      `\nFuzz, phase 2: ${count} generated requests, ${concurrency} at a time, seed ${seed}${
        flags['without-heavy-photos'] ? ', without the heaviest photos' : ''
      }, against ${baseUrl}`,
    );
    const started = Date.now();
    const report = await runFuzz({
      host,
      port,
      count,
      concurrency,
      mark,
      seed,
      bounds,
      heavyPhotos: !flags['without-heavy-photos'],
      onProgress: (done) => process.stdout.write(`  ${done}…\r`),
    });
    const seconds = (Date.now() - started) / 1000;
    const health = await readHealthReport<{ memory?: { rssBytes?: number } }>(baseUrl).catch(() => undefined);
    const rss = health?.report.memory?.rssBytes ?? Number.NaN;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));

    const stored = await withSiteDatabase({ DATA_DIR: dataDir }, async (db) => {
      const [submissions] = await db.query<{ total: number | string }>(
        'SELECT COUNT(*) AS total FROM planning_submissions WHERE name LIKE ? OR email LIKE ?',
        [`%${mark}%`, `%${mark}%`],
      );
      const [signups] = await db.query<{ total: number | string }>(
        'SELECT COUNT(*) AS total FROM newsletter_signups WHERE email LIKE ?',
        [`%${mark}%`],
      );
      return Number(submissions?.total ?? 0) + Number(signups?.total ?? 0);
    });

    const statuses = [...report.byStatus.entries()].sort(([a], [b]) => a - b);
    console.log(`\n${report.sent} requests in ${seconds.toFixed(0)} s; answers by status:`);
    for (const [status, times] of statuses) {
      const label = status === 0 ? 'no answer (hung)' : status === -1 ? 'connection closed unanswered' : String(status);
      console.log(`  ${label.padEnd(30)} ${times}`);
    }
    if (report.busy > 0) console.log(`(${report.busy} of them 503 with Retry-After: work refused for now, on purpose)`);
    console.log(`slowest answers: ${report.slowest.map((answer) => `${answer.milliseconds} ms`).join(', ')}`);
    for (const answer of report.slowest.slice(0, 3))
      console.log(`  ${answer.milliseconds} ms: ${describeRequest(answer.request)}`);
    if (report.heavySent > 0) {
      console.log(
        `${report.heavySent} posts of the heaviest photo (in bursts of 4), slowest ${report.slowestHeavyMs} ms`,
      );
    }
    console.log(
      `probes beside the load: ${report.probes.map((probe) => `${probe.target} ${probe.asked}× slowest ${probe.slowestMs} ms`).join('; ')}`,
    );
    for (const stall of report.stalls.filter((each) => !each.confirmed)) {
      console.log(`  not a stall (quick when sent again): ${stall.what} took ${stall.milliseconds} ms`);
    }
    console.log(`server RSS afterwards ${(rss / 1024 / 1024).toFixed(0)} MB`);
    const failures: string[] = [];
    for (const answer of worst.overBudget.slice(0, 20))
      failures.push(`over the ${budgetMs} ms budget: ${describeWorstCase(answer)}`);
    if (worst.overBudget.length > 0)
      failures.push(`${worst.overBudget.length} worst-case posts over the ${budgetMs} ms budget`);
    for (const answer of worst.failed.slice(0, 20))
      failures.push(`worst-case post answered ${describeWorstCase(answer)}`);
    if (report.sent < count) failures.push(`only ${report.sent} of ${count} requests were sent`);
    failures.push(...fuzzFailures(report, bounds));
    if (health?.status !== 200) failures.push('the server did not answer /healthz with 200 afterwards');
    if (!(rss <= maxRssBytes))
      failures.push(
        `the server's memory is ${(rss / 1024 / 1024).toFixed(0)} MB, over its bound of ${flags['max-rss-mb']} MB`,
      );
    if (stored > 0) failures.push(`${stored} things the run sent were stored (every form it sent was invalid)`);
    if (failures.length > 0) {
      console.error(`\nFuzz FAILED (seed ${seed}):\n${failures.map((line) => `  - ${line}`).join('\n')}`);
      return 1;
    }
    console.log(
      `\nFuzz passed: every worst-case post within ${budgetMs} ms, no answer ≥ 500, none hung, no stall, server alive within ${flags['max-rss-mb']} MB, nothing stored.`,
    );
    return 0;
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await cameras.close();
    await alertsProviders.close();
    await bookingPartner.close();
    await placesProvider.close();
    if (!flags.keep) await rm(dataDir, { recursive: true, force: true });
  }
}

endWith(main());
