/**
 * Photo work (sharp, libvips) waits its turn here. Each job runs on one of libuv's pool threads,
 * the same few threads that read static files, compress and resolve names: left unbounded, a
 * handful of large photos took them all, and memory with them (issue 28). At most `concurrency`
 * jobs run at once, in the order they came; a job that cannot start within `maxWaitMs`, or finds
 * `maxWaiting` jobs already waiting, is refused with PhotoWorkBusyError (the visitor hears "try
 * again in a minute", nothing of theirs is kept). Each job has `jobSeconds` to finish: its steps
 * ask `timeoutSeconds()` for what is left, so wait and work together end well inside the server's
 * 30 seconds of silence on a connection. Decision 035.
 */

export interface PhotoWorkLimits {
  /** Jobs running at once: kept below libuv's pool (shell/server/thread-pool.ts). */
  concurrency: number;
  /** The longest a job waits for its turn before it is refused. */
  maxWaitMs: number;
  /** Jobs waiting at most; one more is refused at once. */
  maxWaiting: number;
  /** What one job (a submission's photos) may take once it runs. */
  jobSeconds: number;
}

export const defaultPhotoWorkLimits: PhotoWorkLimits = {
  concurrency: 1,
  maxWaitMs: 10_000,
  maxWaiting: 16,
  jobSeconds: 15,
};

export type PhotoWorkBusyReason = 'queue-full' | 'waited-too-long' | 'out-of-time' | 'sender-left';

/** The server is too busy with photos for this one now: nothing of it was kept. */
export class PhotoWorkBusyError extends Error {
  override name = 'PhotoWorkBusyError';
  constructor(readonly reason: PhotoWorkBusyReason) {
    super(`photo work refused: ${reason}`);
  }
}

export interface PhotoJob {
  /**
   * Whole seconds left of this job's time, at least 1 (sharp's `timeout` for its next step);
   * throws PhotoWorkBusyError when the time is up.
   */
  timeoutSeconds(): number;
}

export interface PhotoJobOptions {
  /** Aborted when the sender has gone: a job still waiting leaves the line. */
  signal?: AbortSignal;
  /** This job's wait limit instead of the queue's (Infinity: wait as long as it takes). */
  maxWaitMs?: number;
}

interface Waiter {
  start: () => void;
  refuse: (error: PhotoWorkBusyError) => void;
}

export class PhotoWorkQueue {
  private runningJobs = 0;
  private readonly waiters: Waiter[] = [];

  constructor(
    private readonly limits: PhotoWorkLimits = defaultPhotoWorkLimits,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(limits.concurrency) || limits.concurrency < 1) {
      throw new Error('photo work concurrency must be a whole number of at least 1');
    }
  }

  /** Jobs running now. */
  get running(): number {
    return this.runningJobs;
  }

  /** Jobs waiting for their turn now. */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Runs `task` when its turn comes; its place is given back however it ends. */
  async run<T>(task: (job: PhotoJob) => Promise<T>, options: PhotoJobOptions = {}): Promise<T> {
    await this.turn(options);
    const endsAt = this.now() + this.limits.jobSeconds * 1000;
    const job: PhotoJob = {
      timeoutSeconds: () => {
        const left = endsAt - this.now();
        if (left <= 0) throw new PhotoWorkBusyError('out-of-time');
        return Math.max(1, Math.ceil(left / 1000));
      },
    };
    try {
      return await task(job);
    } finally {
      this.release();
    }
  }

  private turn({ signal, maxWaitMs = this.limits.maxWaitMs }: PhotoJobOptions): Promise<void> {
    if (signal?.aborted) return Promise.reject(new PhotoWorkBusyError('sender-left'));
    if (this.runningJobs < this.limits.concurrency && this.waiters.length === 0) {
      this.runningJobs += 1;
      return Promise.resolve();
    }
    if (this.waiters.length >= this.limits.maxWaiting) return Promise.reject(new PhotoWorkBusyError('queue-full'));
    return new Promise<void>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const leave = () => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        if (timer !== undefined) clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        // The place of the job that ended passes straight to this one (release keeps the count).
        start: () => {
          leave();
          resolve();
        },
        refuse: (error) => {
          leave();
          reject(error);
        },
      };
      const onAbort = () => waiter.refuse(new PhotoWorkBusyError('sender-left'));
      if (Number.isFinite(maxWaitMs)) {
        timer = setTimeout(() => waiter.refuse(new PhotoWorkBusyError('waited-too-long')), maxWaitMs);
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  private release() {
    const next = this.waiters[0];
    if (next) next.start();
    else this.runningJobs -= 1;
  }
}
