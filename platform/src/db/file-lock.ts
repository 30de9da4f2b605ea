/**
 * A lock between processes of one machine: a file created exclusively, naming its holder; the
 * next process waits for it. A holder that died (its process is gone on this machine, or the
 * lock is older than `staleAfterMs`) does not block for ever: its lock is taken over. The
 * SQLite database uses it for its exclusive sections (deploys: publish and rollback change the
 * registry one at a time, so two at once both take effect, in turn); PostgreSQL uses an
 * advisory lock instead (db/postgres-database.ts), which holds across machines.
 */
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

interface LockHolder {
  pid: number;
  host: string;
  what: string;
  since: string;
}

export interface LockOptions {
  /** How long to wait for another command before giving up. */
  waitMs?: number;
  pollMs?: number;
  /** A lock older than this is a leftover of a holder that died elsewhere. */
  staleAfterMs?: number;
  /** What the holder is doing, shown to whoever waits for it ("publish lodging 1.4.0"). */
  holder?: string;
  /** Told once when the lock is held by another command. */
  onWait?: (message: string) => void;
  /** Told when the lock is this command's, before its work starts (whoever waits on it can go on). */
  onHeld?: () => void;
  now?: () => number;
}

/** Who holds a lock, as the holder named itself: what it is doing and, where known, since when. */
export interface LockHolderInfo {
  /** The holder's own words ("publish lodging by cli:ranger@ops-1"). */
  what: string;
  /** When it took the lock (ISO 8601), where the engine can tell. */
  since?: string;
  /** The machine it runs on, where the engine can tell. */
  host?: string;
}

export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError';
  constructor(
    message: string,
    /** Who held the lock when the wait ended, for a caller that says so (the console). */
    readonly holder?: LockHolderInfo,
  ) {
    super(message);
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.since === 'string'
      ? { pid: value.pid, host: value.host, what: String(value.what ?? ''), since: value.since }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who holds the lock `file` now, without taking it: undefined when it is free, or held by a
 * process of this machine that is gone (the next taker will clear it).
 */
export async function fileLockHolder(file: string): Promise<LockHolderInfo | undefined> {
  const holder = parseHolder(await readFile(file, 'utf8').catch(() => ''));
  if (!holder || (holder.host === os.hostname() && !isAlive(holder.pid))) return undefined;
  return { what: holder.what, since: holder.since, host: holder.host };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` holding the lock `file`; waits for another holder first. */
export async function withFileLock<T>(
  file: string,
  what: string,
  work: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const { waitMs = 10 * 60_000, pollMs = 50, staleAfterMs = 30 * 60_000, onWait, now = Date.now } = options;
  await mkdir(path.dirname(file), { recursive: true });
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname(), what, since: new Date(now()).toISOString() });
  const started = now();
  let told = false;
  for (;;) {
    // Written aside, then linked into place: the lock appears with its holder's name in it.
    const proposal = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(proposal, mine);
    try {
      await link(proposal, file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(proposal).catch(() => undefined);
    }
    const text = await readFile(file, 'utf8').catch(() => '');
    const holder = parseHolder(text);
    const abandoned =
      text !== '' &&
      (!holder ||
        (holder.host === os.hostname() && !isAlive(holder.pid)) ||
        now() - Date.parse(holder.since) > staleAfterMs);
    if (abandoned) {
      // Only the lock we judged: if another waiter took it over meanwhile, it is theirs.
      if ((await readFile(file, 'utf8').catch(() => '')) === text) await unlink(file).catch(() => undefined);
      continue;
    }
    if (now() - started > waitMs) {
      throw new LockTimeoutError(
        `another command holds ${file}${holder ? ` (${holder.what}, pid ${holder.pid} on ${holder.host}, since ${holder.since})` : ''}; gave up after ${Math.round(waitMs / 1000)} s`,
        holder ? { what: holder.what, since: holder.since, host: holder.host } : undefined,
      );
    }
    if (!told && holder) {
      told = true;
      onWait?.(`Waiting for another command to finish: ${holder.what} (pid ${holder.pid} on ${holder.host})…`);
    }
    await sleep(pollMs);
  }
  try {
    options.onHeld?.();
    return await work();
  } finally {
    if ((await readFile(file, 'utf8').catch(() => '')) === mine) await unlink(file).catch(() => undefined);
  }
}
