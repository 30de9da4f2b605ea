/**
 * @jest-environment node
 *
 * Booking.com as the lodging partner: first against the Demand API reference's own examples
 * (what the client sends, and what it makes of the documented answers), then against the
 * stand-in (paging, prices that move with dates and guests, sold-out nights, malformed answers).
 */
import { PartnerError } from '../lodging-partner';
import {
  availabilityRequestExample,
  availabilityResponseExample,
  detailsRequestExample,
  detailsResponseExample,
  exampleAffiliateId,
  searchRequestExample,
  searchResponseExample,
} from '../testing/documented-examples';
import {
  failingPartyAdults,
  startBookingStandIn,
  standInAffiliateId,
  standInBookingToken,
  type BookingStandIn,
} from '../../stand-ins/booking-stand-in';
import { standInCityId, standInProperties } from '../../stand-ins/stand-in-inventory';
import { BookingPartner, type BookingPartnerOptions } from './booking-partner';

const stay = { checkin: '2027-07-09', checkout: '2027-07-11', adults: 2, children: [] as number[], rooms: 1 };

/** Names for the examples' ids, as /accommodations/constants would answer them (test names). */
const exampleVocabulary = {
  request_id: 'test',
  data: {
    accommodation_types: [{ id: 204, name: { 'en-us': 'Hotel' } }],
    accommodation_facilities: [{ id: 5, name: { 'en-us': 'Room service' } }],
    bed_types: [
      { id: 1, name: { 'en-us': 'Single bed' } },
      { id: 6, name: { 'en-us': 'Double bed' } },
    ],
    charge_types: [
      { id: 21, name: { 'en-us': 'Test charge 21' } },
      { id: 22, name: { 'en-us': 'Test charge 22' } },
    ],
    room_facilities: [{ id: 1, name: { 'en-us': 'Coffee machine' } }],
  },
};

interface Sent {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A partner whose fetch answers each path with a given body, recording what was sent. */
function documentedPartner(answers: Record<string, unknown>, options: Partial<BookingPartnerOptions> = {}) {
  const sent: Sent[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/3.2', '');
    sent.push({
      path,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    const answer = path === '/accommodations/constants' ? exampleVocabulary : answers[path];
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const partner = new BookingPartner({
    baseUrl: 'https://demandapi.booking.com/3.2',
    token: 'documented-token',
    affiliateId: exampleAffiliateId,
    fetch: fetchStub,
    ...options,
  });
  return { partner, sent };
}

describe('Booking.com partner: the reference’s examples', () => {
  it('searches with the documented request and reads the documented search answer', async () => {
    const { partner, sent } = documentedPartner(
      { '/accommodations/search': searchResponseExample },
      { cityId: searchRequestExample.city },
    );
    const search = await partner.searchTown(stay);
    const request = sent.find((item) => item.path === '/accommodations/search');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer documented-token',
      'x-affiliate-id': exampleAffiliateId,
      'content-type': 'application/json',
    });
    // The example's fields as it sends them; the booker is the site's (a US visitor), prices in USD, 100 a page.
    expect(request?.body).toEqual({
      ...searchRequestExample,
      booker: { country: 'us', platform: 'desktop' },
      currency: 'USD',
      rows: 100,
    });
    expect(search).toEqual({
      dropped: 0,
      offers: [
        {
          partnerId: '10004',
          price: {
            currency: 'EUR',
            price: 1260.52,
            nightly: 630.26,
            total: 1260.52,
            chargesNote: 'Includes taxes and charges',
            charges: [
              {
                name: 'Test charge 21',
                mode: null,
                percentage: null,
                amount: 97.34,
                includedInPrice: true,
                conditional: false,
              },
              {
                name: 'Test charge 22',
                mode: null,
                percentage: null,
                amount: 75.7,
                includedInPrice: true,
                conditional: false,
              },
              // An id the constants do not name is not given a made-up name.
              {
                name: 'Other charge',
                mode: null,
                percentage: null,
                amount: 6,
                includedInPrice: true,
                conditional: false,
              },
            ],
          },
          product: { roomId: '1000425', mealPlan: 'none', cancellation: { kind: 'non-refundable', freeUntil: null } },
          partnerUrl: searchResponseExample.data[0]?.url,
        },
      ],
    });
  });

  it('searches around the town’s coordinates when no city id is set', async () => {
    const { partner, sent } = documentedPartner({ '/accommodations/search': searchResponseExample });
    await partner.searchTown({ ...stay, adults: 3, children: [4, 9], rooms: 2 });
    const body = sent.find((item) => item.path === '/accommodations/search')?.body;
    expect(body?.coordinates).toEqual({ latitude: 40.38, longitude: -105.52, radius: 15 });
    expect(body?.city).toBeUndefined();
    expect(body?.guests).toEqual({ number_of_adults: 3, number_of_rooms: 2, children: [4, 9] });
  });

  it('asks for content with the documented extras and reads the documented details answer', async () => {
    const { partner, sent } = documentedPartner({ '/accommodations/details': detailsResponseExample });
    const properties = await partner.properties(['10004']);
    const request = sent.find((item) => item.path === '/accommodations/details');
    expect(request?.body).toEqual({
      accommodations: detailsRequestExample.accommodations,
      extras: ['description', 'facilities', 'photos', 'policies', 'rooms'],
      languages: ['en-us'],
    });
    const photo = {
      url: 'https://q-xx.bstatic.com/xdata/images/hotel/max500/243931754.jpg?k=a1fea83a&o=',
      largeUrl: 'https://q-xx.bstatic.com/xdata/images/hotel/max1280/243931754.jpg?k=a1fea83a&o=',
      thumbnailUrl: 'https://q-xx.bstatic.com/xdata/images/hotel/300x300/243931754.jpg?k=a1fea83a&o=',
      tags: ['Neighbourhood'],
    };
    expect(properties.get('10004')).toEqual({
      partnerId: '10004',
      name: 'The Pavilions Amsterdam, The Toren',
      type: 'Hotel',
      partnerType: 'Hotel',
      rating: { score: 9, reviewCount: 930 },
      stars: 4,
      location: {
        address: 'Keizersgracht 164',
        postalCode: '1015 CZ',
        country: 'nl',
        coordinates: { latitude: 52.375858, longitude: 4.886006 },
        distanceKm: expect.any(Number),
      },
      amenities: ['Room service', 'No pets allowed'],
      description:
        'The Pavilions Amsterdam, The Toren features elegant accommodation alongside the famous Keizersgracht canal.',
      importantInformation: 'Parking in Amsterdam is challenging.',
      photos: [photo],
      mainPhoto: photo,
      facilities: ['Room service'],
      rooms: [
        {
          id: '1000420',
          name: 'Standard Double or Twin Room',
          description: 'This room features decor with rich colours and original features.',
          sizeSquareMeters: 18,
          maxAdults: 2,
          maxChildren: 1,
          bedAreas: [{ alternatives: [[{ name: 'Double bed', count: 1 }], [{ name: 'Single bed', count: 2 }]] }],
          bedrooms: 1,
          bathrooms: 1,
          facilities: ['Coffee machine'],
          photos: [{ ...photo, tags: ['Neighbourhood'] }],
        },
      ],
      times: { checkinFrom: '15:00', checkinUntil: null, checkoutFrom: '07:00', checkoutUntil: '12:00' },
      pets: 'not-allowed',
      minimumCheckinAge: 18,
      partnerUrl: detailsResponseExample.data[0]?.url.web,
    });
  });

  it('leaves out a closed property, photos from other hosts and partner pages off booking.com', async () => {
    const [entry] = detailsResponseExample.data;
    const closed = { ...entry, id: 10005, accommodation_status: 'closed_temporarily' };
    const foreign = {
      ...entry,
      id: 10006,
      photos: [{ main_photo: true, url: { standard: 'https://images.example.com/a.jpg' } }],
      url: { web: 'https://www.booking.com.evil.example/hotel' },
    };
    const { partner } = documentedPartner({
      '/accommodations/details': { ...detailsResponseExample, data: [entry, closed, foreign] },
    });
    const properties = await partner.properties(['10004', '10005', '10006']);
    expect([...properties.keys()]).toEqual(['10004', '10006']);
    expect(properties.get('10006')).toMatchObject({ photos: [], mainPhoto: null, partnerUrl: null });
  });

  it('asks for one property’s offers with the documented request and reads the documented availability answer', async () => {
    const { partner, sent } = documentedPartner({ '/accommodations/availability': availabilityResponseExample });
    const availability = await partner.availability('10004', stay);
    // The example's fields, without its filters (the site wants every offer); the site's booker, in USD.
    const { accommodations, checkin, checkout, extras, guests } = availabilityRequestExample;
    expect(sent.find((item) => item.path === '/accommodations/availability')?.body).toEqual({
      accommodations,
      booker: { country: 'us', platform: 'desktop' },
      checkin,
      checkout,
      currency: 'USD',
      extras,
      guests,
    });
    expect(availability).toEqual({
      recommended: { price: expect.objectContaining({ price: 1260.52, currency: 'EUR' }), productIds: [] },
      products: [
        {
          id: '1000420_358188572_2_0_0',
          roomId: '1000420',
          mealPlan: 'none',
          cancellation: { kind: 'free-cancellation', freeUntil: '2027-07-07T00:00:00+00:00' },
          price: expect.objectContaining({
            currency: 'EUR',
            price: 1385.97,
            nightly: 692.99,
            total: 1385.97,
            chargesNote: 'Includes taxes and charges',
          }),
          prepaymentRequired: null,
          maxAdults: 2,
          maxGuests: 2,
          numberAvailable: 3,
        },
      ],
      partnerUrl: availabilityResponseExample.data[0]?.url,
    });
    expect(availability.products[0]?.price.charges[2]).toEqual({
      name: 'Other charge',
      mode: 'per_person_per_night',
      percentage: null,
      amount: 6,
      includedInPrice: true,
      conditional: false,
    });
  });

  it('refuses a search answer without its list of data', async () => {
    const { partner } = documentedPartner({ '/accommodations/search': { request_id: 'x', data: 'nope' } });
    await expect(partner.searchTown(stay)).rejects.toEqual(
      new PartnerError('/accommodations/search: unexpected answer (no list of data)', 'failed'),
    );
  });
});

describe('Booking.com partner: against the stand-in', () => {
  let standIn: BookingStandIn;
  const dropped: [string, number][] = [];
  const partnerAt = (baseUrl: string, options: Partial<BookingPartnerOptions> = {}) =>
    new BookingPartner({
      baseUrl,
      token: standInBookingToken,
      affiliateId: standInAffiliateId,
      onDropped: (path, count) => dropped.push([path, count]),
      ...options,
    });

  beforeEach(async () => {
    standIn = await startBookingStandIn(0, { pageSize: 10 });
    dropped.length = 0;
  });
  afterEach(() => standIn.close());

  const inTown = standInProperties.filter((property) => !property.name.includes('outside')).length;

  it('follows next_page with the same request, and finds the town’s places, not the one outside the radius', async () => {
    const search = await partnerAt(standIn.url).searchTown(stay);
    const searches = standIn.requests.filter((request) => request.endpoint === 'search');
    expect(searches).toHaveLength(3);
    expect(searches[0]?.body.page).toBeUndefined();
    const { page, ...sameRequest } = searches[1]?.body ?? {};
    expect(typeof page).toBe('string');
    expect(sameRequest).toEqual(searches[0]?.body);
    expect(search.offers).toHaveLength(inTown);
    expect(search.offers.map((offer) => offer.partnerId)).not.toContain(String(standInProperties.at(-1)?.id));
  });

  it('searches the partner’s city when BOOKING_CITY_ID is set', async () => {
    const search = await partnerAt(standIn.url, { cityId: standInCityId }).searchTown(stay);
    expect(standIn.requests.find((request) => request.endpoint === 'search')?.body.city).toBe(standInCityId);
    expect(search.offers).toHaveLength(inTown);
  });

  it('prices move with the season, the weekend and the party', async () => {
    const partner = partnerAt(standIn.url);
    const stanleyPrice = async (overrides: Partial<typeof stay>) =>
      (await partner.searchTown({ ...stay, ...overrides })).offers.find((offer) => offer.partnerId === '9100001')?.price
        .price ?? 0;
    const aprilWeekday = await stanleyPrice({ checkin: '2027-04-13', checkout: '2027-04-15' });
    const aprilWeekend = await stanleyPrice({ checkin: '2027-04-16', checkout: '2027-04-18' });
    const julyWeekend = await stanleyPrice({ checkin: '2027-07-16', checkout: '2027-07-18' });
    const fourAdults = await stanleyPrice({ checkin: '2027-04-13', checkout: '2027-04-15', adults: 4 });
    expect(aprilWeekend).toBeGreaterThan(aprilWeekday);
    expect(julyWeekend).toBeGreaterThan(aprilWeekend);
    expect(fourAdults).toBeGreaterThan(aprilWeekday);
  });

  it('leaves out a place that is full on a night of the stay, and says it has nothing to book', async () => {
    const partner = partnerAt(standIn.url);
    const halloween = { ...stay, checkin: '2027-10-30', checkout: '2027-11-01' };
    const search = await partner.searchTown(halloween);
    expect(search.offers.map((offer) => offer.partnerId)).not.toContain('9100001');
    expect(search.offers.length).toBe(inTown - 1);
    expect(await partner.availability('9100001', halloween)).toEqual({
      recommended: null,
      products: [],
      partnerUrl: null,
    });
    const open = await partner.availability('9100001', stay);
    expect(open.products.length).toBeGreaterThan(0);
    expect(open.products.map((product) => product.price.price)).toEqual(
      [...open.products.map((product) => product.price.price)].sort((a, b) => a - b),
    );
    expect(open.recommended?.productIds).toEqual(['910000101_nr']);
  });

  it('fails (503) for a party of 7 adults only: the e2e suite’s partner that is down for one stay', async () => {
    const partner = partnerAt(standIn.url, { sleep: async () => undefined });
    const sevenAdults = { ...stay, adults: failingPartyAdults, rooms: 2 };
    await expect(partner.searchTown(sevenAdults)).rejects.toMatchObject({ reason: 'failed' });
    await expect(partner.availability('9100001', sevenAdults)).rejects.toMatchObject({ reason: 'failed' });
    expect((await partner.searchTown({ ...stay, adults: 6, rooms: 2 })).offers.length).toBeGreaterThan(0);
  });

  it('drops a malformed entry among good ones, and counts it', async () => {
    const search = await partnerAt(standIn.urlWith('malformed-entries')).searchTown(stay);
    expect(search.offers).toHaveLength(inTown);
    expect(search.dropped).toBe(3);
    expect(dropped).toEqual([['/accommodations/search', 3]]);
  });

  it('fails on an answer that is not the documented shape (here the constants, the first call)', async () => {
    await expect(partnerAt(standIn.urlWith('malformed')).searchTown(stay)).rejects.toEqual(
      new PartnerError('/accommodations/constants: unexpected answer', 'failed'),
    );
  });

  it('reads the stand-in’s excluded and conditional charges as the partner itemises them', async () => {
    const search = await partnerAt(standIn.url).searchTown(stay);
    const stanley = search.offers.find((offer) => offer.partnerId === '9100001');
    expect(stanley?.price.chargesNote).toBe('Excludes some taxes and charges; additional charges may apply');
    expect(stanley?.price.total).toBeGreaterThan(stanley?.price.price ?? Infinity);
    expect(stanley?.price.charges.map((charge) => [charge.name, charge.includedInPrice, charge.conditional])).toEqual([
      ['Sales tax', true, false],
      ['Lodging tax', false, false],
      ['Pet fee', false, true],
    ]);
  });
});
