/**
 * The parts of `npm run photo-load` (tools/photo-load.ts) that do not start a server: the
 * worst-case photo, the upload bodies, the probes that time a static file and a cached page
 * while the uploads run, the server's memory read from /proc, and the verdict against the
 * budgets (decision 035, image work).
 */
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import sharp from 'sharp';
import { fieldParts, multipart, type MultipartPart } from '@estes/shared/server/testing/multipart';
import { eventSubmissionFixture } from '@estes/mfe-planning/form-samples';

/** The photo: a 16-bit 7000 × 7000 PNG, under the 50-megapixel cap, a few hundred KB on the wire. */
export const worstCasePhotoSize = { width: 7000, height: 7000 } as const;

/** One colour compresses to almost nothing; decoding it is 294 MB of 16-bit samples all the same. */
export async function worstCasePhoto(): Promise<Buffer> {
  return sharp({ create: { ...worstCasePhotoSize, channels: 3, background: '#2f6f8f' } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toBuffer();
}

/** The submitter's address of upload `index` in run `mark`: how the run finds what it stored. */
export const uploadEmail = (mark: string, index: number) => `photo-load-${mark}-${index}@example.org`;

/** A valid /submit-event post (multipart, asking for JSON) with `photoCount` copies of `photo`. */
export function eventSubmissionUpload(mark: string, index: number, photo: Buffer, photoCount: number) {
  const photos: MultipartPart[] = Array.from({ length: photoCount }, (_, position) => ({
    name: 'photos',
    filename: `big-${position + 1}.png`,
    type: 'image/png',
    bytes: photo,
  }));
  return multipart([
    ...fieldParts({ ...eventSubmissionFixture, email: uploadEmail(mark, index), eventName: `Photo load ${index}` }),
    ...photos,
  ]);
}

export interface Answer {
  /** HTTP status; 0 when no answer came within the client's own limit, -1 when the server closed the socket unanswered. */
  status: number;
  ms: number;
  body: string;
  retryAfter: string | undefined;
}

/** One request on its own connection; never rejects (no answer is an answer here). */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; timeoutMs: number },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number, body = '', retryAfter?: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - started, body, retryAfter });
    };
    const outgoing = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false });
    const timer = setTimeout(() => {
      finish(0);
      outgoing.destroy();
    }, options.timeoutMs);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        const retryAfter = response.headers['retry-after'];
        finish(response.statusCode ?? -1, Buffer.concat(chunks).toString('utf8'), retryAfter);
      });
      response.on('error', () => {
        clearTimeout(timer);
        finish(-1);
      });
    });
    outgoing.on('error', () => {
      clearTimeout(timer);
      finish(-1);
    });
    outgoing.end(options.body);
  });
}

export interface ProbeTiming {
  path: string;
  status: number;
  ms: number;
}

/**
 * Asks for `path` again and again (one request at a time, `gapMs` between them) until `done`
 * settles, then once more; answers every timing. A stalled server shows as one long timing.
 */
export async function probeUntil(
  baseUrl: string,
  path: string,
  done: Promise<unknown>,
  { gapMs, timeoutMs }: { gapMs: number; timeoutMs: number },
): Promise<ProbeTiming[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const timings: ProbeTiming[] = [];
  do {
    const answer = await send(`${baseUrl}${path}`, { timeoutMs });
    timings.push({ path, status: answer.status, ms: answer.ms });
    if (!finished) await Promise.race([done.catch(() => undefined), new Promise((r) => setTimeout(r, gapMs))]);
  } while (!finished);
  return timings;
}

export interface ProcessMemory {
  /** Resident set now, bytes. */
  rssBytes: number;
  /** The most the process has held resident since it started, bytes (VmHWM). */
  peakRssBytes: number;
}

/** A Linux process's memory as the kernel counts it (not through the server, which may be busy). */
export async function processMemory(pid: number): Promise<ProcessMemory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN);
  return { rssBytes: kilobytes('VmRSS') * 1024, peakRssBytes: kilobytes('VmHWM') * 1024 };
}

/** Threads of a running process (libuv's pool among them, once it has started). */
export async function threadCount(pid: number): Promise<number> {
  return (await readdir(`/proc/${pid}/task`)).length;
}

export interface PhotoLoadBudgets {
  /** Slowest answer allowed for the static file and the cached page while the uploads run. */
  maxProbeMs: number;
  /** Most the server may hold resident at any moment of the run. */
  maxPeakRssBytes: number;
}

export interface PhotoLoadReport {
  uploads: Answer[];
  probes: ProbeTiming[];
  peakRssBytes: number;
  /** Submissions of the run found stored, by email, with how many photo rows each has, and how many of them with all their bytes. */
  stored: { email: string; id: string; photoRows: number; wholePhotos: number }[];
  /** Ids the server answered 201 with. */
  acknowledgedIds: string[];
  expectedPhotos: number;
  /** Entries left in DATA_DIR/tmp/uploads after the server stopped. */
  leftoverUploadFolders: number;
}

/** What is wrong with a run, one line each; empty when every budget and rule held. */
export function photoLoadProblems(report: PhotoLoadReport, budgets: PhotoLoadBudgets): string[] {
  const problems: string[] = [];
  for (const [index, answer] of report.uploads.entries()) {
    if (answer.status === 201) continue;
    if (answer.status === 503) {
      if (!/try again in a minute/i.test(answer.body))
        problems.push(`upload ${index}: 503 without "try again in a minute"`);
      if (answer.retryAfter === undefined) problems.push(`upload ${index}: 503 without Retry-After`);
      continue;
    }
    const what =
      answer.status === 0 ? 'no answer' : answer.status === -1 ? 'connection closed unanswered' : answer.status;
    problems.push(`upload ${index}: ${what} after ${(answer.ms / 1000).toFixed(1)} s`);
  }
  if (!report.uploads.some((answer) => answer.status === 201)) problems.push('no upload was accepted');
  for (const path of new Set(report.probes.map((probe) => probe.path))) {
    const timings = report.probes.filter((probe) => probe.path === path);
    const failed = timings.filter((probe) => probe.status !== 200);
    if (failed.length > 0) problems.push(`${path}: ${failed.length} of ${timings.length} answers were not 200`);
    const slowest = Math.max(...timings.map((probe) => probe.ms));
    if (slowest > budgets.maxProbeMs) {
      problems.push(`${path}: slowest answer ${slowest.toFixed(0)} ms, over ${budgets.maxProbeMs} ms`);
    }
  }
  if (!(report.peakRssBytes <= budgets.maxPeakRssBytes)) {
    problems.push(
      `server memory peaked at ${megabytes(report.peakRssBytes)} MB, over ${megabytes(budgets.maxPeakRssBytes)} MB`,
    );
  }
  const storedIds = new Set(report.stored.map((row) => row.id));
  for (const id of report.acknowledgedIds) if (!storedIds.has(id)) problems.push(`acknowledged ${id} is not stored`);
  const acknowledged = new Set(report.acknowledgedIds);
  for (const row of report.stored) {
    if (!acknowledged.has(row.id)) problems.push(`${row.id} (${row.email}) is stored but was never acknowledged`);
    if (row.photoRows !== report.expectedPhotos || row.wholePhotos !== report.expectedPhotos) {
      problems.push(
        `${row.id} is half stored: ${row.photoRows} photo rows, ${row.wholePhotos} with all their bytes, of ${report.expectedPhotos}`,
      );
    }
  }
  if (report.leftoverUploadFolders > 0) {
    problems.push(`${report.leftoverUploadFolders} temporary upload folders were left behind`);
  }
  return problems;
}

export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Median, 99th percentile and slowest of some timings, in ms. */
export function spread(values: readonly number[]): { p50: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}
