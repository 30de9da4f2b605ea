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
}

export async function scrubUnsizedPhotos(db: Database, dataDir: string): Promise<ScrubOutcome> {
  const rows = await db.query<UnsizedPhotoRow>(
    'SELECT submission_id, position, file_name FROM planning_submission_photos WHERE width IS NULL ORDER BY submission_id, position',
  );
  const outcome: ScrubOutcome = { scrubbed: 0, unusable: [] };
  for (const row of rows) {
    if (!storedFileName.test(row.file_name)) {
      outcome.unusable.push(row.file_name);
      continue;
    }
    const stored = path.join(eventPhotoDir(dataDir), row.file_name);
    const size = await withUploadFolder(dataDir, async (folder) => {
      const inspected = await inspectPhoto(stored, row.file_name).catch(() => undefined);
      if (!inspected?.ok) return undefined;
      const target = path.join(folder, `scrubbed.${inspected.photo.kind.extension}`);
      const result = await reencodePhoto(stored, target, inspected.photo, row.file_name);
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
