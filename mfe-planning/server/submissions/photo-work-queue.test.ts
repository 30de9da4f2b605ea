/**
 * @jest-environment node
 *
 * The photo work queue (decision 035): jobs in the order they came, never more than its
 * concurrency at once, refused after the wait limit or when the line is full, the place given
 * back however a job ends, and each job's time counted down for sharp. Jobs are promises the
 * test settles itself; the wait limit runs on Jest's fake clock.
 */
import { PhotoWorkBusyError, PhotoWorkQueue, type PhotoJob, type PhotoWorkLimits } from './photo-work-queue';

const limits: PhotoWorkLimits = { concurrency: 2, maxWaitMs: 10_000, maxWaiting: 3, jobSeconds: 15 };

/** A job that runs until the test finishes or fails it, noting when it started. */
function controlledJob(name: string, started: string[]) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  let job: PhotoJob | undefined;
  const task = (given: PhotoJob) => {
    job = given;
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: (value = name) => finish(value), fail: (error: Error) => fail(error), job: () => job };
}

/** Lets every settled promise's callbacks run (no timer moves). */
const settle = async () => {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
};

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof PhotoWorkBusyError ? error.reason : error),
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PhotoWorkQueue', () => {
  it('runs at most its concurrency at once, the rest in the order they came', async () => {
    const queue = new PhotoWorkQueue(limits);
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => controlledJob(name, started));
    const results = jobs.map((job) => queue.run(job.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    jobs[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);

    jobs[0]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    jobs[2]?.finish();
    jobs[3]?.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a job that waited past the limit, and never runs it', async () => {
    const queue = new PhotoWorkQueue({ ...limits, concurrency: 1 });
    const started: string[] = [];
    const first = controlledJob('first', started);
    const late = controlledJob('late', started);
    void queue.run(first.task);
    const refused = refusalOf(queue.run(late.task));
    await settle();

    jest.advanceTimersByTime(9_999);
    await settle();
    expect(queue.waiting).toBe(1);
    jest.advanceTimersByTime(1);
    await expect(refused).resolves.toBe('waited-too-long');
    expect(queue.waiting).toBe(0);

    first.finish();
    await settle();
    expect(started).toEqual(['first']);
    expect(queue.running).toBe(0);
  });

  it('refuses at once when the line is full', async () => {
    const queue = new PhotoWorkQueue({ ...limits, concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => controlledJob(name, started));
    const results = jobs.map((job) => refusalOf(queue.run(job.task)));
    await expect(results[3]).resolves.toBe('queue-full');
    expect([queue.running, queue.waiting]).toEqual([1, 2]);
    jobs[0]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b']);
  });

  it('gives the place back when a job fails, and the error reaches its caller', async () => {
    const queue = new PhotoWorkQueue({ ...limits, concurrency: 1 });
    const started: string[] = [];
    const failing = controlledJob('failing', started);
    const next = controlledJob('next', started);
    const failed = queue.run(failing.task);
    const after = queue.run(next.task);
    await settle();
    failing.fail(new Error('disk full'));
    await expect(failed).rejects.toThrow('disk full');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    await expect(after).resolves.toBe('next');
    expect(queue.running).toBe(0);
  });

  it('gives the place back when a job throws before its first await', async () => {
    const queue = new PhotoWorkQueue({ ...limits, concurrency: 1 });
    await expect(
      queue.run(() => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
    expect(queue.running).toBe(0);
  });

  it('takes a waiting job out of the line when its sender leaves', async () => {
    const queue = new PhotoWorkQueue({ ...limits, concurrency: 1 });
    const started: string[] = [];
    const first = controlledJob('first', started);
    const leaving = controlledJob('leaving', started);
    const sender = new AbortController();
    void queue.run(first.task);
    const refused = refusalOf(queue.run(leaving.task, { signal: sender.signal }));
    await settle();
    sender.abort();
    await expect(refused).resolves.toBe('sender-left');
    expect(queue.waiting).toBe(0);
    first.finish();
    await settle();
    expect(started).toEqual(['first']);
    await expect(refusalOf(queue.run(leaving.task, { signal: sender.signal }))).resolves.toBe('sender-left');
  });

  it('lets a job wait without limit when asked (the start-up re-encoding)', async () => {
    const queue = new PhotoWorkQueue({ ...limits, concurrency: 1 });
    const started: string[] = [];
    const first = controlledJob('first', started);
    const patient = controlledJob('patient', started);
    void queue.run(first.task);
    const result = queue.run(patient.task, { maxWaitMs: Infinity });
    jest.advanceTimersByTime(60 * 60_000);
    await settle();
    expect(queue.waiting).toBe(1);
    first.finish();
    await settle();
    patient.finish();
    await expect(result).resolves.toBe('patient');
  });

  it("counts down each job's time for sharp, and says when it is up", async () => {
    const queue = new PhotoWorkQueue({ ...limits, concurrency: 1 });
    const started: string[] = [];
    const job = controlledJob('job', started);
    void queue.run(job.task);
    await settle();
    const given = job.job();
    expect(given?.timeoutSeconds()).toBe(15);
    jest.advanceTimersByTime(14_200);
    expect(given?.timeoutSeconds()).toBe(1);
    jest.advanceTimersByTime(800);
    expect(() => given?.timeoutSeconds()).toThrow(PhotoWorkBusyError);
    job.finish();
  });

  it('refuses a concurrency that is not a whole number of at least 1', () => {
    expect(() => new PhotoWorkQueue({ ...limits, concurrency: 0 })).toThrow(/at least 1/);
    expect(() => new PhotoWorkQueue({ ...limits, concurrency: 1.5 })).toThrow(/at least 1/);
  });
});
