/** @jest-environment node */
import Fastify from 'fastify';
import type { SearchDocument } from '@estes/shared/server';
import { downtownBusinesses } from '../../src/data/downtown-businesses';
import { siteIndexRoutes } from './search-documents';

describe('GET /api/conditions/search-documents', () => {
  it('lists every downtown place, linked to the directory narrowed to its category', async () => {
    const app = Fastify({ logger: false });
    await app.register(siteIndexRoutes, { prefix: '/api/conditions' });
    const response = await app.inject({ url: '/api/conditions/search-documents' });
    expect(response.statusCode).toBe(200);
    const { documents } = response.json<{ documents: SearchDocument[] }>();
    expect(documents).toHaveLength(downtownBusinesses.length);
    expect(documents).toContainEqual(
      expect.objectContaining({
        kind: 'business',
        title: 'The Wheel Bar',
        path: '/downtown?category=restaurant#directory-heading',
        keywords: expect.stringContaining('Dining'),
      }),
    );
    const wheelBar = documents.find((document) => document.title === 'The Wheel Bar');
    expect(wheelBar?.summary).toMatch(/^Historic bar & grill · 132 E Elkhorn Ave · Family-run/);
    const shop = downtownBusinesses.find((business) => business.category === 'shop');
    expect(documents.find((document) => document.title === shop?.name)?.path).toBe(
      '/downtown?category=shop#directory-heading',
    );
    await app.close();
  });
});
