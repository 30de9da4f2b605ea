/** @jest-environment node */
/** The ceremonies' rate limit: per address, overall, a bounded number of addresses, fixed windows. */
import { ConsoleError } from './console-requests';
import { CeremonyRateLimit } from './rate-limits';

const refusal = (take: () => void) => {
  try {
    take();
  } catch (error) {
    if (error instanceof ConsoleError) return { status: error.statusCode, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  return undefined;
};

test('holds each address to its limit and says how long to wait, until the next minute', () => {
  let clock = 120_000 + 15_000;
  const limit = new CeremonyRateLimit({ perAddressPerMinute: 2, overallPerMinute: 100, maxAddresses: 10 }, () => clock);
  limit.take('a');
  limit.take('a');
  expect(refusal(() => limit.take('a'))).toEqual({ status: 429, retryAfterSeconds: 45 });
  expect(refusal(() => limit.take('b'))).toBeUndefined();
  clock += 45_000;
  expect(refusal(() => limit.take('a'))).toBeUndefined();
});

test('holds the whole instance to the overall limit', () => {
  const limit = new CeremonyRateLimit({ perAddressPerMinute: 5, overallPerMinute: 3, maxAddresses: 10 }, () => 0);
  for (const address of ['a', 'b', 'c']) limit.take(address);
  expect(refusal(() => limit.take('d'))?.status).toBe(429);
});

test('counts at most maxAddresses addresses; the rest share one count', () => {
  const limit = new CeremonyRateLimit({ perAddressPerMinute: 2, overallPerMinute: 1000, maxAddresses: 3 }, () => 0);
  for (const address of ['a', 'b', 'c']) limit.take(address);
  limit.take('d');
  limit.take('e');
  // d, e and f are one sender beyond the bound: its third call is refused.
  expect(refusal(() => limit.take('f'))?.status).toBe(429);
  expect(refusal(() => limit.take('a'))).toBeUndefined();
});
