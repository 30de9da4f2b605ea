/**
 * @jest-environment node
 *
 * The Places API's HTTP side against the stand-in: what each request carries (the key and the
 * field mask in their headers, a JSON POST for Text Search, a GET for Place Details), and every
 * way an exchange can fail: a refused key (the documented 400 API_KEY_INVALID and 403), a 429 with
 * and without Retry-After, 5xx answers retried with backoff and then given up, no answer in time,
 * an answer too large or not JSON, an unreachable API, our own ceiling. Waits go through an
 * injected sleep on a fake clock: nothing here waits for real, except the time limit test (150 ms).
 */
import { PlacesProviderError } from '../places-provider';
import {
  documentedKeyInvalid,
  documentedPermissionDenied,
  documentedQuotaExceeded,
} from '../testing/documented-examples';
import { standInPlacesKey, startPlacesStandIn, type PlacesStandIn } from '../../stand-ins/places-stand-in';
import {
  PlacesApiClient,
  rateLimitHoldMs,
  refusedHoldMs,
  type PlacesApiCall,
  type PlacesApiOptions,
} from './places-api-client';

let standIn: PlacesStandIn;
let clock: number;
let waits: number[];

beforeEach(async () => {
  standIn = await startPlacesStandIn();
  clock = Date.parse('2027-06-01T15:00:00Z');
  waits = [];
});
afterEach(() => standIn.close());

function client(overrides: Partial<PlacesApiOptions> = {}) {
  return new PlacesApiClient({
    baseUrl: standIn.url,
    apiKey: standInPlacesKey,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    random: () => 0.5,
    ...overrides,
  });
}

const details: PlacesApiCall = { method: 'GET', placeId: 'standin-bird-and-jim', query: { languageCode: 'en' } };
const search: PlacesApiCall = { method: 'POST', path: '/places:searchText', body: { textQuery: 'Bird & Jim' } };

async function failure(promise: Promise<unknown>): Promise<PlacesProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PlacesProviderError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the Places API client: requests', () => {
  it('POSTs Text Search as JSON with the key and the field mask in their headers', async () => {
    const answer = await client().send(search, 'places.id,places.displayName');
    expect(answer).toEqual({
      places: [
        { id: 'standin-bird-and-jim', displayName: { text: 'Bird & Jim', languageCode: 'en' } },
        // Text Search without a restriction finds the Denver namesake too.
        { id: 'standin-bird-and-jim-denver', displayName: { text: 'Bird & Jim', languageCode: 'en' } },
      ],
    });
    expect(standIn.requests).toEqual([
      {
        endpoint: 'search',
        method: 'POST',
        path: '/v1/places:searchText',
        query: '',
        apiKey: standInPlacesKey,
        fieldMask: 'places.id,places.displayName',
        contentType: 'application/json',
        body: { textQuery: 'Bird & Jim' },
      },
    ]);
  });

  it('GETs Place Details at /places/{id} with the query, and only the fields asked come back', async () => {
    const answer = await client().send(details, 'id,rating,userRatingCount');
    expect(Object.keys(answer as object).sort()).toEqual(['id', 'rating', 'userRatingCount']);
    expect(standIn.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/places/standin-bird-and-jim',
      query: 'languageCode=en',
      fieldMask: 'id,rating,userRatingCount',
      contentType: undefined,
    });
  });

  it('joins a base with a trailing slash without doubling it, and never sends an id that is not one', async () => {
    await client({ baseUrl: `${standIn.url}/` }).send(details, 'id');
    expect(standIn.requests[0]?.path).toBe('/v1/places/standin-bird-and-jim');
    const refused = await failure(client().send({ ...details, placeId: '../places:searchText' }, 'id'));
    expect(refused.reason).toBe('failed');
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('the Places API client: failures', () => {
  it('a key Google does not know (the documented 400 API_KEY_INVALID) is refused, not retried, and holds every call', async () => {
    const wrongKey = client({ apiKey: 'not-the-key' });
    const refused = await failure(wrongKey.send(details, 'id'));
    expect(refused).toMatchObject({ reason: 'refused', details: { status: 400 } });
    expect(refused.message).toBe(
      '/places/{id}: the Places API answered 400 (INVALID_ARGUMENT: API key not valid. Please pass a valid API key.)',
    );
    expect(refused.message).not.toContain('not-the-key');
    expect(standIn.requests).toHaveLength(1);
    await expect(wrongKey.send(details, 'id')).rejects.toBe(refused);
    expect(standIn.requests).toHaveLength(1);
    clock += refusedHoldMs;
    await expect(wrongKey.send(details, 'id')).rejects.toMatchObject({ reason: 'refused' });
    expect(standIn.requests).toHaveLength(2);
  });

  it('reads the documented bodies: 403 PERMISSION_DENIED is refused too, another 400 is our mistake', async () => {
    standIn.queue('details', { kind: 'status', status: 403, body: documentedPermissionDenied });
    expect(await failure(client().send(details, 'id'))).toMatchObject({ reason: 'refused', details: { status: 403 } });
    standIn.queue('details', { kind: 'status', status: 400, body: documentedKeyInvalid });
    expect(await failure(client().send(details, 'id'))).toMatchObject({ reason: 'refused' });
    const mistake = await failure(client().send(details, ''));
    expect(mistake).toMatchObject({ reason: 'failed', details: { status: 400 } });
    expect(mistake.message).toContain('(INVALID_ARGUMENT: FieldMask is a required parameter.');
  });

  it('a 429 with a short Retry-After is waited for exactly, then tried again', async () => {
    standIn.queue('details', {
      kind: 'status',
      status: 429,
      body: documentedQuotaExceeded,
      headers: { 'retry-after': '2' },
    });
    await client().send(details, 'id');
    expect(waits).toEqual([2_000]);
    expect(standIn.requests).toHaveLength(2);
  });

  it('a 429 asking to wait longer than a visitor can is not waited for: rate-limited, and no call until then', async () => {
    standIn.queue('details', { kind: 'status', status: 429, headers: { 'retry-after': '30' } });
    const api = client();
    const limited = await failure(api.send(details, 'id'));
    expect(limited).toMatchObject({ reason: 'rate-limited', details: { status: 429, retryAfterMs: 30_000 } });
    expect(waits).toEqual([]);
    await expect(api.send(details, 'id')).rejects.toBe(limited);
    clock += 30_000;
    await api.send(details, 'id');
    expect(standIn.requests).toHaveLength(2);
  });

  it('a 429 without Retry-After (the stand-in’s /busy/) is retried with backoff; still limited, it holds for a minute', async () => {
    const api = client({ baseUrl: standIn.urlWith('busy') });
    const limited = await failure(api.send(details, 'id'));
    expect(limited).toMatchObject({ reason: 'rate-limited', details: { retryAfterMs: rateLimitHoldMs } });
    expect(limited.message).toContain('RESOURCE_EXHAUSTED');
    expect(standIn.requests).toHaveLength(3);
    // Equal jitter with random() = 0.5: three quarters of 400 ms, then of 800 ms.
    expect(waits).toEqual([300, 600]);
    await expect(api.send(details, 'id')).rejects.toBe(limited);
    expect(standIn.requests).toHaveLength(3);
  });

  it('a 5xx is tried again with exponential backoff and succeeds when the API recovers', async () => {
    standIn.queue('search', { kind: 'status', status: 503 }, { kind: 'status', status: 500 });
    await expect(client().send(search, 'places.id')).resolves.toMatchObject({ places: expect.any(Array) });
    expect(standIn.requests).toHaveLength(3);
    expect(waits).toEqual([300, 600]);
  });

  it('keeps waits within the jitter band and the cap whatever the random draw', async () => {
    for (const random of [0, 0.999]) {
      waits = [];
      standIn.queue('details', { kind: 'status', status: 502 }, { kind: 'status', status: 502 });
      await client({ random: () => random, retry: { baseDelayMs: 1_000, maxDelayMs: 1_500 } }).send(details, 'id');
      expect(waits[0]).toBeGreaterThanOrEqual(500);
      expect(waits[0]).toBeLessThanOrEqual(1_000);
      expect(waits[1]).toBeGreaterThanOrEqual(750);
      expect(waits[1]).toBeLessThanOrEqual(1_500);
    }
  });

  it('an API that keeps answering 5xx is given up after the attempts, as failed, and not held', async () => {
    const api = client({ baseUrl: standIn.urlWith('down') });
    const failed = await failure(api.send(search, 'places.id'));
    expect(failed).toMatchObject({ reason: 'failed', details: { status: 503 } });
    expect(failed.message).toBe(
      '/places:searchText: the Places API answered 503 (UNAVAILABLE: The service is currently unavailable.)',
    );
    expect(standIn.requests).toHaveLength(3);
    await failure(api.send(search, 'places.id'));
    expect(standIn.requests).toHaveLength(6);
  });

  it('gives up when no answer comes in time, without trying again', async () => {
    standIn.queue('details', { kind: 'hang' });
    const failed = await failure(client({ timeoutMs: 150 }).send(details, 'id'));
    expect(failed).toMatchObject({ reason: 'failed', message: '/places/{id}: no answer within 150 ms' });
    expect(standIn.requests).toHaveLength(1);
  });

  it('refuses an answer over the size limit, and one that is not JSON', async () => {
    standIn.queue('details', { kind: 'huge', bytes: 300_000 }, { kind: 'not-json' });
    const api = client({ maxBytes: 100_000 });
    expect(await failure(api.send(details, 'id'))).toMatchObject({
      reason: 'failed',
      message: '/places/{id}: the answer is larger than 100000 bytes',
    });
    expect(await failure(api.send(details, 'id'))).toMatchObject({
      reason: 'failed',
      message: '/places/{id}: the provider answered with something other than JSON',
    });
  });

  it('an unreachable API is tried again, then given up', async () => {
    const url = standIn.url;
    await standIn.close();
    const failed = await failure(client({ baseUrl: url }).send(details, 'id'));
    expect(failed).toMatchObject({
      reason: 'failed',
      message: expect.stringContaining('could not reach the provider'),
    });
    expect(waits).toHaveLength(2);
    standIn = await startPlacesStandIn();
  });

  it('never sends more than its own ceiling of calls a minute', async () => {
    const api = client({ requestsPerMinute: 2 });
    await api.send(details, 'id');
    await api.send(details, 'id');
    const limited = await failure(api.send(details, 'id'));
    expect(limited).toMatchObject({ reason: 'rate-limited', details: { retryAfterMs: 60_000 } });
    expect(standIn.requests).toHaveLength(2);
    clock += 60_000;
    await api.send(details, 'id');
    expect(standIn.requests).toHaveLength(3);
  });
});
