/**
 * What the planning API's tests share: one capability plugin on a Fastify app under
 * /api/planning, over an in-memory database with the submissions' tables, at a fixed moment; and
 * a visitor's event listing (the Spring Craft Fair) stored as the review tool finds it.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Database } from '@estes/shared/server';
import { submissionMigrations } from '../submissions/migrations';
import { SubmissionStore } from '../submissions/submission-store';
import { migrate, openMemoryDatabase } from './memory-database';

/** The moment the capability tests run at: an evening in late November 2026, Estes Park time. */
export const testMoment = new Date('2026-11-22T22:00:00Z');

export interface PlanningApiUnderTest {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** Starts `plugin` under /api/planning with `options` plus the database (and, unless given, the test moment). */
export async function startPlanningApi<Options extends { db: Database }>(
  plugin: FastifyPluginAsync<Options>,
  options: Omit<Options, 'db'>,
): Promise<PlanningApiUnderTest> {
  const db = openMemoryDatabase();
  await migrate(db, submissionMigrations);
  const app = Fastify({ logger: false });
  // `now` is an option of every capability under test (they read the clock through it).
  const registered = { now: () => testMoment, ...options, db } as unknown as Options;
  await app.register(plugin, { prefix: '/api/planning', ...registered });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** The Spring Craft Fair as a visitor's event listing sends it (contact details included). */
export const craftFairPayload = {
  eventName: 'Spring Craft Fair',
  eventDate: '2027-04-24',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Estes Park, CO',
  venue: 'Bond Park',
  category: 'Arts',
  ticketPrice: 'Free',
  description: 'Local makers, one day only.',
  website: 'https://example.com',
  email: 'organizer@example.com',
  phone: '970-555-0142',
};

/** Stores the Spring Craft Fair listing (status new); approve it with `store.setStatus(id, 'approved')`. */
export async function storeCraftFair(
  db: Database,
  payload: Record<string, unknown> = craftFairPayload,
): Promise<{ store: SubmissionStore; id: string }> {
  const store = new SubmissionStore(db);
  const stored = await store.add({
    kind: 'event-listing',
    name: 'Bond Park',
    email: 'organizer@example.com',
    summary: 'Spring Craft Fair',
    payload,
  });
  return { store, id: stored.id };
}
