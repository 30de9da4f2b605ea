/**
 * A team deploys its area alone; ops roll back one remote alone: the pointer switches, the
 * other remotes are untouched, nothing is rebuilt or restarted, and a browser that reloads
 * gets the switched version. A version is the whole area: its pages, its server rendering and
 * its API switch together (X-Area-Version on pages and on /api/<area>/ answers).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eDataDir, secondInstancePort } from '../playwright.config';
import { expect, test } from './fixtures';

const run = promisify(execFile);
const remotes = async (...args: string[]) => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tools/remotes.ts', ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
  });
  return stdout;
};

type Pointer = Record<string, { version: string; manifest: string }>;

test.describe.configure({ mode: 'serial' });

test('publish a new lodging version, list it, roll it back, and the browser follows', async ({ page, request }) => {
  const pointerBefore = (await (await request.get('/remotes.json')).json()) as Pointer;
  const healthBefore = await (await request.get('/healthz')).json();

  const published = await remotes('publish', 'mfe-lodging');
  const newVersion = /lodging is live at (\S+)/.exec(published)?.[1];
  expect(newVersion).toBeTruthy();
  const pointerAfterPublish = (await (await request.get('/remotes.json')).json()) as Pointer;
  expect(pointerAfterPublish.lodging?.version).toBe(newVersion);
  for (const area of ['content', 'planning', 'conditions'])
    expect(pointerAfterPublish[area]).toEqual(pointerBefore[area]);

  const listing = await remotes('list');
  expect(listing).toContain(`* ${newVersion}`);
  expect(listing).toContain(pointerBefore.lodging?.version);

  const loadedLodgingVersions = async () => {
    const versions = new Set<string>();
    const listener = (url: string) => {
      const match = /\/remotes\/lodging\/([^/]+)\//.exec(url);
      if (match?.[1]) versions.add(match[1]);
    };
    page.on('request', (req) => listener(req.url()));
    await page.goto('/accommodations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places to Stay in Estes Park');
    page.removeAllListeners('request');
    return [...versions];
  };
  expect(await loadedLodgingVersions()).toEqual([newVersion]);
  const renderedVersion = async () => (await request.get('/accommodations')).headers()['x-area-version'];
  const apiVersion = async () => (await request.get('/api/lodging/search-documents')).headers()['x-area-version'];
  // The server renders the page from the live version's server build too, and its API answers.
  expect(await renderedVersion()).toBe(`lodging@${newVersion}`);
  // Kept by the page cache now; the rollback below must still show on the very next load.
  expect((await request.get('/accommodations')).headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  expect(await apiVersion()).toBe(`lodging@${newVersion}`);
  expect((await (await request.get('/api/lodging/health')).json()).version).toBe(newVersion);
  // The other areas' APIs are untouched.
  expect((await request.get('/api/content/posts')).headers()['x-area-version']).toBe(
    `content@${pointerBefore.content?.version}`,
  );

  const rolledBack = await remotes('rollback', 'lodging');
  expect(rolledBack).toContain(`lodging rolled back: ${newVersion} → ${pointerBefore.lodging?.version}`);
  const pointerAfterRollback = (await (await request.get('/remotes.json')).json()) as Pointer;
  expect(pointerAfterRollback).toEqual(pointerBefore);
  expect(await loadedLodgingVersions()).toEqual([pointerBefore.lodging?.version]);
  expect(await renderedVersion()).toBe(`lodging@${pointerBefore.lodging?.version}`);
  expect(await apiVersion()).toBe(`lodging@${pointerBefore.lodging?.version}`);

  // Same server process throughout: nothing was restarted.
  const healthAfter = await (await request.get('/healthz')).json();
  expect(healthAfter.status).toBe('ok');
  expect(healthAfter.remotes.content).toBe(healthBefore.remotes.content);

  // And forward again to the named version.
  expect(await remotes('rollback', 'lodging', newVersion ?? '')).toContain(`→ ${newVersion}`);
  expect(((await (await request.get('/remotes.json')).json()) as Pointer).lodging?.version).toBe(newVersion);
  expect(await apiVersion()).toBe(`lodging@${newVersion}`);
});

test('a second instance on the same database, with its own empty deploy folder, serves every deploy and rollback', async ({
  page,
  request,
}) => {
  const other = `http://localhost:${secondInstancePort}`;
  const pointerOf = async (base: string) => (await (await request.get(`${base}/remotes.json`)).json()) as Pointer;
  expect(await pointerOf(other)).toEqual(await pointerOf(''));
  expect((await (await request.get(`${other}/healthz`)).json()).instance).toBe('e2e-instance-b');

  const published = await remotes('publish', 'lodging');
  const newVersion = /lodging is live at (\S+)/.exec(published)?.[1] ?? '';
  // At once (SQLite: each request checks the registry's generation): pages, API and pointer.
  expect((await request.get(`${other}/api/lodging/search-documents`)).headers()['x-area-version']).toBe(
    `lodging@${newVersion}`,
  );
  expect((await pointerOf(other)).lodging?.version).toBe(newVersion);
  // In a browser: the page renders and hydrates from browser files this instance took from the database.
  const loaded = new Set<string>();
  page.on('request', (req) => {
    const match = /\/remotes\/lodging\/([^/]+)\//.exec(req.url());
    if (match?.[1]) loaded.add(match[1]);
  });
  const answer = await page.goto(`${other}/accommodations`);
  expect(answer?.headers()['x-area-version']).toBe(`lodging@${newVersion}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places to Stay in Estes Park');
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
  expect([...loaded]).toEqual([newVersion]);

  const rolledBack = await remotes('rollback', 'lodging');
  const previous = /→ (\S+)/.exec(rolledBack)?.[1] ?? '';
  expect((await request.get(`${other}/accommodations`)).headers()['x-area-version']).toBe(`lodging@${previous}`);
  expect((await pointerOf(other)).lodging?.version).toBe(previous);
});

test('a deploy tells what it did to the database, and the registry records each version’s sha256', async () => {
  const published = await remotes('publish', 'conditions');
  expect(published).toMatch(/conditions is live at \S+\n {2}manifest: \S+\n {2}no new migrations/);
  const registry = JSON.parse(await remotes('list', '--json')) as {
    remotes: Record<string, { versions: { serverBundleSha256?: string }[] }>;
  };
  for (const area of ['lodging', 'content', 'planning', 'conditions'])
    for (const version of registry.remotes[area]?.versions ?? [])
      expect(version.serverBundleSha256).toMatch(/^[0-9a-f]{64}$/);
  await remotes('rollback', 'conditions');
});

test('the deploy commands explain mistakes', async () => {
  await expect(remotes('rollback', 'weather')).rejects.toMatchObject({
    stderr: expect.stringContaining('Unknown area "weather"'),
  });
  await expect(remotes('rollback', 'content', 'no-such-version')).rejects.toMatchObject({
    stderr: expect.stringContaining('content has no kept version no-such-version'),
  });
});

test('cache headers: pointer never cached, published remote files immutable', async ({ request }) => {
  const pointerResponse = await request.get('/remotes.json');
  expect(pointerResponse.headers()['cache-control']).toBe('no-store');
  const pointer = (await pointerResponse.json()) as Pointer;
  const manifest = await request.get(pointer.content?.manifest ?? '');
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await request.get('/');
  // Browsers ask again every time (max-age=0, answered 304 when unchanged); a shared cache (the
  // fleet's nginx, a CDN) may keep it for a second (decision 050).
  expect(html.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=[01]$/);
  expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
