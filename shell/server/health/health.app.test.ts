/** @jest-environment node */
/**
 * The site server with the health plugin: /healthz from the database, the registry and the live
 * versions (the site: testing/test-site.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { SiteDatabase, Registry } from '@estes/platform';
import { saveRegistry } from '@estes/platform/testing';
import { openTestSiteAroundSuite, pageOf } from '../testing/test-site';

describe('site server: health', () => {
  let app: FastifyInstance;
  let db: SiteDatabase;
  let registry: Registry;
  const page = (url: string) => pageOf(app, url);

  openTestSiteAroundSuite((site) => {
    ({ app, db, registry } = site);
  });

  it('reports health, with each remote’s live version and what is in memory', async () => {
    await app.inject({ method: 'GET', url: '/weather' });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      remotes: { lodging: '1.0.0-a', content: '1.0.0-a', planning: '1.0.0-a', conditions: '1.0.0-a' },
      registry: { state: 'ok' },
      areasUnavailable: [],
      versionsInMemory: expect.arrayContaining(['conditions@1.0.0-a']),
      memory: { rssBytes: expect.any(Number), heapUsedBytes: expect.any(Number) },
    });
  });

  it('shows what a live area reports of itself, and is degraded (still serving) when a check is', async () => {
    await app.inject({ method: 'GET', url: '/events' });
    const fake = globalThis as { __fakeNewsletterHealth?: unknown };
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({
      status: 'ok',
      areas: { planning: { newsletter: { state: 'ok' } } },
    });
    fake.__fakeNewsletterHealth = async () => {
      throw new Error('database gone');
    };
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json().areas).toEqual({
      planning: { newsletter: { state: 'degraded', problem: 'the check failed: database gone' } },
    });
    const refused = { state: 'degraded', problem: 'The newsletter provider refused our API key (HTTP 401).' };
    fake.__fakeNewsletterHealth = refused;
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'degraded', areas: { planning: { newsletter: refused } } });
    } finally {
      delete fake.__fakeNewsletterHealth;
    }
  });

  it('keeps serving the last good registry when the stored one cannot be read, and says so in /healthz', async () => {
    // Edited by hand and cut short, with a new generation so instances read it.
    await db.execute('UPDATE deploy_registry SET document = ?, generation = generation + 1 WHERE id = 1', [
      '{ "schemaVersion": 1, "remotes": { "lodging": ',
    ]);
    try {
      const { response, document } = await page('/accommodations');
      expect(response.statusCode).toBe(200);
      expect(document.querySelector('#root h1')?.textContent).toBe('Page heading of lodging.listing');
      expect((await app.inject({ method: 'GET', url: '/api/lodging/whoami' })).statusCode).toBe(200);
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', registry: { state: 'stale' } });
      expect(health.json().registry.problem).toMatch(/cannot be read/);
    } finally {
      await saveRegistry(db, registry);
    }
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json().registry).toEqual({ state: 'ok' });
  });
});
