/**
 * Photo bytes in the site's database (decision 037): every instance reads the same photos, and
 * a photo is kept in the transaction that keeps its submission, or not at all. A photo is rows
 * of at most `photoChunkBytes` (planning_submission_photo_chunks), written from its file one
 * chunk at a time and read back one chunk at a time, so neither storing nor serving holds a
 * whole photo in memory (a re-encoded PNG or animated GIF of 2000 px can be tens of MB).
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { Database } from '@estes/shared/server';

/** Big enough that a typical photo (300–800 KB as JPEG) is a few rows; small enough to hold per request. */
export const photoChunkBytes = 256 * 1024;

/** What was written: its rows, its digest (the served ETag) and its size. */
export interface WrittenPhotoBytes {
  chunks: number;
  sha256: string;
  byteSize: number;
}

/**
 * Writes the bytes of `file` as the chunks of one photo, inside the caller's transaction `tx`
 * (whose photo row must exist), and records them on the row. Answers what was written.
 */
export async function writePhotoBytes(
  tx: Database,
  submissionId: string,
  position: number,
  file: string,
): Promise<WrittenPhotoBytes> {
  const digest = createHash('sha256');
  const handle = await open(file, 'r');
  let chunks = 0;
  let byteSize = 0;
  try {
    for (;;) {
      // A buffer of its own per chunk: the driver may still hold the previous one.
      const buffer = Buffer.allocUnsafe(photoChunkBytes);
      const { bytesRead } = await readFully(handle, buffer);
      if (bytesRead === 0) break;
      const bytes = buffer.subarray(0, bytesRead);
      digest.update(bytes);
      await tx.execute(
        'INSERT INTO planning_submission_photo_chunks (submission_id, position, chunk, bytes) VALUES (?, ?, ?, ?)',
        [submissionId, position, chunks, bytes],
      );
      chunks += 1;
      byteSize += bytesRead;
      if (bytesRead < photoChunkBytes) break;
    }
  } finally {
    await handle.close();
  }
  const sha256 = digest.digest('base64url');
  await tx.execute(
    'UPDATE planning_submission_photos SET stored_chunks = ?, sha256 = ?, byte_size = ? WHERE submission_id = ? AND position = ?',
    [chunks, sha256, byteSize, submissionId, position],
  );
  return { chunks, sha256, byteSize };
}

/** Fills `buffer` from the file's current position, or as much as is left. */
async function readFully(handle: Awaited<ReturnType<typeof open>>, buffer: Buffer): Promise<{ bytesRead: number }> {
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return { bytesRead: filled };
}

/** The drivers answer bytes as Buffer (PostgreSQL), Uint8Array or ArrayBuffer (libSQL). */
export function bytesOf(value: unknown): Buffer | undefined {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  return undefined;
}

/** One chunk of a photo, or undefined when it is not there (the photo was deleted meanwhile). */
export async function readPhotoChunk(
  db: Database,
  submissionId: string,
  position: number,
  chunk: number,
): Promise<Buffer | undefined> {
  const [row] = await db.query<{ bytes: unknown }>(
    'SELECT bytes FROM planning_submission_photo_chunks WHERE submission_id = ? AND position = ? AND chunk = ?',
    [submissionId, position, chunk],
  );
  return row ? bytesOf(row.bytes) : undefined;
}

/** Thrown when a photo's chunks end before its recorded count: it was deleted while being read. */
export class PhotoGoneError extends Error {
  override name = 'PhotoGoneError';
}

/**
 * The photo's chunks in order, each read when the consumer asks for it (a slow reader holds one
 * chunk, never the photo). The first is read by the caller (`first`), so that a photo found
 * missing is answered 404 before anything is sent.
 */
export async function* photoChunks(
  db: Database,
  submissionId: string,
  position: number,
  storedChunks: number,
  first: Buffer,
): AsyncGenerator<Buffer> {
  yield first;
  for (let chunk = 1; chunk < storedChunks; chunk += 1) {
    const bytes = await readPhotoChunk(db, submissionId, position, chunk);
    if (!bytes) throw new PhotoGoneError(`photo ${submissionId}/${position} was deleted while it was read`);
    yield bytes;
  }
}
