/**
 * A team runs its area alone (`npm run dev -w mfe-<area>`): no shell, no other remote, and
 * its pages load their data from the area's own API, served by the same dev server from the
 * area's watched server build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 3100) + 90;
const origin = `http://localhost:${port}`;
let devServer: ChildProcess | undefined;
let output = '';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'remote-alone-'));
  devServer = spawn(process.execPath, ['--import', 'tsx', 'tools/dev-remote.ts', 'content'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    detached: true,
  });
  devServer.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  devServer.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(() => /API ready/.test(output) && /running alone/.test(output), { timeout: 220_000, intervals: [1000] })
    .toBe(true);
});

test.afterAll(() => {
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

test('the content area alone answers its API and its pages show their data', async ({ page, request }) => {
  const posts = await request.get(`${origin}/api/content/posts`);
  expect(posts.status()).toBe(200);
  expect(posts.headers()['x-area-version']).toMatch(/^content@dev-/);
  expect(((await posts.json()) as { posts: unknown[] }).posts.length).toBeGreaterThan(10);

  await page.goto(`${origin}/blog`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local Stories & Expert Guides');
  await expect(page.getByRole('heading', { name: 'Unable to Load Blog Posts' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Elk Viewing Guide/ }).first()).toBeVisible();
  await page.goto(`${origin}/blog/elk-viewing-guide`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Elk Viewing Guide: Where and When to Watch the Herds',
  );
});
