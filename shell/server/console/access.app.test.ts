/** @jest-environment node */
/**
 * Every console endpoint called by everyone who might call it (issue 32 point 3): no session,
 * a session ended by the idle timeout and by the absolute one (the site's clock moved, not
 * waited for), each role, and requests another site's page could make. Each expects the
 * contract's status, and every answer carries the no-store / noindex headers.
 */
import type { FastifyInstance } from 'fastify';
import type { ConsoleRole } from '@estes/platform';
import {
  cookieFrom,
  invite,
  openConsoleSite,
  signedInAs,
  signInWithPasskey,
  siteOrigin,
  type ConsoleSite,
} from './testing/console-site';
import { defaultCeremonyLimits } from './rate-limits';
import type { SoftAuthenticator } from './testing/soft-authenticator';

let site: ConsoleSite;
let clock = Date.parse('2026-11-27T08:00:00Z');
const people = new Map<ConsoleRole, { authenticator: SoftAuthenticator; email: string }>();
beforeAll(async () => {
  site = await openConsoleSite({ now: () => clock });
  for (const role of ['reviewer', 'operator', 'admin'] as const) people.set(role, await signedInAs(site, role));
});
afterAll(async () => site.close());

interface Endpoint {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** Who may: a role (admins too), 'signed-in' (any role), or 'anyone' (a ceremony). */
  who: ConsoleRole | 'signed-in' | 'anyone';
  /** The status a permitted caller gets with the body above. */
  ok: number;
}

const endpoints: Endpoint[] = [
  { method: 'GET', url: '/console/api/session', who: 'signed-in', ok: 200 },
  { method: 'POST', url: '/console/api/invitation/options', body: { token: 'x'.repeat(43) }, who: 'anyone', ok: 410 },
  { method: 'POST', url: '/console/api/invitation/verify', body: {}, who: 'anyone', ok: 400 },
  { method: 'POST', url: '/console/api/sign-in/options', body: {}, who: 'anyone', ok: 200 },
  { method: 'POST', url: '/console/api/sign-in/verify', body: {}, who: 'anyone', ok: 400 },
  { method: 'POST', url: '/console/api/sign-out', body: {}, who: 'signed-in', ok: 204 },
  { method: 'POST', url: '/console/api/sign-out-everywhere', body: {}, who: 'signed-in', ok: 204 },
  { method: 'GET', url: '/console/api/people', who: 'admin', ok: 200 },
  {
    method: 'POST',
    url: '/console/api/invitations',
    body: { email: 'new@estes.example', role: 'reviewer' },
    who: 'admin',
    ok: 201,
  },
  { method: 'GET', url: '/console/api/audit?limit=5', who: 'admin', ok: 200 },
  { method: 'GET', url: '/console/api/deploys', who: 'operator', ok: 200 },
  // No area is published on this site: the switch is refused with the registry's sentence.
  {
    method: 'POST',
    url: '/console/api/deploys/make-live',
    body: { area: 'lodging', version: '1.0.0-a' },
    who: 'operator',
    ok: 409,
  },
  // Nor is any version staged: publishing one is refused the same way.
  {
    method: 'POST',
    url: '/console/api/deploys/publish',
    body: { area: 'lodging', version: '1.0.0-a' },
    who: 'operator',
    ok: 409,
  },
  { method: 'GET', url: '/console/api/reports/page-views?days=7', who: 'signed-in', ok: 200 },
  { method: 'GET', url: '/console/api/reports/page-views.csv?days=30&table=routes', who: 'signed-in', ok: 200 },
  { method: 'GET', url: '/console/api/reports/empty-searches.csv?days=90&table=queries', who: 'signed-in', ok: 200 },
];

let address = 0;
/** Each call from an address of its own, so the ceremonies' rate limit is not what answers. */
function call(app: FastifyInstance, endpoint: Endpoint, headers: Record<string, string>, cookie?: string) {
  address += 1;
  return app.inject({
    method: endpoint.method,
    url: endpoint.url,
    remoteAddress: `10.0.${Math.floor(address / 250)}.${address % 250}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    ...(endpoint.body === undefined ? {} : { payload: JSON.stringify(endpoint.body) }),
  });
}

const sameOrigin = (endpoint: Endpoint): Record<string, string> =>
  endpoint.method === 'POST'
    ? { origin: siteOrigin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
    : { 'sec-fetch-site': 'same-origin' };

async function freshSession(role: ConsoleRole): Promise<string> {
  const person = people.get(role);
  if (!person) throw new Error(`no ${role}`);
  address += 1;
  const signIn = await signInWithPasskey(site.app, person.authenticator);
  expect(signIn.statusCode).toBe(200);
  return cookieFrom(signIn) ?? '';
}

function expectPrivate(response: { headers: Record<string, unknown> }) {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
}

describe.each(endpoints)('$method $url', (endpoint) => {
  const needsSession = endpoint.who !== 'anyone';

  test('without a session', async () => {
    const response = await call(site.app, endpoint, sameOrigin(endpoint));
    expect(response.statusCode).toBe(needsSession ? 401 : endpoint.ok);
    expectPrivate(response);
    if (response.statusCode >= 400) expect(response.json().error).toEqual(expect.any(String));
  });

  test.each(['reviewer', 'operator', 'admin'] as const)('signed in as %s', async (role) => {
    const cookie = await freshSession(role);
    const response = await call(site.app, endpoint, sameOrigin(endpoint), cookie);
    const allowed =
      endpoint.who === 'anyone' || endpoint.who === 'signed-in' || role === 'admin' || role === endpoint.who;
    expect(response.statusCode).toBe(allowed ? endpoint.ok : 403);
    expectPrivate(response);
  });

  test('with a session ended by 30 minutes without a request, or by 12 hours since sign-in', async () => {
    const idle = await freshSession('admin');
    clock += 30 * 60_000;
    const afterIdle = await call(site.app, endpoint, sameOrigin(endpoint), idle);
    expect(afterIdle.statusCode).toBe(needsSession ? 401 : endpoint.ok);
    if (needsSession) expect(String(afterIdle.headers['set-cookie'])).toMatch(/^console_session=; .*Max-Age=0/);

    // Kept busy (a request every 27 minutes), a session still ends 12 hours after sign-in.
    const kept = await freshSession('admin');
    const signedInAt = clock;
    const session = { method: 'GET', url: '/console/api/session', who: 'signed-in', ok: 200 } as const;
    const step = 27 * 60_000;
    while (clock + step < signedInAt + 12 * 60 * 60_000) {
      clock += step;
      expect((await call(site.app, session, sameOrigin(session), kept)).statusCode).toBe(200);
    }
    clock = signedInAt + 12 * 60 * 60_000;
    const afterAbsolute = await call(site.app, endpoint, sameOrigin(endpoint), kept);
    expect(afterAbsolute.statusCode).toBe(needsSession ? 401 : endpoint.ok);
  });

  test('from another site’s page, or not as JSON', async () => {
    const cookie = await freshSession('admin');
    const crossSite = await call(
      site.app,
      endpoint,
      { ...sameOrigin(endpoint), 'sec-fetch-site': 'cross-site' },
      cookie,
    );
    expect(crossSite.statusCode).toBe(403);
    expectPrivate(crossSite);
    const sameSite = await call(site.app, endpoint, { ...sameOrigin(endpoint), 'sec-fetch-site': 'same-site' }, cookie);
    expect(sameSite.statusCode).toBe(403);
    const otherOrigin = await call(
      site.app,
      endpoint,
      { ...sameOrigin(endpoint), origin: 'https://estes.example' },
      cookie,
    );
    expect(otherOrigin.statusCode).toBe(403);
    if (endpoint.method === 'POST') {
      const noOrigin = Object.fromEntries(Object.entries(sameOrigin(endpoint)).filter(([name]) => name !== 'origin'));
      expect((await call(site.app, endpoint, noOrigin, cookie)).statusCode).toBe(403);
      const form = await call(site.app, endpoint, { ...sameOrigin(endpoint), 'content-type': 'text/plain' }, cookie);
      expect(form.statusCode).toBe(415);
      expect(form.json().error).toMatch(/JSON/);
    }
  });
});

test('an unknown console API address is a 404 in the contract’s shape, never cached', async () => {
  for (const url of ['/console/api/nope', '/console/api']) {
    const response = await site.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: `The console has no GET ${url}.` });
    expectPrivate(response);
  }
  // Asked twice: the page cache never keeps a console address.
  const again = await site.app.inject({ method: 'GET', url: '/console/api/session' });
  expect(again.headers['x-page-cache']).toBeUndefined();
  expectPrivate(again);
});

test('bad input gets a 400 or 413 that says what to fix', async () => {
  const cookie = await freshSession('admin');
  const invitations = endpoints.find((endpoint) => endpoint.url === '/console/api/invitations') as Endpoint;
  const badRole = await call(
    site.app,
    { ...invitations, body: { email: 'a@estes.example', role: 'owner' } },
    sameOrigin(invitations),
    cookie,
  );
  expect(badRole.statusCode).toBe(400);
  expect(badRole.json().error).toMatch(/Choose a role/);
  const notJson = await site.app.inject({
    method: 'POST',
    url: '/console/api/invitations',
    headers: { ...sameOrigin(invitations), cookie },
    payload: '{"email":',
  });
  expect(notJson.statusCode).toBe(400);
  expect(notJson.json().error).toMatch(/not valid JSON/);
  const huge = await call(
    site.app,
    { ...invitations, body: { email: 'a'.repeat(5000), role: 'admin' } },
    sameOrigin(invitations),
    cookie,
  );
  expect(huge.statusCode).toBe(413);
  const verify = endpoints.find((endpoint) => endpoint.url === '/console/api/sign-in/verify') as Endpoint;
  for (const payload of [
    '[]',
    '"text"',
    '{"__proto__":{"role":"admin"}}',
    '['.repeat(30_000) + ']'.repeat(30_000),
    JSON.stringify({ ceremonyId: 'not-a-uuid', response: {} }),
    JSON.stringify({ ceremonyId: '00000000-0000-4000-8000-000000000000', response: { id: 'a'.repeat(2000) } }),
  ]) {
    const hostile = await site.app.inject({
      method: 'POST',
      url: verify.url,
      remoteAddress: '198.51.100.9',
      headers: sameOrigin(verify),
      payload,
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().error).toEqual(expect.any(String));
  }
  const audit = endpoints.find((endpoint) => endpoint.url.startsWith('/console/api/audit')) as Endpoint;
  const badLimit = await call(site.app, { ...audit, url: '/console/api/audit?limit=1000' }, sameOrigin(audit), cookie);
  expect(badLimit.statusCode).toBe(400);
  expect(badLimit.json().error).toMatch(/limit/);
});

test('the ceremonies are rate-limited per address, with the time to wait', async () => {
  const options = endpoints.find((endpoint) => endpoint.url === '/console/api/sign-in/options') as Endpoint;
  const from = (remoteAddress: string) =>
    site.app.inject({ method: 'POST', url: options.url, remoteAddress, headers: sameOrigin(options), payload: '{}' });
  for (let attempt = 0; attempt < defaultCeremonyLimits.perAddressPerMinute; attempt += 1)
    expect((await from('192.0.2.7')).statusCode).toBe(200);
  const limited = await from('192.0.2.7');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ error: expect.stringMatching(/Too many/), retryAfterSeconds: expect.any(Number) });
  expect(limited.headers['retry-after']).toBe(String(limited.json().retryAfterSeconds));
  expect((await from('192.0.2.8')).statusCode).toBe(200);
  expect(await invite(site.db, 'unused@estes.example', 'reviewer', clock)).toMatch(/^[\w-]{43}$/);
});
