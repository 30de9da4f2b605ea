/**
 * Nothing secret or server-only reaches a browser: the built browser files and the HTML the
 * server sends carry no secret values, no secret names and no server-only packages.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eDataDir, e2eSecrets } from '../playwright.config';
import { expect, test } from './fixtures';

async function browserFiles(): Promise<string[]> {
  const roots = ['shell/dist/browser', path.join(e2eDataDir, 'deploy', 'remotes')];
  const files: string[] = [];
  for (const root of roots) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(js|html|json)$/.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return files;
}

test('browser bundles hold no secrets and no server-only code', async () => {
  const files = await browserFiles();
  expect(files.length).toBeGreaterThan(20);
  const forbidden = [
    ...Object.values(e2eSecrets),
    ...Object.keys(e2eSecrets),
    'DATABASE_URL',
    'fastify',
    '@libsql',
    'pg-pool',
    'schema_migrations',
  ];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const word of forbidden) expect(text.includes(word), `${word} in ${file}`).toBe(false);
  }
});

test('pages and the pointer carry no secret values', async ({ request }) => {
  for (const url of ['/', '/weather', '/newsletter', '/blog', '/remotes.json', '/healthz', '/api/planning/health']) {
    const body = await (await request.get(url)).text();
    for (const secret of Object.values(e2eSecrets)) expect(body).not.toContain(secret);
  }
});
