/**
 * Global caps on what the site keeps from visitors, so no stream of submissions (from however
 * many addresses) can fill the database or the disk: the number of submissions waiting for
 * review, the bytes of stored photos, and the free space left on the data folder's disk.
 * Checked before anything of a submission is written: past a cap the visitor is told to try
 * later (503), and nothing of theirs is half stored.
 */
import { statfs } from 'node:fs/promises';
import type { Database } from '@estes/shared/server';

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

/** Which cap a submission of `incomingBytes` of photos would pass, for the log; undefined when none. */
export async function capacityReached(
  db: Database,
  dataDir: string,
  settings: CapacitySettings,
  incomingBytes: number,
): Promise<string | undefined> {
  const [pending] = await db.query<{ total: number | string }>(
    "SELECT COUNT(*) AS total FROM planning_submissions WHERE status = 'new'",
  );
  if (Number(pending?.total ?? 0) >= settings.maxPending) {
    return `${settings.maxPending} submissions are waiting for review (SUBMISSIONS_MAX_PENDING)`;
  }
  if (incomingBytes > 0) {
    const [photos] = await db.query<{ total: number | string | null }>(
      'SELECT SUM(byte_size) AS total FROM planning_submission_photos',
    );
    if (Number(photos?.total ?? 0) + incomingBytes > settings.maxPhotoBytes) {
      return `stored photos would pass ${Math.round(settings.maxPhotoBytes / 1024 ** 2)} MB (SUBMISSIONS_MAX_PHOTO_MB)`;
    }
  }
  const disk = await statfs(dataDir).catch(() => undefined);
  if (disk && disk.bavail * disk.bsize - incomingBytes < settings.minFreeDiskBytes) {
    return `the data folder's disk would have less than ${Math.round(settings.minFreeDiskBytes / 1024 ** 2)} MB free (SUBMISSIONS_MIN_FREE_DISK_MB)`;
  }
  return undefined;
}
