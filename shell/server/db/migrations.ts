/**
 * Applies every area's migrations once, in order, each in its own transaction, and records
 * them in schema_migrations. Areas add migrations to their own AreaApi; ids must be unique
 * across the site.
 */
import type { Database, Migration } from '@estes/shared/server';

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

export async function applyMigrations(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const seen = new Set<string>();
  for (const migration of migrations) {
    if (seen.has(migration.id)) throw new Error(`Two migrations share the id ${migration.id}`);
    seen.add(migration.id);
  }
  await db.execute(createMigrationsTable);
  const applied = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.up)) await tx.execute(statement);
      await tx.execute('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [
        migration.id,
        new Date().toISOString(),
      ]);
    });
    newlyApplied.push(migration.id);
  }
  return newlyApplied;
}
