/**
 * A deployed version's server build, as files and as code:
 * - its digest, a sha256 over every file of the folder (names and contents), which the
 *   registry records at publish time and the server checks before running a line of it;
 * - its evaluation, CommonJS run with a `require` that answers the host's singletons
 *   (one React, one router, one `@estes/shared` renders every page) and the version's own
 *   context (`@estes/remote-context`: where its browser files are served from).
 *
 * React-free: the deploy tool uses it too (it reads `api.cjs` for the migrations).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The files a server build must have: the pages and widgets, and the API with its migrations. */
export const serverBundleFiles = { render: 'index.cjs', api: 'api.cjs' } as const;

export interface ServerBundleFile {
  name: string;
  bytes: Buffer;
}

/** Every file of a server build folder, sorted by name (subfolders included). */
export async function readServerBundle(dir: string): Promise<ServerBundleFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  return Promise.all(names.map(async (name) => ({ name, bytes: await readFile(path.join(dir, name)) })));
}

/** sha256 over the names, sizes and contents, in name order: any change to any file changes it. */
export function serverBundleDigest(files: readonly ServerBundleFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update(`${file.name}\0${file.bytes.length}\0`);
    hash.update(file.bytes);
  }
  return hash.digest('hex');
}

export class ServerBundleIntegrityError extends Error {
  override name = 'ServerBundleIntegrityError';
}

/** The files of a folder, refused unless their digest is the one recorded at publish time. */
export async function readVerifiedServerBundle(
  dir: string,
  expectedSha256: string | undefined,
): Promise<Map<string, Buffer>> {
  const files = await readServerBundle(dir);
  if (expectedSha256 !== undefined) {
    const actual = serverBundleDigest(files);
    if (actual !== expectedSha256) {
      throw new ServerBundleIntegrityError(
        `the server build in ${dir} does not match its published sha256 (expected ${expectedSha256}, found ${actual}): refused`,
      );
    }
  }
  return new Map(files.map((file) => [file.name, file.bytes]));
}

export interface RemoteContext {
  /** Where browsers load this version's files from: asset URLs the server renders start with it. */
  publicPath: string;
}

// Bundled into the site server (CommonJS) this file has a __filename; run by the deploy tool
// (an ES module) it has not, and resolves from where the tool runs (the repository).
const nodeRequire = createRequire(typeof __filename === 'string' ? __filename : path.join(process.cwd(), 'index.js'));

/**
 * Runs one CommonJS file of a server build. `provided` answers the host's singletons; the
 * version's context answers `@estes/remote-context`; anything else comes from Node.
 */
export function evaluateCommonJs(
  code: string,
  file: string,
  context: RemoteContext,
  provided: Readonly<Record<string, unknown>> = {},
): unknown {
  const module = { exports: {} as unknown };
  const requireFromBundle = (id: string) =>
    id === '@estes/remote-context' ? context : Object.hasOwn(provided, id) ? provided[id] : nodeRequire(id);
  // Like require, with our own require inside: this runs our own deployed build, checked above.
  const run = new Function('exports', 'require', 'module', '__filename', '__dirname', code) as (
    ...args: unknown[]
  ) => void;
  run(module.exports, requireFromBundle, module, file, path.dirname(file));
  return module.exports;
}
