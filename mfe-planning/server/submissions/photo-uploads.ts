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

/** Runs `work` with a fresh folder for one request's uploads; the folder is gone afterwards. */
export async function withUploadFolder<T>(dataDir: string, work: (folder: string) => Promise<T>): Promise<T> {
  const root = uploadTempRoot(dataDir);
  await mkdir(root, { recursive: true });
  const folder = await mkdtemp(path.join(root, 'request-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface ReceivedFile {
  file: string;
  byteSize: number;
  /** True when the upload went over the size limit and was cut short (nothing of it is kept). */
  truncated: boolean;
}

/**
 * Writes an incoming file stream to `file` (which must not exist). Busboy stops a file at the
 * size limit and marks its stream `truncated`; the caller refuses such a file.
 */
export async function receiveFile(stream: Readable & { truncated?: boolean }, file: string): Promise<ReceivedFile> {
  const target = createWriteStream(file, { flags: 'wx' });
  await pipeline(stream, target);
  return { file, byteSize: target.bytesWritten, truncated: stream.truncated === true };
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
