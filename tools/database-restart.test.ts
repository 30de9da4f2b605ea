/** @jest-environment node */
/**
 * The site keeps working when PostgreSQL goes away under it and comes back: every connection
 * the server holds is cut (as a restart or a failover does; here with pg_terminate_backend on
 * this test's own database, so the other tests sharing the server are not disturbed), and the
 * next submission is stored on a new connection, with no crash and no 5xx.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { planningMigrations } from '../mfe-planning/server/migrations';
import { applyMigrations, openDatabase } from '@estes/platform';
import { createTestDatabase, testEngines } from '@estes/platform/testing';
import { postJson, registerSubmissionRoutes } from './testing/planning-submissions';

const onPostgres = testEngines().includes('PostgreSQL') ? describe : describe.skip;

onPostgres('PostgreSQL cut from under the running server', () => {
  it('stores the next submission on a new connection, and its listener comes back', async () => {
    const database = await createTestDatabase('PostgreSQL');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'database-restart-'));
    const db = await openDatabase({ databaseUrl: database.url, dataDir });
    const app = Fastify({ logger: false });
    try {
      await applyMigrations(db, planningMigrations);
      await registerSubmissionRoutes(app, { db, dataDir, rateLimit: { max: 100, windowMs: 60_000 } });
      // The listener's callbacks settle these: the test waits for them, not for a time.
      let noticed: (payload: string) => void = () => {};
      let reconnected: () => void = () => {};
      const backOn = new Promise<void>((resolve) => (reconnected = resolve));
      const listener = await db.listen?.(
        'restart_test',
        (payload) => noticed(payload),
        () => reconnected(),
      );
      const submit = () =>
        postJson(app, '/api/planning/contact', {
          formType: 'contact',
          name: 'Ana Ruiz',
          email: 'ana@example.com',
          message: 'Is the road open?',
        });
      expect((await submit()).statusCode).toBe(201);

      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = new URL(database.url).pathname.slice(1);
      const cut = await admin.query(
        'SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(cut.rowCount).toBeGreaterThanOrEqual(2);

      const after = await submit();
      expect(after.statusCode).toBe(201);
      const rows = await db.query<{ total: number | string }>('SELECT COUNT(*) AS total FROM planning_submissions');
      expect(Number(rows[0]?.total)).toBe(2);

      // The announcement channel is back too (the test's time-out bounds the wait).
      await backOn;
      const notice = new Promise<string>((resolve) => (noticed = resolve));
      await db.query("SELECT pg_notify('restart_test', 'after')");
      expect(await notice).toBe('after');
      await listener?.close();
    } finally {
      await app.close();
      await db.close();
      await database.drop();
    }
  }, 30_000);
});
