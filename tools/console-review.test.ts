/**
 * @jest-environment node
 *
 * The console's review queues (decision 065) on a real database, SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL: the queue's filters (LIKE with its marks taken literally, the
 * day, the status), a new submission's photo, and one code path for the console and
 * `npm run submissions`: a rejection's reason given on the command line is what the console
 * shows, and what the console approves the command lists as approved.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { applyMigrations, openDatabase, type SiteDatabase } from '@estes/platform';
import { createTestDatabase, testEngines, type TestDatabase } from '@estes/platform/testing';
import { planningMigrations } from '../mfe-planning/server/migrations';
import { reviewConsoleRoutes } from '../mfe-planning/server/review-console/review-console-routes';
import { runReviewCli } from '../mfe-planning/server/submissions/review-cli';
import { SubmissionStore } from '../mfe-planning/server/submissions/submission-store';

const reviewer = JSON.stringify({ id: 'a1', email: 'rae@example.org', role: 'reviewer' });
const base = '/api/planning/console/submissions';

describe.each(testEngines())('the review queues on %s', (engine) => {
  let database: TestDatabase;
  let db: SiteDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  let audit: string[];

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-review-'));
    db = await openDatabase({ databaseUrl: database.url, dataDir });
    await applyMigrations(db, planningMigrations, { area: 'planning' });
    audit = [];
    app = Fastify({ logger: false });
    await app.register(reviewConsoleRoutes, {
      prefix: '/api/planning',
      db,
      dataDir,
      recordConsoleAction: async (account, entry) => {
        audit.push(`${account.email} ${entry.action} ${entry.target}`);
      },
    });
  });

  afterEach(async () => {
    await app.close();
    await db.close();
    await database.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-console-account': reviewer } });
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { 'x-console-account': reviewer }, payload });

  async function cli(args: string[]): Promise<string[]> {
    const lines: string[] = [];
    const code = await runReviewCli(args, {
      db,
      dataDir,
      out: (line) => void lines.push(line),
      err: (line) => void lines.push(line),
      actor: 'cli:ops@host',
    });
    expect(code).toBe(0);
    return lines;
  }

  it('filters, pages and serves photos with the engine’s own SQL', async () => {
    const file = path.join(dataDir, 'photo.jpg');
    await writeFile(file, Buffer.alloc(300_000, 7));
    const store = new SubmissionStore(db);
    const fair = await store.add({
      kind: 'event-submission',
      name: 'Lake Estes 50% Club',
      email: 'club@example.org',
      summary: 'Sunset Jazz',
      payload: { eventName: 'Sunset Jazz' },
      photos: [
        {
          file,
          kind: { contentType: 'image/jpeg', extension: 'jpg' },
          originalName: 'a.jpg',
          width: 10,
          height: 10,
          byteSize: 300_000,
        },
      ],
    });
    await store.add({
      kind: 'event-submission',
      name: 'Other',
      email: 'o@example.org',
      summary: 'Elk Fest',
      payload: {},
    });

    const ids = async (query: string) =>
      (await get(`${base}?form=event-submission&${query}`)).json().items.map((item: { id: string }) => item.id);
    expect(await ids('text=50%25')).toEqual([fair.id]);
    expect(await ids('text=5_')).toEqual([]);
    expect(await ids('text=JAZZ&status=new&since=2020-01-01')).toEqual([fair.id]);
    expect(await ids('since=2999-01-01')).toEqual([]);
    const listed = (await get(`${base}?form=event-submission`)).json();
    expect(listed.total).toBe(2);
    expect(listed.newCounts['event-submission']).toBe(2);

    // Two chunks in the database, streamed back whole to the reviewer while still new.
    const photo = await get(`${base}/${fair.id}/photos/1`);
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.length).toBe(300_000);
    expect(photo.headers['cache-control']).toBe('private, no-store');
  });

  it('runs one code path for the command and the console', async () => {
    const store = new SubmissionStore(db);
    const listing = await store.add({
      kind: 'event-listing',
      name: 'Bond Park',
      email: 'b@example.org',
      summary: 'Craft Fair',
      payload: {},
    });
    const trip = await store.add({
      kind: 'trip-request',
      name: 'Ana',
      email: 'a@example.org',
      summary: 'Trip request',
      payload: {},
    });

    await cli(['reject', listing.id, '--reason', 'Dates overlap the marathon']);
    const rejected = (await get(`${base}?form=event-listing&status=rejected`)).json().items[0];
    expect(rejected).toMatchObject({
      id: listing.id,
      reviewReason: 'Dates overlap the marathon',
      reviewedBy: 'cli:ops@host',
    });
    expect(await cli(['show', listing.id])).toEqual(
      expect.arrayContaining(['Reviewer:  cli:ops@host', 'Reason:    Dates overlap the marathon']),
    );

    expect((await post(`${base}/${listing.id}/decision`, { decision: 'approved' })).statusCode).toBe(200);
    expect((await cli(['list', '--status', 'approved'])).join('\n')).toContain(listing.id);
    const approved = await store.get(listing.id);
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: 'rae@example.org', reviewReason: null });

    expect((await post(`${base}/${trip.id}/answered`, {})).json().item).toMatchObject({
      answeredBy: 'rae@example.org',
    });
    expect((await get(`${base}?form=trip-request&status=answered`)).json().total).toBe(1);
    expect((await get(`${base}?form=trip-request&status=new`)).json().total).toBe(0);

    expect((await post(`${base}/${trip.id}/delete`, {})).json()).toEqual({ deleted: { id: trip.id, photos: 0 } });
    expect(await store.get(trip.id)).toBeUndefined();
    expect(audit).toEqual([
      `rae@example.org submission-approved ${listing.id}`,
      `rae@example.org submission-answered ${trip.id}`,
      `rae@example.org submission-deleted ${trip.id}`,
    ]);
  });
});
