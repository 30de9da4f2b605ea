/** @jest-environment node */
/**
 * The site server with the site search plugin: /api/search over every area's documents (the site:
 * testing/test-site.ts).
 */
import type { FastifyInstance } from 'fastify';
import { openTestSiteAroundSuite } from '../testing/test-site';

describe('site server: site search', () => {
  let app: FastifyInstance;

  openTestSiteAroundSuite((site) => {
    ({ app } = site);
  });

  it('searches every area’s documents at /api/search, and sends the old /?search= there', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/search?q=elk%20fst' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      query: 'elk fst',
      total: 1,
      groups: [
        {
          kind: 'event',
          label: 'Events',
          results: [
            { title: 'Elk Fest', summary: 'Bugling, music and crafts in Bond Park.', path: '/events?event=elk-fest' },
          ],
        },
      ],
    });
    const old = await app.inject({ method: 'GET', url: '/?search=elk%20fest' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/search?q=elk+fest');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/search');
  });
});
