/**
 * @jest-environment node
 *
 * The planning forms' API and the review tool together, on a real database (SQLite in a
 * temporary folder; PostgreSQL too when TEST_DATABASE_URL is set), through Fastify's inject.
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { defaultSiteSettings } from '@estes/shared/core';
import type { Database } from '@estes/shared/server';
import { applyMigrations, openDatabase } from '@estes/platform';
import { createTestDatabase } from '@estes/platform/testing';
import { areaApi as planningApi } from '../mfe-planning/server/index';
import { csvCell, printable } from '../mfe-planning/server/submissions/review-cli';
import { formMessages, fieldMessages } from '../mfe-planning/src/domain/form-messages';
import { approvedEventsResponseSchema } from '../mfe-planning/src/domain/approved-event';
import { fieldParts, multipart } from '@estes/shared/server/testing/multipart';
import {
  eventListingFixture,
  eventSubmissionFixture,
  partnerApplicationFixture,
} from '@estes/mfe-planning/form-samples';
import { postForm, postJson, reviewCli, submissionsApp } from './testing/planning-submissions';

// Real pictures: photos are decoded and re-encoded on arrival.
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  const picture = () => sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f6f8f' } });
  png = await picture().png().toBuffer();
  jpeg = await picture().jpeg().toBuffer();
});
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

const tripRequest = {
  formType: 'trip-planning',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '(303) 555-0199',
  message: 'Three days in June with two kids who love wildlife.',
  dates: 'June 12-15',
  groupSize: '3-4',
  budget: '1000-2500',
  interests: ['wildlife', 'family'],
};
const eventFields = {
  ...eventSubmissionFixture,
  startTime: '19:00',
  endTime: '21:30',
  ageRequirements: 'all-ages',
  registrationRequired: 'yes',
  registrationLink: 'https://tickets.example.org/jazz',
};
const listing = eventListingFixture;
const partner = { ...partnerApplicationFixture, link: 'https://trailhead.example.com' };

async function exercise(db: Database, dataDir: string) {
  let clock = new Date('2026-11-22T18:00:00Z').getTime();
  await applyMigrations(db, planningApi.migrations);
  const app = await submissionsApp({
    db,
    dataDir,
    rateLimit: { max: 100, windowMs: 10 * 60_000 },
    now: () => new Date(clock),
  });
  const json = (url: string, body: unknown, ip = '203.0.113.5') => postJson(app, url, body, ip);
  const cli = reviewCli({ db, dataDir });

  // A trip request is stored, then the visitor hears the success text
  // (docs/rules/planning.md#form-messages).
  const trip = await json('/api/planning/contact', tripRequest);
  expect(trip.statusCode).toBe(201);
  expect(trip.json()).toMatchObject({ ok: true, message: formMessages.contactSuccess });
  const tripId = trip.json<{ id: string }>().id;
  expect((await cli('show', tripId)).out).toContain('interests: wildlife, family');

  // Missing fields: 400, one message per field, nothing stored.
  const refused = await json('/api/planning/contact', { name: '', email: 'ana@', message: '' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({
    ok: false,
    message: formMessages.checkFields,
    fieldErrors: { name: fieldMessages.name, email: fieldMessages.email, message: fieldMessages.message },
  });
  const honeypot = await json('/api/planning/contact', { ...tripRequest, homepage: 'http://spam.example' });
  expect(honeypot.statusCode).toBe(400);
  expect(honeypot.json().fieldErrors).toEqual({ homepage: fieldMessages.honeypot });
  const plainContact = await json('/api/planning/contact', { name: 'Jo', email: 'jo@example.com', message: 'Hello' });
  expect(plainContact.statusCode).toBe(201);

  // The events page form.
  const listed = await json('/api/planning/event-listings', listing);
  expect(listed.statusCode).toBe(201);
  expect(listed.json().message).toBe(formMessages.eventSuccess);
  const badListing = await json('/api/planning/event-listings', { ...listing, description: 'x'.repeat(751) });
  expect(badListing.json().fieldErrors).toEqual({ description: fieldMessages.tooLong(750) });

  // The submit-event form with four photos: three kept, the fourth dropped with a note.
  const withPhotos = multipart([
    ...fieldParts(eventFields),
    { name: 'photos', filename: 'stage.png', type: 'image/png', bytes: png },
    { name: 'photos', filename: 'crowd.jpg', type: 'image/jpeg', bytes: jpeg },
    { name: 'photos', filename: 'lake.png', type: 'image/png', bytes: png },
    { name: 'photos', filename: 'extra.jpg', type: 'image/jpeg', bytes: jpeg },
  ]);
  const submitted = await app.inject({ method: 'POST', url: '/api/planning/event-submissions', ...withPhotos });
  expect(submitted.statusCode).toBe(201);
  expect(submitted.json()).toMatchObject({
    ok: true,
    message: formMessages.eventSuccess,
    notes: ['Only the first 3 photos were kept; 1 more was left out.'],
  });
  const eventId = submitted.json<{ id: string }>().id;
  // In the database, each with all its bytes; nothing in the data folder.
  const photoRows = async () =>
    db.query<{ file_name: string; stored_chunks: number | string }>(
      'SELECT file_name, stored_chunks FROM planning_submission_photos ORDER BY submission_id, position',
    );
  expect((await photoRows()).map((row) => [row.file_name, Number(row.stored_chunks)])).toEqual([
    [`${eventId}-1.png`, 1],
    [`${eventId}-2.jpg`, 1],
    [`${eventId}-3.png`, 1],
  ]);
  expect(existsSync(path.join(dataDir, 'uploads', 'event-photos'))).toBe(false);

  // A PDF named like a photo is refused by its content; nothing is stored.
  const disguised = multipart([
    ...fieldParts(eventFields),
    { name: 'photos', filename: 'poster.jpg', type: 'image/jpeg', bytes: pdf },
  ]);
  const notImage = await app.inject({ method: 'POST', url: '/api/planning/event-submissions', ...disguised });
  expect(notImage.statusCode).toBe(400);
  expect(notImage.json().fieldErrors.photos).toBe(
    'Only image files (JPEG, PNG, GIF or WebP) can be added; "poster.jpg" is not an image.',
  );
  expect(await photoRows()).toHaveLength(3);

  // Too large: a photo over 5 MB, and a JSON body over the limit.
  const huge = multipart([
    ...fieldParts(eventFields),
    {
      name: 'photos',
      filename: 'huge.png',
      type: 'image/png',
      bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
    },
  ]);
  const tooLarge = await app.inject({ method: 'POST', url: '/api/planning/event-submissions', ...huge });
  expect(tooLarge.statusCode).toBe(413);
  expect(tooLarge.json().message).toBe(formMessages.tooLarge);
  const longJson = await json('/api/planning/partner-applications', { ...partner, goals: 'x'.repeat(70_000) });
  expect(longJson.statusCode).toBe(413);

  // Partner applications; the URL is checked.
  expect(
    (await json('/api/planning/partner-applications', { ...partner, link: 'my site' })).json().fieldErrors,
  ).toEqual({
    link: fieldMessages.url,
  });
  const applied = await json('/api/planning/partner-applications', partner);
  /** The partner form posted as a plain form (no JavaScript), with these fields changed. */
  const postPartnerForm = (changes: Readonly<Record<string, string>>, sender: { ip: string; origin?: string }) =>
    postForm(app, '/api/planning/partner-applications', { ...partner, ...changes }, sender);
  expect(applied.json()).toMatchObject({ ok: true, message: formMessages.partnerSuccess });

  // Without JavaScript: a plain form post is answered with a redirect back, or a page of corrections.
  const plain = await postPartnerForm({ budget: 'discuss' }, { ip: '203.0.113.9' });
  expect(plain.statusCode).toBe(303);
  expect(plain.headers.location).toMatch(/^\/partner\?sent=s[0-9a-f]{10}#form-status$/);
  const plainBad = await postPartnerForm({ email: '' }, { ip: '203.0.113.9' });
  expect(plainBad.statusCode).toBe(400);
  expect(plainBad.headers['content-type']).toMatch(/text\/html/);
  expect(plainBad.body).toContain(fieldMessages.email);
  expect(plainBad.body).toContain('what you typed is still there');

  // A post from another site's page, or from a page that hides where it is (null), is refused
  // with a message and stores nothing; the site's own pages (and clients naming no page) post.
  const storedBefore = (await cli('list')).out;
  const crossSiteMessage = `This form can only be sent from a page of ${defaultSiteSettings.siteName}. Please open the page on ${new URL(defaultSiteSettings.siteUrl).host} and send it from there.`;
  for (const origin of ['https://evil.example', 'null']) {
    const asJson = await app.inject({
      method: 'POST',
      url: '/api/planning/contact',
      payload: tripRequest,
      headers: { accept: 'application/json', origin },
      remoteAddress: '203.0.113.77',
    });
    expect(asJson.statusCode).toBe(403);
    expect(asJson.json()).toMatchObject({ ok: false, message: crossSiteMessage });
    const asForm = await postPartnerForm({ budget: 'discuss' }, { ip: '203.0.113.77', origin });
    expect(asForm.statusCode).toBe(403);
    expect(asForm.body).toContain(crossSiteMessage);
  }
  expect((await cli('list')).out).toBe(storedBefore);
  // Read and checked (a correction page), not refused for where it came from.
  const ownPage = await postPartnerForm(
    { email: '' },
    { ip: '203.0.113.78', origin: new URL(defaultSiteSettings.siteUrl).origin },
  );
  expect(ownPage.statusCode).toBe(400);
  expect(ownPage.body).toContain(fieldMessages.email);

  // Rate limit (3 posts per 10 minutes on this server): every post counts, accepted or refused,
  // and the one past the limit is refused before its body is read, storing nothing.
  const limitedApp = await submissionsApp({
    db,
    dataDir,
    rateLimit: { max: 3, windowMs: 10 * 60_000 },
    now: () => new Date(clock),
  });
  const limitedPost = (body: unknown, ip = '192.0.2.44') => postJson(limitedApp, '/api/planning/contact', body, ip);
  expect((await cli('list')).out).toContain('6 submissions.');
  expect((await limitedPost(tripRequest)).statusCode).toBe(201);
  expect((await limitedPost({ ...tripRequest, email: 'not an address' })).statusCode).toBe(400);
  expect((await limitedPost(tripRequest)).statusCode).toBe(201);
  const limited = await limitedPost(tripRequest);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toBe(formMessages.rateLimited);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect((await cli('list')).out).toContain('8 submissions.');
  expect((await limitedPost(tripRequest, '198.51.100.7')).statusCode).toBe(201);
  clock += 10 * 60_000 + 1000;
  expect((await limitedPost(tripRequest)).statusCode).toBe(201);
  await limitedApp.close();

  // Review: nothing approved yet; approving the event puts it on the calendar with its photos.
  const approvedBefore = await app.inject({ method: 'GET', url: '/api/planning/events/approved' });
  expect(approvedBefore.json()).toEqual({ events: [] });
  const photoBefore = await app.inject({ method: 'GET', url: `/api/planning/events/approved/${eventId}/photos/1` });
  expect(photoBefore.statusCode).toBe(404);

  const events = await cli('list', '--type', 'events', '--status', 'new');
  expect(events.out).toContain(eventId);
  expect(events.out).toContain('Elk Fest');
  expect(events.out).not.toContain(tripId);
  expect(events.out).toContain('2 submissions.');

  expect(await cli('approve', eventId)).toMatchObject({ code: 0 });
  expect((await cli('approve', eventId)).out).toContain('It now appears on the events calendar.');
  const approved = await app.inject({ method: 'GET', url: '/api/planning/events/approved' });
  // The calendar's edge schema accepts what the API answers.
  expect(approvedEventsResponseSchema.safeParse(approved.json()).success).toBe(true);
  expect(approved.json().events).toEqual([
    {
      id: eventId,
      title: 'Sunset Jazz at Lake Estes',
      date: '2027-07-04',
      time: '7:00 PM - 9:30 PM',
      location: 'Estes Park, CO',
      venue: 'Lake Estes Marina',
      category: 'Concert',
      description: 'An evening of jazz by the water.',
      price: 'See organizer',
      organizer: 'Lake Estes Music Club',
      website: null,
      registrationLink: 'https://tickets.example.org/jazz',
      ageRequirements: 'All ages',
      images: [1, 2, 3].map((n) => `/api/planning/events/approved/${eventId}/photos/${n}`),
      photos: [1, 2, 3].map((n) => ({
        src: `/api/planning/events/approved/${eventId}/photos/${n}`,
        width: 320,
        height: 200,
      })),
      tags: ['All ages'],
      featured: false,
      recurring: false,
    },
  ]);
  const photo = await app.inject({ method: 'GET', url: `/api/planning/events/approved/${eventId}/photos/2` });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toBe('image/jpeg');
  // The photo as stored: re-encoded, the same picture size.
  expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 200 });

  const shown = await cli('show', eventId);
  expect(shown.out).toContain('Status:    approved');
  expect(shown.out).toMatch(
    new RegExp(
      `^photo 1: ${eventId}-1\\.png \\(image/png, 320 × 200, \\d+ (bytes|KB), sent as "stage\\.png"\\) in the database, served at /api/planning/events/approved/${eventId}/photos/1$`,
      'm',
    ),
  );

  const rejectedId = listed.json<{ id: string }>().id;
  expect((await cli('reject', rejectedId)).out).toContain('It is not on the events calendar.');
  expect((await cli('list', '--status', 'rejected')).out).toContain(rejectedId);
  expect((await app.inject({ method: 'GET', url: '/api/planning/events/approved' })).json().events).toHaveLength(1);

  const csv = await cli('export', '--format', 'csv', '--type', 'partner');
  const lines = csv.out.split('\n');
  expect(lines[0]).toBe('id,type,status,received_at,reviewed_at,name,email,summary,fields,photos');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(',partner,new,');
  expect(lines[1]).toContain('"{""name"":""Ben Cole""');

  expect(await cli('show', 'snothere000')).toMatchObject({ code: 1, err: 'No submission with id snothere000.' });
  expect((await cli('list', '--type', 'postcards')).code).toBe(2);
  expect((await cli('export')).err).toContain('export needs --format csv.');
  expect((await cli('frobnicate')).code).toBe(2);

  // A plain multipart post (no JavaScript) with four photos: back to the page, which shows the note.
  const plainPhotos = multipart([
    ...fieldParts(eventFields),
    ...['a.png', 'b.png', 'c.png', 'd.png'].map((filename) => ({
      name: 'photos',
      filename,
      type: 'image/png',
      bytes: png,
    })),
  ]);
  const plainEvent = await app.inject({
    method: 'POST',
    url: '/api/planning/event-submissions',
    payload: plainPhotos.payload,
    headers: { 'content-type': plainPhotos.headers['content-type'], accept: 'text/html' },
  });
  expect(plainEvent.statusCode).toBe(303);
  expect(plainEvent.headers.location).toMatch(/^\/submit-event\?sent=s[0-9a-f]{10}&dropped=1#form-status$/);
  await app.close();
}

describe('planning submissions API and review tool', () => {
  it('stores, validates, limits and reviews submissions on SQLite', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'planning-submissions-'));
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await exercise(db, dataDir);
      expect(existsSync(path.join(dataDir, 'site.db'))).toBe(true);
    } finally {
      await db.close();
    }
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  (postgresUrl ? it : it.skip)('works the same on PostgreSQL', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'planning-submissions-pg-'));
    const database = await createTestDatabase('PostgreSQL');
    const db = await openDatabase({ databaseUrl: database.url, dataDir });
    try {
      await exercise(db, dataDir);
    } finally {
      await db.close();
      await database.drop();
    }
  });

  it('quotes CSV cells and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes out the control characters and reordering marks of visitor text instead of sending them to the terminal', () => {
    expect(printable('Ana\u001b]0;pwned\u0007 Ruiz')).toBe('Ana\\x1b]0;pwned\\x07 Ruiz');
    expect(printable('evil\u202egnp.exe')).toBe('evil\\u202egnp.exe');
    expect(printable('line one\r\nline two', true)).toBe('line one\nline two');
    expect(printable('line one\nline two')).toBe('line one\\x0aline two');
    expect(printable('Café ☕ 🏔')).toBe('Café ☕ 🏔');
    expect(csvCell('bell\u0007')).toBe('bell\\x07');
  });
});
