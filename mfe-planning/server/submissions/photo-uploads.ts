/**
 * Where photos arrive: each post's multipart files are streamed (by `serveEndpoint`, and the
 * start-up re-encoding's work the same way) to temporary files under DATA_DIR/tmp/uploads, never
 * held whole in memory, in a folder of the request's own that is removed when the request ends,
 * whatever its outcome (stored, refused, failed).
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { withRequestFolder } from '@estes/shared/server';

export const uploadTempRoot = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/**
 * Runs `work` with a fresh folder for one request's uploads; the folder is gone afterwards.
 * `removeFolder` removes it sooner: before the answer goes out, so a server stopped right after
 * answering leaves nothing behind.
 */
export const withUploadFolder = <T>(
  dataDir: string,
  work: (folder: string, removeFolder: () => Promise<void>) => Promise<T>,
): Promise<T> => withRequestFolder(uploadTempRoot(dataDir), work);

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
