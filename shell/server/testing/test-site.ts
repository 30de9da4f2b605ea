/**
 * The site server of the plugin tests (app.test.ts and each plugin folder's *.app.test.ts): a
 * shell build (template, bundles, public folder), every area published as 1.0.0-a (planning with
 * a migration, sitemap entries, search documents and a health check; lodging with partner
 * links; content with its feed), a database holding the registry, and a public origin that does
 * not resolve, as in production behind a CDN: nothing may call it.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { areaNames } from '@estes/shared/core';
import { buildServer } from '../app';
import { loadServerConfig } from '../config';
import { emptyRegistry, openDatabase, type Registry, type SiteDatabase } from '@estes/platform';
import { publishFake, saveRegistry } from '@estes/platform/testing';

export const template = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><!--site-head-->
<!--page-head--></head><body><div id="root"><!--page-html--></div><!--boot-data--><script defer src="/assets/main.js?abc"></script></body></html>`;

/** A temporary site folder: the shell's built page (the template) and public folder, and a deploy folder. */
export async function siteFolders(prefix: string) {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  const shellDir = path.join(root, 'shell');
  await mkdir(path.join(shellDir, 'dist', 'browser'), { recursive: true });
  await mkdir(path.join(shellDir, 'public'), { recursive: true });
  await writeFile(path.join(shellDir, 'dist', 'index.html'), template);
  return { root, shellDir, deployDir: path.join(root, 'deploy') };
}

export interface TestSite {
  app: FastifyInstance;
  db: SiteDatabase;
  deployDir: string;
  root: string;
  shellDir: string;
  /** The registry as published and saved when the site opened. */
  registry: Registry;
  shellFolders(): { shellDistDir: string; shellPublicDir: string };
  close(): Promise<void>;
}

/** The planning API of the first version: a migration, sitemap entries and search documents. */
const planningApi = {
  migrations: [{ id: 'planning-test-001', up: 'CREATE TABLE planning_test (id INTEGER PRIMARY KEY)' }],
  apiSettings: {
    variables: ['WEATHER_API_KEY'],
    read: '(env) => ({ weatherApiKey: env.WEATHER_API_KEY, sawOnly: Object.keys(env) })',
  },
  apiRoutes: `
    scope.get('/sitemap-entries', async () => ({
      entries: [
        { path: '/events?event=elk-fest&x=<1>', lastModified: '2026-09-26T10:00:00Z' },
        { path: '/submit-event' },
        { path: 'not-a-path' },
      ],
    }));
    scope.get('/search-documents', async () => ({
      documents: [
        { kind: 'event', title: 'Elk Fest', summary: 'Bugling, music and crafts in Bond Park.', path: '/events?event=elk-fest', keywords: 'Festival' },
      ],
    }));
    scope.get('/secret-length', async () => ({ length: (context.areaSettings.weatherApiKey || '').length }));
    scope.get('/variables-seen', async () => ({ variables: context.areaSettings.sawOnly, context: Object.keys(context) }));
    context.reportHealth?.('newsletter', async () => {
      const fake = globalThis.__fakeNewsletterHealth;
      return typeof fake === 'function' ? fake() : fake || { state: 'ok' };
    });`,
};

/** The lodging API's partner links (decision 033): a 302 naming what it was asked with, 404 otherwise. */
const lodgingApi = {
  apiRoutes: `
    scope.get('/go/:kind/:id', async (request, reply) => {
      globalThis.__goRequests = (globalThis.__goRequests || []).concat(request.method + ' ' + request.url);
      if (request.params.kind === 'book' && request.params.id === 'hotel-1') {
        const asked = new URLSearchParams(request.url.split('?')[1] || '');
        return reply.code(302).header('cache-control', 'no-store')
          .header('location', 'https://partner.example/stanley?checkin=' + (asked.get('checkin') || '')).send();
      }
      if (request.params.kind === 'reviews') return reply.code(302).header('location', 'javascript:alert(1)').send();
      return reply.code(404).send({ error: 'Not Found', message: 'No such partner link.' });
    });`,
};
/** The content API's feed, answered at /api/content/feed.xml. */
const contentApi = {
  apiRoutes: `
    scope.get('/feed.xml', async (request, reply) =>
      reply.header('content-type', 'application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300')
        .send('<?xml version="1.0"?><rss version="2.0"><channel><title>asked ' + request.url + '</title></channel></rss>'));`,
};

/**
 * Opens the test site before a file's tests and closes it after them; `onOpen` takes the parts
 * the tests use (the plugins' test files share one site each this way).
 */
export function openTestSiteAroundSuite(onOpen: (site: TestSite) => void): void {
  let site: TestSite | undefined;
  beforeAll(async () => {
    site = await openTestSite();
    onOpen(site);
  });
  afterAll(async () => site?.close());
}

export async function openTestSite(): Promise<TestSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-server-'));
  const shellDir = path.join(root, 'shell');
  await mkdir(path.join(shellDir, 'dist', 'browser', 'chunks'), { recursive: true });
  await mkdir(path.join(shellDir, 'dist', 'worker'), { recursive: true });
  await mkdir(path.join(shellDir, 'public', 'images'), { recursive: true });
  await writeFile(path.join(shellDir, 'dist', 'index.html'), template);
  await writeFile(path.join(shellDir, 'dist', 'browser', 'main.js'), 'console.log("entry")');
  await writeFile(path.join(shellDir, 'dist', 'worker', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(shellDir, 'dist', 'browser', 'chunks', 'app.1234567890.js'), 'x'.repeat(4000));
  await writeFile(path.join(shellDir, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const deployDir = path.join(root, 'deploy');
  let registry = emptyRegistry();
  for (const area of areaNames)
    registry = await publishFake(
      deployDir,
      registry,
      area,
      '1.0.0-a',
      area === 'planning' ? planningApi : area === 'lodging' ? lodgingApi : area === 'content' ? contentApi : {},
    );
  const db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: root });
  await saveRegistry(db, registry);

  // A public origin that does not resolve, as in production behind a CDN: nothing may call it.
  const config = loadServerConfig(
    {
      SITE_URL: 'https://www.estes.example',
      DEPLOY_DIR: deployDir,
      WEATHER_API_KEY: 'top-secret-key',
      NEWSLETTER_API_KEY: 'another-areas-secret',
      // Every page here is asked for from one address: the render budget has its own tests.
      RENDER_BUDGET_PER_MINUTE: '0',
    },
    root,
  );
  const shellFolders = () => ({
    shellDistDir: path.join(shellDir, 'dist'),
    shellPublicDir: path.join(shellDir, 'public'),
  });
  const app = await buildServer({ config, db, ...shellFolders(), repositoryRoot: root, logger: false });
  return {
    app,
    db,
    deployDir,
    root,
    shellDir,
    registry,
    shellFolders,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** A page of the site, parsed, with a reader of its head's attributes. */
export async function pageOf(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  const { document } = new JSDOM(response.body).window;
  const content = (selector: string, attribute = 'content') =>
    document.querySelector(selector)?.getAttribute(attribute);
  return { response, document, content };
}

/** The blog answered by the area-unavailable page: the content area is down, with a 503. */
export async function expectBlogUnavailable(app: FastifyInstance) {
  const blog = await pageOf(app, '/blog');
  expect(blog.response.statusCode).toBe(503);
  expect(blog.document.querySelector('[data-testid="area-unavailable"]')?.textContent).toContain(
    'This part of the site is temporarily unavailable',
  );
  return blog;
}
