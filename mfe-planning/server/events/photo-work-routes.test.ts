/**
 * @jest-environment node
 *
 * The submit-event form when photo work is busy (decision 035): a post whose photos cannot get
 * a turn in time is answered 503 "try again in a minute", in JSON and as a page, and nothing of
 * it is kept (no row, no photo file, no temporary file); a post that gets its turn is stored
 * whole; every turn is given back. The test holds the queue's one turn itself, and only the wait
 * limit's timer is on Jest's fake clock.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { defaultSiteSettings } from '@estes/shared/core';
import type { AreaHealth, Database } from '@estes/shared/server';
import { formMessages } from '../../src/domain/form-messages';
import { eventSubmissionFixture } from '../../src/domain/form-samples';
import { planningMigrations } from '../migrations';
import { migrate, openMemoryDatabase } from '../testing/memory-database';
import { fieldParts, multipart, type MultipartPart } from '@estes/shared/server/testing/multipart';
import { eventPhotoDir } from '../submissions/photo-files';
import { uploadTempRoot } from '../submissions/photo-uploads';
import { PhotoWorkQueue, type PhotoWorkLimits } from '../submissions/photo-work-queue';
import { SubmissionStore } from '../submissions/submission-store';
import { PhotoRefusals } from '../submissions/photo-refusals';
import { submissionRoutes } from '../submissions/submission-routes';
import { eventRoutes } from './event-routes';

const limits: PhotoWorkLimits = { concurrency: 1, maxWaitMs: 10_000, maxWaiting: 4, jobSeconds: 15 };

let app: FastifyInstance;
let db: Database;
let dataDir: string;
let queue: PhotoWorkQueue;
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6f8f' } })
    .png()
    .toBuffer();
});

const healthChecks = new Map<string, () => Promise<AreaHealth>>();
const submissionsHealth = () => {
  const check = healthChecks.get('submissions');
  if (!check) throw new Error('the submissions health check was not reported');
  return check();
};

async function start(queueLimits: PhotoWorkLimits = limits) {
  queue = new PhotoWorkQueue(queueLimits);
  app = Fastify({ logger: false });
  // The events' queue refuses; the submissions' /healthz names it (as the area's API registers them).
  const forms = {
    prefix: '/api/planning',
    db,
    dataDir,
    settings: defaultSiteSettings,
    rateLimit: { max: 100, windowMs: 60_000 },
    photoRefusals: new PhotoRefusals(),
  };
  await app.register(submissionRoutes, { ...forms, reportHealth: (name, check) => healthChecks.set(name, check) });
  await app.register(eventRoutes, { ...forms, photoWorkQueue: queue });
}

beforeEach(async () => {
  // Only the queue's wait limit runs on the fake clock; streams, files and the database keep theirs.
  jest.useFakeTimers({
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'Date', 'hrtime', 'performance'],
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'photo-work-'));
  db = openMemoryDatabase();
  await migrate(db, planningMigrations);
});

afterEach(async () => {
  jest.useRealTimers();
  await app.close();
  await db.close();
});

const photos = (count: number): MultipartPart[] =>
  Array.from({ length: count }, (_, index) => ({
    name: 'photos',
    filename: `lake-${index + 1}.png`,
    type: 'image/png',
    bytes: photo,
  }));

function post(parts: readonly MultipartPart[], accept = 'application/json') {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/planning/event-submissions',
    payload: body.payload,
    headers: { ...body.headers, accept },
  });
}

/** Holds the queue's only turn until the test lets go. */
function holdTheTurn() {
  let letGo!: () => void;
  const held = queue.run(() => new Promise<void>((resolve) => (letGo = resolve)));
  return { letGo: () => letGo(), held };
}

/** Waits (on real ticks, no clock) until `count` posts wait for their turn. */
async function untilWaiting(count: number) {
  while (queue.waiting < count) await new Promise((resolve) => setImmediate(resolve));
}

async function nothingKept() {
  expect(await new SubmissionStore(db).list()).toEqual([]);
  expect(await readdir(eventPhotoDir(dataDir)).catch(() => [])).toEqual([]);
  expect(await readdir(uploadTempRoot(dataDir)).catch(() => [])).toEqual([]);
}

describe('photo work when it is busy', () => {
  it('answers 503 "try again in a minute" in JSON after the wait limit, and keeps nothing', async () => {
    await start();
    const turn = holdTheTurn();
    const answer = post([...fieldParts(eventSubmissionFixture), ...photos(3)]);
    await untilWaiting(1);
    jest.advanceTimersByTime(limits.maxWaitMs - 1);
    expect(queue.waiting).toBe(1);
    jest.advanceTimersByTime(1);
    const response: LightMyRequestResponse = await answer;

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({
      ok: false,
      message: formMessages.photosBusy(defaultSiteSettings.phone),
      fieldErrors: {},
    });
    expect(response.json().message).toMatch(/try again in a minute/);
    await nothingKept();
    turn.letGo();
    await turn.held;
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('answers a plain form post with a page that says the same', async () => {
    await start();
    const turn = holdTheTurn();
    const answer = post([...fieldParts(eventSubmissionFixture), ...photos(1)], 'text/html');
    await untilWaiting(1);
    jest.advanceTimersByTime(limits.maxWaitMs);
    const response = await answer;

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>We could not take your form just now</h1>');
    expect(response.body).toContain('please try again in a minute');
    await nothingKept();
    turn.letGo();
  });

  it('stores each waiting post whole once its turn comes', async () => {
    await start();
    const turn = holdTheTurn();
    const first = post([...fieldParts({ ...eventSubmissionFixture, eventName: 'First' }), ...photos(3)]);
    await untilWaiting(1);
    const second = post([...fieldParts({ ...eventSubmissionFixture, eventName: 'Second' }), ...photos(1)]);
    await untilWaiting(2);
    turn.letGo();
    const [firstAnswer, secondAnswer] = await Promise.all([first, second]);

    expect([firstAnswer.statusCode, secondAnswer.statusCode]).toEqual([201, 201]);
    const stored = await new SubmissionStore(db).list();
    const photosByEvent = stored.map((submission) => [submission.payload.eventName, submission.photos.length]);
    expect(photosByEvent.sort()).toEqual([
      ['First', 3],
      ['Second', 1],
    ]);
    // Each photo whole in the database, none in the data folder.
    expect(stored.flatMap((submission) => submission.photos.map((photo) => photo.storedChunks))).toEqual([1, 1, 1, 1]);
    expect(await readdir(eventPhotoDir(dataDir)).catch(() => [])).toEqual([]);
    // Their temporary files were removed before the answers went out.
    expect(await readdir(uploadTempRoot(dataDir))).toEqual([]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when the line is full, and /healthz names the refusals', async () => {
    await start({ ...limits, maxWaiting: 1 });
    expect(await submissionsHealth()).toMatchObject({ state: 'ok', photoPostsRefusedLastMinute: 0 });
    const turn = holdTheTurn();
    const waiting = post([...fieldParts(eventSubmissionFixture), ...photos(1)]);
    await untilWaiting(1);
    const refused = await post([...fieldParts(eventSubmissionFixture), ...photos(1)]);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(formMessages.photosBusy(defaultSiteSettings.phone));
    const health = await submissionsHealth();
    expect(health).toMatchObject({ state: 'degraded', photoPostsRefusedLastMinute: 1 });
    expect(health.problem).toMatch(/1 event submission was refused in the last minute because photo work was busy/);
    turn.letGo();
    expect((await waiting).statusCode).toBe(201);
    expect(await new SubmissionStore(db).list()).toHaveLength(1);
  });

  it('answers 503 and keeps nothing when the job runs out of time', async () => {
    await start({ ...limits, jobSeconds: 0 });
    const response = await post([...fieldParts(eventSubmissionFixture), ...photos(2)]);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(formMessages.photosBusy(defaultSiteSettings.phone));
    await nothingKept();
    expect(queue.running).toBe(0);
  });

  it('gives the turn back when a photo is refused, and takes none without photos', async () => {
    await start();
    const refused = await post([
      ...fieldParts(eventSubmissionFixture),
      { name: 'photos', filename: 'menu.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7\n') },
    ]);
    expect(refused.statusCode).toBe(400);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);

    // Without photos there is no image work: the post never waits, even while the turn is held.
    const turn = holdTheTurn();
    const plain = await post(fieldParts(eventSubmissionFixture));
    expect(plain.statusCode).toBe(201);
    turn.letGo();
  });
});
