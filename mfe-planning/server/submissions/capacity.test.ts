/** @jest-environment node */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AreaHealth, Database } from '@estes/shared/server';
import { defaultSiteSettings } from '@estes/shared/core';
import { formMessages } from '../../src/domain/form-messages';
import { planningMigrations } from '../migrations';
import { migrate, openMemoryDatabase } from '../testing/memory-database';
import { defaultCapacity, type CapacitySettings } from './capacity';
import { photoLimits } from '../../src/domain/form-limits';
import { submissionRoutes } from './submission-routes';

const tripRequest = {
  formType: 'trip-planning',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  message: 'Three days in June with two kids who love wildlife.',
};

/** The submission routes of one instance on `db` (a fresh database unless given one), with what they report to /healthz. */
async function serverWith(capacity: CapacitySettings, shared?: { db: Database; dataDir: string }) {
  const db = shared?.db ?? openMemoryDatabase();
  if (!shared) await migrate(db, planningMigrations);
  const dataDir = shared?.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'planning-capacity-')));
  const healthChecks = new Map<string, () => Promise<AreaHealth>>();
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(
    async (scope) =>
      submissionRoutes(scope, {
        db,
        dataDir,
        settings: defaultSiteSettings,
        rateLimit: { max: 1000, windowMs: 60_000 },
        capacity,
        reportHealth: (name, check) => healthChecks.set(name, check),
      }),
    { prefix: '/api/planning' },
  );
  const post = () =>
    app.inject({
      method: 'POST',
      url: '/api/planning/contact',
      payload: tripRequest,
      headers: { accept: 'application/json' },
    });
  const stored = async () =>
    Number((await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM planning_submissions'))[0]?.n ?? 0);
  /** What /healthz shows under areas.planning.submissions. */
  const health = async () => {
    const check = healthChecks.get('submissions');
    if (!check) throw new Error('the submissions reported no health check');
    return check();
  };
  return { app, db, dataDir, post, stored, health };
}

/** No disk is too full for these tests (the machine's own free space is not what they are about). */
const anyDisk: CapacitySettings = { ...defaultCapacity, minFreeDiskBytes: 0 };

describe('global caps on what the site keeps', () => {
  it('refuses a submission past the number waiting for review, with a 503 that says nothing was kept', async () => {
    const { app, post, stored } = await serverWith({ ...defaultCapacity, maxPending: 2 });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    const full = await post();
    expect(full.statusCode).toBe(503);
    expect(full.json().message).toBe(formMessages.full(defaultSiteSettings.phone));
    expect(full.headers['retry-after']).toBe('3600');
    expect(await stored()).toBe(2);
    await app.close();
  });

  it('refuses a submission when the data folder’s disk would keep less than its free space', async () => {
    const { app, post, stored } = await serverWith({ ...defaultCapacity, minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    expect((await post()).statusCode).toBe(503);
    expect(await stored()).toBe(0);
    await app.close();
  });

  it('makes /healthz degraded, naming the cap, on every instance while the pending cap refuses visitors', async () => {
    const first = await serverWith({ ...anyDisk, maxPending: 2 });
    // A second instance on the same database.
    const second = await serverWith({ ...anyDisk, maxPending: 2 }, first);
    expect(await first.health()).toMatchObject({ state: 'ok', waitingForReview: 0, maxWaitingForReview: 2 });
    expect((await first.post()).statusCode).toBe(201);
    expect((await first.health()).state).toBe('ok');
    expect((await first.post()).statusCode).toBe(201);
    for (const instance of [first, second]) {
      const health = await instance.health();
      expect(health).toMatchObject({ state: 'degraded', waitingForReview: 2 });
      expect(health.problem).toContain('2 submissions are waiting for review');
      expect(health.problem).toContain('SUBMISSIONS_MAX_PENDING=2');
      expect(health.problem).toContain('every form answers 503');
    }
    // What it says is what visitors get.
    expect((await second.post()).statusCode).toBe(503);
    // One reviewed: room again, and /healthz says ok.
    await first.db.execute(
      "UPDATE planning_submissions SET status = 'approved' WHERE rowid = (SELECT MIN(rowid) FROM planning_submissions)",
    );
    expect((await second.health()).state).toBe('ok');
    await first.app.close();
    await second.app.close();
  });

  it('is degraded when the photo cap refuses the largest post a form takes, and says from how many MB', async () => {
    const largestPost = photoLimits.maxPhotos * photoLimits.maxBytes;
    const roomy = await serverWith({ ...anyDisk, maxPhotoBytes: largestPost });
    expect((await roomy.health()).state).toBe('ok');
    const tight = await serverWith({ ...anyDisk, maxPhotoBytes: 10 * 1024 ** 2 });
    const health = await tight.health();
    expect(health.state).toBe('degraded');
    expect(health.problem).toContain('SUBMISSIONS_MAX_PHOTO_MB');
    expect(health.problem).toContain('an event submission with more than 10 MB of photos answers 503');
    const none = await serverWith({ ...anyDisk, maxPhotoBytes: 0 });
    expect((await none.health()).problem).toContain('every event submission with photos answers 503');
    // Forms without photos are still taken.
    expect((await none.post()).statusCode).toBe(201);
    await Promise.all([roomy.app.close(), tight.app.close(), none.app.close()]);
  });

  it('is degraded while the data folder’s disk is below its free space, and says every form is refused', async () => {
    const full = await serverWith({ ...defaultCapacity, minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    const health = await full.health();
    expect(health.state).toBe('degraded');
    expect(health.problem).toContain('SUBMISSIONS_MIN_FREE_DISK_MB');
    expect(health.problem).toContain('every form answers 503 on this instance');
    expect((await full.post()).statusCode).toBe(503);
    await full.app.close();
  });
});
