/**
 * @jest-environment node
 *
 * The rules every provider call follows, on a fake clock: each try is a function that answers or
 * throws the `ProviderRequestError` a real exchange would, and the waits go through an injected
 * sleep that moves the clock. What is asked of the provider is what `tries` counts. (One call in
 * flight per key is the answer cache's: answer-cache.test.ts.)
 */
import { ProviderCalls, type ProviderCallFailure, type ProviderCallsOptions } from './provider-calls';
import { ProviderRequestError } from './provider-request';

class TestProviderError extends Error {
  constructor(
    message: string,
    readonly reason: ProviderCallFailure,
    readonly details: { status?: number; retryAfterMs?: number },
  ) {
    super(message);
  }
}

let clock: number;
let waits: number[];
let tries: number;

beforeEach(() => {
  clock = Date.parse('2027-06-01T15:00:00Z');
  waits = [];
  tries = 0;
});

function calls(overrides: Partial<ProviderCallsOptions<TestProviderError>> = {}) {
  return new ProviderCalls<TestProviderError>({
    providerName: 'the Test API',
    requestsPerMinute: 100,
    rateLimitHoldMs: 60_000,
    refusedHoldMs: 300_000,
    failure: (message, reason, details) => new TestProviderError(message, reason, details),
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    random: () => 0.5,
    ...overrides,
  });
}

const status = (code: number, retryAfterMs?: number) =>
  new ProviderRequestError(`the Test API answered ${code}`, 'status', {
    status: code,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });

/** A provider that fails with these errors in turn, then answers 'ok' (counting every try). */
const provider =
  (...failures: Error[]) =>
  async (): Promise<string> => {
    tries += 1;
    const failure = failures.shift();
    if (failure) throw failure;
    return 'ok';
  };

async function failure(promise: Promise<unknown>): Promise<TestProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TestProviderError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('provider calls: retries', () => {
  it('tries a 5xx again with exponential backoff and equal jitter, and answers when the provider recovers', async () => {
    await expect(calls().send('/search', provider(status(503), status(500)))).resolves.toBe('ok');
    expect(tries).toBe(3);
    // random() = 0.5: three quarters of 400 ms, then of 800 ms.
    expect(waits).toEqual([300, 600]);
  });

  it('tries an unreachable provider again too', async () => {
    const unreachable = new ProviderRequestError('could not reach the provider (ECONNREFUSED)', 'unreachable');
    await expect(calls().send('/search', provider(unreachable))).resolves.toBe('ok');
    expect(tries).toBe(2);
  });

  it('gives up after the attempts as failed, with the label and the provider’s own words, and holds nothing', async () => {
    const api = calls({ providerSays: (error) => ` (says ${error.status})` });
    const failed = await failure(api.send('/search', provider(status(503), status(503), status(503))));
    expect(failed).toMatchObject({ reason: 'failed', details: { status: 503 } });
    expect(failed.message).toBe('/search: the Test API answered 503 (says 503)');
    expect(tries).toBe(3);
    await expect(api.send('/search', provider())).resolves.toBe('ok');
    expect(tries).toBe(4);
  });

  it('keeps each wait within its jitter band and under the cap, whatever the draw', async () => {
    for (const random of [0, 0.999]) {
      waits = [];
      await calls({ random: () => random, retry: { baseDelayMs: 1_000, maxDelayMs: 1_500 } }).send(
        '/search',
        provider(status(502), status(502)),
      );
      expect(waits[0]).toBeGreaterThanOrEqual(500);
      expect(waits[0]).toBeLessThanOrEqual(1_000);
      expect(waits[1]).toBeGreaterThanOrEqual(750);
      expect(waits[1]).toBeLessThanOrEqual(1_500);
    }
  });

  it('does not try again what another try cannot change: a 400, an answer too large, not JSON', async () => {
    const once = [
      status(400),
      new ProviderRequestError('the answer is larger than 10 bytes', 'too-large'),
      new ProviderRequestError('the provider answered with something other than JSON', 'not-json'),
    ];
    for (const error of once) {
      tries = 0;
      expect(await failure(calls().send('/search', provider(error)))).toMatchObject({ reason: 'failed' });
      expect(tries).toBe(1);
    }
    expect(waits).toEqual([]);
  });

  it('lets an error that is not a provider request’s through as it is, untried again', async () => {
    const bug = new TypeError('not a provider failure');
    await expect(calls().send('/search', provider(bug))).rejects.toBe(bug);
    expect(tries).toBe(1);
  });
});

describe('provider calls: holds', () => {
  it('waits a short Retry-After exactly, then tries again', async () => {
    await expect(calls().send('/search', provider(status(429, 2_000)))).resolves.toBe('ok');
    expect(waits).toEqual([2_000]);
    expect(tries).toBe(2);
  });

  it('does not wait a Retry-After longer than a visitor can: rate-limited, and no try until it has passed', async () => {
    const api = calls();
    const limited = await failure(api.send('/search', provider(status(429, 30_000))));
    expect(limited).toMatchObject({ reason: 'rate-limited', details: { status: 429, retryAfterMs: 30_000 } });
    expect(waits).toEqual([]);
    clock += 29_999;
    await expect(api.send('/search', provider())).rejects.toBe(limited);
    expect(tries).toBe(1);
    clock += 1;
    await expect(api.send('/search', provider())).resolves.toBe('ok');
    expect(tries).toBe(2);
  });

  it('after 429s without Retry-After, holds for the rate-limit hold', async () => {
    const api = calls({ rateLimitHoldMs: 45_000 });
    const limited = await failure(api.send('/search', provider(status(429), status(429), status(429))));
    expect(limited).toMatchObject({ reason: 'rate-limited', details: { retryAfterMs: 45_000 } });
    expect(waits).toEqual([300, 600]);
    clock += 44_999;
    await expect(api.send('/search', provider())).rejects.toBe(limited);
    clock += 1;
    await expect(api.send('/search', provider())).resolves.toBe('ok');
    expect(tries).toBe(4);
  });

  it('a refused key (401 or 403) is not tried again, and holds every call for the refused hold', async () => {
    for (const code of [401, 403]) {
      tries = 0;
      const api = calls();
      const refused = await failure(api.send('/search', provider(status(code))));
      expect(refused).toMatchObject({ reason: 'refused', details: { status: code } });
      expect(tries).toBe(1);
      await expect(api.send('/search', provider())).rejects.toBe(refused);
      clock += 300_000;
      await expect(api.send('/search', provider())).resolves.toBe('ok');
      expect(tries).toBe(2);
    }
  });

  it('takes the provider’s own word for what a refusal is', async () => {
    const api = calls({ isRefusal: (error) => error.status === 400 });
    expect(await failure(api.send('/search', provider(status(400))))).toMatchObject({ reason: 'refused' });
    expect(await failure(calls().send('/search', provider(status(400))))).toMatchObject({ reason: 'failed' });
  });
});

describe('provider calls: our own ceiling', () => {
  it('refuses a try past the ceiling as rate-limited, without asking, until the minute has passed', async () => {
    const api = calls({ requestsPerMinute: 2 });
    await api.send('/search', provider());
    clock += 10_000;
    await api.send('/search', provider());
    const limited = await failure(api.send('/search', provider()));
    expect(limited).toMatchObject({ reason: 'rate-limited', details: { retryAfterMs: 50_000 } });
    expect(limited.message).toBe('our own limit of 2 calls a minute to the Test API is reached');
    expect(tries).toBe(2);
    // The window slides: the first call's minute ends first.
    clock += 50_000;
    await expect(api.send('/search', provider())).resolves.toBe('ok');
    expect(tries).toBe(3);
  });

  it('counts every try, retries included', async () => {
    const api = calls({ requestsPerMinute: 2 });
    const limited = await failure(api.send('/search', provider(status(503), status(503))));
    expect(limited).toMatchObject({ reason: 'rate-limited' });
    expect(tries).toBe(2);
  });
});
