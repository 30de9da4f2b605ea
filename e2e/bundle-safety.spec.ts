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

test('the site server’s own build contains no area’s code: every area comes from its deployed version', async () => {
  const serverBuild = await readFile('shell/dist/server/main.cjs', 'utf8');
  // webpack names each module it bundles (`;// ../mfe-planning/server/…` or as a module id).
  expect(serverBuild).not.toMatch(/^;\/\/ \.\.\/mfe-/m);
  expect(serverBuild).not.toMatch(/["']\.\.?\/mfe-[a-z]+\/(server|src)\//);
  // Nor the areas' tables or endpoints.
  for (const marker of ['newsletter_signups', 'planning_submissions', '/webcams/:id/image.jpg', 'Elk Viewing Guide'])
    expect(serverBuild.includes(marker), marker).toBe(false);
  // Each deployed version carries its own API with its migrations.
  const deployed = await readdir(path.join(e2eDataDir, 'deploy', 'server-bundles', 'planning'));
  expect(deployed.length).toBeGreaterThan(0);
  const planningApi = await readFile(
    path.join(e2eDataDir, 'deploy', 'server-bundles', 'planning', deployed[0] ?? '', 'api.cjs'),
    'utf8',
  );
  expect(planningApi).toContain('newsletter_signups');
});

test('source maps stay with the build: no served file names one, and none is served', async ({ request }) => {
  const scripts = (await browserFiles()).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(20);
  for (const file of scripts) expect(await readFile(file, 'utf8'), file).not.toContain('sourceMappingURL');
  // Kept beside what they map, for whoever debugs a stack trace: the shell's and each deployed version's.
  const shellMaps = (await readdir('shell/dist/browser')).filter((name) => name.endsWith('.map'));
  expect(shellMaps).toContain('main.js.map');
  const pointer = (await (await request.get('/remotes.json')).json()) as { lodging: { version: string } };
  const version = pointer.lodging.version;
  const remoteMap = `/remotes/lodging/${version}/remoteEntry.js.map`;
  await readFile(path.join(e2eDataDir, 'deploy', remoteMap));
  for (const url of ['/assets/main.js.map', remoteMap]) expect((await request.get(url)).status(), url).toBe(404);
  expect((await request.get(`/remotes/lodging/${version}/remoteEntry.js`)).status()).toBe(200);
});
