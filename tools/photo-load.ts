/**
 * npm run photo-load: the budget check for image work (decision 035). Starts the production
 * server as `npm start` does, on a fresh data folder with every area published, then sends 8
 * valid /submit-event posts at once, each with 3 worst-case photos (16-bit 7000 × 7000 PNGs,
 * under the pixel cap), while asking for a static file (/assets/main.js) and a cached page (/)
 * one request after another. Fails (exit 1) when either answers slower than 100 ms or not 200,
 * when the server's resident memory passes its bound at any moment, when an upload gets
 * anything but 201 or a 503 saying "try again in a minute" (with Retry-After), or when anything
 * is half stored or left behind: every 201 stored with all its photos (their bytes in the
 * database, every chunk), nothing else stored, no temporary upload folder left.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaNames } from '@estes/shared/core';
import { uploadTempRoot } from '../mfe-planning/server/submissions/photo-uploads';
import { appDir, appNames, buildApps, isBuilt, repositoryRoot } from './lib/apps';
import {
  eventSubmissionUpload,
  threadCount,
  megabytes,
  photoLoadProblems,
  probeUntil,
  processMemory,
  send,
  spread,
  worstCasePhoto,
  worstCasePhotoSize,
  type PhotoLoadReport,
  type ProbeTiming,
} from './lib/photo-load';
import { publishArea } from './lib/publish';
import { serverNodeOptions, withServerProcessDefaults } from './lib/server-process';
import { withSiteDatabase } from './lib/site-database';

const { values: flags } = parseArgs({
  options: {
    uploads: { type: 'string', default: '8' },
    photos: { type: 'string', default: '3' },
    port: { type: 'string', default: '3290' },
    'max-ms': { type: 'string', default: '100' },
    'max-rss-mb': { type: 'string', default: '400' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`npm run photo-load [-- --uploads 8 --photos 3 --port 3290 --max-ms 100 --max-rss-mb 400 --keep]`);
  process.exit(0);
}
const uploadCount = Number(flags.uploads);
const photoCount = Number(flags.photos);
const port = Number(flags.port);
const budgets = { maxProbeMs: Number(flags['max-ms']), maxPeakRssBytes: Number(flags['max-rss-mb']) * 1024 * 1024 };
const host = '127.0.0.1';
const baseUrl = `http://${host}:${port}`;
const probePaths = ['/assets/main.js', '/'] as const;

async function startServer(dataDir: string, deployDir: string) {
  const server = spawn(
    process.execPath,
    [...serverNodeOptions, path.join(appDir('shell'), 'dist', 'server', 'main.cjs')],
    {
      cwd: repositoryRoot,
      // As `npm start` starts it (tools/start.ts): the allocator's settings under ours.
      env: withServerProcessDefaults({
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: host,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEPLOY_DIR: deployDir,
        LOG_LEVEL: 'warn',
        // Every post comes from 127.0.0.1: the per-address limit (20 in 10 minutes) is raised so
        // the run measures image work, not the limit (tested on its own).
        SUBMISSIONS_RATE_LIMIT: '100000',
      }),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString()}`.slice(-4000)));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while ((await send(`${baseUrl}/healthz`, { timeoutMs: 5000 })).status !== 200) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { server, exited, stderr: () => stderr };
}

const countFiles = (folder: string) =>
  readdir(folder).then(
    (names) => names.length,
    () => 0,
  );

async function main(): Promise<number> {
  const missing = appNames.filter((app) => !isBuilt(app));
  if (missing.length > 0) await buildApps(missing, 'production');
  const photo = await worstCasePhoto();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'estes-photo-load-'));
  const deployDir = path.join(dataDir, 'deploy');
  await withSiteDatabase({ DATA_DIR: dataDir }, async (db) => {
    for (const area of areaNames) await publishArea(area, { deployDir, db });
  });
  const { server, exited, stderr } = await startServer(dataDir, deployDir);
  const pid = server.pid ?? 0;
  try {
    // The page is cached and the file read once, as on a site that has been up a while.
    for (const probePath of probePaths) await send(`${baseUrl}${probePath}`, { timeoutMs: 30_000 });
    const quiet: ProbeTiming[] = [];
    for (let round = 0; round < 20; round += 1) {
      for (const probePath of probePaths) {
        const answer = await send(`${baseUrl}${probePath}`, { timeoutMs: 30_000 });
        quiet.push({ path: probePath, status: answer.status, ms: answer.ms });
      }
    }
    const before = await processMemory(pid);
    const mark = randomBytes(4).toString('hex');
    const bodies = Array.from({ length: uploadCount }, (_, index) =>
      eventSubmissionUpload(mark, index, photo, photoCount),
    );
    console.log(
      `Photo load: ${uploadCount} submissions at once, ${photoCount} photos each (${worstCasePhotoLabel(photo)}), against ${baseUrl}`,
    );
    console.log(`  server before: RSS ${megabytes(before.rssBytes)} MB`);

    let peakRss = before.rssBytes;
    const started = performance.now();
    const uploadsDone = Promise.all(
      bodies.map((body) =>
        send(`${baseUrl}/api/planning/event-submissions`, {
          method: 'POST',
          headers: body.headers,
          body: body.payload,
          // Past the server's own two-minute request limit: "no answer" is the server's doing.
          timeoutMs: 150_000,
        }),
      ),
    );
    const sampling = (async () => {
      let finished = false;
      void uploadsDone.finally(() => (finished = true));
      while (!finished) {
        const memory = await processMemory(pid).catch(() => undefined);
        if (memory) peakRss = Math.max(peakRss, memory.rssBytes);
        await Promise.race([uploadsDone, new Promise((resolve) => setTimeout(resolve, 100))]);
      }
    })();
    const probeRuns = probePaths.map((probePath) =>
      probeUntil(baseUrl, probePath, uploadsDone, { gapMs: 20, timeoutMs: 60_000 }),
    );
    const uploads = await uploadsDone;
    const seconds = (performance.now() - started) / 1000;
    const probes = (await Promise.all(probeRuns)).flat();
    await sampling;
    const threads = await threadCount(pid).catch(() => NaN);
    const after = await processMemory(pid);
    // The kernel's high-water mark catches a peak between two samples.
    peakRss = Math.max(peakRss, after.rssBytes, after.peakRssBytes);

    // Stopped as an operator stops it: requests in flight finish, their folders are removed.
    server.kill('SIGTERM');
    await exited;
    const stored = await withSiteDatabase({ DATA_DIR: dataDir }, async (db) => {
      const rows = await db.query<{ id: string; email: string }>(
        'SELECT id, email FROM planning_submissions WHERE email LIKE ?',
        [`photo-load-${mark}-%`],
      );
      return Promise.all(
        rows.map(async (row) => {
          const photoRows = await db.query<{
            byte_size: number | string;
            stored_chunks: number | string | null;
            chunk_rows: number | string;
            chunk_bytes: number | string | null;
          }>(
            `SELECT p.byte_size, p.stored_chunks, COUNT(c.chunk) AS chunk_rows, SUM(LENGTH(c.bytes)) AS chunk_bytes
             FROM planning_submission_photos p LEFT JOIN planning_submission_photo_chunks c
               ON c.submission_id = p.submission_id AND c.position = p.position
             WHERE p.submission_id = ? GROUP BY p.position, p.byte_size, p.stored_chunks`,
            [row.id],
          );
          // A photo is whole when every chunk its row counts is there, and they add up to its size.
          const whole = photoRows.filter(
            (photo) =>
              photo.stored_chunks !== null &&
              Number(photo.chunk_rows) === Number(photo.stored_chunks) &&
              Number(photo.chunk_bytes ?? 0) === Number(photo.byte_size),
          );
          return { id: row.id, email: row.email, photoRows: photoRows.length, wholePhotos: whole.length };
        }),
      );
    });
    const acknowledgedIds = uploads.flatMap((answer) => {
      if (answer.status !== 201) return [];
      const id = (JSON.parse(answer.body) as { id?: unknown }).id;
      return typeof id === 'string' ? [id] : [];
    });
    const report: PhotoLoadReport = {
      uploads,
      probes,
      peakRssBytes: peakRss,
      stored,
      acknowledgedIds,
      expectedPhotos: photoCount,
      leftoverUploadFolders: await countFiles(uploadTempRoot(dataDir)),
    };

    const byStatus = new Map<number, number>();
    for (const answer of uploads) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    const statusLine = [...byStatus.entries()]
      .map(([status, times]) => `${times} × ${status === 0 ? 'no answer' : status === -1 ? 'closed' : status}`)
      .join(', ');
    const answerTimes = spread(uploads.map((answer) => answer.ms));
    console.log(`  uploads answered in ${seconds.toFixed(1)} s: ${statusLine}`);
    console.log(
      `  upload answer times: median ${(answerTimes.p50 / 1000).toFixed(1)} s, slowest ${(answerTimes.max / 1000).toFixed(1)} s`,
    );
    for (const probePath of probePaths) {
      const still = spread(quiet.filter((probe) => probe.path === probePath).map((probe) => probe.ms));
      const during = probes.filter((probe) => probe.path === probePath);
      const loaded = spread(during.map((probe) => probe.ms));
      if (still.max > budgets.maxProbeMs) {
        console.log(
          `  (before any upload ${probePath} already took ${still.max.toFixed(0)} ms once: other work on this machine)`,
        );
      }
      console.log(
        `  ${probePath.padEnd(16)} quiet p50 ${still.p50.toFixed(1)} ms, max ${still.max.toFixed(1)} ms; ` +
          `during the uploads ${during.length} answers, p50 ${loaded.p50.toFixed(1)} ms, p99 ${loaded.p99.toFixed(1)} ms, max ${loaded.max.toFixed(1)} ms`,
      );
    }
    console.log(
      `  server memory: RSS ${megabytes(before.rssBytes)} MB before, peak ${megabytes(peakRss)} MB (VmHWM), ` +
        `${megabytes(after.rssBytes)} MB after; ${threads} threads`,
    );
    console.log(
      `  stored: ${stored.length} submissions of ${acknowledgedIds.length} acknowledged; temporary upload folders left: ${report.leftoverUploadFolders}`,
    );
    const problems = photoLoadProblems(report, budgets);
    if (problems.length > 0) {
      console.error(`\nPhoto load FAILED:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
      if (stderr()) console.error(`\nserver's last words:\n${stderr()}`);
      return 1;
    }
    console.log(
      `\nPhoto load passed: static file and cached page under ${budgets.maxProbeMs} ms, memory under ${flags['max-rss-mb']} MB, ` +
        `every upload stored whole or refused with "try again in a minute", nothing left behind.`,
    );
    return 0;
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    if (!flags.keep) await rm(dataDir, { recursive: true, force: true });
    else console.log(`(data kept in ${dataDir})`);
  }
}

const worstCasePhotoLabel = (photo: Buffer) =>
  `16-bit ${worstCasePhotoSize.width} × ${worstCasePhotoSize.height} PNG, ${Math.round(photo.length / 1024)} KB`;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
