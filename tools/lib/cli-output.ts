/**
 * How the command-line tools write and end, so that nothing they print is lost on its way to
 * the reader. Standard output is often a pipe (`list | less`, `export --format csv | gzip`, a
 * bench's `spawnSync`): on POSIX, Node writes to a pipe asynchronously, and `process.exit()`
 * right after the last write dropped whatever the reader had not taken yet (`list | wc -l`
 * counted 400 of 1,503 lines, with exit code 0). So:
 *
 * - `lineWriter` writes a line and waits while the reader is behind (backpressure), which also
 *   keeps a large export from piling up in memory;
 * - `exitWhenWritten` ends the process only once everything written to stdout and stderr (by
 *   `console.log` too) has been handed to the reader;
 * - a reader that stops early (`| head`) is the reader's choice, not a failure: the tool stops
 *   writing, says nothing, and ends with the code it would have ended with anyway (a script
 *   with `set -o pipefail` is not failed by `| head`).
 */
import type { Writable } from 'node:stream';

const readerGone = new WeakSet<Writable>();
const watched = new WeakSet<Writable>();

/**
 * Watches `stream` for the reader going away (EPIPE): from then on nothing more is written to
 * it, quietly. Any other write error is the tool's to report, and is thrown.
 */
function watchReader(stream: Writable): void {
  if (watched.has(stream)) return;
  watched.add(stream);
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || readerGone.has(stream)) {
      readerGone.add(stream);
      return;
    }
    throw error;
  });
}

/** Whether the reader of `stream` has gone (a closed pipe), so nothing more reaches it. */
export const isReaderGone = (stream: Writable): boolean => readerGone.has(stream) || stream.destroyed;

/**
 * A function that writes one line to `stream` and resolves when the stream can take more: at
 * once while its buffer has room, else when the reader has caught up (or gone).
 */
export function lineWriter(stream: Writable): (line: string) => Promise<void> {
  watchReader(stream);
  return (line) => {
    if (isReaderGone(stream)) return Promise.resolve();
    if (stream.write(`${line}\n`)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        stream.off('error', done);
        resolve();
      };
      stream.on('drain', done);
      stream.on('close', done);
      stream.on('error', done);
    });
  };
}

/** Resolves once every write made to `stream` so far has been handed to its reader (or the reader has gone). */
export function written(stream: Writable): Promise<void> {
  watchReader(stream);
  if (isReaderGone(stream)) return Promise.resolve();
  // Writes complete in order: the callback of an empty write comes after every earlier one.
  return new Promise((resolve) => stream.write('', () => resolve()));
}

/** Ends the process with `code` once stdout and stderr have been written out. */
export async function exitWhenWritten(code: number): Promise<never> {
  await Promise.all([written(process.stdout), written(process.stderr)]);
  process.exit(code);
}

/**
 * The usual ending of a tool's `main()`: its exit code once the output is out; a failure's
 * message on stderr and exit code 1.
 */
export function endWith(work: Promise<number>): void {
  void work.then(
    (code) => exitWhenWritten(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      return exitWhenWritten(1);
    },
  );
}
