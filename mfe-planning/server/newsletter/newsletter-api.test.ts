/** @jest-environment node */
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultSiteSettings } from '@estes/shared';
import { newsletterEndpoint, newsletterMessages } from '@estes/shared/newsletter';
import type { AreaHealth, Database } from '@estes/shared/server';
import { migrate, openMemoryDatabase } from '../testing/memory-database';
import { NewsletterProviderStandIn } from '../stand-ins/newsletter-provider-standin';
import { addressLimitMigrations } from '../limits/address-limit';
import { newsletterMigrations } from './newsletter-migrations';
import { backoffDelay, NewsletterOutbox, type SignupRow } from './newsletter-outbox';
import { registerNewsletterApi } from './newsletter-routes';
import { planningSettings } from '../planning-settings';
import { guideDownloads, guideDownloadsPath } from '../../src/features/thank-you/guide-downloads';

const siteUrl = 'https://estes.example';

let provider: NewsletterProviderStandIn;
let db: Database;
let app: FastifyInstance;
let outbox: NewsletterOutbox;
let clock: Date;
/** The checks the area reported for the site's /healthz. */
let healthChecks: Map<string, () => Promise<AreaHealth>>;

/** The provider's credentials as the planning area's settings name them (NEWSLETTER_API_KEY, …). */
async function startApi(secrets: NodeJS.ProcessEnv, env: NodeJS.ProcessEnv = {}) {
  db = openMemoryDatabase();
  await migrate(db, [...newsletterMigrations, ...addressLimitMigrations]);
  app = Fastify({ logger: false });
  healthChecks = new Map();
  await app.register(
    async (scope) => {
      outbox = await registerNewsletterApi(
        scope,
        {
          db,
          settings: { ...defaultSiteSettings, siteUrl },
          areaSettings: planningSettings.read({
            NEWSLETTER_RETRY_BASE_MS: '1000',
            NEWSLETTER_TIMEOUT_MS: '300',
            ...secrets,
            ...env,
          }),
          dataDir: os.tmpdir(),
          reportHealth: (name, check) => healthChecks.set(name, check),
        },
        {
          now: () => clock,
          // The jitter's largest draw: the waits below are the backoff's upper bounds.
          random: () => 1,
        },
      );
    },
    { prefix: '/api/planning' },
  );
  await app.ready();
}

const configured = () => ({
  NEWSLETTER_API_KEY: provider.apiKey,
  NEWSLETTER_PUBLICATION_ID: provider.publicationId,
  NEWSLETTER_API_URL: provider.url,
});

const signUp = (email: unknown, placement = 'home', headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    // The address the form posts to: served by the sign-up endpoint's definition, or every test fails.
    url: newsletterEndpoint,
    headers: { host: 'estes.example', ...headers },
    payload: { email, placement },
  });

const rows = () => db.query<SignupRow>('SELECT * FROM newsletter_signups ORDER BY created_at');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeEach(async () => {
  clock = new Date('2026-07-04T15:00:00.000Z');
  provider = new NewsletterProviderStandIn();
  await provider.start();
});

afterEach(async () => {
  await app.close();
  await provider.stop();
  await db.close();
});

describe('POST /api/planning/newsletter without provider credentials (demo mode)', () => {
  it('answers success and still stores the sign-up for later forwarding', async () => {
    await startApi({});
    const response = await signUp('Elk@Example.com', 'blog');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: newsletterMessages.stored,
      redirect: '/thankyou?signup=stored',
    });
    expect(await rows()).toEqual([
      expect.objectContaining({ email: 'elk@example.com', placement: 'blog', status: 'pending' }),
    ]);
    expect(provider.received).toHaveLength(0);
    expect(await outbox.drain()).toBe(0);
    expect(await healthChecks.get('newsletter')?.()).toEqual({
      state: 'ok',
      provider: 'not configured (sign-ups are stored only)',
    });
  });

  it.each([[''], ['   '], ['not-an-email'], [42], [undefined], [['elk@example.com', 'moose@example.com']]])(
    'refuses %j with the invalid-email message and stores nothing',
    async (email) => {
      await startApi({});
      const response = await signUp(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Please enter a valid email address.' });
      expect(await rows()).toHaveLength(0);
    },
  );
});

describe('POST /api/planning/newsletter forwarding to the provider', () => {
  it.each([201, 200])('stores, then forwards with the provider’s fields; %i is success', async (status) => {
    await startApi(configured());
    provider.answerNext({ status, body: { data: { id: 'sub_1' } } });
    const response = await signUp(' Hiker@Example.com ', 'events-bar');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: newsletterMessages.success,
      redirect: '/thankyou?signup=forwarded',
    });
    expect(provider.received).toEqual([
      {
        publicationId: 'pub_standin',
        authorization: 'Bearer standin-key',
        at: expect.any(Number),
        body: {
          email: 'hiker@example.com',
          reactivate_existing: true,
          send_welcome_email: true,
          utm_source: 'estes.example',
          utm_medium: 'newsletter-form-events-bar',
          referring_site: 'https://estes.example/events',
        },
      },
    ]);
    expect(await rows()).toEqual([
      expect.objectContaining({ status: 'forwarded', provider_status: status, attempts: 1 }),
    ]);
    expect(response.body).not.toContain('standin-key');
  });

  it('is idempotent: the same address again is one row, one provider call, and “already an insider”', async () => {
    await startApi(configured());
    await signUp('hiker@example.com');
    const again = await signUp('HIKER@example.com', 'accommodations');
    expect(again.json()).toEqual({ success: true, message: newsletterMessages.alreadySubscribed });
    expect(await rows()).toHaveLength(1);
    expect(provider.received).toHaveLength(1);
  });

  it('an existing subscriber (beehiiv answers 201 with the subscription it already has) is “You’re already an insider!”', async () => {
    await startApi(configured());
    provider.addExistingSubscriber('hiker@example.com', new Date(Date.now() - 30 * 86_400_000));
    const response = await signUp('hiker@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.objectContaining({ success: true, message: newsletterMessages.alreadySubscribed }),
    );
    expect((await rows())[0]).toEqual(expect.objectContaining({ status: 'forwarded', provider_status: 201 }));
  });

  it('a subscription the provider marks invalid is refused with our own text', async () => {
    await startApi(configured());
    provider.answerNext({
      status: 201,
      body: { data: { id: 'sub_9', email: 'hiker@example.com', status: 'invalid' } },
    });
    const response = await signUp('hiker@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: newsletterMessages.invalidEmail });
    expect((await rows())[0]?.status).toBe('refused');
  });

  it('a 201 without a subscription in it is not taken as success: kept for a retry', async () => {
    await startApi(configured());
    provider.answerNext({ status: 201, body: { ok: true } });
    expect((await signUp('hiker@example.com')).statusCode).toBe(202);
    expect((await rows())[0]).toEqual(
      expect.objectContaining({ status: 'pending', last_error: 'HTTP 201 without a subscription in the answer' }),
    );
  });

  it('409 is success: “You’re already an insider!”', async () => {
    await startApi(configured());
    provider.answerNext({ status: 409, body: NewsletterProviderStandIn.errorBody('Subscription exists', 'CONFLICT') });
    const response = await signUp('hiker@example.com');
    expect(response.json()).toEqual({
      success: true,
      message: 'You’re already an insider! Thank you for your continued interest.',
      redirect: '/thankyou?signup=already',
    });
    expect((await rows())[0]?.status).toBe('forwarded');
  });

  it.each([
    [
      { errors: [{ message: 'Email domain is not allowed', code: 'INVALID_EMAIL' }, { message: 'second' }] },
      'Email domain is not allowed',
    ],
    [{ message: 'Email is on the blocklist' }, 'Email is on the blocklist'],
    [{ errors: [{ code: 'INVALID', detail: 'not beehiiv’s format' }] }, 'Please enter a valid email address.'],
    [{ errors: [] }, 'Please enter a valid email address.'],
    [{}, 'Please enter a valid email address.'],
    ['not json at all', 'Please enter a valid email address.'],
  ])('400 shows beehiiv’s errors[0].message (or a bare message), else our own text (%j)', async (body, message) => {
    await startApi(configured());
    provider.answerNext({ status: 400, body });
    const response = await signUp('hiker@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect((await rows())[0]).toEqual(expect.objectContaining({ status: 'refused', provider_status: 400 }));
  });

  it('422 is “Please enter a valid email address.”; signing up again tries again', async () => {
    await startApi(configured());
    provider.answerNext({ status: 422, body: NewsletterProviderStandIn.errorBody('Unprocessable', 'UNPROCESSABLE') });
    expect((await signUp('hiker@example.com')).json()).toEqual({
      success: false,
      message: newsletterMessages.invalidEmail,
    });
    expect((await signUp('hiker@example.com')).json()).toEqual(expect.objectContaining({ success: true }));
    expect(provider.received).toHaveLength(2);
  });

  it('401 (our key refused): the service is unavailable for the visitor, the sign-up is held, not retried, and /healthz is told', async () => {
    await startApi({ ...configured(), NEWSLETTER_API_KEY: 'revoked-key' });
    const response = await signUp('hiker@example.com');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: 'Service temporarily unavailable. Please try again in a few minutes.',
    });
    expect(response.body).not.toContain('revoked-key');
    const [row] = await rows();
    expect(row).toEqual(expect.objectContaining({ status: 'held', provider_status: 401 }));
    expect(row?.last_error).toBe(
      'HTTP 401: our API key was refused (check NEWSLETTER_API_KEY); the provider said: Unauthorized: the API key is invalid',
    );
    later(24 * 3600_000);
    expect(await outbox.drain()).toBe(0);
    expect(provider.received).toHaveLength(1);
    // What the site's /healthz shows under areas.planning.newsletter.
    expect(await healthChecks.get('newsletter')?.()).toEqual({
      state: 'degraded',
      provider: 'refuses our settings',
      problem: expect.stringContaining('HTTP 401: our API key was refused'),
      since: '2026-07-04T15:00:00.000Z',
      pendingSignups: 0,
      heldSignups: 1,
    });
  });

  it('404 (wrong publication id) is a configuration problem too, with the provider’s message kept', async () => {
    await startApi({ ...configured(), NEWSLETTER_PUBLICATION_ID: 'pub_wrong' });
    expect((await signUp('hiker@example.com')).statusCode).toBe(503);
    expect((await rows())[0]).toEqual(
      expect.objectContaining({
        status: 'held',
        last_error:
          'HTTP 404: the publication was not found (check NEWSLETTER_PUBLICATION_ID); the provider said: Publication not found',
      }),
    );
    expect((await outbox.health()).state).toBe('degraded');
  });

  it('held sign-ups go out when the server starts again with fixed settings, and /healthz is ok again', async () => {
    await startApi(configured());
    provider.answerNext({ status: 403, body: NewsletterProviderStandIn.errorBody('Forbidden', 'FORBIDDEN') });
    await signUp('hiker@example.com');
    expect((await rows())[0]?.status).toBe('held');
    expect(await outbox.releaseHeld()).toBe(1);
    expect(await outbox.drain()).toBe(1);
    expect(await outbox.health()).toEqual({ state: 'ok', provider: 'configured', pendingSignups: 0, heldSignups: 0 });
  });

  it('logs the configuration problem once as an error, not once per sign-up', async () => {
    await startApi({});
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const direct = new NewsletterOutbox({
      db,
      siteUrl,
      credentials: { apiUrl: provider.url, apiKey: 'wrong', publicationId: provider.publicationId },
      timing: { retryBaseMs: 1000, maxDelayMs: 60_000, timeoutMs: 1000, claimExpiryMs: 60_000 },
      now: () => clock,
      log,
    });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const { row } = await direct.store(email, 'home');
      expect(await direct.claim(row.id)).toBe(true);
      expect((await direct.forward(row)).kind).toBe('misconfigured');
    }
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toEqual(expect.objectContaining({ status: 401 }));
  });

  it('retry waits double per attempt up to the cap, with jitter between half and all of it', () => {
    const timing = { retryBaseMs: 1000, maxDelayMs: 10_000, timeoutMs: 1000, claimExpiryMs: 60_000 };
    expect([1, 2, 3, 4, 5, 30, 5000].map((attempts) => backoffDelay(attempts, timing, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
    expect(backoffDelay(3, timing, () => 0)).toBe(2000);
    expect(backoffDelay(3, timing, () => 0.5)).toBe(3000);
    const draws = Array.from({ length: 200 }, () => backoffDelay(6, timing));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(5000);
    expect(Math.max(...draws)).toBeLessThanOrEqual(10_000);
    expect(new Set(draws).size).toBeGreaterThan(1);
  });

  it.each([500, 502, 503])(
    'a server error (%i) is success for the visitor, forwarded by a later retry, the provider’s message kept',
    async (status) => {
      await startApi(configured());
      provider.answerNext({ status, body: NewsletterProviderStandIn.errorBody('Internal error', 'INTERNAL') });
      const response = await signUp('hiker@example.com');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({
        success: true,
        message: 'Welcome to The Estes Insider! We’ll send you confirmation shortly.',
        redirect: '/thankyou?signup=pending',
      });
      expect((await rows())[0]).toEqual(
        expect.objectContaining({ status: 'pending', attempts: 1, last_error: `HTTP ${status}: Internal error` }),
      );
      expect(await outbox.drain()).toBe(0); // not due yet
      later(1000);
      expect(await outbox.drain()).toBe(1);
      expect((await rows())[0]).toEqual(
        expect.objectContaining({ status: 'forwarded', attempts: 2, provider_status: 201 }),
      );
    },
  );

  it('a provider that does not answer in time: success for the visitor, retried with growing waits', async () => {
    await startApi(configured());
    provider.answerNext({ status: 201, delayMs: 1500 }, { status: 503, delayMs: 0 });
    const response = await signUp('hiker@example.com');
    expect(response.json()).toEqual(
      expect.objectContaining({ success: true, message: newsletterMessages.confirmationSoon }),
    );
    expect((await rows())[0]).toEqual(
      expect.objectContaining({
        status: 'pending',
        last_error: 'no answer within 300 ms',
        next_attempt_at: '2026-07-04T15:00:01.000Z',
      }),
    );
    later(1000);
    expect(await outbox.drain()).toBe(0); // the 503: next wait doubles
    expect((await rows())[0]?.next_attempt_at).toBe('2026-07-04T15:00:03.000Z');
    later(2000);
    expect(await outbox.drain()).toBe(1);
  });

  it('429 honours Retry-After before the next try', async () => {
    await startApi(configured());
    provider.answerNext({
      status: 429,
      headers: { 'retry-after': '120' },
      body: NewsletterProviderStandIn.errorBody('Too many requests', 'RATE_LIMITED'),
    });
    const response = await signUp('hiker@example.com');
    expect(response.json()).toEqual(
      expect.objectContaining({ success: true, message: newsletterMessages.confirmationSoon }),
    );
    expect((await rows())[0]?.next_attempt_at).toBe('2026-07-04T15:02:00.000Z');
    later(60_000);
    expect(await outbox.drain()).toBe(0);
    expect(provider.received).toHaveLength(1);
    later(60_000);
    expect(await outbox.drain()).toBe(1);
  });

  it('provider down during sign-up, up later: the sign-up is forwarded then', async () => {
    await startApi(configured());
    const url = provider.url;
    await provider.stop();
    const response = await signUp('hiker@example.com', 'newsletter-page');
    expect(response.json()).toEqual(expect.objectContaining({ success: true, redirect: '/thankyou?signup=pending' }));
    expect((await rows())[0]).toEqual(
      expect.objectContaining({ status: 'pending', last_error: 'provider unreachable' }),
    );
    await provider.start(Number(new URL(url).port));
    later(1000);
    expect(await outbox.drain()).toBe(1);
    expect(provider.received.map((call) => call.body.email)).toEqual(['hiker@example.com']);
  });

  it('releases a claim left behind by a stopped process after a while', async () => {
    await startApi(configured());
    const url = provider.url;
    await provider.stop();
    await signUp('hiker@example.com');
    await db.execute(`UPDATE newsletter_signups SET status = 'sending'`);
    await provider.start(Number(new URL(url).port));
    later(60_000);
    expect(await outbox.drain()).toBe(0);
    later(2 * 60_000);
    expect(await outbox.drain()).toBe(1);
  });
});

describe('POST /api/planning/newsletter as a form post (no JavaScript)', () => {
  const formPost = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: newsletterEndpoint,
      headers: { host: 'estes.example', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    });

  it('continues on the welcome page with 303', async () => {
    await startApi(configured());
    const response = await formPost('email=hiker%40example.com&placement=home', { origin: siteUrl });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/thankyou?signup=forwarded');
    expect(await rows()).toHaveLength(1);
  });

  it('goes back to the form’s page with the error code and what was typed', async () => {
    await startApi({});
    const response = await formPost('email=hiker%40estes&placement=blog', {
      referer: 'http://estes.example/blog?category=hiking&newsletter=old',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      '/blog?category=hiking&newsletter=invalid&placement=blog&email=hiker%40estes',
    );
  });

  it('on accommodations comes back with the saved code in demo mode, and never to another site', async () => {
    await startApi({});
    const response = await formPost('email=hiker%40example.com&placement=accommodations', {
      referer: 'https://elsewhere.example/phish',
    });
    expect(response.headers.location).toBe('/accommodations?newsletter=saved&placement=accommodations');
  });

  it('on accommodations comes back with the welcome code once forwarded', async () => {
    await startApi(configured());
    const response = await formPost('email=hiker%40example.com&placement=accommodations', {
      origin: siteUrl,
    });
    expect(response.headers.location).toBe('/accommodations?newsletter=welcome&placement=accommodations');
  });

  it('an address sent twice is not an address: back to the page with the error code, nothing stored', async () => {
    await startApi(configured());
    const response = await formPost('email=first%40example.com&email=second%40example.com&placement=home', {
      origin: siteUrl,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?newsletter=invalid&placement=home');
    expect(await rows()).toHaveLength(0);
    expect(provider.received).toHaveLength(0);
  });

  it('a form post over the endpoint’s 4 KB is refused 413 before it is read, nothing stored', async () => {
    await startApi({});
    const response = await formPost(`email=hiker%40example.com&placement=home&note=${'x'.repeat(5000)}`);
    expect(response.statusCode).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it.each(['https://elsewhere.example', 'null'])(
    'refuses a sign-up from %s (a page that could subscribe a stranger), saying why',
    async (origin) => {
      await startApi({});
      const response = await signUp('hiker@example.com', 'home', { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^This form can only be sent from a page of /);
      expect(await rows()).toHaveLength(0);
    },
  );
});

describe('limits and the welcome page’s numbers', () => {
  it('answers 429 with a clear message past the per-address limit', async () => {
    await startApi({}, { NEWSLETTER_SIGNUPS_PER_10_MIN: '3' });
    for (const n of [1, 2, 3]) expect((await signUp(`family${n}@example.com`)).statusCode).toBe(200);
    const response = await signUp('family4@example.com');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ success: false, message: newsletterMessages.tooMany });
  });

  it('GET /newsletter/community counts the stored sign-ups (no invented start) and lists recent ones without addresses', async () => {
    await startApi({});
    for (const [email, placement] of [
      ['a@example.com', 'home'],
      ['b@example.com', 'blog'],
      ['c@example.com', 'events-bar'],
      ['d@example.com', 'accommodations'],
      ['e@example.com', 'article'],
    ]) {
      await signUp(email, placement);
      later(60_000);
    }
    const response = await app.inject({ method: 'GET', url: '/api/planning/newsletter/community' });
    expect(response.json()).toEqual({
      subscriberCount: 5,
      recent: [
        { placement: 'article', signedUpAt: '2026-07-04T15:04:00.000Z' },
        { placement: 'accommodations', signedUpAt: '2026-07-04T15:03:00.000Z' },
        { placement: 'events-bar', signedUpAt: '2026-07-04T15:02:00.000Z' },
        { placement: 'blog', signedUpAt: '2026-07-04T15:01:00.000Z' },
      ],
    });
    expect(response.body).not.toContain('@');
  });
});

describe('GET /api/planning/newsletter/guides/{file}', () => {
  it('serves every guide the welcome page lists as a downloadable text file', async () => {
    await startApi({});
    for (const guide of guideDownloads) {
      const response = await app.inject({ method: 'GET', url: `${guideDownloadsPath}/${guide.file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${guide.file}"`);
      expect(response.body).toContain('THE ESTES INSIDER');
      expect(response.body.length).toBeGreaterThan(1000);
    }
    const missing = await app.inject({ method: 'GET', url: `${guideDownloadsPath}/..%2Fsecrets.txt` });
    expect(missing.statusCode).toBe(404);
  });
});
