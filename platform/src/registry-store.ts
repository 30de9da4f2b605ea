/**
 * The deploy registry in the site's database (decision 025): one document (the same shape as
 * the old registry.json: per area the live version, the kept versions with their digests, the
 * history) with a generation number, and every kept version's files — its server build and its
 * browser files — so that every instance, on any machine, serves the same versions without a
 * shared file system.
 *
 * - Changes (publish, rollback) run under the database's `deploy` lock: one at a time across
 *   every machine; each bumps the generation and, on PostgreSQL, announces it on
 *   `deployRegistryChannel` when its transaction commits, so instances switch at once.
 * - Files are kept per version until the version is dropped; an instance copies a version's
 *   files into its own deploy folder the first time it needs them, checked against the digest
 *   recorded at publish time (registry-files.ts).
 */
import { readFile, rename } from 'node:fs/promises';
import type { Migration } from '@estes/shared/server';
import type { AreaName } from '@estes/shared/core';
import { applyMigrations } from './db/migrations';
import type { LockOptions } from './db/file-lock';
import type { SiteDatabase } from './db/site-database';
import { emptyRegistry, legacyRegistryFile, registrySchema, type Registry } from './remote-registry';
import { versionFilesDir } from './registry-files';
import { readServerBundle, type ServerBundleFile } from './server-bundle';

export const deployRegistryChannel = 'site_deploy_registry';

/** The site's own tables (the shell's migrations; areas bring theirs with each version). */
export const deployRegistryMigrations: readonly Migration[] = [
  {
    id: 'shell-001-deploy-registry',
    up: `CREATE TABLE deploy_registry (
      id INTEGER PRIMARY KEY,
      document TEXT NOT NULL,
      generation INTEGER NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE deploy_files (
      area TEXT NOT NULL,
      version TEXT NOT NULL,
      kind TEXT NOT NULL,
      name TEXT NOT NULL,
      bytes BYTEA NOT NULL,
      PRIMARY KEY (area, version, kind, name)
    )`,
  },
];

/** Which files of a version: what the server runs, or what browsers load. */
export type VersionFilesKind = 'server' | 'browser';

export interface RegistryRead {
  registry: Registry;
  generation: number;
}

export class RegistryDocumentError extends Error {
  override name = 'RegistryDocumentError';
}

/** The stored document, or an error that says what is wrong with it (edited by hand, cut short). */
function parseRegistryDocument(document: string): Registry {
  let value: unknown;
  try {
    value = JSON.parse(document);
  } catch (error) {
    throw new RegistryDocumentError(`it is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = registrySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RegistryDocumentError(
      `it does not have the registry's shape (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
    );
  }
  return parsed.data;
}

export class RegistryStore {
  private constructor(private readonly db: SiteDatabase) {}

  /** The store, its tables created if this database has none yet. */
  static async open(db: SiteDatabase): Promise<RegistryStore> {
    await applyMigrations(db, deployRegistryMigrations, { area: 'shell' });
    return new RegistryStore(db);
  }

  /** The generation alone: one small row, for readers that check often (SQLite). */
  async generation(): Promise<number> {
    const rows = await this.db.query<{ generation: number | string }>(
      'SELECT generation FROM deploy_registry WHERE id = 1',
    );
    return rows[0] ? Number(rows[0].generation) : 0;
  }

  async read(): Promise<RegistryRead> {
    const rows = await this.db.query<{ document: string; generation: number | string }>(
      'SELECT document, generation FROM deploy_registry WHERE id = 1',
    );
    const row = rows[0];
    if (!row) return { registry: emptyRegistry(), generation: 0 };
    return { registry: parseRegistryDocument(row.document), generation: Number(row.generation) };
  }

  /**
   * Changes the registry under the deploy lock: reads it, lets `change` compute the next one
   * (and do what must happen before, such as applying migrations), writes it with the next
   * generation and announces it. Answers both registries.
   */
  async change(
    what: string,
    change: (current: Registry) => Promise<Registry> | Registry,
    lock: LockOptions = {},
  ): Promise<{ before: Registry; after: Registry; generation: number }> {
    return this.db.exclusive(
      'deploy',
      async () => {
        const { registry: before } = await this.read();
        const after = registrySchema.parse(await change(before));
        return { before, after, generation: await this.write(what, after) };
      },
      { holder: what, ...lock },
    );
  }

  /**
   * Writes `registry` whatever the stored one holds, even one that cannot be read any more
   * (put right by hand, or by a test). Under the deploy lock; announced like a change.
   */
  async overwrite(what: string, registry: Registry, lock: LockOptions = {}): Promise<number> {
    const checked = registrySchema.parse(registry);
    return this.db.exclusive('deploy', () => this.write(what, checked), { holder: what, ...lock });
  }

  /** Writes the document with the next generation and announces it; answers that generation. */
  private async write(what: string, registry: Registry): Promise<number> {
    return this.db.transaction(async (tx) => {
      const document = JSON.stringify(registry);
      const now = new Date().toISOString();
      const { rowsAffected } = await tx.execute(
        'UPDATE deploy_registry SET document = ?, generation = generation + 1, updated_at = ? WHERE id = 1',
        [document, now],
      );
      if (rowsAffected === 0) {
        await tx.execute('INSERT INTO deploy_registry (id, document, generation, updated_at) VALUES (1, ?, 1, ?)', [
          document,
          now,
        ]);
      }
      const rows = await tx.query<{ generation: number | string }>(
        'SELECT generation FROM deploy_registry WHERE id = 1',
      );
      const generation = Number(rows[0]?.generation ?? 0);
      // Delivered to every listening instance when this transaction commits.
      if (tx.dialect === 'postgres') {
        await tx.query('SELECT pg_notify(?, ?)', [deployRegistryChannel, `${generation} ${what}`]);
      }
      return generation;
    });
  }

  /** Stores a version's files (replacing any stored before for it), in one transaction. */
  async putFiles(area: AreaName, version: string, kind: VersionFilesKind, files: readonly ServerBundleFile[]) {
    await this.db.transaction(async (tx) => {
      await tx.execute('DELETE FROM deploy_files WHERE area = ? AND version = ? AND kind = ?', [area, version, kind]);
      for (const file of files) {
        await tx.execute('INSERT INTO deploy_files (area, version, kind, name, bytes) VALUES (?, ?, ?, ?, ?)', [
          area,
          version,
          kind,
          file.name,
          file.bytes,
        ]);
      }
    });
  }

  async files(area: AreaName, version: string, kind: VersionFilesKind): Promise<ServerBundleFile[]> {
    const rows = await this.db.query<{ name: string; bytes: Uint8Array }>(
      'SELECT name, bytes FROM deploy_files WHERE area = ? AND version = ? AND kind = ? ORDER BY name',
      [area, version, kind],
    );
    return rows.map((row) => ({ name: row.name, bytes: Buffer.from(row.bytes) }));
  }

  async removeFiles(area: AreaName, versions: readonly string[]): Promise<void> {
    for (const version of versions) {
      await this.db.execute('DELETE FROM deploy_files WHERE area = ? AND version = ?', [area, version]);
    }
  }
}

/**
 * A deploy folder from before the registry moved into the database: its registry.json is
 * taken over once (the file is then renamed `registry.json.imported`), with the files of the
 * versions it keeps, when the database has no registry yet. Answers whether it took one over.
 */
export async function importFileRegistry(store: RegistryStore, deployDir: string): Promise<boolean> {
  const file = legacyRegistryFile(deployDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return false;
  }
  let imported = false;
  await store.change('import registry.json', async (current) => {
    if (Object.keys(current.remotes).length > 0) return current;
    const fromFile = registrySchema.parse(JSON.parse(text));
    for (const [area, entry] of Object.entries(fromFile.remotes) as [AreaName, Registry['remotes'][AreaName]][]) {
      for (const version of entry?.versions ?? []) {
        for (const kind of ['server', 'browser'] as const) {
          const files = await readServerBundle(versionFilesDir(deployDir, area, version.version, kind)).catch(() => []);
          if (files.length > 0) await store.putFiles(area, version.version, kind, files);
        }
      }
    }
    imported = true;
    return fromFile;
  });
  if (imported) await rename(file, `${file}.imported`);
  return imported;
}
