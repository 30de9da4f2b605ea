/**
 * Photos as they arrive: each multipart file is streamed to a temporary file under
 * DATA_DIR/tmp/uploads (never held whole in memory), in a folder of the request's own that is
 * removed when the request ends, whatever its outcome (stored, refused, failed).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const uploadTempRoot = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/**
 * Runs `work` with a fresh folder for one request's uploads; the folder is gone afterwards.
 * `removeFolder` removes it sooner: before the answer goes out, so a server stopped right after
 * answering leaves nothing behind.
 */
export async function withUploadFolder<T>(
  dataDir: string,
  work: (folder: string, removeFolder: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const root = uploadTempRoot(dataDir);
  await mkdir(root, { recursive: true });
  const folder = await mkdtemp(path.join(root, 'request-'));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  try {
    return await work(folder, removeFolder);
  } finally {
    await removeFolder();
  }
}

export interface ReceivedFile {
  file: string;
  byteSize: number;
  /** True when the upload went over the size limit and was cut short (nothing of it is kept). */
  truncated: boolean;
}

/** A body that cannot be read as a form (cut short, malformed): the visitor's side, a 400. */
export class UnreadableUploadError extends Error {
  override name = 'UnreadableUploadError';
  readonly statusCode = 400;
}

/** Whether an error is the machine's (disk full, no permission), not the request's. */
const isSystemError = (error: unknown) => typeof (error as NodeJS.ErrnoException | undefined)?.syscall === 'string';

/**
 * Writes an incoming file stream to `file` (which must not exist). Busboy stops a file at the
 * size limit and marks its stream `truncated`; the caller refuses such a file. A body that
 * ends inside the file (the stream is destroyed, maybe before it is even read) is a 400; a
 * failure to write is thrown as it is.
 */
export async function receiveFile(stream: Readable & { truncated?: boolean }, file: string): Promise<ReceivedFile> {
  if (stream.destroyed) throw new UnreadableUploadError('The form ended in the middle of a photo.');
  const target = createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(stream, target);
  } catch (error) {
    if (isSystemError(error)) throw error;
    throw new UnreadableUploadError('The form ended in the middle of a photo.', { cause: error });
  }
  return { file, byteSize: target.bytesWritten, truncated: stream.truncated === true };
}

/**
 * The parts of a multipart body; what the parser cannot read (no boundary, a malformed header,
 * a body cut short) becomes an UnreadableUploadError (400). Errors with a status (413 from the
 * limits) and the machine's own pass as they are.
 */
export async function* readableParts<Part>(parts: AsyncIterable<Part>): AsyncGenerator<Part> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Part>;
    try {
      next = await iterator.next();
    } catch (error) {
      if (typeof (error as { statusCode?: unknown }).statusCode === 'number' || isSystemError(error)) throw error;
      throw new UnreadableUploadError('The form could not be read.', { cause: error });
    }
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Removes request folders left behind by a process that stopped mid-upload. Only folders older
 * than `olderThanMs`: another instance sharing DATA_DIR may be receiving into a newer one.
 */
export async function removeStaleUploadFolders(
  dataDir: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  const root = uploadTempRoot(dataDir);
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => undefined);
    if (info && now - info.mtimeMs > olderThanMs) {
      await rm(folder, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
