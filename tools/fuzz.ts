/**
 * npm run fuzz: at least 10,000 generated hostile requests (tools/lib/fuzz.ts) against the
 * production server, as `npm start` runs it, on a fresh temporary data folder with every area
 * published. Passes only when no answer is 500 or above, none hangs, the server is alive and
 * within its memory bound afterwards, and nothing the run sent was stored (every form body it
 * sends is invalid by construction and carries the run's mark).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaNames } from '@estes/shared/core';
import { standInNpsKey, startAlertsStandIn } from '../mfe-conditions/server/park-alerts/testing/alerts-stand-in';
import { startCameraStandIn } from '../mfe-conditions/server/places/testing/camera-stand-in';
import {
  startBookingStandIn,
  standInAffiliateId,
  standInBookingToken,
} from '../mfe-lodging/server/offers/testing/booking-stand-in';
import { appDir, appNames, buildApps, isBuilt, repositoryRoot } from './lib/apps';
import { endWith } from './lib/cli-output';
import { describeRequest, runFuzz } from './lib/fuzz';
import { readHealthReport } from './lib/health-report';
import { publishArea } from './lib/publish';
import { withSiteDatabase } from './lib/site-database';

const { values: flags } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3270' },
    seed: { type: 'string' },
    'max-rss-mb': { type: 'string', default: '768' },
    keep: { type: 'boolean', default: false },
  },
});
const count = Number(flags.count);
const concurrency = Number(flags.concurrency);
const port = Number(flags.port);
const maxRssBytes = Number(flags['max-rss-mb']) * 1024 * 1024;
const seed = flags.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(flags.seed);
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
  const server = spawn(process.execPath, [path.join(appDir('shell'), 'dist', 'server', 'main.cjs')], {
    cwd: repositoryRoot,
    env: {
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
      // Every request comes from 127.0.0.1: the per-address limits are raised so the run
      // reaches the handlers instead of measuring 429s (those are tested on their own).
      SUBMISSIONS_RATE_LIMIT: '100000',
      NEWSLETTER_SIGNUPS_PER_10_MIN: '100000',
      RENDER_BUDGET_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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
    console.log(`Fuzz: ${count} generated requests, ${concurrency} at a time, seed ${seed}, against ${baseUrl}`);
    const started = Date.now();
    const report = await runFuzz({
      host,
      port,
      count,
      concurrency,
      mark,
      seed,
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
    console.log(`slowest answer ${report.slowestMs} ms; server RSS afterwards ${(rss / 1024 / 1024).toFixed(0)} MB`);
    const failures: string[] = [];
    if (report.sent < count) failures.push(`only ${report.sent} of ${count} requests were sent`);
    for (const answer of report.serverErrors.slice(0, 20)) {
      failures.push(`${answer.status} for ${describeRequest(answer.request)}`);
    }
    if (report.serverErrors.length > 0) failures.push(`${report.serverErrors.length} answers of 500 or above`);
    for (const answer of report.unanswered.slice(0, 20))
      failures.push(`no answer to ${describeRequest(answer.request)}`);
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
      `\nFuzz passed: no answer ≥ 500, none hung, server alive within ${flags['max-rss-mb']} MB, nothing stored.`,
    );
    return 0;
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await cameras.close();
    await alertsProviders.close();
    await bookingPartner.close();
    if (!flags.keep) await rm(dataDir, { recursive: true, force: true });
  }
}

endWith(main());
