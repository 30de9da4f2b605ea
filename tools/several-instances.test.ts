/**
 * @jest-environment node
 *
 * Two instances of the site's planning API on one database (each with its own connection, as
 * on two machines), on SQLite and, with TEST_DATABASE_URL, PostgreSQL: the per-address limits
 * count across instances, also when requests arrive at the same moment, and every newsletter
 * sign-up in the outbox is forwarded to the provider exactly once while both instances work it.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultSiteSettings } from '@estes/shared/core';
import { areaApi as planningApi } from '../mfe-planning/server/index';
import { planningSettings } from '../mfe-planning/server/planning-settings';
import type { NewsletterOutbox } from '../mfe-planning/server/newsletter/newsletter-outbox';
import { registerNewsletterApi } from '../mfe-planning/server/newsletter/newsletter-routes';
import { submissionRoutes } from '../mfe-planning/server/submissions/submission-routes';
import { NewsletterProviderStandIn } from '@estes/mfe-planning/stand-ins';
import { applyMigrations, openDatabase, type SiteDatabase } from '@estes/platform';
import { createTestDatabase, testEngines, type TestDatabase } from '@estes/platform/testing';
import { postJson } from './testing/planning-submissions';

const tripRequest = (index: number) => ({
  formType: 'trip-planning',
  name: 'Ana Ruiz',
  email: `ana${index}@example.com`,
  message: 'Three days in June with two kids who love wildlife.',
});

/** The two of something there are two of (instances, connections). */
function pair<T>(items: readonly T[]): [T, T] {
  const [first, second] = items;
  if (first === undefined || second === undefined) throw new Error('expected two');
  return [first, second];
}

describe.each(testEngines())('two instances on one %s database', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  const connections: SiteDatabase[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'instances-'));
    const first = await openDatabase({ databaseUrl: database.url, dataDir });
    await applyMigrations(first, planningApi.migrations, { area: 'planning' });
    connections.push(first, await openDatabase({ databaseUrl: database.url, dataDir }));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of connections) await db.close();
    await database.drop();
  });

  const firstConnection = () => pair(connections)[0];
  const instance = async (db: SiteDatabase, register: (scope: FastifyInstance) => Promise<unknown>) => {
    const app = Fastify({ logger: false });
    await app.register(async (scope) => void (await register(scope)), { prefix: '/api/planning' });
    await app.ready();
    apps.push(app);
    return app;
  };

  it('refuses the 21st accepted trip request from one address in the window, whichever instance gets it', async () => {
    const [one, two] = pair(
      await Promise.all(
        connections.map((db) =>
          instance(db, (scope) =>
            submissionRoutes(scope, {
              db,
              dataDir,
              settings: defaultSiteSettings,
              rateLimit: { max: 20, windowMs: 10 * 60_000 },
            }),
          ),
        ),
      ),
    );
    const send = (app: FastifyInstance, index: number, ip: string) =>
      postJson(app, '/api/planning/contact', tripRequest(index), ip);

    // In turn: 20 accepted, alternating between the instances; then refused on both.
    for (let index = 0; index < 20; index += 1) {
      expect((await send(index % 2 === 0 ? one : two, index, '203.0.113.7')).statusCode).toBe(201);
    }
    for (const app of [one, two]) {
      const refused = await send(app, 99, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/./);
    }
    // A visitor at another address is not affected.
    expect((await send(two, 100, '198.51.100.4')).statusCode).toBe(201);

    // At the same moment: 30 from one address, split over both instances, and exactly 20 get in.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => send(index % 2 === 0 ? one : two, 200 + index, '192.0.2.55')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const stored = await firstConnection().query<{ total: number | string }>(
      'SELECT COUNT(*) AS total FROM planning_submissions',
    );
    expect(Number(stored[0]?.total)).toBe(20 + 1 + 20);
  }, 60_000);

  it('forwards every newsletter sign-up exactly once while both instances work the outbox', async () => {
    const provider = new NewsletterProviderStandIn();
    await provider.start();
    try {
      const outboxes: NewsletterOutbox[] = [];
      // Both instances' clock, which the test moves: a retry is due when the test says so. Their
      // outbox timers tick when the test says so too, and the test awaits what they send.
      let clock = Date.now();
      const timerDrains: (() => Promise<unknown>)[] = [];
      const everyInterval = (drain: () => Promise<unknown>) => {
        timerDrains.push(drain);
        return () => {};
      };
      const areaSettings = planningSettings.read({
        NEWSLETTER_API_KEY: provider.apiKey,
        NEWSLETTER_PUBLICATION_ID: provider.publicationId,
        NEWSLETTER_API_URL: provider.url,
        NEWSLETTER_RETRY_BASE_MS: '50',
        NEWSLETTER_TIMEOUT_MS: '2000',
      });
      const [one, two] = pair(
        await Promise.all(
          connections.map((db) =>
            instance(db, async (scope) => {
              outboxes.push(
                await registerNewsletterApi(
                  scope,
                  {
                    db,
                    settings: { ...defaultSiteSettings, siteUrl: 'https://estes.example' },
                    areaSettings,
                    dataDir,
                  },
                  { now: () => new Date(clock), everyInterval },
                ),
              );
            }),
          ),
        ),
      );
      // The provider is down while 40 visitors sign up, half on each instance: all are kept.
      const signups = 40;
      provider.answerNext(...Array.from({ length: signups }, () => ({ status: 503 })));
      const answers = await Promise.all(
        Array.from({ length: signups }, (_, index) =>
          (index % 2 === 0 ? one : two).inject({
            method: 'POST',
            url: '/api/planning/newsletter',
            headers: { host: 'estes.example' },
            payload: { email: `walker${index}@example.com`, placement: 'home' },
            remoteAddress: `10.0.${index}.1`,
          }),
        ),
      );
      expect(
        answers.map((answer) => `${answer.statusCode} ${answer.body}`).filter((line) => !line.startsWith('2')),
      ).toEqual([]);
      // Back up (the 41st call on): both instances drain at once, again and again, their timers too.
      const statuses = async () =>
        (await firstConnection().query<{ status: string }>('SELECT status FROM newsletter_signups')).map(
          (row) => row.status,
        );
      // Each round moves the clock past every retry's wait (the first ones wait 25 to 50 ms, a
      // second 50 to 100), well inside a claim's expiry (2 minutes), and both instances drain at
      // once, by hand and by their timers; the test awaits them all before it looks.
      for (let round = 0; round < 20 && (await statuses()).some((status) => status !== 'forwarded'); round += 1) {
        clock += 1_000;
        await Promise.all([...outboxes.map((outbox) => outbox.drain(100)), ...timerDrains.map((drain) => drain())]);
      }
      const final = await statuses();
      expect(final).toHaveLength(signups);
      expect(final.filter((status) => status !== 'forwarded')).toEqual([]);
      // Once the outage's answers are used up, each address reached the provider exactly once.
      const afterOutage = provider.received.slice(signups).map((call) => String(call.body.email));
      expect(afterOutage).toHaveLength(signups);
      expect(new Set(afterOutage).size).toBe(signups);
    } finally {
      await provider.stop();
    }
  }, 60_000);
});
