/**
 * What each instance of the site last said about itself (issue 32 point 7, decision 066): a
 * shell table in the site's database, on either engine, so the console's Deploys page shows
 * every instance of a fleet whichever one answers it. Each instance writes its own row every
 * few seconds (index.ts); a row not written for `goneAfterMs` is shown as gone, and removed
 * after `removedAfterMs`.
 */
import { areaNames, type AreaName } from '@estes/shared/core';
import type { Database, Migration } from '@estes/shared/server';

export const instanceMigrations: readonly Migration[] = [
  {
    id: 'shell-instances-001-reports',
    up: `CREATE TABLE site_instances (
      id TEXT PRIMARY KEY,
      started_at TEXT NOT NULL,
      last_seen_at TEXT NOT NULL,
      status TEXT NOT NULL,
      versions TEXT NOT NULL,
      problems TEXT NOT NULL
    )`,
  },
];

/** Not heard from for this long: shown as gone (six reports missed). */
export const goneAfterMs = 30_000;
/** Gone for this long: its row is removed (an instance replaced by the next deploy of the fleet). */
export const removedAfterMs = 24 * 60 * 60_000;
/** Rows one answer holds at most: a fleet has a handful, a day of restarts a few dozen. */
const instancesLimit = 200;
/** Longest problem kept, and how many: a report is a few lines, never a log. */
const problemLimit = 300;
const problemsLimit = 10;

export type InstanceStatus = 'ok' | 'degraded';

export interface InstanceReport {
  id: string;
  startedAt: string;
  status: InstanceStatus;
  /** The live version it serves, per area (null: none published). */
  versions: Partial<Record<AreaName, string | null>>;
  /** Why it is degraded, in /healthz's words (empty when ok). */
  problems: string[];
}

export interface SeenInstance extends InstanceReport {
  lastSeenAt: string;
  /** Whole seconds since its last report, by the reading instance's clock. */
  secondsSinceSeen: number;
  gone: boolean;
}

interface InstanceRow extends Record<string, unknown> {
  id: string;
  started_at: string;
  last_seen_at: string;
  status: string;
  versions: string;
  problems: string;
}

const bounded = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** Writes this instance's row (made the first time, replaced after). */
export async function writeInstanceReport(db: Database, report: InstanceReport, now: number): Promise<void> {
  const versions = Object.fromEntries(areaNames.map((area) => [area, report.versions[area] ?? null]));
  const problems = report.problems.slice(0, problemsLimit).map((problem) => bounded(problem, problemLimit));
  // One statement on both engines (SQLite 3.24+, PostgreSQL 9.5+): no window between a read and a write.
  await db.execute(
    `INSERT INTO site_instances (id, started_at, last_seen_at, status, versions, problems)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET started_at = excluded.started_at, last_seen_at = excluded.last_seen_at,
       status = excluded.status, versions = excluded.versions, problems = excluded.problems`,
    [
      bounded(report.id, 200),
      report.startedAt,
      new Date(now).toISOString(),
      report.status,
      JSON.stringify(versions),
      JSON.stringify(problems),
    ],
  );
}

const parsedJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** Every instance heard from within `removedAfterMs`, the most recently seen first. */
export async function readInstances(db: Database, now: number): Promise<SeenInstance[]> {
  const rows = await db.query<InstanceRow>(
    `SELECT id, started_at, last_seen_at, status, versions, problems FROM site_instances
     WHERE last_seen_at >= ? ORDER BY last_seen_at DESC, id LIMIT ?`,
    [new Date(now - removedAfterMs).toISOString(), instancesLimit],
  );
  return rows.map((row) => {
    const sinceSeenMs = Math.max(0, now - Date.parse(row.last_seen_at));
    return {
      id: row.id,
      startedAt: row.started_at,
      lastSeenAt: row.last_seen_at,
      status: row.status === 'ok' ? 'ok' : 'degraded',
      versions: parsedJson<InstanceReport['versions']>(row.versions, {}),
      problems: parsedJson<string[]>(row.problems, []),
      secondsSinceSeen: Math.floor(sinceSeenMs / 1000),
      gone: sinceSeenMs >= goneAfterMs,
    };
  });
}

/** Removes the rows of instances gone for `removedAfterMs`; answers how many. */
export async function removeGoneInstances(db: Database, now: number): Promise<number> {
  const { rowsAffected } = await db.execute('DELETE FROM site_instances WHERE last_seen_at < ?', [
    new Date(now - removedAfterMs).toISOString(),
  ]);
  return rowsAffected;
}
