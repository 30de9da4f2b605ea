/**
 * @jest-environment node
 *
 * The global caps measure the store photos are really kept in (decision 037), on a real
 * database: SQLite (a file; also on a disk of its own when this machine has /dev/shm) and, with
 * TEST_DATABASE_URL, PostgreSQL. The photo cap counts the bytes the database holds; the free
 * space is checked where a post is written: the data folder (temporary uploads) and SQLite's
 * file; PostgreSQL's disk is its server's, which an instance cannot see.
 */
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdtemp, statfs, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { areaApi as planningApi } from '../mfe-planning/server/index';
import { capacityHealth, capacityReached, defaultCapacity } from '../mfe-planning/server/submissions/capacity';
import { SubmissionStore } from '../mfe-planning/server/submissions/submission-store';
import { applyMigrations, openDatabase, type SiteDatabase } from '@estes/platform';
import { createTestDatabase, type TestDatabase, testEngines } from '@estes/platform/testing';

const noFreeSpaceIsEnough = { ...defaultCapacity, minFreeDiskBytes: Number.MAX_SAFE_INTEGER };
const largestPost = 15 * 1024 ** 2;

async function storeEventWithPhoto(db: SiteDatabase, bytes: number): Promise<void> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'capacity-photo-')), 'photo.jpg');
  // Random, as a photo's bytes are: nothing for PostgreSQL to compress.
  await writeFile(file, randomBytes(bytes));
  await new SubmissionStore(db).add({
    kind: 'event-submission',
    name: 'Lake Estes Music Club',
    email: 'jazz@example.org',
    summary: 'Sunset Jazz',
    payload: {},
    photos: [
      {
        file,
        kind: { contentType: 'image/jpeg', extension: 'jpg' },
        originalName: 'a.jpg',
        width: 10,
        height: 10,
        byteSize: bytes,
      },
    ],
  });
}

describe.each(testEngines())('the caps on %s', (engine) => {
  let database: TestDatabase;
  let db: SiteDatabase;
  let dataDir: string;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'capacity-data-'));
    db = await openDatabase({ databaseUrl: database.url, dataDir });
    await applyMigrations(db, planningApi.migrations, { area: 'planning' });
  });

  afterEach(async () => {
    await db.close();
    await database.drop();
  });

  it('count the photo bytes the database holds, and say where photos are kept', async () => {
    await storeEventWithPhoto(db, 700 * 1024);
    const health = await capacityHealth(db, dataDir, { ...defaultCapacity, minFreeDiskBytes: 0 }, largestPost);
    expect(health).toMatchObject({ state: 'ok', photoBytes: 700 * 1024, photoStore: db.dialect });
    if (engine === 'PostgreSQL') expect(health.photoTableBytes).toBeGreaterThanOrEqual(700 * 1024);
    expect(
      await capacityReached(
        db,
        dataDir,
        { ...defaultCapacity, maxPhotoBytes: 1024 ** 2, minFreeDiskBytes: 0 },
        400 * 1024,
      ),
    ).toBe('stored photos would pass 1 MB (SUBMISSIONS_MAX_PHOTO_MB)');
  });

  it('check the free space where a post is written: the data folder, and on SQLite the database file’s disk', async () => {
    const health = await capacityHealth(db, dataDir, noFreeSpaceIsEnough, largestPost);
    expect(health.state).toBe('degraded');
    expect(typeof health.freeDiskBytes).toBe('number');
    if (engine === 'SQLite') {
      // The database file is in the temporary folder, the data folder's disk too.
      expect(health.problem).toContain("the data folder's disk (the database's too) has");
      expect(await capacityReached(db, dataDir, noFreeSpaceIsEnough, 0)).toBe(
        "the data folder's disk (the database's too) would have less than 8589934592 MB free (SUBMISSIONS_MIN_FREE_DISK_MB)",
      );
    } else {
      expect(health.problem).toContain("the data folder's disk has");
      expect(health.problem).not.toContain('database');
      expect(health.databaseFreeDiskBytes).toBeUndefined();
    }
  });

  const otherDisk = '/dev/shm';
  const hasOtherDisk = (() => {
    try {
      return statSync(otherDisk).dev !== statSync(os.tmpdir()).dev;
    } catch {
      return false;
    }
  })();
  (engine === 'SQLite' && hasOtherDisk ? it : it.skip)(
    'measure a SQLite file on another disk there, its free pages counted as free',
    async () => {
      const folder = await mkdtemp(path.join(otherDisk, 'capacity-db-'));
      const elsewhere = await openDatabase({ databaseUrl: `file:${path.join(folder, 'site.db')}`, dataDir });
      try {
        await applyMigrations(elsewhere, planningApi.migrations, { area: 'planning' });
        await storeEventWithPhoto(elsewhere, 2 * 1024 ** 2);
        await elsewhere.execute('DELETE FROM planning_submission_photo_chunks');
        const [free] = await elsewhere.query<{ freelist_count: number }>('PRAGMA freelist_count');
        expect(Number(free?.freelist_count)).toBeGreaterThan(400);
        const [page] = await elsewhere.query<{ page_size: number }>('PRAGMA page_size');
        const health = await capacityHealth(elsewhere, dataDir, noFreeSpaceIsEnough, largestPost);
        const disk = await statfs(folder);
        expect(health.problem).toContain("the data folder's disk has");
        expect(health.problem).toContain("the database's disk has");
        // The disk's free space and the file's free pages (within a megabyte others may have written).
        const freePages = Number(free?.freelist_count) * Number(page?.page_size);
        expect(Math.abs(Number(health.databaseFreeDiskBytes) - disk.bavail * disk.bsize - freePages)).toBeLessThan(
          1024 ** 2,
        );
      } finally {
        await elsewhere.close();
      }
    },
  );
});
