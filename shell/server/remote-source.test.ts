/**
 * @jest-environment node
 *
 * An instance follows the deploy registry, on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
 * a change made elsewhere is seen at once (announced on PostgreSQL; on SQLite the database
 * file shows a commit), a change nobody announced is found by the next poll, and a registry
 * that cannot be read leaves the last good one in use. The tests wait on the follower's own
 * signal (onChange) and move its poll's clock; nothing sleeps.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  deployRegistryChannel,
  emptyRegistry,
  openDatabase,
  RegistryStore,
  withPublishedVersion,
  type Registry,
  type SiteDatabase,
} from '@estes/platform';
import { createTestDatabase, testEngines, type TestDatabase } from '@estes/platform/testing';
import { RegistryFollower } from './remote-source';

const published = (version: string): Registry =>
  withPublishedVersion(emptyRegistry(), 'lodging', {
    version,
    publishedAt: '2026-11-23T10:00:00.000Z',
    manifest: `/remotes/lodging/${version}/mf-manifest.json`,
  }).registry;

/** Every timer but the follower's poll (setInterval) stays real: the databases' own I/O runs. */
const fakePollOnly = () =>
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });

describe.each(testEngines())('an instance following the deploy registry on %s', (engine) => {
  let database: TestDatabase;
  let db: SiteDatabase;
  /** The instance's own connection (another process, another machine). */
  let instanceDb: SiteDatabase;
  let store: RegistryStore;
  /** Resolves at the follower's next onChange; made before the change it waits for. */
  let changeHeard: () => void = () => {};
  const nextChange = () => new Promise<void>((resolve) => (changeHeard = resolve));
  /** What makes a change reach the instance: the announcement on PostgreSQL, the file itself on SQLite. */
  const announced = () => (engine === 'PostgreSQL' ? nextChange() : Promise.resolve());

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const root = await mkdtemp(path.join(os.tmpdir(), 'remote-source-'));
    db = await openDatabase({ databaseUrl: database.url, dataDir: root });
    instanceDb = await openDatabase({ databaseUrl: database.url, dataDir: root });
    store = await RegistryStore.open(db);
    await store.change('publish lodging v2', () => published('v2'));
  });

  afterAll(async () => {
    jest.useRealTimers();
    await db.close();
    await instanceDb.close();
    await database.drop();
  });

  it('follows changes made elsewhere at once, keeping the last good registry when one cannot be read', async () => {
    const problems: string[] = [];
    const follower: RegistryFollower = new RegistryFollower(await RegistryStore.open(instanceDb), instanceDb, {
      onProblem: (problem) => problems.push(problem),
      onChange: () => {
        // As the site does (it loads the new live versions at once): a read is under way when
        // the next request asks.
        void follower.state();
        changeHeard();
      },
      // Never within this test: what makes the instance follow is the announcement (or the file).
      pollMs: 60 * 60_000,
    });
    await follower.start();
    try {
      expect((await follower.state()).registry.remotes.lodging?.live).toBe('v2');
      let heard = announced();
      await store.change('publish lodging v3', () => published('v3'));
      await heard;
      expect((await follower.state()).registry.remotes.lodging?.live).toBe('v3');

      // Edited by hand, and announced as a deploy would (a silent edit is the poll's: next test).
      heard = announced();
      await db.execute('UPDATE deploy_registry SET document = ?, generation = generation + 1 WHERE id = 1', ['{']);
      if (engine === 'PostgreSQL') await db.query('SELECT pg_notify(?, ?)', [deployRegistryChannel, 'hand edit']);
      await heard;
      const stale = await follower.state();
      expect(stale.registry.remotes.lodging?.live).toBe('v3');
      expect(stale.problem).toMatch(/the deploy registry cannot be read: it is not JSON/);
      expect(problems).toHaveLength(1);
      // Asked again at the next snapshot, told once.
      expect((await follower.state()).problem).toBe(stale.problem);
      expect(problems).toHaveLength(1);

      heard = announced();
      await store.overwrite('repair', published('v4'));
      await heard;
      expect(await follower.state()).toEqual({ registry: published('v4') });
    } finally {
      await follower.close();
    }
  });

  it('knows the live registry without asking only while nothing changed: a commit elsewhere is seen in the next turn', async () => {
    const follower = new RegistryFollower(await RegistryStore.open(instanceDb), instanceDb, {
      onChange: () => changeHeard(),
      pollMs: 60 * 60_000,
    });
    await follower.start();
    /** The next turn of the event loop: where a request read after the commit is handled. */
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    try {
      const live = (await follower.state()).registry;
      await nextTurn();
      expect(follower.settled()).toBe(live);
      const heard = announced();
      await store.change('publish lodging v4.1', () => published('v4.1'));
      await heard;
      await nextTurn();
      // Not known without asking any more: the pages' fast path leaves the request to Fastify.
      expect(follower.settled()).toBeUndefined();
      expect((await follower.state()).registry.remotes.lodging?.live).toBe('v4.1');
      await nextTurn();
      expect(follower.settled()?.remotes.lodging?.live).toBe('v4.1');
      await store.overwrite('back', live);
    } finally {
      await follower.close();
    }
  });

  it('notices a change nobody announced at its next poll', async () => {
    fakePollOnly();
    const follower = new RegistryFollower(await RegistryStore.open(instanceDb), instanceDb, {
      onChange: () => changeHeard(),
      pollMs: 1000,
    });
    await follower.start();
    try {
      expect((await follower.state()).registry.remotes.lodging?.live).toBe('v4');
      await db.execute('UPDATE deploy_registry SET document = ?, generation = generation + 1 WHERE id = 1', [
        JSON.stringify(published('v5')),
      ]);
      const heard = nextChange();
      jest.advanceTimersByTime(1000);
      await heard;
      expect((await follower.state()).registry.remotes.lodging?.live).toBe('v5');
    } finally {
      await follower.close();
      jest.useRealTimers();
    }
  });
});
