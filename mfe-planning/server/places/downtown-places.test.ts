/**
 * @jest-environment node
 *
 * GET /api/planning/downtown-places in-process (docs/rules/planning.md#downtown-places): the guide's
 * places from the one directory, with the same facts as /api/planning/places/facts, a place
 * closed for good left out, and no fact at all without a provider.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { downtownPlacesAnswerSchema, type DowntownPlacesAnswer } from '@estes/shared/api/planning/downtown-places';
import type { PlaceFactsAnswer } from '../../src/domain/place-facts';
import { downtownDirectoryPlaces } from '../../src/data/downtown-places';
import { createCachedPlaces, type CachedPlaces } from './cached-places';
import { GooglePlaces } from './google/google-places';
import { placesRoutes } from './index';
import { standInPlacesKey, startPlacesStandIn, type PlacesStandIn } from '../stand-ins/places-stand-in';

let standIn: PlacesStandIn | undefined;
let app: FastifyInstance;
const clock = Date.parse('2026-11-27T21:00:00Z');

afterEach(async () => {
  await app?.close();
  await standIn?.close();
  standIn = undefined;
});

/** The provider's place ids it says closed for good, on top of the stand-in's own. */
async function start(withProvider: boolean, closedForGood: readonly string[] = []) {
  app = Fastify({ logger: false });
  if (withProvider) standIn = await startPlacesStandIn(0, { now: () => new Date(clock) });
  const settings = standIn ? { baseUrl: standIn.url, apiKey: standInPlacesKey } : undefined;
  const cached = settings
    ? createCachedPlaces(new GooglePlaces({ ...settings, now: () => clock, sleep: async () => undefined }), {
        now: () => clock,
      })
    : undefined;
  const provider: CachedPlaces | undefined = cached && {
    ...cached,
    async details(providerId) {
      const details = await cached.details(providerId);
      if (!details.value || !closedForGood.includes(providerId)) return details;
      return { ...details, value: { ...details.value, status: 'closed-permanently' } };
    },
  };
  await app.register(placesRoutes, {
    prefix: '/api/planning',
    places: settings,
    provider,
    now: () => clock,
  });
  await app.ready();
}

async function downtownPlaces(): Promise<DowntownPlacesAnswer> {
  const response = await app.inject({ method: 'GET', url: '/api/planning/downtown-places' });
  expect(response.statusCode).toBe(200);
  const body = response.json<DowntownPlacesAnswer>();
  expect(downtownPlacesAnswerSchema.safeParse(body).error).toBeUndefined();
  return body;
}

describe('without a places provider', () => {
  it('lists every guide place with its directory data and no fact from anywhere', async () => {
    await start(false);
    const answer = await downtownPlaces();
    expect(answer.places.map((place) => place.id)).toEqual(downtownDirectoryPlaces.map((place) => place.id));
    for (const place of answer.places) expect(place.facts).toEqual({ id: place.id, state: 'not-configured' });
    const cantina = answer.places.find((place) => place.id === 'eds-cantina');
    expect(cantina?.listingPath).toBe('/restaurants#restaurant-eds-cantina');
    expect(cantina?.searchUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${cantina?.name}, ${cantina?.address}`)}`,
    );
    expect(answer.places.find((place) => place.id === 'post-office')?.listingPath).toBeNull();
  });
});

describe('with the places stand-in', () => {
  it('gives each place the same facts as /api/planning/places/facts', async () => {
    await start(true);
    const answer = await downtownPlaces();
    const ids = answer.places.map((place) => place.id);
    const facts = await app.inject({ method: 'GET', url: `/api/planning/places/facts?ids=${ids.join(',')}` });
    const byId = new Map(facts.json<PlaceFactsAnswer>().places.map((entry) => [entry.id, entry]));
    for (const place of answer.places) expect(place.facts).toEqual(byId.get(place.id));
    expect(answer.places.filter((place) => place.facts.state === 'live').length).toBeGreaterThan(20);
    const shop = answer.places.find((place) => place.id === 'kirks-flyshop');
    expect(shop?.facts.state === 'live' && shop.facts.facts.hours?.openNow?.headline).toBeTruthy();
  });

  it('leaves out a place the provider says closed for good, and shows one closed for now', async () => {
    await start(true, ['standin-kirks-flyshop']);
    const answer = await downtownPlaces();
    expect(answer.places.map((place) => place.id)).not.toContain('kirks-flyshop');
    expect(answer.places).toHaveLength(downtownDirectoryPlaces.length - 1);
    expect(answer.places.find((place) => place.id === 'aerial-tramway')?.facts).toMatchObject({
      state: 'live',
      facts: { status: 'closed-temporarily' },
    });
  });
});
