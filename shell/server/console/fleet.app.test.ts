/** @jest-environment node */
/**
 * Two instances of the site on one database (PostgreSQL when TEST_DATABASE_URL is set, as on a
 * fleet; one SQLite file otherwise): a ceremony begun on one is finished on the other, a session
 * made on one is accepted by the other, and signing out everywhere on one ends it on both.
 */
import { readAudit } from '@estes/platform';
import { createTestDatabase, testEngines, type TestDatabase } from '@estes/platform/testing';
import {
  acceptWithPasskey,
  cookieFrom,
  get,
  invite,
  openConsoleSite,
  post,
  signInWithPasskey,
  siteOrigin,
  type ConsoleSite,
} from './testing/console-site';
import { SoftAuthenticator } from './testing/soft-authenticator';

describe.each(testEngines())('two instances on %s', (engine) => {
  let database: TestDatabase;
  let first: ConsoleSite;
  let second: ConsoleSite;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    first = await openConsoleSite({ databaseUrl: database.url, instanceId: 'instance-a' });
    second = await openConsoleSite({ databaseUrl: database.url, instanceId: 'instance-b' });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  test('a session made on one instance works on the other, and ends on both', async () => {
    const authenticator = new SoftAuthenticator(siteOrigin);
    const token = await invite(first.db, 'fleet@estes.example', 'admin');
    // The invitation's options from one instance, its verification on the other.
    const options = (await post(first.app, '/console/api/invitation/options', { token })).json();
    const accepted = await post(second.app, '/console/api/invitation/verify', {
      token,
      ceremonyId: options.ceremonyId,
      response: authenticator.create(options.options),
    });
    expect(accepted.statusCode).toBe(200);
    const fromSecond = cookieFrom(accepted);
    expect((await get(first.app, '/console/api/session', fromSecond)).json().account.email).toBe('fleet@estes.example');

    const signIn = await signInWithPasskey(second.app, authenticator, first.app);
    expect(signIn.statusCode).toBe(200);
    const fromFirst = cookieFrom(signIn);
    expect((await get(second.app, '/console/api/people', fromFirst)).statusCode).toBe(200);

    expect((await post(second.app, '/console/api/sign-out-everywhere', {}, fromFirst)).statusCode).toBe(204);
    expect((await get(first.app, '/console/api/session', fromFirst)).statusCode).toBe(401);
    expect((await get(first.app, '/console/api/session', fromSecond)).statusCode).toBe(401);

    const { entries } = await readAudit(first.db, { limit: 3 });
    expect(entries.map((entry) => [entry.action, entry.instance])).toEqual([
      ['sign-out-everywhere', 'instance-b'],
      ['sign-in', 'instance-a'],
      ['sign-in', 'instance-b'],
    ]);
  });

  test('a challenge is used once across the fleet', async () => {
    const authenticator = new SoftAuthenticator(siteOrigin);
    await acceptWithPasskey(first.app, await invite(first.db, 'once-fleet@estes.example', 'reviewer'), authenticator);
    const options = (await post(first.app, '/console/api/sign-in/options', {})).json();
    const answer = authenticator.get(options.options);
    const both = await Promise.all(
      [first, second].map((site) =>
        post(site.app, '/console/api/sign-in/verify', { ceremonyId: options.ceremonyId, response: answer }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });
});
