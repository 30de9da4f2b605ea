/**
 * @jest-environment node
 *
 * The partner's photos served from our origin: by property, place and size, read from the
 * partner's content (the stand-in's drawings here), kept, bounded; 404 for what is not a photo of
 * a partner's property, 503 when the partner or its image host cannot answer, nothing fetched
 * from an address a request names.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { createLodgingPartner } from '../offers';
import {
  startBookingStandIn,
  standInAffiliateId,
  standInBookingToken,
  type BookingStandIn,
} from '../stand-ins/booking-stand-in';
import { photoRoutes, type PhotoRoutesOptions } from '.';

let standIn: BookingStandIn;
let app: FastifyInstance;
let fetched: string[];

beforeEach(async () => {
  standIn = await startBookingStandIn(0);
  fetched = [];
});
afterEach(async () => {
  await app.close();
  await standIn.close();
});

async function start(baseUrl: string | undefined, options: Partial<PhotoRoutesOptions> = {}) {
  app = Fastify({ logger: false });
  const booking = baseUrl
    ? { baseUrl, token: standInBookingToken, affiliateId: standInAffiliateId, cityId: undefined }
    : undefined;
  const partner = createLodgingPartner(booking, app.log, { bookingOptions: { sleep: async () => undefined } });
  const recordingFetch: typeof fetch = async (input, init) => {
    fetched.push(String(input));
    return fetch(input, init);
  };
  await app.register(photoRoutes, { partner, fetch: recordingFetch, ...options });
  await app.ready();
}

describe('GET /photos/:id/:index/:size', () => {
  it('serves the partner’s picture of the property from our origin, each size from its own address, kept', async () => {
    await start(standIn.url);
    const medium = await app.inject('/photos/booking-9100001/0/medium');
    expect(medium.statusCode).toBe(200);
    expect(medium.headers['content-type']).toBe('image/svg+xml');
    expect(medium.headers['cache-control']).toBe('public, max-age=21600');
    expect(medium.headers['content-security-policy']).toContain('sandbox');
    expect(medium.body).toContain('STAND-IN PHOTO');
    const large = await app.inject('/photos/booking-9100001/0/large');
    const small = await app.inject('/photos/booking-9100001/1/small');
    expect([large.statusCode, small.statusCode]).toEqual([200, 200]);
    expect(fetched.map((address) => new URL(address).pathname.split('/')[2])).toEqual(['max500', 'max1280', '300x300']);
    // Asked again: from memory.
    await app.inject('/photos/booking-9100001/0/medium');
    expect(fetched).toHaveLength(3);
    expect(fetched.every((address) => address.startsWith(standIn.origin))).toBe(true);
  });

  it('answers 404 for anything that is not a photo of a partner’s property, without fetching', async () => {
    await start(standIn.url);
    for (const path of [
      '/photos/booking-9100001/99/medium', // no 100th photo
      '/photos/booking-9100001/0/huge',
      '/photos/booking-9100001/-1/medium',
      '/photos/booking-1/0/medium', // the partner does not know it
      '/photos/the-stanley-hotel/0/medium', // the team's list has no photos
      '/photos/https%3A%2F%2Fevil.example%2Fx.jpg/0/medium',
    ]) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(fetched).toEqual([]);
  });

  it('answers 404 without partner credentials, and 503 when the partner or its image host fails', async () => {
    await start(undefined);
    expect((await app.inject('/photos/booking-9100001/0/medium')).statusCode).toBe(404);
    await app.close();

    await start(standIn.urlWith('down'));
    const down = await app.inject('/photos/booking-9100001/0/medium');
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('30');
    await app.close();

    await start(standIn.url, {
      fetch: async () => new Response('<html>not a picture</html>', { headers: { 'content-type': 'text/html' } }),
    });
    expect((await app.inject('/photos/booking-9100001/0/medium')).statusCode).toBe(503);
  });
});
