/** @jest-environment node */
/**
 * The operators' commands write the audit log the console shows (issue 32, points 5–7): `npm
 * run submissions` (approve, reject, delete, forget) and `npm run remotes` (publish, stage, rollback),
 * run as an operator runs them (child processes, SQLite in a temporary folder), each entry
 * naming the person at the keyboard, what changed, and never a visitor's address or words.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, openDatabase, readAudit, RegistryStore, type AuditEntry } from '@estes/platform';
import { writeFakeBuild } from '@estes/platform/testing';
import { planningMigrations } from '../mfe-planning/server/migrations';
import { newSubmissionId } from '../mfe-planning/server/submissions/submission-store';
import { repositoryRoot } from './lib/apps';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cli-audit-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const runTool = (tool: string, args: readonly string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join('tools', `${tool}.ts`), ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** The log oldest first, as the actions happened. */
const auditLog = (): Promise<AuditEntry[]> =>
  withDatabase(async (db) => (await readAudit(db, { limit: 100 })).entries.reverse());

const actor = `cli:${os.userInfo().username}@${os.hostname()}`;

test('npm run submissions: approve, reject, delete and forget each leave an entry without the visitor’s address', async () => {
  const ids = [newSubmissionId(), newSubmissionId(), newSubmissionId()];
  await withDatabase(async (db) => {
    await applyMigrations(db, planningMigrations, { area: 'planning' });
    for (const [index, id] of ids.entries()) {
      await db.execute(
        `INSERT INTO planning_submissions (id, kind, status, created_at, reviewed_at, name, email, summary, payload)
         VALUES (?, 'trip-request', 'new', ?, NULL, 'Ana Ruiz', 'ana@example.com', 'June 12-15, 3-4 people', ?)`,
        [id, new Date(Date.now() - (3 - index) * 60_000).toISOString(), JSON.stringify({ message: 'Three days.' })],
      );
    }
  });
  const [approved, rejected, deleted] = ids as [string, string, string];

  for (const args of [
    ['approve', approved],
    ['reject', rejected],
    ['delete', deleted],
    ['forget', 'ana@example.com'],
  ]) {
    const result = runTool('submissions', args);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }

  const log = await auditLog();
  expect(log.map(({ action, target }) => [action, target])).toEqual([
    ['submission-approved', approved],
    ['submission-rejected', rejected],
    ['submission-deleted', deleted],
    ['person-forgotten', ''],
  ]);
  for (const entry of log) {
    expect(entry.actor).toBe(actor);
    expect(entry.instance).toBe(`${os.hostname()} (command line)`);
  }
  expect(log[0]?.detail).toBe('trip-request');
  expect(log[3]?.detail).toMatch(/^an address \(not kept here\): 2 submissions/);
  expect(JSON.stringify(log)).not.toMatch(/ana@example\.com|Ana Ruiz|June 12/);
}, 120_000);

test('a command that changes nothing leaves no entry', async () => {
  const result = runTool('submissions', ['approve', 'no-such-id']);
  expect(result.status).toBe(1);
  expect(
    await withDatabase(
      async (db) => (await db.query("SELECT name FROM sqlite_master WHERE name = 'console_audit'")).length,
    ),
  ).toBe(0);
}, 60_000);

test('npm run remotes: a publish and a rollback leave an entry each, with the versions', async () => {
  const deployDir = path.join(dataDir, 'deploy');
  // Two different builds: a version is named by its second and its content, and both
  // publishes may fall in the same second.
  for (const label of ['First', 'Second']) {
    const buildDir = path.join(dataDir, `build-${label}`);
    await writeFakeBuild(buildDir, 'conditions', { label });
    const result = runTool('remotes', ['publish', 'conditions', '--build-dir', buildDir, '--deploy-dir', deployDir]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }
  const rollback = runTool('remotes', ['rollback', 'conditions']);
  expect(rollback.stderr).toBe('');
  expect(rollback.status).toBe(0);

  const log = await auditLog();
  expect(log.map(({ action, target, actor: who }) => [action, target, who])).toEqual([
    ['area-published', 'conditions', actor],
    ['area-published', 'conditions', actor],
    ['area-rolled-back', 'conditions', actor],
  ]);
  const [first, second] = log.map((entry) => /^(\S+) is live$/.exec(entry.detail)?.[1]);
  expect(first).toBeDefined();
  expect(second).toBeDefined();
  expect(log[2]?.detail).toBe(`conditions rolled back: ${second} → ${first}`);

  // Forward again to the newer kept version: the console's action for it, with the versions.
  const forward = runTool('remotes', ['rollback', 'conditions', second ?? '']);
  expect(forward.status).toBe(0);
  const [made] = (await auditLog()).slice(3);
  expect([made?.action, made?.actor, made?.detail]).toEqual([
    'area-made-live',
    actor,
    `conditions rolled forward: ${first} → ${second}`,
  ]);
  // Who published each version and who switched are kept in the registry (the console's Deploys shows them).
  const registry = await withDatabase(async (db) => (await RegistryStore.open(db)).read());
  const conditions = registry.registry.remotes.conditions;
  expect(conditions?.versions.map((version) => version.publishedBy)).toEqual([actor, actor]);
  expect(conditions?.history.map((change) => change.by)).toEqual([actor, actor, actor, actor]);
}, 180_000);

test('npm run remotes: stage then publish --staged leave an entry each; the staged version is live only after', async () => {
  const deployDir = path.join(dataDir, 'deploy');
  const buildDir = path.join(dataDir, 'build-staged');
  await writeFakeBuild(buildDir, 'conditions', { label: 'Staged' });
  const stage = runTool('remotes', ['stage', 'conditions', '--build-dir', buildDir, '--deploy-dir', deployDir]);
  expect(stage.stderr).toBe('');
  expect(stage.status).toBe(0);
  const version = /^conditions (\S+) is staged/m.exec(stage.stdout)?.[1] ?? '';
  expect(version).not.toBe('');
  const staged = await withDatabase(async (db) => (await RegistryStore.open(db)).read());
  expect(staged.registry.remotes.conditions).toMatchObject({ live: null, versions: [], history: [] });
  expect(runTool('remotes', ['list']).stdout).toContain(`staged ${version}  by ${actor}`);

  const publish = runTool('remotes', ['publish', 'conditions', '--staged', version, '--deploy-dir', deployDir]);
  expect(publish.stderr).toBe('');
  expect(publish.stdout).toContain(`conditions is live at ${version}`);
  // Published already: a second try says so and changes nothing.
  const again = runTool('remotes', ['publish', 'conditions', '--staged', version, '--deploy-dir', deployDir]);
  expect(again.status).toBe(1);
  expect(again.stderr).toContain(`Cannot do that: conditions has no staged version ${version}`);

  expect((await auditLog()).map(({ action, actor: who, detail }) => [action, who, detail])).toEqual([
    ['area-staged', actor, `${version} is staged, not live`],
    ['area-published', actor, `${version} is live (staged by ${actor})`],
  ]);
  const published = await withDatabase(async (db) => (await RegistryStore.open(db)).read());
  expect(published.registry.remotes.conditions?.live).toBe(version);
}, 180_000);
