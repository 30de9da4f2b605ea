/**
 * @jest-environment node
 *
 * The crash test of `npm run bench` reads what survived from the site's database itself (the
 * server's rules: DATABASE_URL, else DATA_DIR/site.db), on SQLite and, with TEST_DATABASE_URL,
 * on PostgreSQL: exactly its own run's trip requests, each under the id the server gave it.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, openDatabase } from '@estes/platform';
import { createTestDatabase, testEngines } from '@estes/platform/testing';
import { planningMigrations } from '../../mfe-planning/server/migrations';
import { SubmissionStore, type NewSubmission } from '../../mfe-planning/server/submissions/submission-store';
import { storedTripRequests } from './bench-crash';
import { benchEmail } from './bench-report';

const submission = (kind: NewSubmission['kind'], email: string): NewSubmission => ({
  kind,
  name: 'Bench',
  email,
  summary: 'Trip request',
  payload: { message: 'Three days in June.' },
});

describe.each(testEngines())('the crash test’s reading of the database on %s', (engine) => {
  it('finds every trip request of its run with its id, and nothing of another run or kind', async () => {
    const database = await createTestDatabase(engine);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-crash-'));
    // SQLite as the bench runs it (DATA_DIR/site.db); PostgreSQL through DATABASE_URL.
    const env =
      engine === 'SQLite' ? { DATA_DIR: dataDir, DATABASE_URL: '' } : { DATA_DIR: dataDir, DATABASE_URL: database.url };
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
    const ours: { email: string; id: string }[] = [];
    try {
      await applyMigrations(db, planningMigrations, { area: 'planning' });
      const store = new SubmissionStore(db);
      for (let number = 0; number < 12; number += 1) {
        const email = benchEmail('a1b2c3', number);
        ours.push({ email, id: (await store.add(submission('trip-request', email))).id });
      }
      await store.add(submission('trip-request', benchEmail('d4e5f6', 0)));
      await store.add(submission('contact', benchEmail('a1b2c3', 99)));
    } finally {
      await db.close();
    }
    const stored = await storedTripRequests(env, 'a1b2c3');
    expect(stored.sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      ours.sort((a, b) => a.email.localeCompare(b.email)),
    );
    await database.drop();
  });
});
