/**
 * @jest-environment node
 *
 * The providers' answer cache: each answer for its own time (on a fake clock), all within a byte
 * bound (least recently used out first), one load in flight per key, failures never kept.
 */
import { AnswerCache } from './answer-cache';

let clock: number;
const cache = <V>(maxBytes = 1_000) => new AnswerCache<V>({ maxBytes, now: () => clock, sizeOf: () => 100 });

beforeEach(() => {
  clock = 1_000_000;
});

/** A load the test finishes by hand, counting how often it was started. */
function deferredLoad<V>() {
  let resolve: (value: V) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<V>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
  };
  return { load, resolve: (value: V) => resolve(value), reject: (error: Error) => reject(error), calls: () => calls };
}

describe('AnswerCache', () => {
  it('serves an answer until its time is up, then loads again', async () => {
    const answers = cache<string>();
    let loads = 0;
    const load = async () => `answer ${(loads += 1)}`;
    expect((await answers.load('k', 5 * 60_000, load)).value).toBe('answer 1');
    clock += 5 * 60_000 - 1;
    expect((await answers.load('k', 5 * 60_000, load)).value).toBe('answer 1');
    clock += 1;
    expect(answers.get('k')).toBeUndefined();
    const fresh = await answers.load('k', 5 * 60_000, load);
    expect(fresh).toEqual({ value: 'answer 2', storedAt: clock, expiresAt: clock + 5 * 60_000, bytes: 101 });
    expect(answers.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it('keeps each answer for its own time (content for hours, searches for minutes)', async () => {
    const answers = cache<string>();
    await answers.load('search', 5 * 60_000, async () => 'offers');
    await answers.load('content', 6 * 60 * 60_000, async () => 'a hotel');
    clock += 60 * 60_000;
    expect(answers.get('search')).toBeUndefined();
    expect(answers.get('content')?.value).toBe('a hotel');
  });

  it('stays within its bytes, pushing out the least recently used answer first', () => {
    const answers = cache<string>(303);
    answers.set('a', 'A', 60_000);
    answers.set('b', 'B', 60_000);
    answers.set('c', 'C', 60_000);
    expect(answers.get('a')?.value).toBe('A'); // a is now the most recently used
    answers.set('d', 'D', 60_000);
    expect(answers.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => answers.get(key)?.value)).toEqual(['A', 'C', 'D']);
    expect(answers.stats()).toMatchObject({ entries: 3, bytes: 303, maxBytes: 303, evictions: 1 });
  });

  it('measures answers by their JSON by default, and does not keep one larger than all it may hold', async () => {
    const answers = new AnswerCache<string>({ maxBytes: 50, now: () => clock });
    const big = await answers.load('big', 60_000, async () => 'x'.repeat(100));
    expect(big.value).toHaveLength(100);
    expect(answers.get('big')).toBeUndefined();
    answers.set('small', 'ok', 60_000);
    expect(answers.stats()).toMatchObject({ entries: 1, bytes: Buffer.byteLength('"ok"') + 'small'.length });
  });

  it('lets concurrent misses of a key share one load', async () => {
    const answers = cache<string>();
    const pending = deferredLoad<string>();
    const first = answers.load('k', 60_000, pending.load);
    const second = answers.load('k', 60_000, pending.load);
    expect(answers.stats().inFlight).toBe(1);
    pending.resolve('shared');
    expect([(await first).value, (await second).value]).toEqual(['shared', 'shared']);
    expect(pending.calls()).toBe(1);
    expect(answers.stats().inFlight).toBe(0);
  });

  it('never keeps a failure: the next request loads again', async () => {
    const answers = cache<string>();
    const pending = deferredLoad<string>();
    const first = answers.load('k', 60_000, pending.load);
    const second = answers.load('k', 60_000, pending.load);
    pending.reject(new Error('partner down'));
    await expect(first).rejects.toThrow('partner down');
    await expect(second).rejects.toThrow('partner down');
    expect(answers.get('k')).toBeUndefined();
    await expect(answers.load('k', 60_000, async () => 'back')).resolves.toMatchObject({ value: 'back' });
  });

  it('loads only the missing keys of several in one call, sharing keys another call is loading', async () => {
    const answers = cache<string>(10_000);
    answers.set('cached', 'C', 60_000);
    const batches: string[][] = [];
    const pending = deferredLoad<Map<string, string>>();
    const loadMissing = (missing: string[]) => {
      batches.push(missing);
      return pending.load();
    };
    const first = answers.loadMany(['cached', 'a', 'b'], 60_000, loadMissing);
    const second = answers.loadMany(['b', 'c'], 60_000, async (missing) => {
      batches.push(missing);
      return new Map(missing.map((key) => [key, key.toUpperCase()]));
    });
    pending.resolve(
      new Map([
        ['a', 'A'],
        ['b', 'B'],
      ]),
    );
    const [one, two] = await Promise.all([first, second]);
    expect(batches).toEqual([['a', 'b'], ['c']]);
    expect([...one].map(([key, answer]) => [key, answer.value])).toEqual([
      ['cached', 'C'],
      ['a', 'A'],
      ['b', 'B'],
    ]);
    expect([...two].map(([key, answer]) => [key, answer.value])).toEqual([
      ['b', 'B'],
      ['c', 'C'],
    ]);
  });

  it('answers nothing for a key the batch left out, and fails all when the batch fails', async () => {
    const answers = cache<string>(10_000);
    const partial = await answers.loadMany(['a', 'b'], 60_000, async () => new Map([['a', 'A']]));
    expect([...partial.keys()]).toEqual(['a']);
    expect(answers.get('b')).toBeUndefined();
    await expect(
      answers.loadMany(['x', 'y'], 60_000, async () => {
        throw new Error('partner down');
      }),
    ).rejects.toThrow('partner down');
    expect(answers.stats().inFlight).toBe(0);
  });
});
