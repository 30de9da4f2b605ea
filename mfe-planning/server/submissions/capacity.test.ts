/** @jest-environment node */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultSiteSettings } from '@estes/shared/core';
import { formMessages } from '../../src/domain/form-messages';
import { planningMigrations } from '../migrations';
import { migrate, openMemoryDatabase } from '../testing/memory-database';
import { defaultCapacity, type CapacitySettings } from './capacity';
import { submissionRoutes } from './submission-routes';

const tripRequest = {
  formType: 'trip-planning',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  message: 'Three days in June with two kids who love wildlife.',
};

async function serverWith(capacity: CapacitySettings) {
  const db = openMemoryDatabase();
  await migrate(db, planningMigrations);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'planning-capacity-'));
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(
    async (scope) =>
      submissionRoutes(scope, {
        db,
        dataDir,
        settings: defaultSiteSettings,
        rateLimit: { max: 1000, windowMs: 60_000 },
        capacity,
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
  return { app, post, stored };
}

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
});
