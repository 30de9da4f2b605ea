/**
 * Global caps on what the site keeps from visitors, so no stream of submissions (from however
 * many addresses) can fill the database or the disk: the number of submissions waiting for
 * review, the bytes of stored photos (in the database, decision 037), and the free space left
 * where a post is written (the data folder's disk, and SQLite's when it is another).
 * Checked before anything of a submission is written: past a cap the visitor is told to try
 * later (503), and nothing of theirs is half stored. /healthz says `degraded` while a cap
 * refuses visitors (`capacityHealth`), so the operator learns it from the site, not from callers.
 */
import { stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { AreaHealth, Database } from '@estes/shared/server';

export interface CapacitySettings {
  /** Submissions still `new` (not yet reviewed) the site keeps at most. */
  maxPending: number;
  /** Bytes of stored photos, all submissions together. */
  maxPhotoBytes: number;
  /** Free bytes the data folder's disk (and SQLite's, when another) must keep after a submission's photos. */
  minFreeDiskBytes: number;
}

export const defaultCapacity: CapacitySettings = {
  maxPending: 2000,
  maxPhotoBytes: 2 * 1024 ** 3,
  minFreeDiskBytes: 512 * 1024 ** 2,
};

/**
 * A disk whose free space is checked: the data folder's (where uploads arrive as temporary files,
 * and, by default, SQLite's database file), and the SQLite database's own when it lives on
 * another disk (DATABASE_URL=file:…), its free pages counted as free. PostgreSQL's disk is its
 * server's, out of an instance's sight: there the photo cap is what bounds the store (decision 037).
 */
interface DiskUse {
  disk: 'data folder' | 'database';
  what: string;
  freeBytes: number;
}

/** What the caps are measured against, now: pending submissions and photo bytes from the database (every instance agrees), free space where things are written. */
interface CapacityUse {
  pending: number;
  /** Bytes of every stored photo, as the database holds them (and the few not yet taken over from a data folder). */
  photoBytes: number;
  /** The disks checked; an empty list when none can be asked. */
  disks: DiskUse[];
}

const deviceOf = (folder: string) =>
  stat(folder).then(
    (info) => info.dev,
    () => undefined,
  );
const freeBytesOf = (folder: string) =>
  statfs(folder).then(
    (disk) => disk.bavail * disk.bsize,
    () => undefined,
  );

/** SQLite's database file (PRAGMA database_list), or undefined on PostgreSQL or in memory. */
async function sqliteFile(db: Database): Promise<string | undefined> {
  if (db.dialect !== 'sqlite') return undefined;
  const rows = await db.query<{ name: string; file: string | null }>('PRAGMA database_list');
  const file = rows.find((row) => row.name === 'main')?.file;
  return file ? file : undefined;
}

async function disksOf(db: Database, dataDir: string): Promise<DiskUse[]> {
  const disks: DiskUse[] = [];
  const dataDirFree = await freeBytesOf(dataDir);
  const databaseFile = await sqliteFile(db);
  const databaseFolder = databaseFile ? path.dirname(databaseFile) : undefined;
  const sameDisk = databaseFolder !== undefined && (await deviceOf(databaseFolder)) === (await deviceOf(dataDir));
  if (dataDirFree !== undefined) {
    disks.push({
      disk: 'data folder',
      what: sameDisk ? "the data folder's disk (the database's too)" : "the data folder's disk",
      freeBytes: dataDirFree,
    });
  }
  if (databaseFolder && !sameDisk) {
    const free = await freeBytesOf(databaseFolder);
    const [pages] = await db.query<{ freelist_count: number | string }>('PRAGMA freelist_count');
    const [size] = await db.query<{ page_size: number | string }>('PRAGMA page_size');
    if (free !== undefined) {
      disks.push({
        disk: 'database',
        what: "the database's disk",
        freeBytes: free + Number(pages?.freelist_count ?? 0) * Number(size?.page_size ?? 0),
      });
    }
  }
  return disks;
}

async function capacityUse(db: Database, dataDir: string, { photos }: { photos: boolean }): Promise<CapacityUse> {
  const [pending] = await db.query<{ total: number | string }>(
    "SELECT COUNT(*) AS total FROM planning_submissions WHERE status = 'new'",
  );
  const [stored] = photos
    ? await db.query<{ total: number | string | null }>(
        'SELECT SUM(byte_size) AS total FROM planning_submission_photos',
      )
    : [];
  return {
    pending: Number(pending?.total ?? 0),
    photoBytes: Number(stored?.total ?? 0),
    disks: await disksOf(db, dataDir),
  };
}

const megabytesOf = (bytes: number) => Math.round(bytes / 1024 ** 2);

/** Which cap a submission of `incomingBytes` of photos would pass, for the log; undefined when none. */
export async function capacityReached(
  db: Database,
  dataDir: string,
  settings: CapacitySettings,
  incomingBytes: number,
): Promise<string | undefined> {
  const use = await capacityUse(db, dataDir, { photos: incomingBytes > 0 });
  if (use.pending >= settings.maxPending) {
    return `${settings.maxPending} submissions are waiting for review (SUBMISSIONS_MAX_PENDING)`;
  }
  if (incomingBytes > 0 && use.photoBytes + incomingBytes > settings.maxPhotoBytes) {
    return `stored photos would pass ${megabytesOf(settings.maxPhotoBytes)} MB (SUBMISSIONS_MAX_PHOTO_MB)`;
  }
  const tooFull = use.disks.find((disk) => disk.freeBytes - incomingBytes < settings.minFreeDiskBytes);
  if (tooFull) {
    return `${tooFull.what} would have less than ${megabytesOf(settings.minFreeDiskBytes)} MB free (SUBMISSIONS_MIN_FREE_DISK_MB)`;
  }
  return undefined;
}

/**
 * For /healthz (`areas.planning.submissions`): `degraded` whenever a cap refuses visitors now,
 * naming the cap, what it refuses and what to do. Every post is refused past the pending cap,
 * or with the disk below its free space; a post with photos is refused when its photos would
 * pass the photo cap or the disk's free space, which happens to the largest post a form takes
 * (`largestPostBytes`) before it happens to all of them. The figures come from the database
 * (every instance says the same) except the disk, which is this instance's own.
 */
export async function capacityHealth(
  db: Database,
  dataDir: string,
  settings: CapacitySettings,
  largestPostBytes: number,
): Promise<AreaHealth> {
  const use = await capacityUse(db, dataDir, { photos: true });
  const problems: string[] = [];
  if (use.pending >= settings.maxPending) {
    problems.push(
      `${use.pending} submissions are waiting for review, the most the site keeps (SUBMISSIONS_MAX_PENDING=${settings.maxPending}): every form answers 503 until some are approved or rejected (npm run submissions -- list)`,
    );
  }
  const photoRoom = settings.maxPhotoBytes - use.photoBytes;
  if (photoRoom < largestPostBytes) {
    problems.push(
      `stored photos take ${megabytesOf(use.photoBytes)} of ${megabytesOf(settings.maxPhotoBytes)} MB (SUBMISSIONS_MAX_PHOTO_MB): ${
        photoRoom <= 0
          ? 'every event submission with photos answers 503'
          : `an event submission with more than ${megabytesOf(photoRoom)} MB of photos answers 503`
      } until submissions are deleted (npm run submissions -- delete, purge) or the cap is raised`,
    );
  }
  for (const disk of use.disks) {
    const diskRoom = disk.freeBytes - settings.minFreeDiskBytes;
    if (diskRoom < largestPostBytes) {
      problems.push(
        `${disk.what} has ${megabytesOf(disk.freeBytes)} MB free and keeps ${megabytesOf(settings.minFreeDiskBytes)} MB (SUBMISSIONS_MIN_FREE_DISK_MB): ${
          diskRoom < 0
            ? 'every form answers 503'
            : `an event submission with more than ${megabytesOf(diskRoom)} MB of photos answers 503`
        } on this instance until space is freed`,
      );
    }
  }
  const dataDisk = use.disks.find((disk) => disk.disk === 'data folder');
  const databaseDisk = use.disks.find((disk) => disk.disk === 'database');
  const figures = {
    waitingForReview: use.pending,
    maxWaitingForReview: settings.maxPending,
    photoBytes: use.photoBytes,
    maxPhotoBytes: settings.maxPhotoBytes,
    // Where photos are kept: the site's database (decision 037); on PostgreSQL, what its table takes on the server's disk.
    photoStore: db.dialect,
    ...(db.dialect === 'postgres' ? { photoTableBytes: await photoTableBytes(db) } : {}),
    ...(dataDisk ? { freeDiskBytes: dataDisk.freeBytes } : { freeDisk: 'unknown' }),
    ...(databaseDisk ? { databaseFreeDiskBytes: databaseDisk.freeBytes } : {}),
    minFreeDiskBytes: settings.minFreeDiskBytes,
  };
  if (problems.length === 0) return { state: 'ok', ...figures };
  return { state: 'degraded', problem: `Visitors are refused: ${problems.join('; ')}.`, ...figures };
}

/** The photo chunks' table as PostgreSQL keeps it (TOAST, indexes and not yet vacuumed rows included). */
async function photoTableBytes(db: Database): Promise<number | undefined> {
  const [row] = await db
    .query<{ bytes: number | string | null }>(
      "SELECT pg_total_relation_size('planning_submission_photo_chunks') AS bytes",
    )
    .catch(() => [] as { bytes: null }[]);
  return row?.bytes == null ? undefined : Number(row.bytes);
}
