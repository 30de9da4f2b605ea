/**
 * The fleet bench's photo phase (decision 037): an event with a photo posted to one instance,
 * approved as the review tool does, then asked of every instance and of the balancer; then the
 * instance that received it is killed, its data folder deleted, and it starts again on an empty
 * one. Every answer must be 200 with the same bytes; the time to serve the photo on each instance
 * is measured.
 */
import http from 'node:http';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { SubmissionStore } from '../../mfe-planning/server/submissions/submission-store';
import { eventSubmissionFixture } from '@estes/mfe-planning/form-samples';
import type { Fleet } from './fleet';
import { withSiteDatabase } from './site-database';

interface PhotoAnswer {
  status: number;
  bytes: Buffer;
  ms: number;
}

function getPhoto(agent: http.Agent, url: string): Promise<PhotoAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks), ms: performance.now() - started }),
      );
      response.on('error', () => resolve({ status: 0, bytes: Buffer.alloc(0), ms: performance.now() - started }));
    });
    request.setTimeout(10_000, () => request.destroy());
    request.on('error', () => resolve({ status: 0, bytes: Buffer.alloc(0), ms: performance.now() - started }));
  });
}

/** The statuses of wrong answers, counted: " (wrong: 50 × 500)". */
function statusesOf(wrong: readonly number[]): string {
  if (wrong.length === 0) return '';
  const counts = new Map<number, number>();
  for (const status of wrong) counts.set(status, (counts.get(status) ?? 0) + 1);
  return ` (wrong: ${[...counts].map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`).join(', ')})`;
}

/** Asks `url` `count` times in a row: whether every answer was 200 with `expected`, and the median time. */
async function askRepeatedly(url: string, expected: Buffer, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const answers: PhotoAnswer[] = [];
    for (let index = 0; index < count; index += 1) answers.push(await getPhoto(agent, url));
    const wrong = answers.filter((answer) => answer.status !== 200 || !answer.bytes.equals(expected));
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return {
      wrong: wrong.map((answer) => answer.status),
      medianMs: times[Math.floor(times.length / 2)] ?? NaN,
    };
  } finally {
    agent.destroy();
  }
}

/**
 * A camera-sized JPEG (4000 × 3000, 2.4 MB) with a photo's grain: re-encoded on arrival to
 * 2000 × 1500, about 350 KB, two chunks in the database.
 */
async function cameraLikePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 16;
      const at = (y * width + x) * 3;
      pixels[at] = ((x * 255) / width + grain) & 255;
      pixels[at + 1] = ((y * 255) / height + grain) & 255;
      pixels[at + 2] = (128 + grain) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Runs the phase; `check` records each line and whether it held. */
export async function checkFleetPhotos(fleet: Fleet, check: (holds: boolean, text: string) => void): Promise<void> {
  const [receiver, other] = fleet.instances;
  if (!receiver || !other) throw new Error('the photo phase needs two instances');
  const photo = await cameraLikePhoto();
  const form = new FormData();
  for (const [name, value] of Object.entries(eventSubmissionFixture)) form.append(name, value);
  form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'lake.jpg');
  const posted = await fetch(`${receiver.url}/api/planning/event-submissions`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  const id = String(((await posted.json()) as { id?: unknown }).id);
  check(posted.status === 201, `event with a photo posted to ${receiver.id}: ${posted.status}`);
  if (posted.status !== 201) return;
  await withSiteDatabase(fleet.deployEnv, (db) => new SubmissionStore(db).setStatus(id, 'approved'));
  const path = `/api/planning/events/approved/${id}/photos/1`;
  const first = await getPhoto(new http.Agent(), `${receiver.url}${path}`);
  check(first.status === 200, `the photo from ${receiver.id}: ${first.status}, ${first.bytes.length} bytes`);
  for (const [what, url] of [
    [receiver.id, receiver.url],
    [other.id, other.url],
    ['the balancer', fleet.url],
  ] as const) {
    const { wrong, medianMs } = await askRepeatedly(`${url}${path}`, first.bytes, 50);
    check(
      wrong.length === 0,
      `from ${what}: ${50 - wrong.length} of 50 answers 200 with the same bytes, median ${medianMs.toFixed(1)} ms${statusesOf(wrong)}`,
    );
  }
  // The machine that received it is lost: killed, its data folder gone, started again empty.
  await fleet.killInstance(receiver);
  await rm(receiver.dataDir, { recursive: true, force: true });
  const whileDown = await askRepeatedly(`${other.url}${path}`, first.bytes, 10);
  check(
    whileDown.wrong.length === 0,
    `${receiver.id} killed and its data folder deleted: ${other.id} serves it${statusesOf(whileDown.wrong)}`,
  );
  await fleet.startInstance(receiver);
  const afterRestart = await askRepeatedly(`${receiver.url}${path}`, first.bytes, 10);
  check(
    afterRestart.wrong.length === 0,
    `${receiver.id} started again on an empty data folder: it serves it, median ${afterRestart.medianMs.toFixed(1)} ms${statusesOf(afterRestart.wrong)}`,
  );
}
