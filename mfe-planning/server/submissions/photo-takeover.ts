/**
 * Photos kept as files in an instance's DATA_DIR (before decision 037) move into the database
 * when that instance starts: each file whose row has no bytes yet is copied into the database in
 * one transaction, then removed. Several instances may start at once, on one data folder or
 * their own: a photo is taken over by the one transaction that claims its row (a conditional
 * update; the other waits for it, finds the row taken and only removes the file), so it is
 * stored once, and a second start finds nothing to do. A crash between the commit and the
 * removal leaves a file whose bytes are in the database: the next start removes it.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@estes/shared/server';
import { eventPhotoDir, photoFileName } from './photo-files';
import { writePhotoBytes } from './photo-store';

export interface TakeoverOutcome {
  /** Photos whose bytes this instance copied into the database. */
  takenOver: number;
  bytes: number;
  /** Files removed without copying: already in the database, or their submission deleted. */
  filesRemoved: number;
}

/** A file no row needs may still be being written by an older version's upload: an hour is far longer. */
const leftoverAgeMs = 60 * 60_000;

interface PhotoRow extends Record<string, unknown> {
  file_name: string;
  stored_chunks: number | string | null;
}

/** Moves this instance's photo files into the database; answers what it did. */
export async function takeOverPhotoFiles(db: Database, dataDir: string, now = Date.now()): Promise<TakeoverOutcome> {
  const folder = eventPhotoDir(dataDir);
  const outcome: TakeoverOutcome = { takenOver: 0, bytes: 0, filesRemoved: 0 };
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const match = photoFileName.exec(name);
    if (!match) continue;
    const [, submissionId = '', positionText = ''] = match;
    const position = Number(positionText);
    const file = path.join(folder, name);
    const taken = await db
      .transaction(async (tx) => {
        // The claim: only one transaction, on any instance, finds the row without bytes.
        const { rowsAffected } = await tx.execute(
          'UPDATE planning_submission_photos SET stored_chunks = 0 WHERE submission_id = ? AND position = ? AND file_name = ? AND stored_chunks IS NULL',
          [submissionId, position, name],
        );
        if (rowsAffected === 0) return undefined;
        return writePhotoBytes(tx, submissionId, position, file);
      })
      // Gone since the folder was read (an operator, another instance's clean-up): nothing to take.
      .catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      });
    if (taken) {
      await rm(file, { force: true });
      outcome.takenOver += 1;
      outcome.bytes += taken.byteSize;
      continue;
    }
    const [row] = await db.query<PhotoRow>(
      'SELECT file_name, stored_chunks FROM planning_submission_photos WHERE submission_id = ? AND position = ?',
      [submissionId, position],
    );
    const inDatabase = row !== undefined && row.file_name === name && row.stored_chunks !== null;
    const info = inDatabase ? undefined : await stat(file).catch(() => undefined);
    if (inDatabase || (info && now - info.mtimeMs > leftoverAgeMs)) {
      await rm(file, { force: true });
      outcome.filesRemoved += 1;
    }
  }
  return outcome;
}
