/**
 * Applies an area version's migrations once, in order, each in its own transaction, and
 * records them in schema_migrations. Each deployed version carries its area's migrations
 * (AreaApi.migrations); the deploy tool applies new ones before a version goes live, and the
 * server again (finding nothing new) before it first serves one. Several processes may do so
 * at once (two servers starting, a deploy, the review tool): each migration takes a write
 * lock (SQLite's write transaction, a PostgreSQL advisory lock) and checks again inside it,
 * so exactly one of them applies it. Ids are unique across the site and start with the
 * owning area's name.
 */
import type { Database, Migration } from '@estes/shared/server';

/**
 * A migration of the site's own (the shell's tables) whose SQL differs between the engines:
 * a trigger's body holds semicolons, and each engine writes triggers its own way. Given as
 * whole statements, never split. Areas keep to portable `Migration`s.
 */
export interface EngineMigration {
  id: string;
  statements: { sqlite: readonly string[]; postgres: readonly string[] };
}

export type SiteMigration = Migration | EngineMigration;

function statementsOf(migration: SiteMigration, dialect: Database['dialect']): readonly string[] {
  return 'up' in migration ? splitStatements(migration.up) : migration.statements[dialect];
}

const createMigrationsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
  id TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL
)`;

/** Splits a migration into statements at semicolons outside quotes. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (const character of sql) {
    if (quote) {
      if (character === quote) quote = undefined;
    } else if (character === "'" || character === '"') quote = character;
    else if (character === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      continue;
    }
    current += character;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** One number for every process's advisory lock on the schema (PostgreSQL). */
const schemaLockKey = 7_522_011_796;

async function lockSchema(tx: Database): Promise<void> {
  // SQLite: the write transaction already excludes every other writer.
  if (tx.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(?)', [schemaLockKey]);
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Refuses a list with a repeated id, or, when `area` is given, an id of another area's. */
export function checkMigrations(migrations: readonly SiteMigration[], area?: string): void {
  const seen = new Set<string>();
  for (const migration of migrations) {
    if (seen.has(migration.id)) throw new MigrationError(`Two migrations share the id ${migration.id}`);
    if (area !== undefined && !migration.id.startsWith(`${area}-`)) {
      throw new MigrationError(`The ${area} area's migration ${migration.id} must have an id starting with "${area}-"`);
    }
    seen.add(migration.id);
  }
}

export async function applyMigrations(
  db: Database,
  migrations: readonly SiteMigration[],
  options: { area?: string } = {},
): Promise<string[]> {
  checkMigrations(migrations, options.area);
  const appliedIds = async () =>
    new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
  // Most starts find everything applied: no lock is taken (another process may be migrating).
  let applied = await appliedIds().catch(() => undefined);
  if (!applied) {
    await db.transaction(async (tx) => {
      await lockSchema(tx);
      await tx.execute(createMigrationsTable);
    });
    applied = await appliedIds();
  }
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    const ran = await db
      .transaction(async (tx) => {
        await lockSchema(tx);
        // Another process may have applied it since we looked.
        if ((await tx.query('SELECT id FROM schema_migrations WHERE id = ?', [migration.id])).length > 0) return false;
        for (const statement of statementsOf(migration, tx.dialect)) await tx.execute(statement);
        await tx.execute('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [
          migration.id,
          new Date().toISOString(),
        ]);
        return true;
      })
      .catch((error: unknown) => {
        throw new MigrationError(
          `Migration ${migration.id} failed, nothing of it was applied: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    if (ran) newlyApplied.push(migration.id);
  }
  return newlyApplied;
}
