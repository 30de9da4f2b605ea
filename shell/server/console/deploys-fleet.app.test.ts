/** @jest-environment node */
/**
 * Two instances on one database (PostgreSQL when TEST_DATABASE_URL is set, as on a fleet; one
 * SQLite file otherwise), each with its own deploy folder: a version made live from the console
 * on one is served by the other within the 2 s every deploy promises (issue 32 point 7, decision
 * 066: the registry follower, announced on PostgreSQL), and each lists both instances; so is
 * a staged version published from the console (decision 078).
 */
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, testEngines, type TestDatabase } from '@estes/platform/testing';
import { get, post, signedInAs } from './testing/console-site';
import { openDeploysSite, type DeploysSite } from './testing/deploys-site';

/** What every instance promises after a deploy, a rollback or a roll-forward. */
const reachesEveryInstanceMs = 2_000;

const lodgingLabel = async (app: FastifyInstance) => {
  const answer = await app.inject({ method: 'GET', url: '/api/lodging/whoami' });
  return answer.statusCode === 200 ? (answer.json().label as string) : `status ${answer.statusCode}`;
};

/** Asks until `check` holds or `deadlineMs` passes; answers how long it took, or throws what it saw last. */
async function whenTrue(check: () => Promise<boolean>, deadlineMs: number, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > deadlineMs) throw new Error(`${what} not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testEngines())('two instances on %s', (engine) => {
  let database: TestDatabase;
  let first: DeploysSite;
  let second: DeploysSite;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    first = await openDeploysSite({ databaseUrl: database.url, instanceId: 'instance-a', publish: true });
    second = await openDeploysSite({ databaseUrl: database.url, instanceId: 'instance-b', publish: false });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  test('a version made live on one instance is served by the other within 2 s, and both are listed', async () => {
    const { cookie } = await signedInAs(first, 'operator', 'fleet-ops@estes.example');
    expect(await lodgingLabel(second.app)).toBe('Lodging 1.0.0-c');

    const made = await post(
      first.app,
      '/console/api/deploys/make-live',
      { area: 'lodging', version: '1.0.0-a' },
      cookie,
    );
    expect(made.statusCode).toBe(200);
    await whenTrue(
      async () => (await lodgingLabel(second.app)) === 'Lodging 1.0.0-a',
      reachesEveryInstanceMs,
      'instance-b serving lodging 1.0.0-a',
    );
    await whenTrue(
      async () => (await lodgingLabel(first.app)) === 'Lodging 1.0.0-a',
      reachesEveryInstanceMs,
      'instance-a serving lodging 1.0.0-a',
    );

    // The session is the fleet's: the other instance shows the same page, with both instances.
    const fromSecond = await get(second.app, '/console/api/deploys', cookie);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.json().areas[0].live).toBe('1.0.0-a');
    expect(
      fromSecond
        .json()
        .instances.map((instance: { id: string }) => instance.id)
        .sort(),
    ).toEqual(['instance-a', 'instance-b']);
  });

  test('a staged version published on one instance is served by the other within 2 s', async () => {
    const { cookie } = await signedInAs(second, 'operator', 'fleet-publisher@estes.example');
    const published = await post(
      second.app,
      '/console/api/deploys/publish',
      { area: 'lodging', version: '1.0.0-d' },
      cookie,
    );
    expect(published.statusCode).toBe(200);
    for (const [id, site] of [
      ['instance-a', first],
      ['instance-b', second],
    ] as const) {
      await whenTrue(
        async () => (await lodgingLabel(site.app)) === 'Lodging 1.0.0-d',
        reachesEveryInstanceMs,
        `${id} serving lodging 1.0.0-d`,
      );
    }
  });
});
