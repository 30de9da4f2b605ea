/**
 * @jest-environment node
 *
 * The lodging API's offers and property endpoints, in-process as the site server mounts them,
 * against the stand-in Demand API: the three states (live, unavailable, not configured), the
 * list's filters, sorts and pages on live data, the caches (on a fake clock), the health the
 * site's /healthz shows, and the messages for a wrong stay.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultSiteSettings } from '@estes/shared/core';
import type { AreaHealth } from '@estes/shared/server';
import { downtownStaysAnswerSchema, type DowntownStaysAnswer } from '@estes/shared/api/lodging/downtown-stays';
import {
  offersAnswerSchema,
  propertyAnswerSchema,
  type OffersAnswer,
  type PropertyAnswer,
} from '../../src/domain/lodging-offers';
import { getLodgingCountsEndpoint, type LodgingCounts } from '../../src/api/get-lodging-counts';
import { teamProperties } from '../../src/data/team-properties';
import { areaApi as lodgingApi } from '../index';
import { lodgingSettings } from '../lodging-settings';
import { offersRoutes, type OffersRoutesOptions } from './index';
import {
  startBookingStandIn,
  standInAffiliateId,
  standInBookingToken,
  type BookingStandIn,
} from '../stand-ins/booking-stand-in';
import { standInProperties } from '../stand-ins/stand-in-inventory';

let standIn: BookingStandIn;
let app: FastifyInstance;
let clock: number;
let health: (() => Promise<AreaHealth>) | undefined;

const today = '2027-06-01';
const july = 'checkin=2027-07-09&checkout=2027-07-11';
const inTown = standInProperties.filter((property) => !property.name.includes('outside')).length;

beforeEach(async () => {
  standIn = await startBookingStandIn();
  clock = Date.parse('2027-06-01T15:00:00Z');
  health = undefined;
});
afterEach(async () => {
  await app?.close();
  await standIn.close();
});

async function start(options: Partial<OffersRoutesOptions> & { baseUrl?: string; token?: string } = {}) {
  const { baseUrl = standIn.url, token = standInBookingToken, ...rest } = options;
  app = Fastify({ logger: false });
  await app.register(offersRoutes, {
    prefix: '/api/lodging',
    booking: { baseUrl, token, affiliateId: standInAffiliateId, cityId: undefined },
    today: () => today,
    now: () => clock,
    bookingOptions: { now: () => clock, sleep: async () => undefined },
    cacheOptions: { now: () => clock },
    reportHealth: (_name, check) => (health = check),
    ...rest,
  } as OffersRoutesOptions);
  await app.ready();
}

/** The schema the pages read each answer with: every answer of these tests must pass it. */
const answerSchemaOf = (url: string) =>
  url.startsWith('/api/lodging/offers')
    ? offersAnswerSchema
    : url.startsWith('/api/lodging/properties/')
      ? propertyAnswerSchema
      : url.startsWith('/api/lodging/counts')
        ? getLodgingCountsEndpoint.response
        : url.startsWith('/api/lodging/downtown-stays')
          ? downtownStaysAnswerSchema
          : undefined;

const get = async <T = OffersAnswer>(url: string) => {
  const response = await app.inject(url);
  const body = response.json<T>();
  const schema = answerSchemaOf(url);
  if (response.statusCode === 200 && schema) {
    const read = schema.safeParse(body);
    if (!read.success)
      throw new Error(`${url}: the pages cannot read the answer: ${JSON.stringify(read.error.issues)}`);
  }
  return { status: response.statusCode, headers: response.headers, body, raw: response.body };
};

const asked = (endpoint: string) => standIn.requests.filter((request) => request.endpoint === endpoint).length;

describe('GET /api/lodging/offers with the partner answering', () => {
  it('answers the live offers for the stay, best first, 24 to a page, with their freshness', async () => {
    await start();
    const { status, headers, body, raw } = await get(`/api/lodging/offers?${july}&adults=2`);
    expect(status).toBe(200);
    expect(headers['surrogate-control']).toBe('max-age=300');
    expect(headers['cache-control']).toBe('no-cache');
    expect(raw).not.toContain(standInBookingToken);
    if (body.state !== 'live') throw new Error(`expected live offers, got ${body.state}`);
    expect(body).toMatchObject({
      partner: 'booking',
      stay: {
        checkin: '2027-07-09',
        checkout: '2027-07-11',
        nights: 2,
        adults: 2,
        children: [],
        rooms: 1,
        isDefault: false,
      },
      checkedAt: new Date(clock).toISOString(),
      page: 1,
      pageCount: 2,
      pageSize: 24,
      total: inTown,
      unsupportedFilters: [],
    });
    expect(body.offers).toHaveLength(24);
    const scores = body.offers.map((offer) => offer.rating?.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.offers[0]).toMatchObject({
      id: expect.stringMatching(/^booking-91000\d\d$/),
      name: expect.any(String),
      price: {
        currency: 'USD',
        price: expect.any(Number),
        nightly: expect.any(Number),
        chargesNote: expect.any(String),
      },
      location: { distanceKm: expect.any(Number) },
    });
    const second = await get(`/api/lodging/offers?${july}&page=2`);
    expect(second.body).toMatchObject({ page: 2, total: inTown });
    if (second.body.state === 'live') expect(second.body.offers).toHaveLength(inTown - 24);
  });

  it('applies the list’s filters and sorts to the live offers', async () => {
    await start();
    const { body } = await get(`/api/lodging/offers?${july}&type=Hotel&amenity=pool&sort=price-low`);
    if (body.state !== 'live') throw new Error('expected live offers');
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.offers.every((offer) => offer.type === 'Hotel')).toBe(true);
    const prices = body.offers.map((offer) => offer.price.nightly);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Downtown by the partner's coordinates (within 1 km of the centre); another area is named back.
    const downtown = await get(`/api/lodging/offers?${july}&area=downtown`);
    if (downtown.body.state !== 'live') throw new Error('expected live offers');
    expect(downtown.body.unsupportedFilters).toEqual([]);
    expect(downtown.body.total).toBeGreaterThan(0);
    expect(downtown.body.total).toBeLessThan(inTown);
    expect(downtown.body.offers.every((offer) => (offer.location.distanceKm ?? 99) <= 1)).toBe(true);
    const lake = await get(`/api/lodging/offers?${july}&area=lake`);
    expect(lake.body).toMatchObject({ state: 'live', total: inTown, unsupportedFilters: ['area'] });
  });

  it('asks the partner once per stay within five minutes, and content once per six hours', async () => {
    await start();
    await get(`/api/lodging/offers?${july}`);
    const [searches, details] = [asked('search'), asked('details')];
    expect(details).toBe(1);
    await Promise.all([
      get(`/api/lodging/offers?${july}&sort=name`),
      get(`/api/lodging/offers?${july}&type=Inn&page=2`),
    ]);
    expect([asked('search'), asked('details')]).toEqual([searches, details]);
    clock += 4 * 60_000;
    const fresher = await get(`/api/lodging/offers?${july}`);
    expect(fresher.headers['surrogate-control']).toBe('max-age=60');
    clock += 60_000;
    await get(`/api/lodging/offers?${july}`);
    expect([asked('search'), asked('details')]).toEqual([searches + 1, details]);
    // Another party is another search.
    await get(`/api/lodging/offers?${july}&adults=3&children=4,9`);
    expect(standIn.requests.at(-1)?.body).toMatchObject({
      guests: { number_of_adults: 3, number_of_rooms: 1, children: [4, 9] },
    });
  });

  it('searches the default stay without dates, and says so', async () => {
    await start();
    const { body } = await get('/api/lodging/offers');
    expect(body).toMatchObject({
      state: 'live',
      stay: { checkin: '2027-06-15', checkout: '2027-06-17', isDefault: true, adults: 2, rooms: 1 },
    });
  });

  it('never serves old prices as current: a search due again that fails is unavailable', async () => {
    await start();
    expect((await get(`/api/lodging/offers?${july}`)).body.state).toBe('live');
    clock += 5 * 60_000;
    standIn.queue('search', ...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 503 })));
    const { body, headers } = await get(`/api/lodging/offers?${july}`);
    expect(body).toMatchObject({ state: 'unavailable', reason: 'failed', total: teamProperties.length });
    expect(JSON.stringify(body)).not.toContain('"price"');
    expect(headers['surrogate-control']).toBe('max-age=30');
  });
});

describe('GET /api/lodging/offers when the partner cannot answer', () => {
  it.each([
    ['down', 'failed'],
    ['busy', 'rate-limited'],
    ['malformed', 'failed'],
  ] as const)('a partner that is %s: unavailable (%s), with the team’s list and no price', async (prefix, reason) => {
    await start({ baseUrl: standIn.urlWith(prefix) });
    const { status, body } = await get(`/api/lodging/offers?${july}&type=Inn`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'unavailable', partner: 'booking', reason, stay: { checkin: '2027-07-09' } });
    if (body.state !== 'unavailable') throw new Error('expected unavailable');
    expect(body.properties.every((property) => property.type === 'Inn')).toBe(true);
    expect(await health?.()).toMatchObject({
      state: 'ok',
      partner: 'Booking.com',
      status: expect.stringMatching(/^failing: /),
    });
  });

  it('a refused key: unavailable (refused), and /healthz says degraded with what to check', async () => {
    await start({ token: 'a-revoked-key' });
    expect(await health?.()).toMatchObject({ state: 'ok', status: 'not asked yet' });
    const { body } = await get(`/api/lodging/offers?${july}`);
    expect(body).toMatchObject({ state: 'unavailable', reason: 'refused' });
    const report = await health?.();
    expect(report).toMatchObject({
      state: 'degraded',
      status: 'refusing our key',
      problem: expect.stringContaining('check BOOKING_API_TOKEN and BOOKING_AFFILIATE_ID'),
    });
    expect(JSON.stringify(report)).not.toContain('a-revoked-key');
  });

  it('a slow partner: unavailable once the time limit passes', async () => {
    await start({ baseUrl: standIn.urlWith('slow'), bookingOptions: { now: () => clock, timeoutMs: 200 } });
    const { body } = await get(`/api/lodging/offers?${july}`);
    expect(body).toMatchObject({ state: 'unavailable', reason: 'failed' });
  });

  it('leaves out a malformed entry and shows the good ones', async () => {
    await start({ baseUrl: standIn.urlWith('malformed-entries') });
    const { body } = await get(`/api/lodging/offers?${july}`);
    expect(body).toMatchObject({ state: 'live', total: inTown });
  });
});

describe('GET /api/lodging/offers without partner credentials', () => {
  it('answers the team’s list, by name, with what it cannot filter named', async () => {
    await start({ booking: undefined });
    const { body, headers } = await get('/api/lodging/offers?price=under-150&rating=9');
    expect(headers['surrogate-control']).toBe('max-age=300');
    if (body.state !== 'not-configured') throw new Error('expected not configured');
    expect(body).toMatchObject({
      stay: { isDefault: true },
      total: teamProperties.length,
      pageCount: 3,
      unsupportedFilters: ['price', 'rating'],
    });
    expect(body.properties[0]).toEqual({
      id: 'alpine-trail-ridge-inn',
      name: 'Alpine Trail Ridge Inn',
      type: 'Inn',
      area: null,
    });
    const river = await get('/api/lodging/offers?type=Inn&area=riverside');
    expect(river.body).toMatchObject({ properties: [{ id: 'the-inn-on-fall-river' }], total: 1 });
    expect(await health?.()).toEqual({
      state: 'ok',
      partner: 'Booking.com',
      status: 'not configured (BOOKING_API_TOKEN unset)',
    });
    expect(standIn.requests).toEqual([]);
  });
});

describe('a wrong stay is a clear message, and no search', () => {
  it.each([
    ['checkin=2027-07-09', 'Give both a check-in and a check-out date, or neither.'],
    ['checkin=2027-05-30&checkout=2027-06-02', 'The check-in date cannot be before today (2027-06-01 in Estes Park).'],
    ['checkin=2027-07-11&checkout=2027-07-09', 'The check-out date must be after the check-in date.'],
    ['adults=2&rooms=3', 'Rooms must be a whole number from 1 to the number of adults (each room needs an adult).'],
    ['children=twelve', 'Children are given by age, comma-separated, each a whole number from 0 to 17 (children=4,9).'],
  ])('%s', async (query, message) => {
    await start();
    for (const path of ['/api/lodging/offers', '/api/lodging/properties/booking-9100001']) {
      const { status, body } = await get(`${path}?${query}`);
      expect([status, body]).toEqual([400, { ok: false, message }]);
    }
    expect(standIn.requests).toEqual([]);
  });
});

describe('GET /api/lodging/properties/:id', () => {
  it('a partner’s property: its content and its offers for the stay', async () => {
    await start();
    const { status, headers, body } = await get<PropertyAnswer>(
      `/api/lodging/properties/booking-9100001?${july}&adults=2`,
    );
    expect(status).toBe(200);
    expect(headers['surrogate-control']).toBe('max-age=300');
    if (body.kind !== 'partner' || body.state !== 'live') throw new Error('expected a live partner property');
    expect(body.property).toMatchObject({
      id: 'booking-9100001',
      partner: 'booking',
      name: 'The Stanley Hotel',
      type: 'Hotel',
      description: expect.stringContaining('Stand-in test data'),
      times: { checkinFrom: '15:00', checkoutUntil: '11:00' },
      pets: 'allowed',
      partnerUrl: expect.stringMatching(
        /^https:\/\/www\.booking\.com\/hotel\/us\/stand-in-the-stanley-hotel\.html\?aid=/,
      ),
    });
    expect(body.property.rooms.map((room) => room.name)).toEqual([
      'Standard Queen Room',
      'Double Queen Room',
      'King Suite with Fireplace',
    ]);
    expect(body.availability).toMatchObject({ state: 'live', available: true, stay: { checkin: '2027-07-09' } });
    if (body.availability.state !== 'live') throw new Error('expected live availability');
    expect(body.availability.products[0]).toMatchObject({
      roomName: 'Standard Queen Room',
      price: { currency: 'USD' },
    });
    expect(body.availability.recommended?.price.price).toBeGreaterThan(0);
  });

  it('says when nothing can be booked for the stay (sold out)', async () => {
    await start();
    const { body } = await get<PropertyAnswer>(
      '/api/lodging/properties/booking-9100001?checkin=2027-10-30&checkout=2027-11-01',
    );
    expect(body).toMatchObject({
      kind: 'partner',
      state: 'live',
      availability: { state: 'live', available: false, products: [] },
    });
  });

  it('keeps the content when only the offers fail, and says the offers are unavailable', async () => {
    await start();
    standIn.queue('availability', ...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 500 })));
    const { body, headers } = await get<PropertyAnswer>(`/api/lodging/properties/booking-9100001?${july}`);
    expect(body).toMatchObject({
      kind: 'partner',
      state: 'live',
      availability: { state: 'unavailable', reason: 'failed' },
    });
    expect(headers['surrogate-control']).toBe('max-age=30');
  });

  it('a place of the team’s list: what the team knows', async () => {
    await start();
    const { body } = await get<PropertyAnswer>('/api/lodging/properties/the-inn-on-fall-river');
    expect(body).toEqual({
      kind: 'team',
      property: { id: 'the-inn-on-fall-river', name: 'The Inn on Fall River', type: 'Inn', area: 'riverside' },
    });
  });

  it('404 for an id that is nobody’s: an old address, a made-up one, one the partner does not know', async () => {
    await start();
    for (const id of ['hotel-1', 'vrbo-3', 'no-such-place', 'booking-0', 'expedia-12', 'booking-9199999']) {
      const { status, body } = await get(`/api/lodging/properties/${id}`);
      expect([id, status, body]).toEqual([id, 404, { ok: false, message: 'There is no such property on our site.' }]);
    }
    // The partner's "unknown" is kept too: asking again costs no call.
    const details = asked('details');
    await get('/api/lodging/properties/booking-9199999');
    expect(asked('details')).toBe(details);
  });

  it('looks up at most so many properties a minute that no search returned', async () => {
    await start({ cacheOptions: { now: () => clock, lookupsPerMinute: 2 } });
    await get('/api/lodging/properties/booking-9100001');
    await get('/api/lodging/properties/booking-9100002');
    const third = await get<PropertyAnswer>('/api/lodging/properties/booking-9100003');
    expect(third.body).toMatchObject({ kind: 'partner', state: 'unavailable', reason: 'rate-limited' });
    expect(asked('details')).toBe(2);
    clock += 60_000;
    expect((await get<PropertyAnswer>('/api/lodging/properties/booking-9100003')).body).toMatchObject({
      state: 'live',
    });
  });

  it('without partner credentials, a partner id is "not configured", a team place is still there', async () => {
    await start({ booking: undefined });
    expect((await get<PropertyAnswer>('/api/lodging/properties/booking-9100001')).body).toEqual({
      kind: 'partner',
      state: 'not-configured',
      partner: 'booking',
    });
    expect((await get<PropertyAnswer>('/api/lodging/properties/the-stanley-hotel')).body).toMatchObject({
      kind: 'team',
    });
  });
});

describe('the home page’s counts and the downtown guide’s stays', () => {
  it('counts the live offers of the default stay by type, and downtown by the partner’s coordinates', async () => {
    await start();
    const { body, headers } = await get<LodgingCounts>('/api/lodging/counts');
    expect(headers['surrogate-control']).toBe('max-age=300');
    expect(body.state).toBe('live');
    const all = await get('/api/lodging/offers?type=Inn');
    expect(body.types.Inn).toBe(all.body.total);
    const downtown = await get('/api/lodging/offers?area=downtown');
    expect(body.areas).toEqual({ downtown: downtown.body.total });
  });

  it('counts the team’s list without the partner, every part of town it knows', async () => {
    await start({ booking: undefined });
    const { body } = await get<LodgingCounts>('/api/lodging/counts');
    expect(body).toMatchObject({ state: 'not-configured', types: { Hotel: 2, Inn: 10 } });
    expect(body.areas).toEqual({ downtown: 0, 'national-park': 0, lake: 0, riverside: 5 });
  });

  it('answers the downtown guide: downtown places nearest first, priced for the default stay', async () => {
    await start();
    const { body } = await get<DowntownStaysAnswer>('/api/lodging/downtown-stays');
    expect(body).toMatchObject({ state: 'live', partner: 'Booking.com', listPath: '/accommodations?area=downtown' });
    expect(body.stay).toEqual({ checkin: '2027-06-15', checkout: '2027-06-17', nights: 2, adults: 2 });
    expect(body.stays.length).toBeGreaterThan(0);
    expect(body.stays.length).toBeLessThanOrEqual(4);
    const distances = body.stays.map((stay) => stay.distanceKm ?? 99);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((distance) => distance <= 1)).toBe(true);
    expect(body.stays[0]?.path).toMatch(/^\/property\/booking-\d+$/);
  });

  it('answers the downtown guide without stays when the partner is not configured or down', async () => {
    await start({ booking: undefined });
    expect((await get<DowntownStaysAnswer>('/api/lodging/downtown-stays')).body).toEqual({
      state: 'not-configured',
      partner: 'Booking.com',
      stay: null,
      stays: [],
      listPath: '/accommodations?area=downtown',
    });
    await app.close();
    await start({ baseUrl: standIn.urlWith('down') });
    expect((await get<DowntownStaysAnswer>('/api/lodging/downtown-stays')).body).toMatchObject({
      state: 'unavailable',
      stays: [],
    });
  });
});

describe('the lodging area’s API, as the site server mounts it', () => {
  async function mount(env: Record<string, string>) {
    app = Fastify({ logger: false });
    const context = {
      settings: defaultSiteSettings,
      areaSettings: lodgingSettings.read(env),
      reportHealth: (name: string, check: () => Promise<AreaHealth>) => {
        if (name === 'booking-partner') health = check;
      },
    };
    await app.register(async (scope) => lodgingApi.routes(scope, context as never), { prefix: '/api/lodging' });
    await app.ready();
  }

  it('reads the partner from BOOKING_API_URL, BOOKING_API_TOKEN and BOOKING_AFFILIATE_ID', async () => {
    await mount({
      BOOKING_API_URL: standIn.url,
      BOOKING_API_TOKEN: standInBookingToken,
      BOOKING_AFFILIATE_ID: standInAffiliateId,
    });
    const { body } = await get('/api/lodging/offers');
    expect(body).toMatchObject({ state: 'live', stay: { isDefault: true } });
    expect(standIn.requests.every((request) => request.authorization === `Bearer ${standInBookingToken}`)).toBe(true);
    expect(await health?.()).toMatchObject({ state: 'ok', status: expect.stringMatching(/^ok, last answer /) });
  });

  it('calls nobody without them', async () => {
    await mount({});
    expect((await get('/api/lodging/offers')).body).toMatchObject({ state: 'not-configured' });
    expect(standIn.requests).toEqual([]);
  });
});
