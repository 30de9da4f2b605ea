/** @jest-environment node */
/**
 * What the public can send (issue 28, decision 035), on the site server with fake area builds:
 * bodies are parsed only by routes that take them.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { areaNames, type AreaName } from '@estes/shared/core';
import { buildServer, type ServerDependencies } from './app';
import { loadServerConfig } from './config';
import { openDatabase } from './db/open-database';
import type { SiteDatabase } from './db/site-database';
import { browserFilesDir, emptyRegistry, type Registry } from './remote-registry';
import { publishFake, saveRegistry } from './testing/fake-area-builds';

const template = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><!--site-head-->
<!--page-head--></head><body><div id="root"><!--page-html--></div><!--boot-data--><script defer src="/assets/main.js"></script></body></html>`;

const token = 'b1f0c3d9e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3';
const visitor = '203.0.113.9';

/** Each area's reads are fresh for five minutes (pages are kept); planning has two routes of its own. */
const areaOptions = (area: AreaName) => ({
  whoamiFreshness: { maxAgeSeconds: 300, tags: [`${area}-data`] },
  apiRoutes:
    area === 'planning' ? `scope.post('/ping', async () => ({ ok: true }));` : area === 'content' ? '' : undefined,
});

describe('what the public can send and read', () => {
  let db: SiteDatabase;
  let root: string;
  let folders: Pick<ServerDependencies, 'shellDistDir' | 'shellPublicDir' | 'repositoryRoot'>;
  let deployDir: string;
  let app: FastifyInstance;
  const started: FastifyInstance[] = [];

  /** A server of the same site with other settings (closed after the tests). */
  const serverWith = async (env: Record<string, string>, extra: Partial<ServerDependencies> = {}) => {
    const config = loadServerConfig({ DEPLOY_DIR: deployDir, ...env }, root);
    const server = await buildServer({ config, db, ...folders, logger: false, ...extra });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'public-surface-'));
    const shellDir = path.join(root, 'shell');
    const browser = path.join(shellDir, 'dist', 'browser');
    await mkdir(browser, { recursive: true });
    await mkdir(path.join(shellDir, 'public'), { recursive: true });
    await writeFile(path.join(shellDir, 'dist', 'index.html'), template);
    await writeFile(path.join(browser, 'main.js'), 'console.log("entry")');
    await writeFile(path.join(browser, 'main.js.br'), 'brotli bytes of the entry');
    await writeFile(path.join(browser, 'main.js.gz'), 'gzip bytes of the entry');
    await writeFile(path.join(browser, 'main.js.map'), '{"version":3,"sources":["/home/ci/build/shell/src/boot.tsx"]}');
    folders = {
      shellDistDir: path.join(shellDir, 'dist'),
      shellPublicDir: path.join(shellDir, 'public'),
      repositoryRoot: root,
    };
    deployDir = path.join(root, 'deploy');
    // A published version that carries its maps (as the build keeps them) before its digest is taken.
    await mkdir(browserFilesDir(deployDir, 'lodging', '1.0.0-a'), { recursive: true });
    await writeFile(path.join(browserFilesDir(deployDir, 'lodging', '1.0.0-a'), 'remoteEntry.js.map'), '{}');
    let registry: Registry = emptyRegistry();
    for (const area of areaNames) registry = await publishFake(deployDir, registry, area, '1.0.0-a', areaOptions(area));
    db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
    await saveRegistry(db, registry);
    app = await serverWith({ SITE_URL: 'https://www.estes.example', HEALTHZ_TOKEN: token });
  });

  afterAll(async () => {
    for (const server of started) await server.close();
    await db.close();
  });

  const fromVisitor = (options: InjectOptions) => app.inject({ remoteAddress: visitor, ...options });

  describe('bodies only where a route takes them', () => {
    // Malformed JSON is a 400 when parsed: a 404 says no parser ever saw it.
    const malformed = { 'content-type': 'application/json' };
    const nested = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

    it.each([
      ['POST', '/nope'],
      ['DELETE', '/accommodations'],
      ['PUT', '/healthz'],
      ['OPTIONS', '/blog'],
      ['POST', '/api/planning/nope'],
      ['PUT', '/api/planning/whoami'],
    ] as const)('%s %s answers its 404 without parsing the body', async (method, url) => {
      for (const payload of ['{"unfinished', nested, 'x'.repeat(2 * 1024 * 1024)]) {
        const answer = await fromVisitor({ method, url, headers: malformed, payload });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ error: 'Not Found', message: `No ${method} ${url} here.` });
      }
    });

    it('refuses a body sent to an address that takes none, unread (413), and answers it without one', async () => {
      const withBody = await fromVisitor({ method: 'POST', url: '/api/planning/ping', payload: { a: 1 } });
      expect(withBody.statusCode).toBe(413);
      expect(withBody.json().message).toBe('POST /api/planning/ping takes no request body: send it without one.');
      expect((await fromVisitor({ method: 'POST', url: '/api/planning/ping' })).json()).toEqual({ ok: true });
    });

    it('parses the body of a route that takes one, up to that route’s own limit', async () => {
      const post = (payload: string) =>
        fromVisitor({ method: 'POST', url: '/api/planning/echo', headers: malformed, payload });
      expect((await post('{"hello":"elk"}')).json()).toEqual({ received: { hello: 'elk' }, ip: visitor });
      expect((await post('{"unfinished')).statusCode).toBe(400);
      expect((await post(JSON.stringify({ text: 'x'.repeat(2000) }))).statusCode).toBe(413);
    });

    it('never reads a GET’s body: the page is answered as without one', async () => {
      const answer = await fromVisitor({ method: 'GET', url: '/blog', headers: malformed, payload: '{"unfinished' });
      expect(answer.statusCode).toBe(200);
    });
  });
});
