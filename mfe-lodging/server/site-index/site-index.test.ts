/**
 * @jest-environment node
 *
 * The lodging area's search documents, sitemap entries and My trip items: the team's places
 * always, the partner's places when it answers (the stand-in here), nothing made up in either.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { SearchDocument, SitemapEntry } from '@estes/shared/server';
import { teamProperties } from '../../src/data/team-properties';
import { createLodgingPartner } from '../offers';
import {
  startBookingStandIn,
  standInAffiliateId,
  standInBookingToken,
  type BookingStandIn,
} from '../stand-ins/booking-stand-in';
import { siteIndexRoutes } from '.';

let app: FastifyInstance;
let standIn: BookingStandIn | undefined;

async function startApp(baseUrl?: string) {
  app = Fastify({ logger: false });
  const booking = baseUrl
    ? { baseUrl, token: standInBookingToken, affiliateId: standInAffiliateId, cityId: undefined }
    : undefined;
  const partner = createLodgingPartner(booking, app.log, { bookingOptions: { sleep: async () => undefined } });
  await app.register(siteIndexRoutes, { prefix: '/api/lodging', partner, today: () => '2027-06-01' });
  await app.ready();
}
afterEach(async () => {
  await app.close();
  await standIn?.close();
  standIn = undefined;
});

const documentsOf = async () =>
  (await app.inject('/api/lodging/search-documents')).json<{ documents: SearchDocument[] }>().documents;
const entriesOf = async () =>
  (await app.inject('/api/lodging/sitemap-entries')).json<{ entries: SitemapEntry[] }>().entries;

describe('without partner credentials', () => {
  it('answers the team’s places: name, type and part of town where known, no price or score', async () => {
    await startApp();
    const documents = await documentsOf();
    expect(documents).toHaveLength(teamProperties.length);
    expect(documents.find((document) => document.path === '/property/the-stanley-hotel')).toEqual({
      kind: 'lodging',
      title: 'The Stanley Hotel',
      summary: 'Hotel in Estes Park',
      path: '/property/the-stanley-hotel',
      keywords: 'Hotel · lodging · place to stay',
    });
    expect(documents.find((document) => document.title === 'The Inn on Fall River')?.summary).toBe(
      'Inn in Riverside Properties, Estes Park',
    );
    for (const document of documents) expect(document.summary).not.toMatch(/\$|rated|review/);
    expect((await entriesOf()).map((entry) => entry.path)).toEqual(
      teamProperties.map((place) => `/property/${place.id}`),
    );
  });

  it('answers My trip’s references: the team’s places, their old addresses under their old ids', async () => {
    await startApp();
    const response = await app.inject(
      '/api/lodging/trip-items?refs=property:the-stanley-hotel,property:hotel-2,property:vrbo-1,property:booking-9100001,property:nope,event:hotel-2',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['surrogate-control']).toBe('max-age=300');
    expect(response.json()).toEqual({
      items: [
        { kind: 'property', id: 'the-stanley-hotel', title: 'The Stanley Hotel', path: '/property/the-stanley-hotel' },
        { kind: 'property', id: 'hotel-2', title: 'The Ridgeline Hotel', path: '/property/the-ridgeline-hotel' },
      ],
    });
  });

  it('refuses a refs list that is too long with a 400 and a message', async () => {
    await startApp();
    const response = await app.inject(`/api/lodging/trip-items?refs=${'property:x,'.repeat(400)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, message: expect.stringContaining('too long') });
  });
});

describe('with the partner answering', () => {
  it('adds the partner’s places in town, with their type, address and facilities', async () => {
    standIn = await startBookingStandIn(0);
    await startApp(standIn.url);
    const documents = await documentsOf();
    const stanley = documents.find((document) => document.path === '/property/booking-9100001');
    expect(stanley).toMatchObject({
      title: 'The Stanley Hotel',
      summary: 'Hotel · 100 Stand-in Test Road · on Booking.com',
    });
    expect(stanley?.keywords).toContain('Free WiFi');
    expect(documents.length).toBeGreaterThan(teamProperties.length + 20);
    expect((await entriesOf()).map((entry) => entry.path)).toContain('/property/booking-9100001');
  });

  it('names a partner’s place in My trip from its content; a partner id it does not know is left out', async () => {
    standIn = await startBookingStandIn(0);
    await startApp(standIn.url);
    const response = await app.inject('/api/lodging/trip-items?refs=property:booking-9100001,property:booking-1');
    expect(response.json()).toEqual({
      items: [
        { kind: 'property', id: 'booking-9100001', title: 'The Stanley Hotel', path: '/property/booking-9100001' },
      ],
    });
  });

  it('says the partner is not answering (503) rather than “not found”, and still indexes the team’s places', async () => {
    standIn = await startBookingStandIn(0);
    await startApp(standIn.urlWith('down'));
    expect((await app.inject('/api/lodging/trip-items?refs=property:booking-9100001')).statusCode).toBe(503);
    expect(await documentsOf()).toHaveLength(teamProperties.length);
  });
});
