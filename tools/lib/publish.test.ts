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
import { access, mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import {
  deployRegistryChannel,
  emptyRegistry,
  openDatabase,
  type Registry,
  RegistryStore,
  serverBundleDir,
  type SiteDatabase,
  withPublishedVersion,
} from '@estes/platform';
import {
  createTestDatabase,
  type FakeBuildOptions,
  type TestDatabase,
  testEngines,
  writeFakeBuild,
} from '@estes/platform/testing';
import { buildServer } from '../../shell/server/app';
import { loadServerConfig } from '../../shell/server/config';
import { currentRegistry, PublishError, publishArea, rollbackArea } from './publish';

const repositoryRoot = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

/** A fake build's notes API over these columns of deploytest_notes: list them, and add one. */
const notesApi = (columns: readonly string[]) => `
    scope.get('/notes', async () => ({ notes: await context.db.query('SELECT ${columns.join(', ')} FROM deploytest_notes ORDER BY id') }));
    scope.post('/notes', { bodyLimit: 4096 }, async (request) => {
      await context.db.execute('INSERT INTO deploytest_notes (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})', [${columns.map((column) => `request.body.${column}`).join(', ')}]);
      return { saved: true };
    });`;

/** The notes API of two versions: the second adds a column (expand-only) and writes it. */
const notesV1: FakeBuildOptions = {
  label: 'Notes 1',
  migrations: [
    {
      id: 'lodging-deploytest-001-notes',
      up: 'CREATE TABLE deploytest_notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)',
    },
  ],
  apiRoutes: notesApi(['id', 'body']),
};
const notesV2: FakeBuildOptions = {
  label: 'Notes 2',
  migrations: [
    ...(notesV1.migrations ?? []),
    { id: 'lodging-deploytest-002-stars', up: 'ALTER TABLE deploytest_notes ADD COLUMN stars INTEGER' },
  ],
  apiRoutes: notesApi(['id', 'body', 'stars']),
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

/**
 * An instance's connection that tells the test which registry generations it heard announced
 * (PostgreSQL: the instance follows them; SQLite, without a channel, sees each commit in the
 * database file at its next request). `heard(generation)` resolves once the instance's own
 * listener has been told of that generation, so its next request is answered on it.
 */
function hearing(db: SiteDatabase) {
  let heardGeneration = 0;
  const waiters = new Set<{ generation: number; resolve: () => void }>();
  const listen = db.listen?.bind(db);
  const connection: SiteDatabase = listen
    ? {
        ...db,
        listen: (channel, onNotice, onReconnect) =>
          listen(
            channel,
            (payload) => {
              onNotice(payload);
              if (channel !== deployRegistryChannel) return;
              heardGeneration = Math.max(heardGeneration, Number.parseInt(payload, 10));
              for (const waiter of waiters) {
                if (waiter.generation > heardGeneration) continue;
                waiters.delete(waiter);
                waiter.resolve();
              }
            },
            onReconnect,
          ),
      }
    : db;
  const heard = (generation: number) =>
    !listen || generation <= heardGeneration
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.add({ generation, resolve }));
  return { connection, heard };
}

const template = `<!doctype html><html lang="en-US"><head><!--site-head--><!--page-head--></head><body><div id="root"><!--page-html--></div><!--boot-data--></body></html>`;

describe.each(testEngines())('deploying an area with migrations on %s', (engine) => {
  let root: string;
  let database: TestDatabase;
  let db: SiteDatabase;
  let deployDir: string;
  let app: FastifyInstance;
  /** A second instance, as on another machine: its own (empty) deploy folder and connection. */
  let otherDb: SiteDatabase;
  let other: FastifyInstance;
  /** Each instance's wait for the announcement of a registry generation. */
  const heardBy = new Map<FastifyInstance, (generation: number) => Promise<void>>();
  const build = async (name: string, options: FakeBuildOptions) => {
    const dir = path.join(root, 'builds', name);
    await writeFakeBuild(dir, 'lodging', options);
    return dir;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'publish-'));
    deployDir = path.join(root, 'deploy');
    database = await createTestDatabase(engine);
    db = await openDatabase({ databaseUrl: database.url, dataDir: root });
    otherDb = await openDatabase({ databaseUrl: database.url, dataDir: root });
    const shellDir = path.join(root, 'shell');
    await mkdir(path.join(shellDir, 'dist', 'browser'), { recursive: true });
    await import('node:fs/promises').then(({ writeFile }) =>
      writeFile(path.join(shellDir, 'dist', 'index.html'), template),
    );
    const appHearing = hearing(db);
    const otherHearing = hearing(otherDb);
    app = await buildServer({
      config: loadServerConfig({ DEPLOY_DIR: deployDir }, root),
      db: appHearing.connection,
      shellDistDir: path.join(shellDir, 'dist'),
      shellPublicDir: path.join(shellDir, 'public'),
      repositoryRoot: root,
      logger: false,
    });
    other = await buildServer({
      config: loadServerConfig({ DEPLOY_DIR: path.join(root, 'other-machine', 'deploy') }, root),
      db: otherHearing.connection,
      shellDistDir: path.join(shellDir, 'dist'),
      shellPublicDir: path.join(shellDir, 'public'),
      repositoryRoot: root,
      logger: false,
    });
    heardBy.set(app, appHearing.heard);
    heardBy.set(other, otherHearing.heard);
  });

  afterAll(async () => {
    await app.close();
    await other.close();
    await db.close();
    await otherDb.close();
    await database.drop();
  });

  const api = async (method: 'GET' | 'POST', payload?: object, instance = app) => {
    const answer = await instance.inject({ method, url: '/api/lodging/notes', ...(payload ? { payload } : {}) });
    return { status: answer.statusCode, version: answer.headers['x-area-version'], body: answer.json() };
  };
  /**
   * The version `instance` answers with once the registry's last change reached it: announced
   * (PostgreSQL) and heard by the instance's own listener, or (SQLite) at once.
   */
  const versionAfterSwitch = async (instance: FastifyInstance) => {
    const generation = await (await RegistryStore.open(db)).generation();
    await heardBy.get(instance)?.(generation);
    const answer = await instance.inject({ method: 'GET', url: '/api/lodging/whoami' });
    return answer.headers['x-area-version'];
  };

  it('applies a version’s new migrations before it goes live, and a rollback across one keeps working', async () => {
    const first = await publishArea('lodging', {
      deployDir,
      db,
      buildDir: await build('v1', notesV1),
      now: new Date('2026-11-23T10:00:00Z'),
    });
    expect(first.migrationsApplied).toEqual(['lodging-deploytest-001-notes']);
    expect(first.serverBundleSha256).toMatch(/^[0-9a-f]{64}$/);
    // The instance follows the registry (at once on SQLite; announced on PostgreSQL).
    expect(await versionAfterSwitch(app)).toBe(`lodging@${first.version}`);
    expect(await api('POST', { id: 1, body: 'Bear Lake at dawn' })).toMatchObject({ status: 200 });

    const second = await publishArea('lodging', {
      deployDir,
      db,
      buildDir: await build('v2', notesV2),
      now: new Date('2026-11-23T11:00:00Z'),
    });
    // Only what is new to the database runs.
    expect(second.migrationsApplied).toEqual(['lodging-deploytest-002-stars']);
    expect(await versionAfterSwitch(app)).toBe(`lodging@${second.version}`);
    expect((await currentRegistry(db)).remotes.lodging?.live).toBe(second.version);
    expect(await api('POST', { id: 2, body: 'Sprague Lake', stars: 5 })).toMatchObject({
      status: 200,
      version: `lodging@${second.version}`,
    });

    // Back to the first version: no down migration; it reads the newer table as before.
    expect(await rollbackArea('lodging', { db })).toEqual({
      from: second.version,
      to: first.version,
      direction: 'back',
    });
    expect(await versionAfterSwitch(app)).toBe(`lodging@${first.version}`);
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
    expect(await rollbackArea('lodging', { db, version: second.version })).toEqual({
      from: first.version,
      to: second.version,
      direction: 'forward',
    });
    expect(await versionAfterSwitch(app)).toBe(`lodging@${second.version}`);
    expect((await api('GET')).body.notes).toEqual([
      { id: 1, body: 'Bear Lake at dawn', stars: null },
      { id: 2, body: 'Sprague Lake', stars: 5 },
      { id: 3, body: 'Dream Lake', stars: null },
    ]);
  });

  it('serves the same versions from an instance on another machine, and a switch reaches it without a restart', async () => {
    const live = (await currentRegistry(db)).remotes.lodging?.live ?? '';
    // Its deploy folder was empty: the server build and the browser files come from the database.
    expect(await api('GET', undefined, other)).toMatchObject({ status: 200, version: `lodging@${live}` });
    const entry = await other.inject({ method: 'GET', url: `/remotes/lodging/${live}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('the remote entry');
    expect((await other.inject({ method: 'GET', url: '/remotes/lodging/0.0.0-never/remoteEntry.js' })).statusCode).toBe(
      404,
    );
    // A rollback made through the database (from any machine) reaches it without a restart.
    const { to } = await rollbackArea('lodging', { db });
    expect(await versionAfterSwitch(other)).toBe(`lodging@${to}`);
    await rollbackArea('lodging', { db, version: live });
    expect(await versionAfterSwitch(other)).toBe(`lodging@${live}`);
    expect((await other.inject({ method: 'GET', url: '/remotes.json' })).json().lodging.version).toBe(live);
  });

  it('refuses to switch when a migration fails: nothing of it applied, the live version unchanged', async () => {
    const before = await currentRegistry(db);
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
    expect(await currentRegistry(db)).toEqual(before);
    // The half of the migration that would have worked was rolled back with the rest.
    await expect(db.query('SELECT tags FROM deploytest_notes')).rejects.toThrow();
    const version = /lodging (\S+) was not published/.exec((failed as Error).message)?.[1] ?? '';
    await expect(access(serverBundleDir(deployDir, 'lodging', version))).rejects.toThrow();
    expect((await api('GET')).status).toBe(200);
  });

  it('refuses a version whose migrations are named for another area', async () => {
    const misnamed = await build('misnamed', {
      migrations: [{ id: 'planning-deploytest-999', up: 'CREATE TABLE deploytest_misnamed (id INTEGER)' }],
    });
    await expect(publishArea('lodging', { deployDir, db, buildDir: misnamed })).rejects.toThrow(
      /must have an id starting with "lodging-"/,
    );
  });
});

describe.each(testEngines())('two deploy commands at once (two processes) on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database.drop());

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

  /** Resolves once the command has printed `words` (or has ended, which the checks after report). */
  const says = (child: ReturnType<typeof remotes>, words: string) =>
    new Promise<void>((resolve) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(words)) resolve();
      });
      child.on('exit', () => resolve());
    });
  const saysItHoldsTheLock = (child: ReturnType<typeof remotes>) => says(child, 'Holding the deploy lock');

  it('both take effect, one after the other: the second waits for the lock the first holds', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'deploy-lock-'));
    const deployDir = path.join(root, 'deploy');
    const env = { DATA_DIR: root, DATABASE_URL: database.url };
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
          // A migration that takes a while (a few million rows; three seconds), holding the deploy lock meanwhile.
          up:
            engine === 'SQLite'
              ? 'CREATE TABLE locktest_counted AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 8000000) SELECT x FROM n'
              : // Held until the test lets it go, once the second command says it waits (a fixed
                // sleep raced the second command's start on a loaded machine).
                'CREATE TABLE locktest_counted AS SELECT x FROM generate_series(1, 3) AS x, (SELECT pg_advisory_xact_lock(4205)) AS gate',
        },
      ],
    });
    const db = await openDatabase({ databaseUrl: database.url, dataDir: root });
    // PostgreSQL: the test holds the gate the slow migration waits for (key 4205), on a connection
    // of its own; ending the connection lets it go.
    const gate = engine === 'PostgreSQL' ? new pg.Client({ connectionString: database.url }) : undefined;
    let gateHeld = gate !== undefined;
    const releaseGate = async () => {
      if (!gateHeld) return;
      gateHeld = false;
      await gate?.end();
    };
    try {
      const contentBefore = (await currentRegistry(db)).remotes.content;
      await gate?.connect();
      await gate?.query('SELECT pg_advisory_lock(4205)');
      // The deploy lock is held: a lock file beside SQLite's database, an advisory lock in PostgreSQL.
      const lockHeld = () =>
        engine === 'SQLite'
          ? access(`${database.url.replace(/^file:/, '')}.deploy.lock`).then(
              () => true,
              () => false,
            )
          : db
              .query<{ held: number | string }>(
                `SELECT count(*) AS held FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                 WHERE l.locktype = 'advisory' AND l.granted AND a.application_name LIKE 'site lock deploy:%'
                 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
              )
              .then((rows) => Number(rows[0]?.held) > 0);

      const publishing = remotes(args('publish', 'lodging', '--build-dir', slowBuild), env);
      const publishDone = finished(publishing);
      // Started once the first says it holds the lock (or has ended, which the checks below report).
      await saysItHoldsTheLock(publishing);
      expect(await lockHeld()).toBe(true);
      const rollingBack = remotes(args('rollback', 'content'), env);
      const rolledBackDone = finished(rollingBack);
      if (gate) {
        await says(rollingBack, 'Waiting for another command to finish');
        await releaseGate();
      }
      const [published, rolledBack] = await Promise.all([publishDone, rolledBackDone]);

      expect(published).toMatchObject({ code: 0 });
      expect(published.output).toMatch(/lodging is live at \S+/);
      expect(rolledBack).toMatchObject({ code: 0 });
      expect(rolledBack.output).toMatch(/Waiting for another command to finish: publish lodging/);
      expect(rolledBack.output).toMatch(/content rolled back: \S+ → \S+/);

      const registry = await currentRegistry(db);
      // Both took effect: lodging published, content rolled back, and both recorded.
      expect(registry.remotes.lodging?.live).toBe(/lodging is live at (\S+)/.exec(published.output)?.[1]);
      expect(registry.remotes.content?.live).toBe(contentBefore?.versions[0]?.version);
      expect(registry.remotes.content?.history.map((entry) => entry.action)).toEqual([
        'publish',
        'publish',
        'rollback',
      ]);
      expect(await lockHeld()).toBe(false);
    } finally {
      await releaseGate();
      await db.close();
    }
  }, 120_000);
});

describe.each(testEngines())('npm run remotes -- rollback to a newer kept version on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database.drop());

  it('says "rolled forward", in its output and in the registry history', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roll-forward-'));
    const db = await openDatabase({ databaseUrl: database.url, dataDir });
    try {
      // Three kept versions of lodging, published in this order; the oldest is live.
      let registry: Registry = emptyRegistry();
      for (const [index, version] of ['1.0.0-a', '1.0.0-b', '1.0.0-c'].entries()) {
        const publishedAt = `2026-11-2${index}T10:00:00.000Z`;
        registry = withPublishedVersion(registry, 'lodging', {
          version,
          publishedAt,
          manifest: `/remotes/lodging/${version}/mf-manifest.json`,
        }).registry;
      }
      const lodging = registry.remotes.lodging;
      if (lodging) lodging.live = '1.0.0-a';
      await (await RegistryStore.open(db)).overwrite('test registry', registry);

      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.url };
      const remotes = (...args: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'tools/remotes.ts', ...args], { cwd: repositoryRoot, env });
      expect((await remotes('rollback', 'lodging', '1.0.0-c')).stdout).toBe(
        'lodging rolled forward: 1.0.0-a → 1.0.0-c (newer than the version it replaces)\n',
      );
      expect((await remotes('rollback', 'lodging', '1.0.0-b')).stdout).toBe('lodging rolled back: 1.0.0-c → 1.0.0-b\n');
      expect((await remotes('rollback', 'lodging')).stdout).toBe('lodging rolled back: 1.0.0-b → 1.0.0-a\n');

      const history = (await currentRegistry(db)).remotes.lodging?.history.slice(-3);
      expect(
        history?.map(({ action, version, previous, direction }) => [action, version, previous, direction]),
      ).toEqual([
        ['rollback', '1.0.0-c', '1.0.0-a', 'forward'],
        ['rollback', '1.0.0-b', '1.0.0-c', 'back'],
        ['rollback', '1.0.0-a', '1.0.0-b', 'back'],
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
