/** @jest-environment node */
/**
 * The site server with the partner links plugin: /go/<kind>/<id> answered by the owning area (the
 * site: testing/test-site.ts).
 */
import type { FastifyInstance } from 'fastify';
import { openTestSiteAroundSuite } from '../testing/test-site';

describe('site server: partner links', () => {
  let app: FastifyInstance;

  openTestSiteAroundSuite((site) => {
    ({ app } = site);
  });

  it('hands /go/<kind>/<id> to the owning area in-process and sends its partner URL on, never cached or indexed', async () => {
    const go = await app.inject({
      method: 'GET',
      url: '/go/book/hotel-1?checkin=2027-06-10&from=%2Fproperty%2Fhotel-1',
    });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('https://partner.example/stanley?checkin=2027-06-10');
    expect(go.headers['cache-control']).toBe('no-store');
    expect(go.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(go.headers['x-page-cache']).toBeUndefined();
    // The area saw the whole query and the method (a HEAD is not a click).
    const head = await app.inject({ method: 'HEAD', url: '/go/book/hotel-1' });
    expect(head.statusCode).toBe(302);
    expect((globalThis as { __goRequests?: string[] }).__goRequests).toEqual([
      'GET /api/lodging/go/book/hotel-1?checkin=2027-06-10&from=%2Fproperty%2Fhotel-1',
      'HEAD /api/lodging/go/book/hotel-1',
    ]);
  });

  it('answers an unknown partner link, or one the area would send off the web, with the 404 page', async () => {
    for (const url of [
      '/go/book/hotel-999',
      '/go/teleport/hotel-1',
      '/go/book',
      `/go/book/${'x'.repeat(300)}`,
      '/go/reviews/hotel-1',
      '/go/book/hotel-1/more',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
    }
    // Not its canonical form: redirected to it on this site first, never elsewhere.
    const slashes = await app.inject({ method: 'GET', url: '/go/book/hotel-1/' });
    expect(slashes.statusCode).toBe(301);
    expect(slashes.headers.location).toBe('/go/book/hotel-1');
  });
});
