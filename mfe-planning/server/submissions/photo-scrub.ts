/**
 * Photos stored before re-encoding began (no width and height recorded) still carry what the
 * visitor's camera wrote into them, GPS position included. They are never served as they are
 * (the photo route and the approved-events API skip photos without a size); this re-encodes
 * each once, from its bytes in the database (photo-takeover.ts brings old files there first),
 * and replaces them in one transaction with its size, after which it is served like any other.
 * Bytes that cannot be made a picture stay unserved. Two instances starting at once may both
 * re-encode a photo; the first to commit keeps it, the other's transaction finds it sized.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@estes/shared/server';
import { inspectPhoto, reencodePhoto } from './photo-reencode';
import { readPhotoChunk, writePhotoBytes } from './photo-store';
import { withUploadFolder } from './photo-uploads';
import { PhotoWorkBusyError, type PhotoWorkQueue } from './photo-work-queue';

interface UnsizedPhotoRow extends Record<string, unknown> {
  submission_id: string;
  position: number | string;
  file_name: string;
  stored_chunks: number | string | null;
}

export interface ScrubOutcome {
  scrubbed: number;
  /** Photos whose bytes are not a picture: left unserved. */
  unusable: string[];
  /** Photos the queue had no room or time for: left unserved until the next start. */
  deferred: number;
  /** Photos whose bytes are still a file in another instance's data folder (or were lost with it). */
  notInDatabase: number;
}

export async function scrubUnsizedPhotos(db: Database, dataDir: string, queue: PhotoWorkQueue): Promise<ScrubOutcome> {
  const rows = await db.query<UnsizedPhotoRow>(
    'SELECT submission_id, position, file_name, stored_chunks FROM planning_submission_photos WHERE width IS NULL ORDER BY submission_id, position',
  );
  const outcome: ScrubOutcome = { scrubbed: 0, unusable: [], deferred: 0, notInDatabase: 0 };
  for (const row of rows) {
    if (row.stored_chunks === null) {
      outcome.notInDatabase += 1;
      continue;
    }
    const photo = { submissionId: row.submission_id, position: Number(row.position), fileName: row.file_name };
    let result: Awaited<ReturnType<typeof scrubOne>>;
    try {
      result = await queue.run(
        (job) => scrubOne(db, dataDir, { ...photo, storedChunks: Number(row.stored_chunks) }, job.timeoutSeconds()),
        { maxWaitMs: Infinity },
      );
    } catch (error) {
      if (!(error instanceof PhotoWorkBusyError)) throw error;
      outcome.deferred += 1;
      continue;
    }
    if (result === 'unusable') outcome.unusable.push(row.file_name);
    if (result === 'scrubbed') outcome.scrubbed += 1;
  }
  return outcome;
}

interface UnsizedPhoto {
  submissionId: string;
  position: number;
  fileName: string;
  storedChunks: number;
}

/** Re-encodes one stored photo and replaces its bytes; `gone` when it was deleted or done by another instance meanwhile. */
async function scrubOne(
  db: Database,
  dataDir: string,
  photo: UnsizedPhoto,
  timeoutSeconds: number,
): Promise<'scrubbed' | 'unusable' | 'gone'> {
  return withUploadFolder(dataDir, async (folder) => {
    const source = path.join(folder, 'stored');
    if (!(await copyStoredBytes(db, photo, source))) return 'gone';
    const inspected = await inspectPhoto(source, photo.fileName).catch(() => undefined);
    if (!inspected?.ok) return 'unusable';
    const target = path.join(folder, `scrubbed.${inspected.photo.kind.extension}`);
    const result = await reencodePhoto(source, target, inspected.photo, photo.fileName, timeoutSeconds);
    if (!result.ok) return 'unusable';
    return db.transaction(async (tx) => {
      const { rowsAffected } = await tx.execute(
        'UPDATE planning_submission_photos SET width = ?, height = ?, content_type = ? WHERE submission_id = ? AND position = ? AND width IS NULL',
        [result.photo.width, result.photo.height, inspected.photo.kind.contentType, photo.submissionId, photo.position],
      );
      if (rowsAffected === 0) return 'gone';
      await tx.execute('DELETE FROM planning_submission_photo_chunks WHERE submission_id = ? AND position = ?', [
        photo.submissionId,
        photo.position,
      ]);
      await writePhotoBytes(tx, photo.submissionId, photo.position, target);
      return 'scrubbed';
    });
  });
}

/** Writes the photo's stored bytes to `file`, a chunk at a time; false when a chunk is missing (deleted meanwhile). */
async function copyStoredBytes(db: Database, photo: UnsizedPhoto, file: string): Promise<boolean> {
  const handle = await open(file, 'wx');
  try {
    for (let chunk = 0; chunk < photo.storedChunks; chunk += 1) {
      const bytes = await readPhotoChunk(db, photo.submissionId, photo.position, chunk);
      if (!bytes) return false;
      await handle.writeFile(bytes);
    }
    return true;
  } finally {
    await handle.close();
  }
}
