/**
 * @jest-environment node
 *
 * Deleting what visitors sent: the review tool's delete, purge and forget, and the retention
 * the running server applies once a day, on a real database: SQLite in a temporary folder, and
 * PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { Database } from '@estes/shared/server';
import { applyMigrations, openDatabase } from '@estes/platform';
import { createTestDatabase, type TestDatabase } from '@estes/platform/testing';
import { planningMigrations } from '../mfe-planning/server/migrations';
import { eventPhotoDir } from '../mfe-planning/server/submissions/photo-files';
import {
  SubmissionStore,
  newSubmissionId,
  type NewSubmission,
  type SubmissionKind,
} from '../mfe-planning/server/submissions/submission-store';
import {
  applyRetention,
  claimDailyRun,
  defaultRetention,
  forgetPerson,
  readRetentionSettings,
  retentionJob,
  retentionPlugin,
} from '../mfe-planning/server/retention/retention';
import { legalDocuments } from '@estes/mfe-content/legal-documents';
import { reviewCli } from './testing/planning-submissions';

const today = new Date('2026-11-23T12:00:00.000Z');
const daysAgo = (days: number) => new Date(today.getTime() - days * 24 * 60 * 60_000);

const engines = process.env.TEST_DATABASE_URL ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);

let dataDir: string;
let db: Database;
let database: TestDatabase | undefined;

async function open(engine: (typeof engines)[number]) {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'planning-retention-'));
  database = engine === 'PostgreSQL' ? await createTestDatabase('PostgreSQL') : undefined;
  db = await openDatabase({ databaseUrl: database?.url, dataDir });
  await applyMigrations(db, planningMigrations);
}

async function close() {
  await db.close();
  await database?.drop();
  database = undefined;
}

/** A stored submission received `age` days ago, with `photos` photos (in the database). */
async function received(
  age: number,
  fields: Partial<NewSubmission> & { kind?: SubmissionKind } = {},
  photos = 0,
): Promise<string> {
  const id = newSubmissionId();
  const sources = await mkdtemp(path.join(os.tmpdir(), 'retention-photos-'));
  const incoming = [];
  for (let position = 1; position <= photos; position += 1) {
    const file = path.join(sources, `${position}.png`);
    await writeFile(file, Buffer.from('photo'));
    incoming.push({
      file,
      kind: { contentType: 'image/png', extension: 'png' } as const,
      originalName: `p${position}.png`,
      width: 1,
      height: 1,
      byteSize: 5,
    });
  }
  await new SubmissionStore(db, () => daysAgo(age)).add(
    {
      kind: fields.kind ?? 'trip-request',
      name: fields.name ?? 'Ana Ruiz',
      email: fields.email ?? 'ana@example.com',
      summary: fields.summary ?? 'Three days in June',
      payload: fields.payload ?? { message: 'Hello' },
      photos: incoming,
    },
    id,
  );
  return id;
}

/** A photo an older version kept as a file in this data folder, not yet taken over (its bytes not in the database). */
async function photoStillAFile(id: string): Promise<string> {
  const fileName = `${id}-1.png`;
  await mkdir(eventPhotoDir(dataDir), { recursive: true });
  await writeFile(path.join(eventPhotoDir(dataDir), fileName), 'photo');
  await db.execute(
    `INSERT INTO planning_submission_photos (submission_id, position, file_name, content_type, byte_size, original_name, width, height)
     VALUES (?, 1, ?, 'image/png', 5, 'old.png', 1, 1)`,
    [id, fileName],
  );
  return path.join(eventPhotoDir(dataDir), fileName);
}

async function signup(email: string, status: string, age: number) {
  const at = daysAgo(age).toISOString();
  await db.execute(
    `INSERT INTO newsletter_signups (id, email, placement, status, attempts, next_attempt_at, created_at, updated_at, forwarded_at)
     VALUES (?, ?, 'home', ?, 1, ?, ?, ?, ?)`,
    [`n-${email}`, email, status, at, at, at, status === 'forwarded' ? at : null],
  );
}

const submissionIds = async () =>
  (await db.query<{ id: string }>('SELECT id FROM planning_submissions ORDER BY id')).map((row) => row.id).sort();
/** The photos the database holds (by name), and how many rows of bytes in all. */
const storedPhotos = async () =>
  (await db.query<{ file_name: string }>('SELECT file_name FROM planning_submission_photos'))
    .map((row) => row.file_name)
    .sort();
const chunkRows = async () =>
  Number((await db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM planning_submission_photo_chunks'))[0]?.n);
const signups = () =>
  db.query<{ id: string; email: string; status: string }>(
    'SELECT id, email, status FROM newsletter_signups ORDER BY id',
  );

/** The review tool on this test's database, with no retention settings in its environment. */
const cli = async (...args: string[]) => reviewCli({ db, dataDir, env: {}, now: () => today })(...args);

describe.each(engines)('on %s', (engine) => {
  beforeEach(async () => open(engine));
  afterEach(close);

  describe('npm run submissions -- delete <id>', () => {
    it('deletes one submission and its photos, says what it deleted, and leaves the others', async () => {
      const event = await received(3, { kind: 'event-submission', summary: 'Sunset Jazz' }, 2);
      const other = await received(3, {}, 1);
      const result = await cli('delete', event);
      expect(result.code).toBe(0);
      expect(result.out).toBe(
        `Deleted ${event} (event-submission from Ana Ruiz <ana@example.com>: Sunset Jazz) and 2 photos.`,
      );
      expect(await submissionIds()).toEqual([other]);
      expect(await storedPhotos()).toEqual([`${other}-1.png`]);
      expect(await chunkRows()).toBe(1);
      expect(await db.query('SELECT * FROM planning_submission_photos WHERE submission_id = ?', [event])).toEqual([]);
    });

    it('says so when there is no such submission, and asks for an id when none is given', async () => {
      expect(await cli('delete', 's0000000000')).toEqual({
        code: 1,
        out: '',
        err: 'No submission with id s0000000000.',
      });
      const missing = await cli('delete');
      expect(missing.code).toBe(2);
      expect(missing.err).toContain('delete needs a submission id (see list).');
    });
  });

  describe('npm run submissions -- purge --older-than <days>', () => {
    it('deletes every submission received before then, whatever its status, photos included, listing each', async () => {
      const old = await received(40, { kind: 'event-submission' }, 1);
      const oldApproved = await received(31, { name: 'Ben Cole', email: 'ben@example.com' });
      await new SubmissionStore(db).setStatus(oldApproved, 'approved');
      const recent = await received(29, {}, 1);
      const result = await cli('purge', '--older-than', '30');
      expect(result.code).toBe(0);
      expect(result.out.split('\n')[0]).toBe(
        'Deleted 2 submissions received before 2026-10-24 12:00 UTC, with 1 photo.',
      );
      expect(result.out).toContain(`  ${old}  `);
      expect(result.out).toContain(`  ${oldApproved}  `);
      expect(await submissionIds()).toEqual([recent]);
      expect(await storedPhotos()).toEqual([`${recent}-1.png`]);
      expect(await chunkRows()).toBe(1);
      expect((await cli('purge', '--older-than=30')).out).toBe(
        'Deleted 0 submissions received before 2026-10-24 12:00 UTC, with 0 photos.',
      );
    });

    it.each([['0'], ['-3'], ['ten'], ['1.5']])('refuses --older-than %s with a message', async (days) => {
      await received(400);
      const result = await cli('purge', '--older-than', days);
      expect(result.code).toBe(2);
      expect(result.err).toContain('--older-than needs a whole number of days (1 or more)');
      expect(await submissionIds()).toHaveLength(1);
    });

    it('without a number, applies the retention settings now and says what that did', async () => {
      const old = await received(400);
      await received(10);
      const result = await cli('purge');
      expect(result.code).toBe(0);
      expect(result.out).toContain(
        'Retention applied (submissions 365 days after receipt, approved events until their date; newsletter sign-ups 30 days).',
      );
      expect(result.out).toContain(`  ${old}  `);
      expect(await submissionIds()).toHaveLength(1);
    });
  });

  describe('npm run submissions -- forget <email>', () => {
    it('deletes everything sent with the address, in any letter case: submissions, photos and newsletter sign-ups', async () => {
      const trip = await received(5, { email: 'Ana@Example.com' });
      const event = await received(2, { kind: 'event-submission', email: 'ana@example.com' }, 3);
      const someoneElse = await received(2, { name: 'Ben Cole', email: 'ben@example.com' }, 1);
      await signup('ana@example.com', 'forwarded', 3);
      await signup('ben@example.com', 'pending', 3);
      const result = await cli('forget', 'ANA@example.COM');
      expect(result.code).toBe(0);
      expect(result.out.split('\n')[0]).toBe(
        'Forgot ana@example.com: deleted 2 submissions, 3 photos and 1 newsletter sign-up.',
      );
      expect(result.out).toContain(`  ${trip}  `);
      expect(result.out).toContain(`  ${event}  `);
      expect(result.out).toContain('unsubscribe the address there too');
      expect(await submissionIds()).toEqual([someoneElse]);
      expect(await storedPhotos()).toEqual([`${someoneElse}-1.png`]);
      expect(await chunkRows()).toBe(1);
      expect((await signups()).map((row) => row.email)).toEqual(['ben@example.com']);
    });

    // Two machines share a PostgreSQL; SQLite's writers (processes of one machine) take turns.
    const onPostgres = engine === 'PostgreSQL' ? it : it.skip;
    onPostgres('deletes once when two machines forget the same address at the same moment', async () => {
      await received(5, { email: 'ana@example.com' });
      await received(2, { kind: 'event-submission', email: 'ana@example.com' }, 3);
      const other = await openDatabase({ databaseUrl: database?.url, dataDir });
      try {
        const [first, second] = await Promise.all([
          forgetPerson(db, dataDir, 'ana@example.com'),
          forgetPerson(other, dataDir, 'ana@example.com'),
        ]);
        // Each submission and photo is reported by the one that deleted it.
        expect(first.submissions.length + second.submissions.length).toBe(2);
        expect(first.photos + second.photos).toBe(3);
      } finally {
        await other.close();
      }
      expect(await submissionIds()).toEqual([]);
      expect(await chunkRows()).toBe(0);
    });

    it('says when nothing was stored for the address, and refuses what is not an address', async () => {
      expect((await cli('forget', 'nobody@example.com')).out).toBe(
        'Forgot nobody@example.com: deleted 0 submissions, 0 photos and 0 newsletter sign-ups.',
      );
      expect((await cli('forget', 'nobody')).code).toBe(2);
    });
  });

  describe('automatic retention', () => {
    it('defaults to 365 days for submissions and 30 for newsletter sign-ups, and refuses nonsense', () => {
      expect(readRetentionSettings({})).toEqual(defaultRetention);
      expect(defaultRetention).toEqual({ submissionsDays: 365, newsletterDays: 30 });
      expect(readRetentionSettings({ SUBMISSIONS_RETENTION_DAYS: '90', NEWSLETTER_RETENTION_DAYS: '7' })).toEqual({
        submissionsDays: 90,
        newsletterDays: 7,
      });
      expect(() => readRetentionSettings({ SUBMISSIONS_RETENTION_DAYS: '0' })).toThrow(/SUBMISSIONS_RETENTION_DAYS/);
      expect(() => readRetentionSettings({ NEWSLETTER_RETENTION_DAYS: 'forever' })).toThrow(
        /NEWSLETTER_RETENTION_DAYS/,
      );
    });

    it('deletes submissions a year after receipt (photos too) but keeps an approved event until its date; trims sign-ups', async () => {
      const expired = await received(366, { kind: 'event-submission' }, 2);
      const kept = await received(364);
      const upcoming = await received(370, { kind: 'event-listing', payload: { eventDate: '2026-12-31' } });
      const past = await received(370, { kind: 'event-listing', payload: { eventDate: '2026-11-22' } });
      await new SubmissionStore(db).setStatus(upcoming, 'approved');
      await new SubmissionStore(db).setStatus(past, 'approved');
      await signup('old-forwarded@example.com', 'forwarded', 31);
      await signup('new-forwarded@example.com', 'forwarded', 29);
      await signup('old-refused@example.com', 'refused', 31);
      await signup('old-pending@example.com', 'pending', 366);
      await signup('held@example.com', 'held', 200);
      await db.execute(
        `INSERT INTO address_limit_places (id, scope, address_hash, taken_at_ms) VALUES ('old', 'contact', 'h', ?), ('new', 'contact', 'h', ?)`,
        [daysAgo(2).getTime(), daysAgo(0.5).getTime()],
      );
      // An expired photo an older version kept as a file here, not yet taken over: it goes too.
      const expiredWithFile = await received(380, { kind: 'event-submission' });
      const file = await photoStillAFile(expiredWithFile);

      const run = await applyRetention(db, dataDir, defaultRetention, today);
      expect(run.submissions.map((item) => item.id).sort()).toEqual([expired, expiredWithFile, past].sort());
      expect(run).toMatchObject({
        photos: 3,
        signupAddressesErased: 1,
        signupsDeleted: 2,
        limitPlacesDeleted: 1,
      });
      expect(await db.query('SELECT id FROM address_limit_places')).toEqual([{ id: 'new' }]);
      expect(await submissionIds()).toEqual([kept, upcoming].sort());
      expect(await storedPhotos()).toEqual([]);
      expect(await chunkRows()).toBe(0);
      expect(existsSync(file)).toBe(false);
      expect(await signups()).toEqual([
        { id: 'n-held@example.com', email: 'held@example.com', status: 'held' },
        { id: 'n-new-forwarded@example.com', email: 'new-forwarded@example.com', status: 'forwarded' },
        { id: 'n-old-forwarded@example.com', email: 'erased:n-old-forwarded@example.com', status: 'forwarded' },
      ]);
      // Idempotent: a second run finds nothing more.
      expect(await applyRetention(db, dataDir, defaultRetention, today)).toMatchObject({
        submissions: [],
        signupAddressesErased: 0,
        signupsDeleted: 0,
      });
    });

    it('runs once a day on one instance at a time, whichever instances ask', async () => {
      expect(await claimDailyRun(db, retentionJob, today)).toBe(true);
      expect(await claimDailyRun(db, retentionJob, today)).toBe(false);
      expect(await claimDailyRun(db, retentionJob, new Date(today.getTime() + 12 * 3600_000))).toBe(false);
      expect(await claimDailyRun(db, retentionJob, new Date(today.getTime() + 24 * 3600_000))).toBe(true);
    });

    it('is applied by the running server at start, by one of several instances', async () => {
      const expired = await received(400, {}, 1);
      const instances = [Fastify({ logger: false }), Fastify({ logger: false })];
      for (const app of instances) {
        await app.register(retentionPlugin, { db, dataDir, settings: defaultRetention, now: () => today });
      }
      try {
        await Promise.all(instances.map((app) => app.ready()));
        // onReady starts the run; closing waits for it.
      } finally {
        await Promise.all(instances.map((app) => app.close()));
      }
      expect(await submissionIds()).not.toContain(expired);
      expect(await storedPhotos()).toEqual([]);
      expect(await chunkRows()).toBe(0);
      const [claim] = await db.query<{ started_at: string }>('SELECT started_at FROM planning_scheduled_runs');
      expect(claim?.started_at).toBe(today.toISOString());
    });
  });
});

describe('the privacy policy', () => {
  it('says exactly what is kept and for how long, matching the retention defaults', () => {
    const section = legalDocuments['privacy-policy'].sections.find(
      (candidate) => candidate.id === 'how-long-we-keep-information',
    );
    const text = JSON.stringify(section);
    expect(text).toContain(`${defaultRetention.submissionsDays} days`);
    expect(text).toContain(`${defaultRetention.newsletterDays} days`);
    expect(text).toContain('photos');
    expect(text).toContain('until the date of the event has passed');
    expect(text).toContain('never longer than one day');
  });
});
