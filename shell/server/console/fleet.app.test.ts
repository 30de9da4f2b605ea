/** @jest-environment node */
/**
 * Two instances of the site on one database (PostgreSQL when TEST_DATABASE_URL is set, as on a
 * fleet; one SQLite file otherwise): a ceremony begun on one is finished on the other, a session
 * made on one is accepted by the other, signing out everywhere on one ends it on both, and the
 * ceremonies' rate limits hold for the two together (decision 074).
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
import type { CeremonyLimits } from './rate-limits';

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

describe.each(testEngines())('the ceremonies’ rate limits on two instances on %s', (engine) => {
  const limits: CeremonyLimits = { perAddressPerMinute: 4, overallPerMinute: 10, senderBuckets: 10_000 };
  // The site's clock stays in one minute: the counts are per minute.
  const clock = Date.parse('2026-11-27T17:10:05Z');
  let database: TestDatabase;
  let first: ConsoleSite;
  let second: ConsoleSite;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const options = { databaseUrl: database.url, now: () => clock, ceremonyLimits: limits };
    first = await openConsoleSite({ ...options, instanceId: 'instance-a' });
    second = await openConsoleSite({ ...options, instanceId: 'instance-b' });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  const signInOptions = (site: ConsoleSite, remoteAddress: string) =>
    site.app.inject({
      method: 'POST',
      url: '/console/api/sign-in/options',
      remoteAddress,
      headers: { origin: siteOrigin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      payload: '{}',
    });

  test('one address gets its limit from the two together, not from each', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 5; call += 1) {
      statuses.push((await signInOptions(call % 2 ? second : first, '192.0.2.50')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // The fifth call was refused on the first instance; the second refuses it too.
    const onSecond = await signInOptions(second, '192.0.2.50');
    expect(onSecond.statusCode).toBe(429);
    expect(onSecond.json()).toEqual({
      error: 'Too many sign-in attempts from your address: try again in 55 s.',
      retryAfterSeconds: 55,
    });
    expect(onSecond.headers['retry-after']).toBe('55');
  });

  test('the site’s overall limit counts the calls of both', async () => {
    // 4 counted above; 6 more from other addresses, spread over both instances, fill the minute.
    const statuses: number[] = [];
    for (let call = 0; call < 7; call += 1) {
      statuses.push((await signInOptions(call % 2 ? first : second, `198.51.100.${call}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await signInOptions(first, '203.0.113.1');
    expect(refused.json().error).toBe('The console is receiving too many sign-in attempts: try again in 55 s.');
  });
});
