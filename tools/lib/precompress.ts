/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|cjs|mjs|json|css|html|svg|txt)$/;

export async function precompressFolder(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && compressible.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const content = await readFile(file);
        if (content.length < 1024) return;
        await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
      }),
  );
}
