/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database, SearchDocument } from '@estes/shared/server';
import { activities } from '../../src/data/activities';
import { eventSeeds } from '../../src/data/events';
import { restaurants } from '../../src/data/restaurants';
import { searchDocumentRoutes } from './search-documents';
import { startPlanningApi, storeCraftFair, type PlanningApiUnderTest } from '../testing/planning-api';

let api: PlanningApiUnderTest;
let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  api = await startPlanningApi(searchDocumentRoutes, {});
  ({ app, db } = api);
});

afterEach(async () => api.close());

const documentsNow = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/planning/search-documents' });
  expect(response.statusCode).toBe(200);
  return response.json<{ documents: SearchDocument[] }>().documents;
};

describe('GET /api/planning/search-documents', () => {
  it('lists every activity and restaurant, linked to its card on the list narrowed to it', async () => {
    const documents = await documentsNow();
    expect(documents.filter((document) => document.kind === 'activity')).toHaveLength(activities.length);
    expect(documents.filter((document) => document.kind === 'restaurant')).toHaveLength(restaurants.length);
    expect(documents).toContainEqual(
      expect.objectContaining({
        kind: 'activity',
        title: 'Bear Lake Loop',
        path: '/things-to-do?q=Bear+Lake+Loop#activity-bear-lake-loop',
        keywords: expect.stringContaining('Outdoor'),
      }),
    );
    const emerald = documents.find((document) => document.title === 'Emerald Lake Trail');
    expect(emerald?.keywords).toContain('hiking');
    expect(documents).toContainEqual(
      expect.objectContaining({
        kind: 'restaurant',
        title: 'Bird & Jim',
        path: '/restaurants?q=Bird+%26+Jim#restaurant-bird-and-jim',
        summary: expect.stringContaining('American'),
      }),
    );
  });

  it('lists the upcoming events only, with their dates, linked to their detail', async () => {
    const events = (await documentsNow()).filter((document) => document.kind === 'event');
    const upcomingSeeds = eventSeeds.filter((event) => (event.endDate ?? event.date) >= '2026-11-22');
    expect(events).toHaveLength(upcomingSeeds.length);
    expect(events).toContainEqual(expect.objectContaining({ title: 'Elk Fest', path: '/events?event=elk-fest-2027' }));
    const elkFest = events.find((event) => event.path === '/events?event=elk-fest-2027');
    expect(elkFest?.summary).toBe('Oct 2 – 3, 2027 · dates not confirmed · Bond Park');
  });

  it('leaves out events that are over', async () => {
    const later = Fastify({ logger: false });
    await later.register(searchDocumentRoutes, {
      prefix: '/api/planning',
      db,
      now: () => new Date('2027-03-01T18:00:00Z'),
    });
    const response = await later.inject({ method: 'GET', url: '/api/planning/search-documents' });
    const paths = response.json<{ documents: SearchDocument[] }>().documents.map((document) => document.path);
    const over = eventSeeds.filter((event) => (event.endDate ?? event.date) < '2027-03-01');
    expect(over.length).toBeGreaterThan(0);
    for (const event of over) expect(paths).not.toContain(`/events?event=${event.id}`);
    expect(paths).toContain('/events?event=elk-fest-2027');
    await later.close();
  });

  it('includes approved visitor events and nothing unapproved', async () => {
    const { store, id } = await storeCraftFair(db);
    const stored = { id };
    const titles = async () => (await documentsNow()).map((document) => document.title);
    expect(await titles()).not.toContain('Spring Craft Fair');
    await store.setStatus(stored.id, 'approved');
    const craftFair = (await documentsNow()).find((document) => document.title === 'Spring Craft Fair');
    expect(craftFair).toMatchObject({ kind: 'event', path: `/events?event=${stored.id}` });
    expect(craftFair?.summary).toBe('Sat, Apr 24, 2027 · Bond Park');
    expect(JSON.stringify(craftFair)).not.toContain('organizer@example.com');
  });
});
