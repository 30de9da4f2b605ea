/** @jest-environment node */
/**
 * The areas' console API on a fleet (decision 064): two instances on one database (PostgreSQL
 * when TEST_DATABASE_URL is set; one SQLite file otherwise), a session made on one hands a
 * request over to the test area on the other, and the area's audit entry names the instance
 * that did it.
 */
import { readAudit } from '@estes/platform';
import { createTestDatabase, publishFake, testEngines, type TestDatabase } from '@estes/platform/testing';
import { openConsoleSite, post, signedInAs, type ConsoleSite } from './testing/console-site';
import { consoleTestAreaRoutes, installConsoleTestArea } from './testing/console-test-area';

describe.each(testEngines())('the areas’ console API on two instances on %s', (engine) => {
  let database: TestDatabase;
  let first: ConsoleSite;
  let second: ConsoleSite;
  beforeAll(async () => {
    installConsoleTestArea();
    database = await createTestDatabase(engine);
    const publish = (deployDir: string, registry: Parameters<typeof publishFake>[1]) =>
      publishFake(deployDir, registry, 'planning', '1.4.0', { apiRoutes: consoleTestAreaRoutes });
    first = await openConsoleSite({ databaseUrl: database.url, instanceId: 'instance-a', publish });
    second = await openConsoleSite({ databaseUrl: database.url, instanceId: 'instance-b', publish });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  test('a session made on one instance is handed over by the other, whose name the audit entry keeps', async () => {
    const email = `fleet-reviewer-${engine.toLowerCase()}@estes.example`;
    const { cookie } = await signedInAs(first, 'reviewer', email);
    const answer = await post(second.app, '/console/api/areas/planning/items/77/approve', { note: 'ok' }, cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ approved: '77', received: { note: 'ok' } });
    const { entries } = await readAudit(first.db, { limit: 1 });
    expect(entries[0]).toMatchObject({
      actor: email,
      action: 'submission-approved',
      target: 'event-submission 77',
      instance: 'instance-b',
    });
  });
});
