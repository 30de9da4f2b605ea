/** @jest-environment node */
/**
 * The instances' reports on both engines (decision 066): one row per instance, replaced at each
 * report; read the most recently seen first, gone after 30 s, left out and removed after a day;
 * what a row keeps is bounded.
 */
import { applyMigrations, openDatabase, type SiteDatabase } from '@estes/platform';
import { createTestDatabase, testEngines, type TestDatabase } from '@estes/platform/testing';
import { problemsOf } from '.';
import { instanceMigrations, readInstances, removeGoneInstances, writeInstanceReport } from './instance-store';

const at = Date.parse('2026-11-27T15:00:00Z');
const report = (id: string, status: 'ok' | 'degraded' = 'ok', problems: string[] = []) => ({
  id,
  startedAt: '2026-11-27T08:00:00.000Z',
  status,
  versions: { lodging: '1.0.0-a', planning: null },
  problems,
});

describe.each(testEngines())('instance reports on %s', (engine) => {
  let database: TestDatabase;
  let db: SiteDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
    await applyMigrations(db, instanceMigrations, { area: 'shell' });
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  test('one row per instance, replaced at each report, read newest first; gone after 30 s, removed after a day', async () => {
    await writeInstanceReport(db, report('a'), at - 2 * 24 * 60 * 60_000);
    await writeInstanceReport(db, report('a', 'degraded', ['x'.repeat(1000)]), at - 1000);
    await writeInstanceReport(db, report('b'), at - 30_000);
    await writeInstanceReport(db, report('c'), at - 25 * 60 * 60_000);
    const seen = await readInstances(db, at);
    expect(seen.map((instance) => [instance.id, instance.secondsSinceSeen, instance.gone, instance.status])).toEqual([
      ['a', 1, false, 'degraded'],
      ['b', 30, true, 'ok'],
    ]);
    expect(seen[0]?.versions).toEqual({ lodging: '1.0.0-a', content: null, planning: null, conditions: null });
    expect(seen[0]?.problems[0]).toHaveLength(300);
    expect(await removeGoneInstances(db, at)).toBe(1);
    expect((await db.query('SELECT id FROM site_instances ORDER BY id')).map((row) => row.id)).toEqual(['a', 'b']);
  });
});

test('/healthz’s reasons become the report’s problems', () => {
  expect(
    problemsOf({
      instance: 'a',
      database: 'ok',
      remotes: {},
      registryProblem: 'the deploy registry cannot be read: it is not JSON',
      areasUnavailable: ['lodging@1.0.0-b'],
      areas: {
        planning: { newsletter: { state: 'degraded', problem: 'The provider refused our key.' } },
        conditions: { alerts: { state: 'degraded' } },
      },
      versionsInMemory: [],
      pageCache: {},
    }),
  ).toEqual([
    'Serving the last good registry: the deploy registry cannot be read: it is not JSON',
    'lodging@1.0.0-b could not be loaded.',
    'planning newsletter: The provider refused our key.',
    'conditions alerts: degraded',
  ]);
});
