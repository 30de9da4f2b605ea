/** @jest-environment node */
/**
 * The area answers renders read, kept for their declared time (api-reads.ts, decision 051), on
 * the site server with fake area builds whose `/whoami` counts its reads: a render reads a kept
 * answer instead of the API, never past its time; a page built from it lives no longer than
 * the answer has left; a write's tag drops it; a page showing what a visitor sent, and a
 * rollback, read afresh.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { areaNames } from '@estes/shared/core';
import { emptyRegistry, openDatabase, type Registry, type SiteDatabase, withRollback } from '@estes/platform';
import { fakeWhoamiReads, publishFake, saveRegistry } from '@estes/platform/testing';
import { buildPageCacheTestServer } from './testing/page-cache-server';

const freshSeconds = 30;

describe('area answers kept between renders', () => {
  let app: FastifyInstance;
  let db: SiteDatabase;
  let registry: Registry;
  // The server's clock is the test's: answers age when the test says, not after a sleep.
  let clock = Date.parse('2026-11-27T18:00:00Z');

  beforeAll(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'api-reads-'));
    const deployDir = path.join(root, 'deploy');
    registry = emptyRegistry();
    for (const area of areaNames) {
      registry = await publishFake(deployDir, registry, area, '1.0.0-a', {
        whoamiFreshness: { maxAgeSeconds: freshSeconds, tags: [`${area}-data`] },
        apiRoutes: `scope.post('/changed', async () => { await context.pageDataChanged(['${area}-data']); return { ok: true }; });`,
      });
    }
    registry = await publishFake(deployDir, registry, 'planning', '1.0.0-b', { label: 'Second' });
    registry = withRollback(registry, 'planning');
    db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
    await saveRegistry(db, registry);
    app = await buildPageCacheTestServer({ root, deployDir, db, now: () => clock });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const planningReads = () => fakeWhoamiReads().planning ?? 0;
  const answerOf = (html: string) => /data-api-answer="">([^<]*)</.exec(html)?.[1];

  it('renders another page of the same data from the kept answer, and reads again once its time is up', async () => {
    const before = planningReads();
    const first = await get('/events?page=1');
    // Another key of the page cache: rendered again, its data not read again.
    const second = await get('/events?page=2');
    expect(second.headers['x-page-cache']).toBe('miss');
    expect(planningReads()).toBe(before + 1);
    expect(answerOf(second.body)).toBe(answerOf(first.body));
    expect(answerOf(second.body)).toContain('via');
    clock += freshSeconds * 1000;
    await get('/events?page=3');
    expect(planningReads()).toBe(before + 2);
  });

  it('keeps a page built from a kept answer no longer than the answer has left', async () => {
    clock += freshSeconds * 1000;
    const before = planningReads();
    await get('/events?at=start');
    clock += 20_000;
    await get('/events?at=later');
    expect(planningReads()).toBe(before + 1);
    expect((await get('/events?at=later')).headers['x-page-cache']).toBe('hit');
    // The answer's 30 s are up: the page rendered from it at 20 s is no longer fresh either.
    clock += 10_000;
    expect((await get('/events?at=later')).headers['x-page-cache']).not.toBe('hit');
  });

  it('drops a kept answer when a write names its tag', async () => {
    clock += freshSeconds * 1000;
    await get('/events?w=1');
    const before = planningReads();
    expect((await app.inject({ method: 'POST', url: '/api/planning/changed' })).statusCode).toBe(200);
    await get('/events?w=2');
    expect(planningReads()).toBe(before + 1);
  });

  it('reads afresh for a page showing what one visitor sent', async () => {
    clock += freshSeconds * 1000;
    await get('/events?v=1');
    const before = planningReads();
    await get('/events?sent=1');
    await get('/events?sent=1');
    expect(planningReads()).toBe(before + 2);
  });

  it('reads the switched version after a rollback', async () => {
    clock += freshSeconds * 1000;
    expect(answerOf((await get('/events?r=1')).body)).toContain('planning@1.0.0-a');
    await saveRegistry(db, withRollback(registry, 'planning', '1.0.0-b'));
    expect(answerOf((await get('/events?r=2')).body)).toContain('planning@1.0.0-b');
    await saveRegistry(db, registry);
    expect(answerOf((await get('/events?r=3')).body)).toContain('planning@1.0.0-a');
  });
});
