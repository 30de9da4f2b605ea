/**
 * @jest-environment node
 *
 * Visitors' photos on two instances of the site's planning API on one database (each with its
 * own connection and data folder, as on two machines), on SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL (decision 037): a photo posted through one is served by the other, the first one's
 * data folder can go without anything lost, a deletion takes it from both, and photos an older
 * version kept as files are taken over once however many instances start at once.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { defaultSiteSettings } from '@estes/shared/core';
import { areaApi as planningApi } from '../mfe-planning/server/index';
import { eventPhotoDir } from '../mfe-planning/server/submissions/photo-files';
import { takeOverPhotoFiles } from '../mfe-planning/server/submissions/photo-takeover';
import { eventRoutes } from '../mfe-planning/server/events/event-routes';
import { SubmissionStore } from '../mfe-planning/server/submissions/submission-store';
import { fieldParts, multipart } from '@estes/shared/server/testing/multipart';
import { eventSubmissionFixture } from '@estes/mfe-planning/form-samples';
import { applyMigrations, openDatabase, type SiteDatabase } from '@estes/platform';
import { createTestDatabase, testEngines, type TestDatabase } from '@estes/platform/testing';
import { reviewCli } from './testing/planning-submissions';

/** The two of something there are two of (instances, connections). */
function pair<T>(items: readonly T[]): [T, T] {
  const [first, second] = items;
  if (first === undefined || second === undefined) throw new Error('expected two');
  return [first, second];
}

describe.each(testEngines())('photos on two instances of one %s database', (engine) => {
  let database: TestDatabase;
  let connections: [SiteDatabase, SiteDatabase];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'instances-'));
    const first = await openDatabase({ databaseUrl: database.url, dataDir });
    await applyMigrations(first, planningApi.migrations, { area: 'planning' });
    connections = [first, await openDatabase({ databaseUrl: database.url, dataDir })];
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of connections) await db.close();
    await database.drop();
  });

  /** The events API of two instances, each with a data folder of its own. */
  const startInstances = async () => {
    const dataDirs = pair(await Promise.all(connections.map(() => mkdtemp(path.join(os.tmpdir(), 'instance-data-')))));
    const started = await Promise.all(
      connections.map(async (db, index) => {
        const app = Fastify({ logger: false });
        await app.register(
          async (scope) =>
            eventRoutes(scope, {
              db,
              dataDir: dataDirs[index] ?? '',
              settings: defaultSiteSettings,
              rateLimit: { max: 1000, windowMs: 10 * 60_000 },
            }),
          { prefix: '/api/planning' },
        );
        await app.ready();
        apps.push(app);
        return app;
      }),
    );
    return { instances: pair(started), dataDirs };
  };
  const photoOf = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  it('serves a photo posted through one instance from the other, and loses nothing with the first one’s data folder', async () => {
    const { instances, dataDirs } = await startInstances();
    const [one, two] = instances;
    const picture = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#4a7a5c' } })
      .jpeg()
      .toBuffer();
    const posted = await one.inject({
      method: 'POST',
      url: '/api/planning/event-submissions',
      ...multipart([
        ...fieldParts(eventSubmissionFixture),
        { name: 'photos', filename: 'lake.jpg', type: 'image/jpeg', bytes: picture },
      ]),
    });
    expect(posted.statusCode).toBe(201);
    const id = posted.json<{ id: string }>().id;
    // Approved with the review tool, from a third machine (a data folder of its own).
    const reviewer = reviewCli({ db: connections[1], dataDir: await mkdtemp(path.join(os.tmpdir(), 'reviewer-')) });
    expect((await reviewer('approve', id)).code).toBe(0);
    const url = `/api/planning/events/approved/${id}/photos/1`;

    const fromOne = await photoOf(one, url);
    const fromTwo = await photoOf(two, url);
    for (const answer of [fromOne, fromTwo]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'x-image-width': '2000',
        'x-image-height': '1333',
      });
    }
    expect(fromTwo.rawPayload.equals(fromOne.rawPayload)).toBe(true);
    expect(fromTwo.headers.etag).toBe(fromOne.headers.etag);
    const listed = await two.inject({ method: 'GET', url: '/api/planning/events/approved' });
    expect(listed.json().events[0].photos).toEqual([{ src: url, width: 2000, height: 1333 }]);

    // The first instance's machine is replaced: its data folder is gone. Nothing is lost.
    await rm(dataDirs[0], { recursive: true, force: true });
    for (const app of instances) {
      const answer = await photoOf(app, url);
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(fromOne.rawPayload)).toBe(true);
    }

    // Deleted with the review tool: gone from both at once, one 404 on each.
    expect((await reviewer('delete', id)).out).toContain('and 1 photo.');
    for (const app of instances) expect((await photoOf(app, url)).statusCode).toBe(404);
    const [left] = await connections[0].query<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM planning_submission_photo_chunks WHERE submission_id = ?',
      [id],
    );
    expect(Number(left?.n)).toBe(0);
  }, 60_000);

  it('takes over the photos an older version left in a data folder once, however many instances start at once', async () => {
    const [first, second] = connections;
    const store = new SubmissionStore(first);
    // One data folder both instances mount (the shared volume the README asked for before),
    // with six photos as the older version kept them: files, and rows without bytes.
    const shared = await mkdtemp(path.join(os.tmpdir(), 'shared-data-'));
    await mkdir(eventPhotoDir(shared), { recursive: true });
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { id } = await store.add({
        kind: 'event-submission',
        name: 'Lake Estes Music Club',
        email: `older${index}@example.org`,
        summary: 'Sunset Jazz',
        payload: { eventName: 'Sunset Jazz', eventDate: '2027-07-04' },
      });
      ids.push(id);
      for (const position of [1, 2]) {
        const bytes = await sharp({
          create: { width: 64, height: 48, channels: 3, background: `#00${index}${position}00` },
        })
          .jpeg()
          .toBuffer();
        const fileName = `${id}-${position}.jpg`;
        await writeFile(path.join(eventPhotoDir(shared), fileName), bytes);
        await first.execute(
          'INSERT INTO planning_submission_photos (submission_id, position, file_name, content_type, byte_size, original_name, width, height) VALUES (?, ?, ?, ?, ?, ?, 64, 48)',
          [id, position, fileName, 'image/jpeg', bytes.length, `p${position}.jpg`],
        );
      }
      await store.setStatus(id, 'approved');
    }
    // Both at once on PostgreSQL. SQLite is one machine's: its writers are processes that take
    // turns (two connections in one process, as here, cannot wait for each other).
    const outcomes =
      engine === 'PostgreSQL'
        ? await Promise.all([takeOverPhotoFiles(first, shared), takeOverPhotoFiles(second, shared)])
        : [await takeOverPhotoFiles(first, shared), await takeOverPhotoFiles(second, shared)];
    expect(outcomes.reduce((sum, outcome) => sum + outcome.takenOver, 0)).toBe(6);
    expect(await readdir(eventPhotoDir(shared))).toEqual([]);
    const [chunks] = await first.query<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM planning_submission_photo_chunks WHERE submission_id IN (?, ?, ?)',
      ids,
    );
    expect(Number(chunks?.n)).toBe(6);
    // Served by both; started again, nothing is left to do.
    const { instances } = await startInstances();
    for (const id of ids) {
      for (const app of instances) {
        expect((await photoOf(app, `/api/planning/events/approved/${id}/photos/2`)).statusCode).toBe(200);
      }
    }
    expect(await takeOverPhotoFiles(first, shared)).toEqual({ takenOver: 0, bytes: 0, filesRemoved: 0 });
    expect(existsSync(eventPhotoDir(shared))).toBe(true);
  }, 60_000);

  it('keeps a submission with all its photos or nothing of it', async () => {
    const [first] = connections;
    const sources = await mkdtemp(path.join(os.tmpdir(), 'photo-sources-'));
    const kept = path.join(sources, 'kept.jpg');
    // Larger than a chunk: rows of the first photo are written before the second one fails.
    await writeFile(kept, randomBytes(600 * 1024));
    const photo = (file: string) => ({
      file,
      kind: { contentType: 'image/jpeg', extension: 'jpg' } as const,
      originalName: 'a.jpg',
      width: 10,
      height: 10,
      byteSize: 10,
    });
    const count = async (table: string) =>
      Number((await first.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]?.n);
    const before = await Promise.all(
      ['planning_submissions', 'planning_submission_photos', 'planning_submission_photo_chunks'].map(count),
    );
    await expect(
      new SubmissionStore(first).add({
        kind: 'event-submission',
        name: 'Lake Estes Music Club',
        email: 'half@example.org',
        summary: 'Sunset Jazz',
        payload: { eventName: 'Sunset Jazz' },
        photos: [photo(kept), photo(path.join(sources, 'missing.jpg'))],
      }),
    ).rejects.toThrow(/ENOENT/);
    const after = await Promise.all(
      ['planning_submissions', 'planning_submission_photos', 'planning_submission_photo_chunks'].map(count),
    );
    expect(after).toEqual(before);
  });
});
