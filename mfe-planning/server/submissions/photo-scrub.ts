/**
 * Photos stored before re-encoding began (no width and height recorded) still carry what the
 * visitor's camera wrote into them, GPS position included. They are never served as they are
 * (the photo route and the approved-events API skip photos without a size); this re-encodes
 * each in place, once, and records its size, after which it is served like any other. A file
 * that cannot be made a picture stays unserved.
 */
import { copyFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@estes/shared/server';
import { eventPhotoDir } from './photo-files';
import { inspectPhoto, reencodePhoto } from './photo-reencode';
import { withUploadFolder } from './photo-uploads';
import { PhotoWorkBusyError, type PhotoWorkQueue } from './photo-work-queue';

interface UnsizedPhotoRow extends Record<string, unknown> {
  submission_id: string;
  position: number | string;
  file_name: string;
}

/** Only names the server made are touched. */
const storedFileName = /^s[0-9a-f]{10}-[1-3]\.(jpg|png|gif|webp)$/;

export interface ScrubOutcome {
  scrubbed: number;
  /** Files that are not pictures, or are missing: left unserved. */
  unusable: string[];
  /** Photos the queue had no room or time for: left unserved until the next start. */
  deferred: number;
}

export async function scrubUnsizedPhotos(db: Database, dataDir: string, queue: PhotoWorkQueue): Promise<ScrubOutcome> {
  const rows = await db.query<UnsizedPhotoRow>(
    'SELECT submission_id, position, file_name FROM planning_submission_photos WHERE width IS NULL ORDER BY submission_id, position',
  );
  const outcome: ScrubOutcome = { scrubbed: 0, unusable: [], deferred: 0 };
  for (const row of rows) {
    if (!storedFileName.test(row.file_name)) {
      outcome.unusable.push(row.file_name);
      continue;
    }
    const stored = path.join(eventPhotoDir(dataDir), row.file_name);
    let size: Awaited<ReturnType<typeof scrubOne>>;
    try {
      size = await queue.run((job) => scrubOne(stored, row.file_name, dataDir, job.timeoutSeconds()), {
        maxWaitMs: Infinity,
      });
    } catch (error) {
      if (!(error instanceof PhotoWorkBusyError)) throw error;
      outcome.deferred += 1;
      continue;
    }
    if (!size) {
      outcome.unusable.push(row.file_name);
      continue;
    }
    await db.execute(
      'UPDATE planning_submission_photos SET width = ?, height = ?, byte_size = ? WHERE submission_id = ? AND position = ?',
      [size.width, size.height, size.byteSize, row.submission_id, Number(row.position)],
    );
    outcome.scrubbed += 1;
  }
  return outcome;
}

/** Re-encodes one stored photo in place; answers its new size, or undefined when it is no picture. */
async function scrubOne(stored: string, fileName: string, dataDir: string, timeoutSeconds: number) {
  return withUploadFolder(dataDir, async (folder) => {
    const inspected = await inspectPhoto(stored, fileName).catch(() => undefined);
    if (!inspected?.ok) return undefined;
    const target = path.join(folder, `scrubbed.${inspected.photo.kind.extension}`);
    const result = await reencodePhoto(stored, target, inspected.photo, fileName, timeoutSeconds);
    if (!result.ok) return undefined;
    // Replaced whole: a reader sees the old file or the new one, never half of one.
    await rename(target, stored).catch(async () => {
      const staged = `${stored}.scrubbed`;
      await copyFile(target, staged);
      await rename(staged, stored).catch(async (error: unknown) => {
        await rm(staged, { force: true });
        throw error;
      });
    });
    return result.photo;
  });
}
