/** @jest-environment node */
/**
 * The site server with the area API host plugin: /api/<area>/ handed to the live version's own
 * API (the site: testing/test-site.ts).
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { loadServerConfig } from '../config';
import type { SiteDatabase, Registry } from '@estes/platform';
import { saveRegistry } from '@estes/platform/testing';
import { type TestSite, openTestSiteAroundSuite } from '../testing/test-site';

describe('site server: area API host', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let db: SiteDatabase;
  let deployDir: string;
  let root: string;
  let registry: Registry;
  const shellFolders = () => site.shellFolders();

  openTestSiteAroundSuite((opened) => {
    site = opened;
    ({ app, db, deployDir, root, registry } = opened);
  });

  it.each([
    ['0', '127.0.0.1'],
    ['1', '203.0.113.9'],
    ['2', '198.51.100.4'],
    ['127.0.0.1', '203.0.113.9'],
    ['127.0.0.1, 203.0.113.0/24', '198.51.100.4'],
  ])(
    'with TRUST_PROXY=%s a visitor is known by %s, whatever they put first in X-Forwarded-For',
    async (trustProxy, visitor) => {
      const config = loadServerConfig({ DEPLOY_DIR: deployDir, TRUST_PROXY: trustProxy }, root);
      const proxied = await buildServer({ config, db, ...shellFolders(), repositoryRoot: root, logger: false });
      try {
        const answer = await proxied.inject({
          method: 'POST',
          url: '/api/lodging/echo',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 203.0.113.9' },
          payload: {},
        });
        expect(answer.json().ip).toBe(visitor);
      } finally {
        await proxied.close();
      }
    },
  );

  it('hands /api/<area>/ to the live version’s own API, after running its migrations, saying which version answered', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/planning/health' });
    expect(health.json()).toEqual({ area: 'planning', version: '1.0.0-a', database: 'ok' });
    expect(health.headers['x-area-version']).toBe('planning@1.0.0-a');
    const echo = await app.inject({ method: 'POST', url: '/api/planning/echo', payload: { hello: 'elk' } });
    expect(echo.json()).toEqual({ received: { hello: 'elk' }, ip: '127.0.0.1' });
    expect(echo.headers['x-area-version']).toBe('planning@1.0.0-a');
    expect(echo.headers['x-content-type-options']).toBe('nosniff');
    expect(await db.query("SELECT id FROM schema_migrations WHERE id = 'planning-test-001'")).toHaveLength(1);
    const unknown = await app.inject({ method: 'GET', url: '/api/planning/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'No GET /api/planning/nope here.' });
    expect(unknown.headers['x-area-version']).toBe('planning@1.0.0-a');
    // The API reads its secrets from the server's environment; the answer carries none.
    const secret = await app.inject({ method: 'GET', url: '/api/planning/secret-length' });
    expect(secret.json()).toEqual({ length: 'top-secret-key'.length });
    // It was given the variables it declared and no other area's (decision 034).
    const seen = await app.inject({ method: 'GET', url: '/api/planning/variables-seen' });
    expect(seen.json().variables).toEqual(['WEATHER_API_KEY']);
    expect(seen.body).not.toContain('another-areas-secret');
    expect(seen.json().context).not.toContain('secrets');
    // Large answers are compressed by the area's instance too.
    const compressed = await app.inject({
      method: 'GET',
      url: '/api/planning/search-documents',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.statusCode).toBe(200);
  });

  it('answers an area without a usable version with 503 and a message, and leaves the others', async () => {
    const withoutContent: Registry = {
      ...registry,
      remotes: Object.fromEntries(Object.entries(registry.remotes).filter(([area]) => area !== 'content')),
    };
    await saveRegistry(db, withoutContent);
    try {
      const down = await app.inject({ method: 'GET', url: '/api/content/whoami' });
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toMatch(/temporarily unavailable/);
      expect((await app.inject({ method: 'GET', url: '/api/lodging/whoami' })).statusCode).toBe(200);
    } finally {
      await saveRegistry(db, registry);
    }
  });
});
