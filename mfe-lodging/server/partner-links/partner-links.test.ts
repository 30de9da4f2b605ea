/**
 * @jest-environment node
 *
 * The lodging area's `/go` links with the booking partner configured (the stand-in Demand API):
 * Book Now to the page the partner's API gave for the property, with the stay and the party in
 * Booking.com's own parameters, the affiliate id added; the partner's search when the partner
 * cannot be read; 404 for an id it does not know. tools/outbound-clicks.test.ts covers the
 * clicks on a real database and the links without a partner.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@estes/shared/server';
import { createLodgingPartner } from '../offers';
import {
  startBookingStandIn,
  standInAffiliateId,
  standInBookingToken,
  type BookingStandIn,
} from '../stand-ins/booking-stand-in';
import { bookingPropertyLink, townSearchLink, withBookingStay } from './booking-links';
import { partnerLinkRoutes } from '.';

const sitePartnerUrl = 'https://www.booking.com/city/us/estes-park.html?label=estes-park-guide';
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const checkIn = daysFromNow(30);
const checkOut = daysFromNow(32);
const noDatabase: Database = {
  execute: async () => undefined,
  query: async () => [],
} as unknown as Database;

describe('Booking.com links with the stay', () => {
  const stay = { checkIn: '2027-07-09', checkOut: '2027-07-11' };

  it('puts the stay and the party in the partner’s own parameters, children as children with their ages', () => {
    const url = withBookingStay(new URL('https://www.booking.com/hotel/us/x.html?label=a&age=1'), {
      stay,
      party: { adults: 2, children: [4, 9], rooms: 1 },
    });
    expect(url.searchParams.get('label')).toBe('a');
    expect(url.searchParams.get('checkin')).toBe('2027-07-09');
    expect(url.searchParams.get('checkout')).toBe('2027-07-11');
    expect(url.searchParams.get('group_adults')).toBe('2');
    expect(url.searchParams.get('group_children')).toBe('2');
    expect(url.searchParams.getAll('age')).toEqual(['4', '9']);
    expect(url.searchParams.get('no_rooms')).toBe('1');
    // Nothing carried, nothing set.
    expect(withBookingStay(new URL('https://www.booking.com/x.html'), {}).search).toBe('');
  });

  it('adds the affiliate id to the partner’s page unless it carries one, and takes only Booking.com pages', () => {
    expect(bookingPropertyLink('https://www.booking.com/hotel/us/x.html', {}, '123')).toBe(
      'https://www.booking.com/hotel/us/x.html?aid=123',
    );
    expect(bookingPropertyLink('https://www.booking.com/hotel/us/x.html?aid=9', {}, '123')).toBe(
      'https://www.booking.com/hotel/us/x.html?aid=9',
    );
    expect(bookingPropertyLink('https://evil.example/x.html', {}, '123')).toBeUndefined();
    expect(bookingPropertyLink('http://www.booking.com/x.html', {}, '123')).toBeUndefined();
    expect(bookingPropertyLink('not a url', {}, '123')).toBeUndefined();
  });

  it('searches the town on the host of the site’s partner link, keeping its label; another partner’s link as it is', () => {
    const search = new URL(townSearchLink({ stay }, { sitePartnerUrl, affiliateId: '123', cityId: -5 }));
    expect(search.origin + search.pathname).toBe('https://www.booking.com/searchresults.html');
    expect(Object.fromEntries(search.searchParams)).toEqual({
      label: 'estes-park-guide',
      ss: 'Estes Park, Colorado',
      dest_id: '-5',
      dest_type: 'city',
      checkin: '2027-07-09',
      checkout: '2027-07-11',
      aid: '123',
    });
    expect(townSearchLink({ stay }, { sitePartnerUrl: 'https://partner.example/estes?ref=x' })).toBe(
      'https://partner.example/estes?ref=x',
    );
  });
});

describe('GET /go/book/<id> with the partner configured', () => {
  let standIn: BookingStandIn;
  let app: FastifyInstance;

  const start = async (baseUrl: string) => {
    app = Fastify({ logger: false });
    const booking = { baseUrl, token: standInBookingToken, affiliateId: standInAffiliateId, cityId: undefined };
    const partner = createLodgingPartner(booking, app.log, { bookingOptions: { sleep: async () => undefined } });
    await app.register(partnerLinkRoutes, { db: noDatabase, bookingPartnerUrl: sitePartnerUrl, partner, booking });
    await app.ready();
  };
  beforeEach(async () => {
    standIn = await startBookingStandIn(0);
  });
  afterEach(async () => {
    await app.close();
    await standIn.close();
  });

  it('sends Book Now to the partner’s page of the property with the stay, the party and the affiliate id', async () => {
    await start(standIn.url);
    const response = await app.inject(
      `/go/book/booking-9100001?checkin=${checkIn}&checkout=${checkOut}&adults=2&children=7&rooms=1`,
    );
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(
      'https://www.booking.com/hotel/us/stand-in-the-stanley-hotel.html',
    );
    expect(location.searchParams.get('aid')).toBe(standInAffiliateId);
    expect(location.searchParams.get('checkin')).toBe(checkIn);
    expect(location.searchParams.get('group_children')).toBe('1');
    expect(location.searchParams.getAll('age')).toEqual(['7']);
    // The reviews: the same page, without a stay.
    const reviews = await app.inject('/go/reviews/booking-9100001');
    expect(String(reviews.headers.location)).toBe(
      `https://www.booking.com/hotel/us/stand-in-the-stanley-hotel.html?aid=${standInAffiliateId}`,
    );
  });

  it('answers 404 for an id the partner does not know', async () => {
    await start(standIn.url);
    expect((await app.inject('/go/book/booking-1')).statusCode).toBe(404);
    expect((await app.inject('/go/reviews/booking-1')).statusCode).toBe(404);
  });

  it('sends the visitor to the partner’s search for the town when the partner cannot be read', async () => {
    await start(standIn.urlWith('down'));
    const response = await app.inject(`/go/book/booking-9100001?checkin=${checkIn}&checkout=${checkOut}`);
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/searchresults.html');
    expect(location.searchParams.get('aid')).toBe(standInAffiliateId);
    expect(location.searchParams.get('checkin')).toBe(checkIn);
  });
});
