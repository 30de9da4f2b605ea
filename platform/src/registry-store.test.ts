/**
 * @jest-environment node
 *
 * The deploy registry in the database, on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
 * changes are numbered and, on PostgreSQL, announced to every listening connection; a
 * version's files reach an instance with an empty deploy folder, checked against their
 * digest; and the deploy lock holds across connections. How an instance follows the changes
 * is the site server's (shell/server/remote-source.test.ts).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './db/open-database';
import type { SiteDatabase } from './db/site-database';
import { VersionFiles } from './registry-files';
import { deployRegistryChannel, importFileRegistry, RegistryDocumentError, RegistryStore } from './registry-store';
import { emptyRegistry, legacyRegistryFile, withPublishedVersion, type Registry } from './remote-registry';
import { serverBundleDigest } from './server-bundle';
import { publishFake, storeFake } from './testing/fake-area-builds';
import { createTestDatabase, testEngines, type TestDatabase } from './testing/test-databases';

const published = (version: string): Registry =>
  withPublishedVersion(emptyRegistry(), 'lodging', {
    version,
    publishedAt: '2026-11-23T10:00:00.000Z',
    manifest: `/remotes/lodging/${version}/mf-manifest.json`,
  }).registry;

describe.each(testEngines())('the deploy registry on %s', (engine) => {
  let database: TestDatabase;
  let root: string;
  let db: SiteDatabase;
  /** Another process's connection (another instance, another machine). */
  let otherDb: SiteDatabase;
  let store: RegistryStore;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    root = await mkdtemp(path.join(os.tmpdir(), 'registry-store-'));
    db = await openDatabase({ databaseUrl: database.url, dataDir: root });
    otherDb = await openDatabase({ databaseUrl: database.url, dataDir: root });
    store = await RegistryStore.open(db);
  });

  afterAll(async () => {
    await db.close();
    await otherDb.close();
    await database.drop();
  });

  it('starts empty, numbers every change and keeps what was written', async () => {
    expect(await store.read()).toEqual({ registry: emptyRegistry(), generation: 0 });
    const first = await store.change('publish lodging v1', () => published('v1'));
    expect(first.generation).toBe(1);
    expect(first.before).toEqual(emptyRegistry());
    const second = await store.change('publish lodging v2', (current) => {
      expect(current.remotes.lodging?.live).toBe('v1');
      return published('v2');
    });
    expect(second.generation).toBe(2);
    const otherStore = await RegistryStore.open(otherDb);
    expect(await otherStore.read()).toEqual({ registry: published('v2'), generation: 2 });
    expect(await otherStore.generation()).toBe(2);
  });

  it('refuses to write a registry without its shape, and says what is wrong with a stored one', async () => {
    await expect(store.change('bad', () => ({ schemaVersion: 2 }) as unknown as Registry)).rejects.toThrow();
    expect((await store.read()).registry).toEqual(published('v2'));
    await db.execute('UPDATE deploy_registry SET document = ? WHERE id = 1', [
      '{"schemaVersion": 1, "remotes": {"lodging": {"live": 3',
    ]);
    await expect(store.read()).rejects.toThrow(RegistryDocumentError);
    await expect(store.read()).rejects.toThrow(/it is not JSON/);
    await db.execute('UPDATE deploy_registry SET document = ? WHERE id = 1', [
      '{"schemaVersion": 1, "remotes": {"lodging": {"live": 3}}}',
    ]);
    await expect(store.read()).rejects.toThrow(/does not have the registry's shape \(remotes\.lodging\./);
    // Put right without reading what is there.
    await store.overwrite('repair', published('v2'));
    expect((await store.read()).registry).toEqual(published('v2'));
  });

  it('announces each change to every listening connection (PostgreSQL)', async () => {
    if (!otherDb.listen) {
      expect(engine).toBe('SQLite');
      return;
    }
    let heard: (payload: string) => void = () => {};
    const announcement = new Promise<string>((resolve) => (heard = resolve));
    const listener = await otherDb.listen(deployRegistryChannel, (payload) => heard(payload));
    try {
      const { generation } = await store.change('rollback lodging', () => published('v3'));
      expect(await announcement).toBe(`${generation} rollback lodging`);
    } finally {
      await listener.close();
    }
  });

  it('gives an instance with an empty deploy folder a version’s files, checked against their digest', async () => {
    const publisherDir = path.join(root, 'publisher');
    const registry = await publishFake(publisherDir, emptyRegistry(), 'content', '2.0.0', { label: 'Two' });
    await storeFake(db, publisherDir, 'content', '2.0.0');
    const recorded = registry.remotes.content?.versions[0];
    const instanceDir = path.join(root, 'instance');
    const files = new VersionFiles(await RegistryStore.open(otherDb), instanceDir);
    const server = await files.ensure('content', '2.0.0', 'server', recorded?.serverBundleSha256);
    expect(server.map((file) => file.name)).toEqual(['api.cjs', 'index.cjs']);
    expect(await readFile(path.join(instanceDir, 'server-bundles', 'content', '2.0.0', 'api.cjs'), 'utf8')).toContain(
      "label: 'Two'",
    );
    const browser = await files.ensure('content', '2.0.0', 'browser', recorded?.browserFilesSha256);
    expect(serverBundleDigest(browser)).toBe(recorded?.browserFilesSha256);
    expect(files.isPresent('content', '2.0.0', 'browser')).toBe(true);

    // A changed local copy is replaced from the database.
    const localApi = path.join(instanceDir, 'server-bundles', 'content', '2.0.0', 'api.cjs');
    await writeFile(localApi, 'module.exports = "changed"');
    const again = new VersionFiles(await RegistryStore.open(otherDb), instanceDir);
    await again.ensure('content', '2.0.0', 'server', recorded?.serverBundleSha256);
    expect(await readFile(localApi, 'utf8')).toContain("label: 'Two'");

    // Files in the database that do not match the recorded digest are refused, and nothing is written.
    await expect(
      new VersionFiles(await RegistryStore.open(otherDb), path.join(root, 'third')).ensure(
        'content',
        '2.0.0',
        'server',
        'f'.repeat(64),
      ),
    ).rejects.toThrow(/do not match their published sha256: refused/);
    await expect(readFile(path.join(root, 'third', 'server-bundles', 'content', '2.0.0', 'api.cjs'))).rejects.toThrow();
    // A version the database does not keep.
    await expect(files.ensure('content', '9.9.9', 'server', undefined)).rejects.toThrow(/keeps no server files/);
  });

  it('lets one holder at a time into the deploy lock, across connections', async () => {
    const order: string[] = [];
    let firstIsIn = () => {};
    const firstHolds = new Promise<void>((resolve) => (firstIsIn = resolve));
    let releaseFirst = () => {};
    const first = db.exclusive(
      'deploy',
      async () => {
        order.push('first in');
        firstIsIn();
        await new Promise<void>((resolve) => (releaseFirst = resolve));
        order.push('first out');
      },
      { holder: 'publish lodging 5.0.0' },
    );
    await firstHolds;
    let toldToWait: (message: string) => void = () => {};
    const waitMessage = new Promise<string>((resolve) => (toldToWait = resolve));
    const second = otherDb.exclusive(
      'deploy',
      async () => {
        order.push('second in');
      },
      { pollMs: 20, onWait: (message) => toldToWait(message) },
    );
    const waited = await waitMessage;
    expect(waited).toMatch(/Waiting for another command to finish: publish lodging 5\.0\.0/);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });

  it('takes over a registry.json from before the database kept it, once, with its versions’ files', async () => {
    const fresh = await createTestDatabase(engine);
    const freshDb = await openDatabase({ databaseUrl: fresh.url, dataDir: root });
    try {
      const deployDir = path.join(root, 'old-deploy');
      const registry = await publishFake(deployDir, emptyRegistry(), 'planning', '1.0.0-old');
      await writeFile(legacyRegistryFile(deployDir), JSON.stringify(registry));
      const freshStore = await RegistryStore.open(freshDb);
      expect(await importFileRegistry(freshStore, deployDir)).toBe(true);
      expect((await freshStore.read()).registry).toEqual(registry);
      expect((await freshStore.files('planning', '1.0.0-old', 'server')).map((file) => file.name)).toEqual([
        'api.cjs',
        'index.cjs',
      ]);
      expect(await readFile(`${legacyRegistryFile(deployDir)}.imported`, 'utf8')).toContain('1.0.0-old');
      expect(await importFileRegistry(freshStore, deployDir)).toBe(false);
    } finally {
      await freshDb.close();
      await fresh.drop();
    }
  });
});
