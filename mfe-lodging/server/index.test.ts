/** @jest-environment node */
import Fastify from 'fastify';
import { defaultSiteSettings } from '@estes/shared/core';
import type { SearchDocument } from '@estes/shared/server';
import { lodgingListings } from '../src/data/listings';
import { areaApi as lodgingApi } from './index';

async function startApp() {
  const app = Fastify({ logger: false });
  await app.register(async (scope) => lodgingApi.routes(scope, { settings: defaultSiteSettings } as never), {
    prefix: '/api/lodging',
  });
  return app;
}

describe('lodging API: search documents', () => {
  it('answers every property with its page, a summary and what it offers', async () => {
    const app = await startApp();
    const response = await app.inject('/api/lodging/search-documents');
    expect(response.statusCode).toBe(200);
    const { documents } = response.json<{ documents: SearchDocument[] }>();
    expect(documents).toHaveLength(lodgingListings.length);
    expect(new Set(documents.map((document) => document.path)).size).toBe(lodgingListings.length);
    const stanley = documents.find((document) => document.path === '/property/hotel-1');
    expect(stanley).toMatchObject({ kind: 'lodging', title: 'The Stanley Hotel' });
    expect(stanley?.summary).toMatch(/^Hotel in .+ · from \$\d+ a night · rated 9\.0 Wonderful on Booking\.com$/);
    expect(stanley?.keywords).toContain('hotel');
    const rental = documents.find((document) => document.path === '/property/vrbo-1');
    expect(rental?.keywords).toContain('vacation rental');
    expect(rental?.keywords).toContain('Full Kitchen');
    // The rentals' default score is not a guest rating: the summary does not show it.
    expect(rental?.summary).toMatch(/^Cabin in .+ · from \$\d+ a night$/);
    await app.close();
  });
});
