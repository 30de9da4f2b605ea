/**
 * The deploy lock: publish and rollback change the registry one at a time, so two teams
 * deploying at once both take effect, in turn, and a publish never works from a registry a
 * rollback has just changed. The lock is a file created exclusively (`registry.lock` in the
 * deploy folder) naming its holder; the next command waits for it. A holder that died (its
 * process is gone on this machine, or the lock is older than `staleAfterMs`) does not block
 * deploys for ever: its lock is taken over.
 */
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const lockFile = (deployDir: string) => path.join(deployDir, 'registry.lock');

interface LockHolder {
  pid: number;
  host: string;
  what: string;
  since: string;
}

export interface DeployLockOptions {
  /** How long to wait for another command before giving up. */
  waitMs?: number;
  pollMs?: number;
  /** A lock older than this is a leftover of a holder that died elsewhere. */
  staleAfterMs?: number;
  /** Told once when the lock is held by another command. */
  onWait?: (message: string) => void;
  now?: () => number;
}

export class DeployLockTimeoutError extends Error {
  override name = 'DeployLockTimeoutError';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` holding the deploy lock of `deployDir`; waits for another holder first. */
export async function withDeployLock<T>(
  deployDir: string,
  what: string,
  work: () => Promise<T>,
  options: DeployLockOptions = {},
): Promise<T> {
  const { waitMs = 10 * 60_000, pollMs = 50, staleAfterMs = 30 * 60_000, onWait, now = Date.now } = options;
  await mkdir(deployDir, { recursive: true });
  const file = lockFile(deployDir);
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
      throw new DeployLockTimeoutError(
        `another deploy command holds ${file}${holder ? ` (${holder.what}, pid ${holder.pid} on ${holder.host}, since ${holder.since})` : ''}; gave up after ${Math.round(waitMs / 1000)} s`,
      );
    }
    if (!told && holder) {
      told = true;
      onWait?.(`Waiting for another deploy command to finish: ${holder.what} (pid ${holder.pid} on ${holder.host})…`);
    }
    await sleep(pollMs);
  }
  try {
    return await work();
  } finally {
    if ((await readFile(file, 'utf8').catch(() => '')) === mine) await unlink(file).catch(() => undefined);
  }
}
