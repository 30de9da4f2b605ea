/**
 * @jest-environment node
 *
 * The Demand API's HTTP side against the stand-in: what each request carries (the
 * authentication guide's headers, a JSON POST), and every way an exchange can fail: a refused
 * key, a 429 with and without Retry-After, 5xx answers retried with backoff and then given up,
 * no answer in time, an answer too large or not JSON. Waits go through an injected sleep on a
 * fake clock: nothing here waits for real, except the one time limit test (its bound is 150 ms).
 */
import { PartnerError } from '../lodging-partner';
import {
  startBookingStandIn,
  standInAffiliateId,
  standInBookingToken,
  type BookingStandIn,
} from '../../stand-ins/booking-stand-in';
import { DemandApiClient, rateLimitHoldMs, refusedHoldMs, type DemandApiOptions } from './demand-api-client';

let standIn: BookingStandIn;
let clock: number;
let waits: number[];

beforeEach(async () => {
  standIn = await startBookingStandIn();
  clock = Date.parse('2027-06-01T15:00:00Z');
  waits = [];
});
afterEach(() => standIn.close());

function client(overrides: Partial<DemandApiOptions> = {}) {
  return new DemandApiClient({
    baseUrl: standIn.url,
    token: standInBookingToken,
    affiliateId: standInAffiliateId,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    random: () => 0.5,
    ...overrides,
  });
}

const constants = { constants: ['charge_types'], languages: ['en-us'] };

async function failure(promise: Promise<unknown>): Promise<PartnerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PartnerError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the Demand API client: requests', () => {
  it('POSTs JSON to {BOOKING_API_URL}{path} with the bearer token and X-Affiliate-Id, as the authentication guide shows', async () => {
    const answer = await client().post('/accommodations/constants', constants);
    expect(answer).toMatchObject({ data: { charge_types: expect.any(Array) } });
    expect(standIn.requests).toEqual([
      {
        endpoint: 'constants',
        path: '/demand/3.2/accommodations/constants',
        authorization: `Bearer ${standInBookingToken}`,
        affiliateId: standInAffiliateId,
        contentType: 'application/json',
        body: constants,
      },
    ]);
  });

  it('joins a base with a trailing slash without doubling it', async () => {
    await client({ baseUrl: `${standIn.url}/` }).post('/accommodations/constants', constants);
    expect(standIn.requests[0]?.path).toBe('/demand/3.2/accommodations/constants');
  });
});

describe('the Demand API client: failures', () => {
  it('a refused key (401, the documented error body) is not retried, and holds every call for a while', async () => {
    const wrongKey = client({ token: 'not-the-key' });
    const refused = await failure(wrongKey.post('/accommodations/constants', constants));
    expect(refused).toMatchObject({ reason: 'refused', details: { status: 401 } });
    expect(refused.message).toBe(
      '/accommodations/constants: the Demand API refused the key (401) (unauthorized: Authentication failed: check the API key and X-Affiliate-Id.)',
    );
    expect(refused.message).not.toContain('not-the-key');
    expect(standIn.requests).toHaveLength(1);
    // Held: no call reaches the partner until the hold ends.
    await expect(wrongKey.post('/accommodations/constants', constants)).rejects.toBe(refused);
    expect(standIn.requests).toHaveLength(1);
    clock += refusedHoldMs;
    await expect(wrongKey.post('/accommodations/constants', constants)).rejects.toMatchObject({ reason: 'refused' });
    expect(standIn.requests).toHaveLength(2);
  });

  it('a 429 with a short Retry-After is waited for exactly, then tried again', async () => {
    standIn.queue('constants', { kind: 'status', status: 429, headers: { 'retry-after': '2' } });
    await client().post('/accommodations/constants', constants);
    expect(waits).toEqual([2_000]);
    expect(standIn.requests).toHaveLength(2);
  });

  it('a 429 asking to wait longer than a visitor can is not waited for: rate-limited, and no call until then', async () => {
    standIn.queue('constants', { kind: 'status', status: 429, headers: { 'retry-after': '30' } });
    const api = client();
    const limited = await failure(api.post('/accommodations/constants', constants));
    expect(limited).toMatchObject({ reason: 'rate-limited', details: { status: 429, retryAfterMs: 30_000 } });
    expect(waits).toEqual([]);
    await expect(api.post('/accommodations/constants', constants)).rejects.toBe(limited);
    expect(standIn.requests).toHaveLength(1);
    clock += 30_000;
    await api.post('/accommodations/constants', constants);
    expect(standIn.requests).toHaveLength(2);
  });

  it('a 429 without Retry-After is retried with backoff; still limited, it holds for the documented minute', async () => {
    standIn.queue('constants', ...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 429 })));
    const api = client();
    const limited = await failure(api.post('/accommodations/constants', constants));
    expect(limited).toMatchObject({ reason: 'rate-limited', details: { retryAfterMs: rateLimitHoldMs } });
    expect(standIn.requests).toHaveLength(3);
    // Equal jitter with random() = 0.5: three quarters of 400 ms, then of 800 ms.
    expect(waits).toEqual([300, 600]);
    await expect(api.post('/accommodations/constants', constants)).rejects.toBe(limited);
    expect(standIn.requests).toHaveLength(3);
  });

  it('a 5xx is tried again with exponential backoff and succeeds when the partner recovers', async () => {
    standIn.queue('constants', { kind: 'status', status: 503 }, { kind: 'status', status: 500 });
    await expect(client().post('/accommodations/constants', constants)).resolves.toMatchObject({
      data: expect.any(Object),
    });
    expect(standIn.requests).toHaveLength(3);
    expect(waits).toEqual([300, 600]);
  });

  it('keeps waits within the jitter band and the cap whatever the random draw', async () => {
    for (const random of [0, 0.999]) {
      waits = [];
      standIn.queue('constants', { kind: 'status', status: 502 }, { kind: 'status', status: 502 });
      await client({ random: () => random, retry: { baseDelayMs: 1_000, maxDelayMs: 1_500 } }).post(
        '/accommodations/constants',
        constants,
      );
      expect(waits[0]).toBeGreaterThanOrEqual(500);
      expect(waits[0]).toBeLessThanOrEqual(1_000);
      expect(waits[1]).toBeGreaterThanOrEqual(750);
      expect(waits[1]).toBeLessThanOrEqual(1_500);
    }
  });

  it('a partner that keeps answering 5xx is given up after the attempts, as failed', async () => {
    const api = client({ baseUrl: standIn.urlWith('down') });
    const failed = await failure(api.post('/accommodations/search', {}));
    expect(failed).toMatchObject({ reason: 'failed', details: { status: 503 } });
    expect(failed.message).toBe(
      '/accommodations/search: the Demand API answered 503 (service_unavailable: Service unavailable.)',
    );
    expect(standIn.requests).toHaveLength(3);
    // A down partner is not held: the next call tries again.
    await failure(api.post('/accommodations/search', {}));
    expect(standIn.requests).toHaveLength(6);
  });

  it('a 400 (our request) is not retried, and the partner’s words are kept for the log', async () => {
    const failed = await failure(client().post('/accommodations/search', { checkin: '2027-07-09' }));
    expect(failed).toMatchObject({ reason: 'failed', details: { status: 400 } });
    expect(failed.message).toContain("(missing_parameter: Parameter 'booker' is missing.)");
    expect(standIn.requests).toHaveLength(1);
  });

  it('gives up when no answer comes in time, without trying again', async () => {
    standIn.queue('constants', { kind: 'hang' });
    const failed = await failure(client({ timeoutMs: 150 }).post('/accommodations/constants', constants));
    expect(failed).toMatchObject({ reason: 'failed', message: '/accommodations/constants: no answer within 150 ms' });
    expect(standIn.requests).toHaveLength(1);
  });

  it('refuses an answer over the size limit, and one that is not JSON', async () => {
    standIn.queue('constants', { kind: 'huge', bytes: 300_000 }, { kind: 'not-json' });
    const api = client({ maxBytes: 100_000 });
    expect(await failure(api.post('/accommodations/constants', constants))).toMatchObject({
      reason: 'failed',
      message: '/accommodations/constants: the answer is larger than 100000 bytes',
    });
    expect(await failure(api.post('/accommodations/constants', constants))).toMatchObject({
      reason: 'failed',
      message: '/accommodations/constants: the provider answered with something other than JSON',
    });
  });

  it('an unreachable partner is tried again, then given up', async () => {
    const url = standIn.url;
    await standIn.close();
    const failed = await failure(client({ baseUrl: url }).post('/accommodations/constants', constants));
    expect(failed).toMatchObject({
      reason: 'failed',
      message: expect.stringContaining('could not reach the provider'),
    });
    expect(waits).toHaveLength(2);
    standIn = await startBookingStandIn();
  });

  it('never sends more than its own ceiling of calls a minute', async () => {
    const api = client({ requestsPerMinute: 2 });
    await api.post('/accommodations/constants', constants);
    await api.post('/accommodations/constants', constants);
    const limited = await failure(api.post('/accommodations/constants', constants));
    expect(limited).toMatchObject({ reason: 'rate-limited', details: { retryAfterMs: 60_000 } });
    expect(standIn.requests).toHaveLength(2);
    clock += 60_000;
    await api.post('/accommodations/constants', constants);
    expect(standIn.requests).toHaveLength(3);
  });
});
