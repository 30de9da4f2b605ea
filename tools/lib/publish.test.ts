/**
 * @jest-environment node
 *
 * Publishing and rolling back whole areas (pages, server rendering, API and migrations), on
 * SQLite and, when TEST_DATABASE_URL names one, on PostgreSQL: migrations are applied before
 * a version goes live, a failing one leaves the live version as it was, and a rollback across
 * a migration keeps working on the newer schema. Then two deploy commands at once, as two
 * processes.
 */
import { execFile, spawn } from 'node:child_process';
import { access, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@estes/shared/server';
import { buildServer } from '../../shell/server/app';
import { loadServerConfig } from '../../shell/server/config';
import { lockFile } from '../../shell/server/deploy-lock';
import { openDatabase } from '../../shell/server/db/open-database';
import { readRegistry, serverBundleDir } from '../../shell/server/remote-registry';
import { writeFakeBuild, type FakeBuildOptions } from '../../shell/server/testing/fake-area-builds';
import { PublishError, publishArea, rollbackArea } from './publish';

const repositoryRoot = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

/** The notes API of two versions: the second adds a column (expand-only) and writes it. */
const notesV1: FakeBuildOptions = {
  label: 'Notes 1',
  migrations: [
    {
      id: 'lodging-deploytest-001-notes',
      up: 'CREATE TABLE deploytest_notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)',
    },
  ],
  apiRoutes: `
    scope.get('/notes', async () => ({ notes: await context.db.query('SELECT id, body FROM deploytest_notes ORDER BY id') }));
    scope.post('/notes', async (request) => {
      await context.db.execute('INSERT INTO deploytest_notes (id, body) VALUES (?, ?)', [request.body.id, request.body.body]);
      return { saved: true };
    });`,
};
const notesV2: FakeBuildOptions = {
  label: 'Notes 2',
  migrations: [
    ...(notesV1.migrations ?? []),
    { id: 'lodging-deploytest-002-stars', up: 'ALTER TABLE deploytest_notes ADD COLUMN stars INTEGER' },
  ],
  apiRoutes: `
    scope.get('/notes', async () => ({ notes: await context.db.query('SELECT id, body, stars FROM deploytest_notes ORDER BY id') }));
    scope.post('/notes', async (request) => {
      await context.db.execute('INSERT INTO deploytest_notes (id, body, stars) VALUES (?, ?, ?)', [request.body.id, request.body.body, request.body.stars]);
      return { saved: true };
    });`,
};
const brokenV3: FakeBuildOptions = {
  label: 'Broken 3',
  migrations: [
    ...(notesV2.migrations ?? []),
    {
      id: 'lodging-deploytest-003-tags',
      up: 'ALTER TABLE deploytest_notes ADD COLUMN tags TEXT; ALTER TABLE no_such_table ADD COLUMN x TEXT',
    },
  ],
};

const template = `<!doctype html><html lang="en-US"><head><!--site-head--><!--page-head--></head><body><div id="root"><!--page-html--></div><!--boot-data--></body></html>`;

const engines: [string, string | undefined][] = [
  ['SQLite', 'file'],
  ['PostgreSQL', process.env.TEST_DATABASE_URL],
];

describe.each(engines)('deploying an area with migrations on %s', (_engine, databaseUrl) => {
  const maybe = databaseUrl ? it : it.skip;
  let root: string;
  let db: Database;
  let deployDir: string;
  let app: FastifyInstance;
  const build = async (name: string, options: FakeBuildOptions) => {
    const dir = path.join(root, 'builds', name);
    await writeFakeBuild(dir, 'lodging', options);
    return dir;
  };

  beforeAll(async () => {
    if (!databaseUrl) return;
    root = await mkdtemp(path.join(os.tmpdir(), 'publish-'));
    deployDir = path.join(root, 'deploy');
    db = await openDatabase({
      databaseUrl: databaseUrl === 'file' ? `file:${path.join(root, 'site.db')}` : databaseUrl,
      dataDir: root,
    });
    await db.execute('DROP TABLE IF EXISTS deploytest_notes');
    await db.execute('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    await db.execute("DELETE FROM schema_migrations WHERE id LIKE 'lodging-deploytest-%'");
    const shellDir = path.join(root, 'shell');
    await mkdir(path.join(shellDir, 'dist', 'browser'), { recursive: true });
    await import('node:fs/promises').then(({ writeFile }) =>
      writeFile(path.join(shellDir, 'dist', 'index.html'), template),
    );
    app = await buildServer({
      config: loadServerConfig({ DEPLOY_DIR: deployDir }, root),
      db,
      shellDistDir: path.join(shellDir, 'dist'),
      shellPublicDir: path.join(shellDir, 'public'),
      repositoryRoot: root,
      logger: false,
    });
  });

  afterAll(async () => {
    if (!databaseUrl) return;
    await app.close();
    await db.execute('DROP TABLE IF EXISTS deploytest_notes');
    await db.execute("DELETE FROM schema_migrations WHERE id LIKE 'lodging-deploytest-%'");
    await db.close();
  });

  const api = async (method: 'GET' | 'POST', payload?: object) => {
    const answer = await app.inject({ method, url: '/api/lodging/notes', ...(payload ? { payload } : {}) });
    return { status: answer.statusCode, version: answer.headers['x-area-version'], body: answer.json() };
  };

  maybe('applies a version’s new migrations before it goes live, and a rollback across one keeps working', async () => {
    const first = await publishArea('lodging', {
      deployDir,
      db,
      buildDir: await build('v1', notesV1),
      now: new Date('2026-11-23T10:00:00Z'),
    });
    expect(first.migrationsApplied).toEqual(['lodging-deploytest-001-notes']);
    expect(first.serverBundleSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await api('POST', { id: 1, body: 'Bear Lake at dawn' })).toMatchObject({ status: 200 });

    const second = await publishArea('lodging', {
      deployDir,
      db,
      buildDir: await build('v2', notesV2),
      now: new Date('2026-11-23T11:00:00Z'),
    });
    // Only what is new to the database runs.
    expect(second.migrationsApplied).toEqual(['lodging-deploytest-002-stars']);
    expect((await readRegistry(deployDir)).remotes.lodging?.live).toBe(second.version);
    expect(await api('POST', { id: 2, body: 'Sprague Lake', stars: 5 })).toMatchObject({
      status: 200,
      version: `lodging@${second.version}`,
    });

    // Back to the first version: no down migration; it reads the newer table as before.
    expect(await rollbackArea('lodging', { deployDir })).toEqual({ from: second.version, to: first.version });
    const afterRollback = await api('GET');
    expect(afterRollback).toEqual({
      status: 200,
      version: `lodging@${first.version}`,
      body: {
        notes: [
          { id: 1, body: 'Bear Lake at dawn' },
          { id: 2, body: 'Sprague Lake' },
        ],
      },
    });
    // It can still write, too (the new column is optional).
    expect(await api('POST', { id: 3, body: 'Dream Lake' })).toMatchObject({ status: 200 });
    const migrations = await db.query<{ id: string }>(
      "SELECT id FROM schema_migrations WHERE id LIKE 'lodging-deploytest-%' ORDER BY id",
    );
    expect(migrations.map((row) => row.id)).toEqual(['lodging-deploytest-001-notes', 'lodging-deploytest-002-stars']);

    // Forward again to the second, which finds its column and the rows written meanwhile.
    await rollbackArea('lodging', { deployDir, version: second.version });
    expect((await api('GET')).body.notes).toEqual([
      { id: 1, body: 'Bear Lake at dawn', stars: null },
      { id: 2, body: 'Sprague Lake', stars: 5 },
      { id: 3, body: 'Dream Lake', stars: null },
    ]);
  });

  maybe('refuses to switch when a migration fails: nothing of it applied, the live version unchanged', async () => {
    const before = await readRegistry(deployDir);
    const failed = await publishArea('lodging', {
      deployDir,
      db,
      buildDir: await build('v3', brokenV3),
      now: new Date('2026-11-23T12:00:00Z'),
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PublishError);
    expect((failed as Error).message).toMatch(
      /was not published, the live version is unchanged: Migration lodging-deploytest-003-tags failed/,
    );
    expect(await readRegistry(deployDir)).toEqual(before);
    // The half of the migration that would have worked was rolled back with the rest.
    await expect(db.query('SELECT tags FROM deploytest_notes')).rejects.toThrow();
    const version = /lodging (\S+) was not published/.exec((failed as Error).message)?.[1] ?? '';
    await expect(access(serverBundleDir(deployDir, 'lodging', version))).rejects.toThrow();
    expect((await api('GET')).status).toBe(200);
  });

  maybe('refuses a version whose migrations are named for another area', async () => {
    const misnamed = await build('misnamed', {
      migrations: [{ id: 'planning-deploytest-999', up: 'CREATE TABLE deploytest_misnamed (id INTEGER)' }],
    });
    await expect(publishArea('lodging', { deployDir, db, buildDir: misnamed })).rejects.toThrow(
      /must have an id starting with "lodging-"/,
    );
  });
});

describe('two deploy commands at once (two processes)', () => {
  const remotes = (args: string[], env: NodeJS.ProcessEnv) =>
    spawn(process.execPath, ['--import', 'tsx', 'tools/remotes.ts', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, ...env },
    });
  const finished = (child: ReturnType<typeof remotes>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('both take effect, one after the other: the second waits for the lock the first holds', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'deploy-lock-'));
    const deployDir = path.join(root, 'deploy');
    const env = { DATA_DIR: root };
    const args = (...rest: string[]) => [...rest, '--deploy-dir', deployDir];
    // Two versions of content to roll back between, and a lodging build whose migration is slow.
    for (const label of ['Content 1', 'Content 2']) {
      const dir = path.join(root, 'builds', label);
      await writeFakeBuild(dir, 'content', { label });
      await run(
        process.execPath,
        ['--import', 'tsx', 'tools/remotes.ts', ...args('publish', 'content', '--build-dir', dir)],
        {
          cwd: repositoryRoot,
          env: { ...process.env, ...env },
        },
      );
    }
    const slowBuild = path.join(root, 'builds', 'slow');
    await writeFakeBuild(slowBuild, 'lodging', {
      label: 'Slow',
      migrations: [
        {
          id: 'lodging-locktest-001-counted',
          // A migration that takes a while (a few million rows), holding the deploy lock meanwhile.
          up: 'CREATE TABLE locktest_counted AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 3000000) SELECT x FROM n',
        },
      ],
    });
    const contentBefore = (await readRegistry(deployDir)).remotes.content;

    const publishing = remotes(args('publish', 'lodging', '--build-dir', slowBuild), env);
    const publishDone = finished(publishing);
    // Started once the first holds the lock.
    for (let tries = 0; tries < 300; tries += 1) {
      if (
        await access(lockFile(deployDir)).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rollingBack = remotes(args('rollback', 'content'), env);
    const [published, rolledBack] = await Promise.all([publishDone, finished(rollingBack)]);

    expect(published).toMatchObject({ code: 0 });
    expect(published.output).toMatch(/lodging is live at \S+/);
    expect(rolledBack).toMatchObject({ code: 0 });
    expect(rolledBack.output).toContain('Waiting for another deploy command to finish: publish lodging');
    expect(rolledBack.output).toMatch(/content rolled back: \S+ → \S+/);

    const registry = await readRegistry(deployDir);
    // Both took effect: lodging published, content rolled back, and both recorded.
    expect(registry.remotes.lodging?.live).toBe(/lodging is live at (\S+)/.exec(published.output)?.[1]);
    expect(registry.remotes.content?.live).toBe(contentBefore?.versions[0]?.version);
    expect(registry.remotes.content?.history.map((entry) => entry.action)).toEqual(['publish', 'publish', 'rollback']);
    await expect(access(lockFile(deployDir))).rejects.toThrow();
    expect(JSON.parse(await readFile(path.join(deployDir, 'registry.json'), 'utf8')).schemaVersion).toBe(1);
  }, 120_000);
});
