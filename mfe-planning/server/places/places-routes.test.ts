/**
 * @jest-environment node
 *
 * GET /api/planning/places/facts in-process, against the places stand-in (decision 038,
 * docs/rules/planning.md#place-facts): each place's state (live, closed for good, not found,
 * unavailable, not configured), its facts and "open now" at the server's now (Friday 27 November
 * 2026, 2 PM MST: winter hours), the page freshness bounded by the first change of "open now",
 * the caches, every failure of the provider, a refused key in /healthz, and the 400s.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AreaHealth } from '@estes/shared/server';
import { placeFactsAnswerSchema, type PlaceFactsAnswer } from '../../src/domain/place-facts';
import { planningSettings } from '../planning-settings';
import { createCachedPlaces, detailsTtlMs } from './cached-places';
import { GooglePlaces } from './google/google-places';
import { placesRoutes, type PlacesRoutesOptions } from './index';
import { standInPlaceById } from '../stand-ins/stand-in-inventory';
import { standInPlacesKey, startPlacesStandIn, type PlacesStandIn } from '../stand-ins/places-stand-in';

let standIn: PlacesStandIn;
let app: FastifyInstance;
let clock: number;
let healthChecks: Map<string, () => Promise<AreaHealth>>;

const fridayAfternoon = Date.parse('2026-11-27T21:00:00Z');

beforeEach(async () => {
  clock = fridayAfternoon;
  standIn = await startPlacesStandIn(0, { now: () => new Date(clock), slowMs: 2_000 });
});
afterEach(async () => {
  await app?.close();
  await standIn.close();
});

/** The plugin under /api/planning with the stand-in as Google (or `settings` as given). */
async function start(options: Partial<PlacesRoutesOptions> & { baseUrl?: string; apiKey?: string } = {}) {
  const { baseUrl = standIn.url, apiKey = standInPlacesKey, ...rest } = options;
  healthChecks = new Map();
  app = Fastify({ logger: false });
  const provider = createCachedPlaces(
    new GooglePlaces({ baseUrl, apiKey, now: () => clock, sleep: async () => undefined }),
    { now: () => clock },
  );
  await app.register(placesRoutes, {
    prefix: '/api/planning',
    places: { baseUrl, apiKey },
    provider,
    now: () => clock,
    reportHealth: (name, check) => healthChecks.set(name, check),
    ...rest,
  });
  await app.ready();
}

async function facts(ids: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/planning/places/facts?ids=${encodeURIComponent(ids)}`,
  });
  return {
    status: response.statusCode,
    body: response.json<PlaceFactsAnswer & { ok?: false; message?: string }>(),
    freshFor: response.headers['surrogate-control'],
    cacheControl: response.headers['cache-control'],
  };
}

const entryOf = (answer: PlaceFactsAnswer, id: string) => answer.places.find((place) => place.id === id);

describe('live facts from the provider', () => {
  it('answers a place’s facts, in the documented answer shape, with "open now" at the server’s now', async () => {
    await start();
    const { status, body, freshFor, cacheControl } = await facts('bird-and-jim');
    expect(status).toBe(200);
    expect(placeFactsAnswerSchema.safeParse(body).success).toBe(true);
    const standInFigures = standInPlaceById.get('standin-bird-and-jim');
    expect(body).toEqual({
      provider: 'google',
      providerName: 'Google Maps',
      places: [
        {
          id: 'bird-and-jim',
          state: 'live',
          checkedAt: '2026-11-27T21:00:00.000Z',
          facts: {
            name: 'Bird & Jim',
            rating: { value: Math.round((standInFigures?.rating ?? 0) * 10) / 10, count: standInFigures?.ratingCount },
            hours: {
              week: [
                'Monday: 11:00 AM – 8:00 PM',
                // Closed on Tuesdays in the stand-in's winter.
                'Tuesday: Closed',
                'Wednesday: 11:00 AM – 8:00 PM',
                'Thursday: 11:00 AM – 8:00 PM',
                'Friday: 11:00 AM – 10:00 PM',
                'Saturday: 11:00 AM – 10:00 PM',
                'Sunday: 11:00 AM – 8:00 PM',
              ],
              openNow: {
                open: true,
                headline: 'Open now',
                detail: 'Closes 10 PM',
                changesAt: '2026-11-28T05:00:00.000Z',
              },
            },
            phone: { national: standInFigures?.phone, international: expect.stringMatching(/^\+1 970-555-01\d\d$/) },
            website: 'https://bird-and-jim.stand-in.example/',
            address: '915 Stand-in Test Road, Estes Park, CO 80517, USA',
            coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) },
            mapsUrl: 'https://maps.google.com/?cid=0&q=place_id:standin-bird-and-jim',
            status: 'operational',
            attributions: [],
          },
        },
      ],
    });
    // Browsers ask us; a page built from this is kept until the details are due again (6 h, before 10 PM).
    expect(cacheControl).toBe('no-cache');
    expect(freshFor).toBe(`max-age=${detailsTtlMs / 1000}`);
  });

  it('a page is kept no longer than the first "open now" in it stays true', async () => {
    await start();
    // The Egg of Estes: Friday 7 AM to 3 PM in the stand-in's winter; it is 2 PM.
    const { body, freshFor } = await facts('egg-of-estes,bird-and-jim');
    const egg = entryOf(body, 'egg-of-estes');
    expect(egg).toMatchObject({ state: 'live', facts: { hours: { openNow: { detail: 'Closes 3 PM' } } } });
    expect(freshFor).toBe('max-age=3600');
  });

  it('a bar past midnight, a walk around the clock, a trail with no hours, a place closed for now', async () => {
    await start();
    const { body } = await facts('lonigans-saloon,estes-park-riverwalk,sky-pond,aerial-tramway');
    expect(entryOf(body, 'lonigans-saloon')).toMatchObject({
      facts: { hours: { openNow: { open: true, headline: 'Open now', detail: 'Closes 2 AM' } } },
    });
    expect(entryOf(body, 'estes-park-riverwalk')).toMatchObject({
      facts: { hours: { openNow: { open: true, headline: 'Open 24 hours', detail: null, changesAt: null } } },
    });
    expect(entryOf(body, 'sky-pond')).toMatchObject({
      state: 'live',
      facts: { hours: null, phone: null, website: null },
    });
    expect(entryOf(body, 'aerial-tramway')).toMatchObject({
      state: 'live',
      facts: {
        status: 'closed-temporarily',
        hours: { openNow: { open: false, headline: 'Temporarily closed', detail: null, changesAt: null } },
      },
    });
  });

  it('names the other data providers the provider says must be named with a place', async () => {
    await start();
    const { body } = await facts('estes-park-museum');
    expect(entryOf(body, 'estes-park-museum')).toMatchObject({
      facts: { attributions: [{ provider: 'Stand-in Test Data Co-op', url: 'https://co-op.stand-in.example/' }] },
    });
  });

  it('a place closed for good, and places no search can be sure of, are said to be so', async () => {
    await start();
    const { body } = await facts('sweet-basilico,trail-ridge-road,cascades-stanley-hotel,bens-tacos');
    expect(body.places).toEqual([
      { id: 'sweet-basilico', state: 'closed-permanently', checkedAt: '2026-11-27T21:00:00.000Z' },
      // The stand-in does not know it.
      { id: 'trail-ridge-road', state: 'not-found', checkedAt: '2026-11-27T21:00:00.000Z' },
      // "Cascades Restaurant" is too short a name to be sure it is ours.
      { id: 'cascades-stanley-hotel', state: 'not-found', checkedAt: '2026-11-27T21:00:00.000Z' },
      expect.objectContaining({ id: 'bens-tacos', state: 'live' }),
    ]);
    // Of the two Ben's Tacos, the one at our street number.
    expect(
      standIn.requests.filter((request) => request.endpoint === 'details').map((request) => request.path),
    ).toContain('/v1/places/standin-bens-tacos');
  });

  it('asks the provider once per place, then answers from its caches; details again after hours, no new search', async () => {
    await start();
    await facts('bird-and-jim,kind-coffee');
    expect(standIn.requests.map((request) => request.endpoint).sort()).toEqual([
      'details',
      'details',
      'search',
      'search',
    ]);
    await facts('kind-coffee,bird-and-jim');
    expect(standIn.requests).toHaveLength(4);
    clock += detailsTtlMs;
    const { body } = await facts('bird-and-jim');
    expect(standIn.requests.slice(4).map((request) => request.endpoint)).toEqual(['details']);
    expect(entryOf(body, 'bird-and-jim')).toMatchObject({ checkedAt: '2026-11-28T03:00:00.000Z' });
  });

  it('answers each id once, in the order asked', async () => {
    await start();
    const { body } = await facts('kind-coffee, bird-and-jim,kind-coffee');
    expect(body.places.map((place) => place.id)).toEqual(['kind-coffee', 'bird-and-jim']);
  });
});

describe('when the provider fails', () => {
  it.each([
    ['down', 'failed'],
    ['busy', 'rate-limited'],
    ['malformed', 'failed'],
  ] as const)('/%s/: every place unavailable (%s), kept 30 seconds', async (prefix, reason) => {
    await start({ baseUrl: standIn.urlWith(prefix) });
    const { status, body, freshFor } = await facts('bird-and-jim,sky-pond');
    expect(status).toBe(200);
    expect(body.places).toEqual([
      { id: 'bird-and-jim', state: 'unavailable', reason, checkedAt: '2026-11-27T21:00:00.000Z' },
      { id: 'sky-pond', state: 'unavailable', reason, checkedAt: '2026-11-27T21:00:00.000Z' },
    ]);
    expect(freshFor).toBe('max-age=30');
  });

  it('a slow provider: the visitor’s request ends at its bound with "unavailable"', async () => {
    await start({ baseUrl: standIn.urlWith('slow'), requestDeadlineMs: 150 });
    const { body } = await facts('bird-and-jim');
    expect(body.places).toEqual([
      { id: 'bird-and-jim', state: 'unavailable', reason: 'failed', checkedAt: '2026-11-27T21:00:00.000Z' },
    ]);
  });

  it('never shows old facts as current: after hours, a failed refresh is "unavailable"', async () => {
    await start();
    expect(entryOf((await facts('bird-and-jim')).body, 'bird-and-jim')?.state).toBe('live');
    clock += detailsTtlMs;
    standIn.queue('details', ...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 503 })));
    expect(entryOf((await facts('bird-and-jim')).body, 'bird-and-jim')).toEqual({
      id: 'bird-and-jim',
      state: 'unavailable',
      reason: 'failed',
      checkedAt: '2026-11-28T03:00:00.000Z',
    });
  });

  it('a refused key: every place unavailable (refused), and /healthz degraded naming the setting', async () => {
    await start({ apiKey: 'not-our-key' });
    const { body } = await facts('bird-and-jim');
    expect(body.places[0]).toMatchObject({ state: 'unavailable', reason: 'refused' });
    expect(await healthChecks.get('places-provider')?.()).toMatchObject({
      state: 'degraded',
      status: 'refusing our key',
      problem: expect.stringContaining('PLACES_API_KEY'),
    });
    expect(JSON.stringify(await healthChecks.get('places-provider')?.())).not.toContain('not-our-key');
  });
});

describe('without a key', () => {
  it('says "not configured" for every place, calls no one, and /healthz says so', async () => {
    healthChecks = new Map();
    app = Fastify({ logger: false });
    const settings = planningSettings.read({}).places;
    await app.register(placesRoutes, {
      prefix: '/api/planning',
      places: settings,
      reportHealth: (name, check) => healthChecks.set(name, check),
    });
    const { status, body, freshFor } = await facts('bird-and-jim,bear-lake-loop');
    expect(status).toBe(200);
    expect(body).toEqual({
      provider: 'google',
      providerName: 'Google Maps',
      places: [
        { id: 'bird-and-jim', state: 'not-configured' },
        { id: 'bear-lake-loop', state: 'not-configured' },
      ],
    });
    expect(freshFor).toBe('max-age=300');
    expect(standIn.requests).toEqual([]);
    expect(await healthChecks.get('places-provider')?.()).toEqual({
      state: 'ok',
      provider: 'Google Maps',
      status: 'not configured (PLACES_API_KEY unset)',
    });
  });

  it('with the settings’ key and URL, the plugin makes its own Google client', async () => {
    app = Fastify({ logger: false });
    const settings = planningSettings.read({ PLACES_API_URL: standIn.url, PLACES_API_KEY: standInPlacesKey }).places;
    await app.register(placesRoutes, { prefix: '/api/planning', places: settings });
    const { body } = await facts('kind-coffee');
    expect(body.places[0]).toMatchObject({ id: 'kind-coffee', state: 'live' });
    expect(standIn.requests.map((request) => request.apiKey)).toEqual([standInPlacesKey, standInPlacesKey]);
  });
});

describe('a wrong query', () => {
  it.each([
    ['empty', '', 'Name at least one place: ids=bird-and-jim.'],
    ['only commas', ',,', 'Name at least one place: ids=bird-and-jim.'],
    ['not ours', 'no-such-place', 'There is no place “no-such-place” in our directories.'],
    ['not an id', 'Bird&Jim', '“Bird&Jim” is not a place id.'],
    [
      '41 ids',
      Array.from({ length: 41 }, (_, index) => `place-${index}`).join(','),
      'Ask for at most 40 places at a time.',
    ],
    ['5,000 characters', 'x'.repeat(5_000), 'Ask for at most 40 places at a time.'],
  ])('%s → 400 with a message, and no call', async (_label, ids, message) => {
    await start();
    const { status, body } = await facts(ids);
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, message });
    expect(standIn.requests).toEqual([]);
  });

  it('no ids at all, or ids given twice, are read as the query says', async () => {
    await start();
    const none = await app.inject({ method: 'GET', url: '/api/planning/places/facts' });
    expect(none.statusCode).toBe(400);
    const twice = await app.inject({ method: 'GET', url: '/api/planning/places/facts?ids=sky-pond&ids=gem-lake' });
    expect(twice.json<PlaceFactsAnswer>().places.map((place) => place.id)).toEqual(['sky-pond', 'gem-lake']);
  });
});
