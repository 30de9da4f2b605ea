/**
 * @jest-environment node
 *
 * Staging a build and publishing it later (decision 078), on SQLite and, when TEST_DATABASE_URL
 * names one, on PostgreSQL: a staged version is stored but never live, its migrations wait for
 * the publish, the number kept is bounded (the oldest goes with its files), and a publish that
 * fails or names no staged version leaves the live version as it was.
 */
import { access, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  openDatabase,
  publishStagedVersion,
  RegistryError,
  RegistryStore,
  serverBundleDir,
  type SiteDatabase,
  stagedVersionsPerArea,
} from '@estes/platform';
import {
  createTestDatabase,
  type FakeBuildOptions,
  type TestDatabase,
  testEngines,
  writeFakeBuild,
} from '@estes/platform/testing';
import { currentRegistry, PublishError, publishArea, stageArea } from './publish';

const tableMigration = (id: string, table: string) => ({ id, up: `CREATE TABLE ${table} (id INTEGER PRIMARY KEY)` });
const v1: FakeBuildOptions = { label: 'One', migrations: [tableMigration('lodging-stagetest-001', 'stagetest_one')] };
const v2: FakeBuildOptions = {
  label: 'Two',
  migrations: [...(v1.migrations ?? []), tableMigration('lodging-stagetest-002', 'stagetest_two')],
};
const broken: FakeBuildOptions = {
  label: 'Broken',
  migrations: [
    ...(v2.migrations ?? []),
    {
      id: 'lodging-stagetest-003',
      up: 'CREATE TABLE stagetest_three (id INTEGER); ALTER TABLE no_such_table ADD x TEXT',
    },
  ],
};

describe.each(testEngines())('staging, then publishing, an area on %s', (engine) => {
  let root: string;
  let database: TestDatabase;
  let db: SiteDatabase;
  let store: RegistryStore;
  let deployDir: string;
  let builds = 0;
  /** A fake build of lodging in a folder of its own; each build is new (its own label) so its version is too. */
  const build = async (options: FakeBuildOptions) => {
    builds += 1;
    const dir = path.join(root, 'builds', String(builds));
    await writeFakeBuild(dir, 'lodging', { ...options, label: `${options.label ?? 'Page'} ${builds}` });
    return dir;
  };
  const appliedMigrations = async () =>
    (
      await db.query<{ id: string }>("SELECT id FROM schema_migrations WHERE id LIKE 'lodging-stagetest-%' ORDER BY id")
    ).map((row) => row.id);
  const exists = (dir: string) =>
    access(dir).then(
      () => true,
      () => false,
    );

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'stage-'));
    deployDir = path.join(root, 'deploy');
    database = await createTestDatabase(engine);
    db = await openDatabase({ databaseUrl: database.url, dataDir: root });
    store = await RegistryStore.open(db);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('keeps a staged version apart: not live, its migrations not applied, the history unchanged, until it is published', async () => {
    const live = await publishArea('lodging', {
      deployDir,
      db,
      buildDir: await build(v1),
      now: new Date('2026-11-27T10:00:00Z'),
    });
    const before = await currentRegistry(db);

    const staged = await stageArea('lodging', {
      deployDir,
      db,
      buildDir: await build(v2),
      now: new Date('2026-11-27T11:00:00Z'),
      publishedBy: 'cli:ci@build-1',
    });
    expect(staged).toMatchObject({ stagedAt: '2026-11-27T11:00:00.000Z', stagedBy: 'cli:ci@build-1', dropped: [] });
    const afterStage = await currentRegistry(db);
    expect(afterStage.remotes.lodging?.live).toBe(live.version);
    expect(afterStage.remotes.lodging?.versions).toEqual(before.remotes.lodging?.versions);
    expect(afterStage.remotes.lodging?.history).toEqual(before.remotes.lodging?.history);
    expect(afterStage.remotes.lodging?.staged?.map((version) => version.version)).toEqual([staged.version]);
    expect(await appliedMigrations()).toEqual(['lodging-stagetest-001']);
    // Its files are stored, so any instance can take them once it is live.
    expect((await store.files('lodging', staged.version, 'server')).map((file) => file.name)).toContain('api.cjs');

    const made = await publishStagedVersion(store, db, 'lodging', {
      version: staged.version,
      deployDir,
      by: 'ops@estes.example',
      now: () => new Date('2026-11-27T12:00:00Z'),
    });
    expect(made.migrationsApplied).toEqual(['lodging-stagetest-002']);
    expect(made.previous).toBe(live.version);
    expect(await appliedMigrations()).toEqual(['lodging-stagetest-001', 'lodging-stagetest-002']);
    const entry = (await currentRegistry(db)).remotes.lodging;
    expect(entry?.live).toBe(staged.version);
    expect(entry?.staged ?? []).toEqual([]);
    expect(entry?.versions.at(-1)).toMatchObject({
      version: staged.version,
      publishedAt: '2026-11-27T12:00:00.000Z',
      publishedBy: 'ops@estes.example',
      stagedAt: '2026-11-27T11:00:00.000Z',
      stagedBy: 'cli:ci@build-1',
    });
    expect(entry?.history.at(-1)).toEqual({
      at: '2026-11-27T12:00:00.000Z',
      action: 'publish',
      version: staged.version,
      previous: live.version,
      by: 'ops@estes.example',
    });

    // Published once: a second publish of it is refused, and nothing changes.
    const registry = await currentRegistry(db);
    await expect(
      publishStagedVersion(store, db, 'lodging', { version: staged.version, deployDir, by: 'ops@estes.example' }),
    ).rejects.toThrow(RegistryError);
    expect(await currentRegistry(db)).toEqual(registry);
  });

  it('keeps at most a few staged versions: the oldest goes, with its files', async () => {
    const staged = [];
    for (let count = 0; count <= stagedVersionsPerArea; count += 1) {
      staged.push(await stageArea('lodging', { deployDir, db, buildDir: await build({ ...v2, label: 'Bounded' }) }));
    }
    const oldest = staged[0]?.version ?? '';
    expect(staged.at(-1)?.dropped).toEqual([oldest]);
    const entry = (await currentRegistry(db)).remotes.lodging;
    expect(entry?.staged?.map((version) => version.version)).toEqual(staged.slice(1).map((version) => version.version));
    expect(await exists(serverBundleDir(deployDir, 'lodging', oldest))).toBe(false);
    expect(await store.files('lodging', oldest, 'server')).toEqual([]);
    expect(await exists(serverBundleDir(deployDir, 'lodging', staged.at(-1)?.version ?? ''))).toBe(true);
    await expect(
      publishStagedVersion(store, db, 'lodging', { version: oldest, deployDir, by: 'ops@estes.example' }),
    ).rejects.toThrow(/lodging has no staged version .*; staged: /);
  });

  it('leaves the live version as it was when the publish’s migration fails; the version stays staged', async () => {
    const staged = await stageArea('lodging', { deployDir, db, buildDir: await build(broken) });
    const before = await currentRegistry(db);
    const failed = await publishStagedVersion(store, db, 'lodging', {
      version: staged.version,
      deployDir,
      by: 'ops@estes.example',
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PublishError);
    expect((failed as Error).message).toMatch(
      /was not published, the live version is unchanged: Migration lodging-stagetest-003 failed/,
    );
    expect(await currentRegistry(db)).toEqual(before);
    expect(before.remotes.lodging?.staged?.some((version) => version.version === staged.version)).toBe(true);
    // The half of the migration that would have worked was rolled back with the rest.
    await expect(db.query('SELECT id FROM stagetest_three')).rejects.toThrow();
  });
});
