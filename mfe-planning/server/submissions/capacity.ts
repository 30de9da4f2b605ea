/**
 * Global caps on what the site keeps from visitors, so no stream of submissions (from however
 * many addresses) can fill the database or the disk: the number of submissions waiting for
 * review, the bytes of stored photos, and the free space left on the data folder's disk.
 * Checked before anything of a submission is written: past a cap the visitor is told to try
 * later (503), and nothing of theirs is half stored. /healthz says `degraded` while a cap
 * refuses visitors (`capacityHealth`), so the operator learns it from the site, not from callers.
 */
import { statfs } from 'node:fs/promises';
import type { AreaHealth, Database } from '@estes/shared/server';

export interface CapacitySettings {
  /** Submissions still `new` (not yet reviewed) the site keeps at most. */
  maxPending: number;
  /** Bytes of stored photos, all submissions together. */
  maxPhotoBytes: number;
  /** Free bytes the data folder's disk must keep after a submission's photos. */
  minFreeDiskBytes: number;
}

export const defaultCapacity: CapacitySettings = {
  maxPending: 2000,
  maxPhotoBytes: 2 * 1024 ** 3,
  minFreeDiskBytes: 512 * 1024 ** 2,
};

/** What the caps are measured against, now: pending submissions and photo bytes from the database (every instance agrees), free disk from this instance's data folder. */
interface CapacityUse {
  pending: number;
  photoBytes: number;
  /** Undefined when the data folder's disk cannot be asked. */
  freeDiskBytes: number | undefined;
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
  const disk = await statfs(dataDir).catch(() => undefined);
  return {
    pending: Number(pending?.total ?? 0),
    photoBytes: Number(stored?.total ?? 0),
    freeDiskBytes: disk ? disk.bavail * disk.bsize : undefined,
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
  if (use.freeDiskBytes !== undefined && use.freeDiskBytes - incomingBytes < settings.minFreeDiskBytes) {
    return `the data folder's disk would have less than ${megabytesOf(settings.minFreeDiskBytes)} MB free (SUBMISSIONS_MIN_FREE_DISK_MB)`;
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
  if (use.freeDiskBytes !== undefined) {
    const diskRoom = use.freeDiskBytes - settings.minFreeDiskBytes;
    if (diskRoom < largestPostBytes) {
      problems.push(
        `the data folder's disk has ${megabytesOf(use.freeDiskBytes)} MB free and keeps ${megabytesOf(settings.minFreeDiskBytes)} MB (SUBMISSIONS_MIN_FREE_DISK_MB): ${
          diskRoom < 0
            ? 'every form answers 503'
            : `an event submission with more than ${megabytesOf(diskRoom)} MB of photos answers 503`
        } on this instance until space is freed`,
      );
    }
  }
  const figures = {
    waitingForReview: use.pending,
    maxWaitingForReview: settings.maxPending,
    photoBytes: use.photoBytes,
    maxPhotoBytes: settings.maxPhotoBytes,
    ...(use.freeDiskBytes !== undefined ? { freeDiskBytes: use.freeDiskBytes } : { freeDisk: 'unknown' }),
    minFreeDiskBytes: settings.minFreeDiskBytes,
  };
  if (problems.length === 0) return { state: 'ok', ...figures };
  return { state: 'degraded', problem: `Visitors are refused: ${problems.join('; ')}.`, ...figures };
}
