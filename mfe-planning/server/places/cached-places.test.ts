/**
 * @jest-environment node
 *
 * The provider behind the caches (decision 038): a recorded place id is used without a search;
 * a search's match is kept for 30 days and "no match" for a day; details for hours, bounded by
 * bytes; one call in flight per key; a failure never kept; /healthz from what is remembered.
 */
import { createCachedPlaces, detailsTtlMs, matchTtlMs } from './cached-places';
import { PlacesProviderError, type PlaceCandidate, type PlacesProvider, type ProviderPlace } from './places-provider';

let clock: number;
let calls: string[];
let searchAnswers: PlaceCandidate[][];
let detailsAnswer: () => Promise<ProviderPlace | null>;

const place = (providerId: string): ProviderPlace => ({
  providerId,
  name: 'Bird & Jim',
  address: '915 Stand-in Test Road',
  coordinates: null,
  rating: { value: 4.4, count: 10 },
  regularHours: null,
  currentHours: null,
  utcOffsetMinutes: -420,
  phone: null,
  website: null,
  mapsUrl: null,
  status: 'operational',
  attributions: [],
});

const provider: PlacesProvider = {
  id: 'google',
  async search(entry) {
    calls.push(`search ${entry.name}`);
    return searchAnswers.shift() ?? [];
  },
  details(providerId) {
    calls.push(`details ${providerId}`);
    return detailsAnswer();
  },
};

const birdAndJim = { name: 'Bird & Jim', location: '915 Moraine Ave, Estes Park' };
const found: PlaceCandidate = { providerId: 'g-bird', name: 'Bird & Jim', address: '915 Moraine Ave', status: null };

beforeEach(() => {
  clock = Date.parse('2026-11-26T21:00:00Z');
  calls = [];
  searchAnswers = [];
  detailsAnswer = async () => place('g-bird');
});

const cached = (options: Parameters<typeof createCachedPlaces>[1] = {}) =>
  createCachedPlaces(provider, { now: () => clock, ...options });

describe('which provider place an entry is', () => {
  it('a recorded id is used as it is, never searched for', async () => {
    const places = cached({
      recordedPlaceIds: { 'bird-and-jim': { placeId: 'g-recorded', recordedOn: '2026-11-20', source: 'a test' } },
    });
    expect((await places.match('bird-and-jim', birdAndJim)).value).toEqual({
      providerId: 'g-recorded',
      how: 'recorded',
    });
    expect(calls).toEqual([]);
  });

  it('a confident match is kept for 30 days, then searched again', async () => {
    const places = cached();
    searchAnswers = [[found], [found]];
    expect((await places.match('bird-and-jim', birdAndJim)).value).toEqual({ providerId: 'g-bird', how: 'search' });
    clock += matchTtlMs.found - 1;
    await places.match('bird-and-jim', birdAndJim);
    expect(calls).toEqual(['search Bird & Jim']);
    clock += 1;
    await places.match('bird-and-jim', birdAndJim);
    expect(calls).toEqual(['search Bird & Jim', 'search Bird & Jim']);
  });

  it('no confident match is kept for a day only', async () => {
    const places = cached();
    searchAnswers = [[{ ...found, name: 'Jim’s Diner' }], [found]];
    expect((await places.match('bird-and-jim', birdAndJim)).value.providerId).toBeNull();
    clock += matchTtlMs.none - 1;
    expect((await places.match('bird-and-jim', birdAndJim)).value.providerId).toBeNull();
    clock += 1;
    expect((await places.match('bird-and-jim', birdAndJim)).value.providerId).toBe('g-bird');
    expect(calls).toHaveLength(2);
  });

  it('an entry renamed in our data is searched for again', async () => {
    const places = cached();
    searchAnswers = [[found], []];
    await places.match('bird-and-jim', birdAndJim);
    await places.match('bird-and-jim', { ...birdAndJim, name: 'Bird and Jim Kitchen' });
    expect(calls).toEqual(['search Bird & Jim', 'search Bird and Jim Kitchen']);
  });
});

describe('a place’s details', () => {
  it('are kept for hours, then read again', async () => {
    const places = cached();
    await places.details('g-bird');
    clock += detailsTtlMs - 1;
    await places.details('g-bird');
    expect(calls).toEqual(['details g-bird']);
    clock += 1;
    const again = await places.details('g-bird');
    expect(calls).toEqual(['details g-bird', 'details g-bird']);
    expect(again).toMatchObject({ storedAt: clock, expiresAt: clock + detailsTtlMs });
  });

  it('one call in flight per place: concurrent requests share it', async () => {
    let finish: (value: ProviderPlace) => void = () => undefined;
    detailsAnswer = () => new Promise((resolve) => (finish = resolve));
    const places = cached();
    const both = Promise.all([places.details('g-bird'), places.details('g-bird')]);
    finish(place('g-bird'));
    const [first, second] = await both;
    expect(first.value).toBe(second.value);
    expect(calls).toEqual(['details g-bird']);
  });

  it('a failure is not kept: the next request asks again', async () => {
    const places = cached();
    detailsAnswer = async () => {
      throw new PlacesProviderError('the Places API answered 503', 'failed', { status: 503 });
    };
    await expect(places.details('g-bird')).rejects.toMatchObject({ reason: 'failed' });
    detailsAnswer = async () => place('g-bird');
    await expect(places.details('g-bird')).resolves.toMatchObject({ value: { providerId: 'g-bird' } });
    expect(calls).toHaveLength(2);
  });

  it('stay within their bytes, the least recently used out first', async () => {
    const places = cached({ maxBytes: { details: 600 } });
    for (const id of ['a', 'b', 'c']) await places.details(id);
    expect(places.stats().details.bytes).toBeLessThanOrEqual(600);
    expect(places.stats().details.evictions).toBeGreaterThan(0);
    calls = [];
    await places.details('c');
    expect(calls).toEqual([]);
    await places.details('a');
    expect(calls).toEqual(['details a']);
  });
});

describe('health, from what is remembered', () => {
  it('not asked yet, ok, refusing our key (degraded, naming the setting), failing', async () => {
    const places = cached();
    expect(places.health()).toMatchObject({ state: 'ok', provider: 'Google Maps', status: 'not asked yet' });
    await places.details('g-bird');
    expect(places.health()).toMatchObject({ state: 'ok', status: 'ok, last answer 2026-11-26T21:00:00.000Z' });
    detailsAnswer = async () => {
      throw new PlacesProviderError('/places/{id}: the Places API refused the key (403)', 'refused', { status: 403 });
    };
    await expect(places.details('g-other')).rejects.toBeInstanceOf(PlacesProviderError);
    expect(places.health()).toMatchObject({
      state: 'degraded',
      status: 'refusing our key',
      problem: expect.stringContaining('check PLACES_API_KEY'),
    });
    detailsAnswer = async () => {
      throw new PlacesProviderError('/places/{id}: the Places API answered 503', 'failed', { status: 503 });
    };
    await expect(places.details('g-third')).rejects.toBeInstanceOf(PlacesProviderError);
    expect(places.health()).toMatchObject({ state: 'ok', status: expect.stringMatching(/^failing: .*503/) });
  });
});
