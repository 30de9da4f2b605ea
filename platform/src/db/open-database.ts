import path from 'node:path';
import { openPostgresDatabase } from './postgres-database';
import type { SiteDatabase } from './site-database';
import { openSqliteDatabase } from './sqlite-database';

/** PostgreSQL when DATABASE_URL says so; otherwise SQLite (DATABASE_URL file:…, or DATA_DIR/site.db). */
export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<SiteDatabase> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl && /^postgres(ql)?:/.test(databaseUrl)) return openPostgresDatabase(databaseUrl);
  if (databaseUrl) return openSqliteDatabase(databaseUrl.replace(/^(file|sqlite):(\/\/)?/, ''));
  return openSqliteDatabase(path.join(dataDir, 'site.db'));
}
