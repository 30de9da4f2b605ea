/** @jest-environment node */
/**
 * Passkey ceremonies end to end on the server, with real WebAuthn answers from a software
 * authenticator (testing/soft-authenticator.ts) checked by @simplewebauthn/server.
 */
import { readAudit } from '@estes/platform';
import {
  acceptWithPasskey,
  cookieFrom,
  get,
  invite,
  openConsoleSite,
  post,
  siteOrigin,
  signInWithPasskey,
  type ConsoleSite,
} from './testing/console-site';
import { SoftAuthenticator } from './testing/soft-authenticator';

let site: ConsoleSite;
let clock = Date.parse('2026-11-27T10:00:00Z');
beforeAll(async () => {
  site = await openConsoleSite({ now: () => clock });
});
afterAll(async () => site.close());

test('an invitation makes an account with a passkey and a session; sign-in makes a new one', async () => {
  const token = await invite(site.db, 'Ranger@Estes.example', 'admin', clock);
  const options = await post(site.app, '/console/api/invitation/options', { token });
  expect(options.statusCode).toBe(200);
  const body = options.json();
  expect(body).toMatchObject({ email: 'ranger@estes.example', role: 'admin' });
  expect(body.options).toMatchObject({
    rp: { id: 'www.estes.example' },
    user: { name: 'ranger@estes.example' },
    attestation: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const authenticator = new SoftAuthenticator(siteOrigin);
  const verify = await post(site.app, '/console/api/invitation/verify', {
    token,
    ceremonyId: body.ceremonyId,
    response: authenticator.create(body.options),
  });
  expect(verify.statusCode).toBe(200);
  expect(verify.json().account).toMatchObject({ email: 'ranger@estes.example', role: 'admin' });
  const setCookie = String(verify.headers['set-cookie']);
  expect(setCookie).toMatch(/^console_session=[\w-]{43}; Path=\/console; HttpOnly; Secure; SameSite=Strict$/);
  const firstCookie = cookieFrom(verify);

  const session = await get(site.app, '/console/api/session', firstCookie);
  expect(session.statusCode).toBe(200);
  expect(session.json()).toEqual({
    account: { id: expect.any(String), email: 'ranger@estes.example', role: 'admin' },
    signedInAt: '2026-11-27T10:00:00.000Z',
    idleExpiresAt: '2026-11-27T10:30:00.000Z',
    expiresAt: '2026-11-27T22:00:00.000Z',
  });

  // The invitation is used up.
  expect((await post(site.app, '/console/api/invitation/options', { token })).statusCode).toBe(410);

  const signIn = await signInWithPasskey(site.app, authenticator);
  expect(signIn.statusCode).toBe(200);
  const secondCookie = cookieFrom(signIn);
  expect(secondCookie).not.toEqual(firstCookie);
  expect((await get(site.app, '/console/api/session', secondCookie)).statusCode).toBe(200);

  const { entries } = await readAudit(site.db, { limit: 10 });
  expect(entries.map((entry) => entry.action)).toEqual(['sign-in', 'sign-in', 'account-created', 'invitation-created']);
});

test('a sign-in with a passkey the console never registered is refused with 401 and audited', async () => {
  const stranger = new SoftAuthenticator(siteOrigin);
  stranger.create({ challenge: 'x', rp: { id: 'www.estes.example', name: 'x' }, user: { id: 'AAAA', name: 'x' } });
  const refused = await signInWithPasskey(site.app, stranger);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().error).toMatch(/not recognised/);
  const { entries } = await readAudit(site.db, { limit: 1 });
  expect(entries[0]).toMatchObject({ action: 'sign-in-failed', actor: 'anonymous', instance: 'test-instance' });
});

test('a challenge is single-use and expires after 5 minutes', async () => {
  const authenticator = new SoftAuthenticator(siteOrigin);
  await acceptWithPasskey(site.app, await invite(site.db, 'once@estes.example', 'reviewer', clock), authenticator);
  const options = (await post(site.app, '/console/api/sign-in/options', {})).json();
  const answer = authenticator.get(options.options);
  expect(
    (await post(site.app, '/console/api/sign-in/verify', { ceremonyId: options.ceremonyId, response: answer }))
      .statusCode,
  ).toBe(200);
  const replay = await post(site.app, '/console/api/sign-in/verify', {
    ceremonyId: options.ceremonyId,
    response: answer,
  });
  expect(replay.statusCode).toBe(401);

  const late = (await post(site.app, '/console/api/sign-in/options', {})).json();
  clock += 5 * 60_000;
  const tooLate = await post(site.app, '/console/api/sign-in/verify', {
    ceremonyId: late.ceremonyId,
    response: authenticator.get(late.options),
  });
  expect(tooLate.statusCode).toBe(401);
  expect(tooLate.json().error).toMatch(/took too long/);
});

test('an answer for another origin, or without user verification, is refused', async () => {
  const token = await invite(site.db, 'phish@estes.example', 'operator', clock);
  const options = (await post(site.app, '/console/api/invitation/options', { token })).json();
  const elsewhere = new SoftAuthenticator('https://estes-login.example');
  const refused = await post(site.app, '/console/api/invitation/verify', {
    token,
    ceremonyId: options.ceremonyId,
    response: elsewhere.create(options.options),
  });
  expect(refused.statusCode).toBe(400);
  // The invitation survives a failed attempt; a careless authenticator cannot use it.
  const again = (await post(site.app, '/console/api/invitation/options', { token })).json();
  const unverified = new SoftAuthenticator(siteOrigin, false);
  const noUv = await post(site.app, '/console/api/invitation/verify', {
    token,
    ceremonyId: again.ceremonyId,
    response: unverified.create(again.options),
  });
  expect(noUv.statusCode).toBe(400);
  expect(noUv.json().error).toMatch(/could not be verified/);
});

test('a new invitation for an existing email replaces its passkeys and ends its sessions', async () => {
  const lost = new SoftAuthenticator(siteOrigin);
  const { cookie } = await acceptWithPasskey(
    site.app,
    await invite(site.db, 'lost@estes.example', 'reviewer', clock),
    lost,
  );
  const replacement = new SoftAuthenticator(siteOrigin);
  const { response } = await acceptWithPasskey(
    site.app,
    await invite(site.db, 'lost@estes.example', 'operator', clock),
    replacement,
  );
  expect(response.json().account).toMatchObject({ email: 'lost@estes.example', role: 'operator' });
  expect((await get(site.app, '/console/api/session', cookie)).statusCode).toBe(401);
  expect((await signInWithPasskey(site.app, lost)).statusCode).toBe(401);
  expect((await signInWithPasskey(site.app, replacement)).statusCode).toBe(200);
  const { entries } = await readAudit(site.db, { limit: 5 });
  expect(entries.map((entry) => entry.action)).toContain('passkey-replaced');
});

test('an invitation ends 24 hours after it was made, and an unknown one is gone too', async () => {
  const token = await invite(site.db, 'late@estes.example', 'reviewer', clock);
  const options = (await post(site.app, '/console/api/invitation/options', { token })).json();
  clock += 24 * 60 * 60_000;
  const expired = await post(site.app, '/console/api/invitation/options', { token });
  expect(expired.statusCode).toBe(410);
  expect(expired.json().error).toMatch(/ask an admin for a new one/);
  const late = await post(site.app, '/console/api/invitation/verify', {
    token,
    ceremonyId: options.ceremonyId,
    response: new SoftAuthenticator(siteOrigin).create(options.options),
  });
  expect(late.statusCode).toBe(410);
  const unknown = await post(site.app, '/console/api/invitation/options', { token: 'A'.repeat(43) });
  expect(unknown.statusCode).toBe(410);
});
