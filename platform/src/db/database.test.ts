/** @jest-environment node */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@estes/shared/server';
import { applyMigrations, splitStatements } from './migrations';
import { openDatabase } from './open-database';
import { toPostgresPlaceholders } from './postgres-database';
import { createTestDatabase } from '../testing/test-databases';

const notesMigration = {
  id: 'test-001-notes',
  up: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL, tag TEXT DEFAULT 'a;b')",
};
const migrations = [
  notesMigration,
  { id: 'test-002-index', up: 'CREATE INDEX notes_body ON notes (body); CREATE INDEX notes_tag ON notes (tag)' },
];

async function exerciseDatabase(db: Database) {
  expect(await applyMigrations(db, migrations)).toEqual(['test-001-notes', 'test-002-index']);
  expect(await applyMigrations(db, migrations)).toEqual([]);
  await db.execute('INSERT INTO notes (id, body) VALUES (?, ?)', [1, 'Bear Lake at dawn']);
  expect(await db.query('SELECT id, body, tag FROM notes WHERE id = ?', [1])).toEqual([
    { id: 1, body: 'Bear Lake at dawn', tag: 'a;b' },
  ]);
  await expect(
    db.transaction(async (tx) => {
      await tx.execute('INSERT INTO notes (id, body) VALUES (?, ?)', [2, 'kept?']);
      throw new Error('abort');
    }),
  ).rejects.toThrow('abort');
  expect(await db.query('SELECT id FROM notes ORDER BY id')).toEqual([{ id: 1 }]);
  const { rowsAffected } = await db.execute('UPDATE notes SET body = ? WHERE id = ?', ['Sprague Lake', 1]);
  expect(rowsAffected).toBe(1);
}

describe('database', () => {
  it('defaults to SQLite in a file under DATA_DIR, with migrations applied once', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-db-'));
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(db.dialect).toBe('sqlite');
    await exerciseDatabase(db);
    await db.close();
    const reopened = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await reopened.query('SELECT body FROM notes')).toEqual([{ body: 'Sprague Lake' }]);
    await reopened.close();
  });

  it('commits concurrent SQLite transactions and writes one after another, with foreign keys on throughout', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-db-'));
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    await db.execute('CREATE TABLE parents (id INTEGER PRIMARY KEY)');
    await db.execute('CREATE TABLE children (id INTEGER PRIMARY KEY, parent INTEGER NOT NULL REFERENCES parents (id))');
    // Each transaction awaits between its statements, as a request handler does: a turn of the
    // event loop, in which every other transaction and write gets its chance to cut in.
    const pause = () => new Promise((resolve) => setImmediate(resolve));
    const transactions = Array.from({ length: 12 }, (_, index) =>
      db.transaction(async (tx) => {
        await tx.execute('INSERT INTO parents (id) VALUES (?)', [index + 1]);
        await pause();
        await tx.execute('INSERT INTO children (parent) VALUES (?)', [index + 1]);
      }),
    );
    const plainWrites = Array.from({ length: 6 }, (_, index) =>
      db.execute('INSERT INTO parents (id) VALUES (?)', [100 + index]),
    );
    await expect(Promise.all([...transactions, ...plainWrites])).resolves.toHaveLength(18);
    expect(await db.query('SELECT COUNT(*) AS n FROM children')).toEqual([{ n: 12 }]);
    expect(await db.query('SELECT COUNT(*) AS n FROM parents')).toEqual([{ n: 18 }]);
    await expect(db.transaction((tx) => tx.execute('INSERT INTO children (parent) VALUES (?)', [999]))).rejects.toThrow(
      /FOREIGN KEY/,
    );
    expect(await db.query('PRAGMA synchronous')).toEqual([{ synchronous: 2 }]);
    await db.close();
  });

  it('tells without a query when another connection (another process) committed to a SQLite file', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-db-'));
    const reader = await openDatabase({ databaseUrl: undefined, dataDir });
    const writer = await openDatabase({ databaseUrl: undefined, dataDir });
    await writer.execute('CREATE TABLE marks (id INTEGER PRIMARY KEY)');
    const signatures = new Set<string | undefined>([reader.changeSignature?.()]);
    expect(reader.changeSignature?.()).toBe(reader.changeSignature?.());
    // One right after another, within one tick of the file system's clock: each commit adds
    // to the write-ahead log, so each shows in its size even where the times cannot tell.
    for (let id = 1; id <= 5; id += 1) {
      await writer.execute('INSERT INTO marks (id) VALUES (?)', [id]);
      signatures.add(reader.changeSignature?.());
    }
    expect(signatures.size).toBe(6);
    expect([...signatures].every((signature) => typeof signature === 'string')).toBe(true);
    await writer.close();
    await reader.close();
    const inMemory = await openDatabase({ databaseUrl: 'file::memory:', dataDir });
    expect(inMemory.changeSignature).toBeUndefined();
    await inMemory.close();
  });

  it('refuses two migrations with one id', async () => {
    const db = await openDatabase({ databaseUrl: 'file::memory:', dataDir: '/unused' });
    await expect(applyMigrations(db, [notesMigration, notesMigration])).rejects.toThrow(
      'Two migrations share the id test-001-notes',
    );
    await db.close();
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  (postgresUrl ? it : it.skip)('works the same on PostgreSQL when DATABASE_URL is a postgres URL', async () => {
    const db = await openDatabase({ databaseUrl: postgresUrl, dataDir: '/unused' });
    expect(db.dialect).toBe('postgres');
    await db.execute('DROP TABLE IF EXISTS notes');
    await db.execute('DROP TABLE IF EXISTS schema_migrations');
    await exerciseDatabase(db);
    await db.close();
  });

  (postgresUrl ? it : it.skip)(
    'applies each migration once when several processes start together (the schema lock)',
    async () => {
      const database = await createTestDatabase('PostgreSQL');
      // Five connections, as five processes (servers and the review tool) starting at once.
      const connections = await Promise.all(
        Array.from({ length: 5 }, () => openDatabase({ databaseUrl: database.url, dataDir: '/unused' })),
      );
      try {
        const applied = await Promise.all(connections.map((db) => applyMigrations(db, migrations)));
        // Exactly one of them applied each migration; the others found it done.
        expect(applied.flat().sort()).toEqual(['test-001-notes', 'test-002-index']);
        // The table is there, once, for every connection.
        for (const db of connections) {
          expect(Number((await db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM notes'))[0]?.n)).toBe(0);
        }
      } finally {
        await Promise.all(connections.map((db) => db.close()));
        await database.drop();
      }
    },
    30_000,
  );

  it('turns ? placeholders into PostgreSQL ones, leaving quoted text alone', () => {
    expect(toPostgresPlaceholders("SELECT * FROM t WHERE a = ? AND b = '?' AND c = ?")).toBe(
      "SELECT * FROM t WHERE a = $1 AND b = '?' AND c = $2",
    );
  });

  it('splits migrations at semicolons outside quotes', () => {
    expect(splitStatements("CREATE TABLE a (x TEXT DEFAULT ';'); ; CREATE TABLE b (y INT);")).toEqual([
      "CREATE TABLE a (x TEXT DEFAULT ';')",
      'CREATE TABLE b (y INT)',
    ]);
  });
});
