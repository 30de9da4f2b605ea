/** @jest-environment node */
import Fastify from 'fastify';
import { defaultSiteSettings } from '@estes/shared/core';
import type { SearchDocument } from '@estes/shared/server';
import { lodgingListings } from '../../src/data/listings';
import { areaApi as lodgingApi } from '../index';

async function startApp() {
  const app = Fastify({ logger: false });
  await app.register(
    async (scope) =>
      lodgingApi.routes(scope, { settings: defaultSiteSettings, areaSettings: lodgingApi.settings.read({}) } as never),
    {
      prefix: '/api/lodging',
    },
  );
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

describe('lodging API: My trip items', () => {
  it('answers the properties of a shared link by id, unknown ones left out, with their freshness', async () => {
    const app = await startApp();
    const response = await app.inject('/api/lodging/trip-items?refs=property:hotel-1,property:nope,event:hotel-2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['surrogate-control']).toBe('max-age=300');
    expect(response.json()).toEqual({
      items: [
        {
          kind: 'property',
          id: 'hotel-1',
          title: lodgingListings.find((l) => l.id === 'hotel-1')?.name,
          path: '/property/hotel-1',
        },
      ],
    });
  });

  it('refuses a refs list that is too long with a 400 and a message', async () => {
    const app = await startApp();
    const response = await app.inject(`/api/lodging/trip-items?refs=${'property:x,'.repeat(400)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, message: expect.stringContaining('too long') });
  });
});
