/**
 * @jest-environment node
 *
 * Visitor photos of the submit-event form, through the API: streamed to temporary files,
 * re-encoded without metadata and capped in size, kept in the database (decision 037), refused
 * with a message when they are not pictures or would decode to too many pixels, and nothing
 * left behind in any outcome; served from the database with their size and cache headers, and
 * photos an older version kept as files taken over at start.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { defaultSiteSettings } from '@estes/shared/core';
import type { Database } from '@estes/shared/server';
import { waitUntil } from '@estes/shared/testing/wait-until';
import { formMessages } from '../../src/domain/form-messages';
import { planningMigrations } from '../migrations';
import { migrate, openMemoryDatabase } from '../testing/memory-database';
import { eventPhotoDir } from '../submissions/photo-files';
import { photoPixelLimits, photoRefusalMessage } from '../submissions/photo-reencode';
import { scrubUnsizedPhotos } from '../submissions/photo-scrub';
import { photoCacheControl } from '../submissions/photo-serving';
import { bytesOf, photoChunkBytes } from '../submissions/photo-store';
import { takeOverPhotoFiles } from '../submissions/photo-takeover';
import { removeStaleUploadFolders, uploadTempRoot } from '../submissions/photo-uploads';
import { PhotoWorkQueue } from '../submissions/photo-work-queue';
import { eventRoutes } from './event-routes';
import { SubmissionStore } from '../submissions/submission-store';
import { multipart, type MultipartPart } from '@estes/shared/server/testing/multipart';
import { eventSubmissionFixture } from '../../src/domain/form-samples';

const eventFields = eventSubmissionFixture;

const fieldParts = (fields: Record<string, string> = eventFields) =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

/** The EXIF tag that points to the GPS block (0x8825), as sharp writes it (little-endian). */
const gpsPointerTag = Buffer.from([0x25, 0x88]);

/** A 3000 × 2000 JPEG taken "sideways" (orientation 6) at Estes Park, its position in EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7d5c' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera', Copyright: 'Ana Ruiz' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 22/1 38/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '105/1 31/1 17/1',
      },
    })
    .toBuffer();

let app: FastifyInstance;
let db: Database;
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'event-photos-'));
  db = openMemoryDatabase();
  await migrate(db, planningMigrations);
  app = Fastify({ logger: false });
  await app.register(eventRoutes, {
    prefix: '/api/planning',
    db,
    dataDir,
    settings: defaultSiteSettings,
    rateLimit: { max: 100, windowMs: 60_000 },
  });
});

afterEach(async () => {
  await app.close();
  await db.close();
});

const post = (parts: readonly MultipartPart[]) =>
  app.inject({ method: 'POST', url: '/api/planning/event-submissions', ...multipart(parts) });

/** The names of the photos the database holds, in order. */
const storedPhotos = async () =>
  (
    await db.query<{ file_name: string }>(
      'SELECT file_name FROM planning_submission_photos ORDER BY submission_id, position',
    )
  ).map((row) => row.file_name);
/** A photo's bytes as the database holds them, its chunks in order. */
async function storedBytes(id: string, position: number): Promise<{ bytes: Buffer; chunks: number }> {
  const rows = await db.query<{ bytes: unknown }>(
    'SELECT bytes FROM planning_submission_photo_chunks WHERE submission_id = ? AND position = ? ORDER BY chunk',
    [id, position],
  );
  return { bytes: Buffer.concat(rows.map((row) => bytesOf(row.bytes) ?? Buffer.alloc(0))), chunks: rows.length };
}
/** Photo files in the data folder: none since photos live in the database. */
const photoFiles = async () => readdir(eventPhotoDir(dataDir)).catch(() => [] as string[]);
/** What is left in the uploads' temporary folder once the request's clean-up (just after the answer) ran. */
async function leftInTemp(): Promise<string[]> {
  const inTemp = () => readdir(uploadTempRoot(dataDir)).catch(() => [] as string[]);
  // On time-out the test's own assertion shows what is left, so the wait's error is not needed.
  await waitUntil(async () => (await inTemp()).length === 0, { what: 'the uploads’ folder to empty' }).catch(() => {});
  return inTemp();
}

describe('photos of the submit-event form', () => {
  it('stores and serves a JPEG that carried its GPS position in EXIF with no metadata at all, upright and at most 2000 px', async () => {
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(gpsPointerTag)).toBe(true);
    expect(before.orientation).toBe(6);

    const response = await post([
      ...fieldParts(),
      { name: 'photos', filename: 'lake.jpg', type: 'image/jpeg', bytes: original },
    ]);
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: string }>().id;

    // Stored in the database, not the data folder: a new JPEG, without EXIF (GPS, camera,
    // orientation), XMP, IPTC or ICC.
    expect(await storedPhotos()).toEqual([`${id}-1.jpg`]);
    expect(await photoFiles()).toEqual([]);
    const stored = (await storedBytes(id, 1)).bytes;
    const storedMetadata = await sharp(stored).metadata();
    expect(storedMetadata).toMatchObject({ format: 'jpeg', width: 1333, height: 2000 });
    for (const field of ['exif', 'xmp', 'iptc', 'icc', 'orientation', 'comments'] as const) {
      expect(storedMetadata[field]).toBeUndefined();
    }
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    expect(stored.includes(Buffer.from('Ana Ruiz'))).toBe(false);
    expect(await leftInTemp()).toEqual([]);

    // Served, once approved, byte for byte what was stored, and listed with its size.
    await new SubmissionStore(db).setStatus(id, 'approved');
    const approved = await app.inject({ method: 'GET', url: '/api/planning/events/approved' });
    const photoUrl = `/api/planning/events/approved/${id}/photos/1`;
    expect(approved.json().events[0]).toMatchObject({
      images: [photoUrl],
      photos: [{ src: photoUrl, width: 1333, height: 2000 }],
    });
    const served = await app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(stored.length),
      'cache-control': photoCacheControl,
      'x-image-width': '1333',
      'x-image-height': '2000',
    });
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    // Its ETag is its content's digest: a cache that has it is answered 304, without the bytes.
    const etag = String(served.headers.etag);
    expect(etag).toBe(`"${createHash('sha256').update(stored).digest('base64url')}"`);
    const again = await app.inject({ method: 'GET', url: photoUrl, headers: { 'if-none-match': `W/"x", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const changed = await app.inject({ method: 'GET', url: photoUrl, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('stores a photo larger than a chunk as several rows and serves it whole, in order', async () => {
    // Noise does not compress: a PNG of 1200 × 900 is several chunks.
    const noise = randomBytes(1200 * 900 * 3);
    const png = await sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    const response = await post([
      ...fieldParts(),
      { name: 'photos', filename: 'noise.png', type: 'image/png', bytes: png },
    ]);
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: string }>().id;
    const stored = await storedBytes(id, 1);
    expect(stored.chunks).toBe(Math.ceil(stored.bytes.length / photoChunkBytes));
    expect(stored.chunks).toBeGreaterThan(1);
    await new SubmissionStore(db).setStatus(id, 'approved');
    const served = await app.inject({ method: 'GET', url: `/api/planning/events/approved/${id}/photos/1` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(stored.bytes.length));
    expect(served.rawPayload.equals(stored.bytes)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 900 });

    // Deleted while being sent (the rows after the first are gone): the answer, already begun
    // with 200, is cut off, so no cache keeps a broken picture; never a 5xx.
    await db.execute('DELETE FROM planning_submission_photo_chunks WHERE submission_id = ? AND chunk > 0', [id]);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const cut = await fetch(`${address}/api/planning/events/approved/${id}/photos/1`);
    expect(cut.status).toBe(200);
    await expect(cut.arrayBuffer()).rejects.toThrow();
  });

  it('answers one 404, saying nothing of the visitor, for a photo that is not there or not shown', async () => {
    const response = await post([
      ...fieldParts(),
      { name: 'photos', filename: 'Ana Ruiz at home.jpg', type: 'image/jpeg', bytes: await photoWithGps() },
    ]);
    const id = response.json<{ id: string }>().id;
    const url = (submission: string, position: string | number) =>
      `/api/planning/events/approved/${submission}/photos/${position}`;
    const answers = async (...urls: string[]) =>
      Promise.all(urls.map(async (address) => app.inject({ method: 'GET', url: address })));
    // Not approved yet; no such position; no such submission; not an id at all.
    const missing = await answers(
      url(id, 1),
      url(id, 2),
      url(id, 0),
      url(id, 'x'),
      url('s0000000000', 1),
      url('S0A1B2C3D4E', 1),
    );
    // Approved, then deleted (as delete, purge and forget do).
    const store = new SubmissionStore(db);
    await store.setStatus(id, 'approved');
    expect((await app.inject({ method: 'GET', url: url(id, 1) })).statusCode).toBe(200);
    await db.execute('DELETE FROM planning_submission_photo_chunks WHERE submission_id = ?', [id]);
    await db.execute('DELETE FROM planning_submission_photos WHERE submission_id = ?', [id]);
    await db.execute('DELETE FROM planning_submissions WHERE id = ?', [id]);
    const deleted = await answers(url(id, 1));
    for (const answer of [...missing, ...deleted]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ ok: false, message: 'No such photo.' });
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.etag).toBeUndefined();
      for (const trace of ['Ana', 'jazz@example.org', 'Lake Estes', 'image/jpeg'])
        expect(answer.body).not.toContain(trace);
    }
  });

  it('keeps the type of each photo and does not enlarge small ones', async () => {
    const picture = () => sharp({ create: { width: 640, height: 480, channels: 4, background: '#ffffff80' } });
    const small = (format: 'png' | 'webp' | 'gif') => picture().toFormat(format).toBuffer();
    const response = await post([
      ...fieldParts(),
      { name: 'photos', filename: 'a.png', type: 'image/png', bytes: await small('png') },
      { name: 'photos', filename: 'b.webp', type: 'image/webp', bytes: await small('webp') },
      { name: 'photos', filename: 'c.gif', type: 'image/gif', bytes: await small('gif') },
    ]);
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: string }>().id;
    expect(await storedPhotos()).toEqual([`${id}-1.png`, `${id}-2.webp`, `${id}-3.gif`]);
    const photos = (await new SubmissionStore(db).get(id))?.photos;
    expect(photos?.map(({ contentType, width, height }) => [contentType, width, height])).toEqual([
      ['image/png', 640, 480],
      ['image/webp', 640, 480],
      ['image/gif', 640, 480],
    ]);
  });

  it('refuses a decompression bomb with a message, before decoding it, and keeps nothing', async () => {
    // 100 megapixels of black: a few hundred kilobytes that would decode to 300 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await post([
      ...fieldParts(),
      { name: 'photos', filename: 'bomb.png', type: 'image/png', bytes: bomb },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      ok: false,
      message: formMessages.checkFields,
      fieldErrors: {
        photos:
          '"bomb.png" has more pixels than a photo can have here (10000 × 10000); please send a copy of at most 50 megapixels.',
      },
    });
    expect(await storedPhotos()).toEqual([]);
    expect(await leftInTemp()).toEqual([]);
  });

  it('refuses files that are not pictures, or damaged ones, each named in one message', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const damaged = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 0x41)]);
    const response = await post([
      ...fieldParts(),
      { name: 'photos', filename: 'poster.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.7\n%%EOF\n') },
      { name: 'photos', filename: 'broken.jpg', type: 'image/jpeg', bytes: damaged },
      { name: 'photos', filename: 'fine.jpg', type: 'image/jpeg', bytes: jpeg },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      photos:
        'Only image files (JPEG, PNG, GIF or WebP) can be added; "poster.jpg" is not an image. "broken.jpg" could not be read as a picture (the file may be damaged); please save it again or choose another photo.',
    });
    expect(await storedPhotos()).toEqual([]);
    expect(await leftInTemp()).toEqual([]);
  });

  it('refuses a photo over 5 MB with 413 while it streams, keeping nothing', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await post([
      ...fieldParts(),
      { name: 'photos', filename: 'huge.jpg', type: 'image/jpeg', bytes: huge },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(formMessages.tooLarge);
    expect(await storedPhotos()).toEqual([]);
    expect(await leftInTemp()).toEqual([]);
  });

  it('answers a form with missing fields without re-encoding its photos, and keeps nothing', async () => {
    const response = await post([
      ...fieldParts({ ...eventFields, email: '' }),
      { name: 'photos', filename: 'lake.jpg', type: 'image/jpeg', bytes: await photoWithGps() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['email']);
    expect(await storedPhotos()).toEqual([]);
    expect(await leftInTemp()).toEqual([]);
  });
});

describe('multipart bodies that cannot be read', () => {
  const boundary = 'XX';
  const photoHead = `--${boundary}\r\nContent-Disposition: form-data; name="eventName"\r\n\r\nJazz\r\n--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

  it.each([
    ['a body that ends inside a photo', photoHead + '\xff\xd8\xff\xe0abc', `multipart/form-data; boundary=${boundary}`],
    ['a body without its closing boundary', `${photoHead}abc\r\n`, `multipart/form-data; boundary=${boundary}`],
    ['a multipart type without a boundary', 'abc', 'multipart/form-data'],
  ])('answers %s with 400 and a message, keeping nothing', async (_case, payload, contentType) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/planning/event-submissions',
      payload,
      headers: { 'content-type': contentType, accept: 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The form could not be read. Please send it again from the page.');
    expect(await storedPhotos()).toEqual([]);
    expect(await leftInTemp()).toEqual([]);
  });

  it('leaves nothing behind when the visitor’s connection drops in the middle of a photo', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/planning/event-submissions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n${photoHead}`,
    );
    socket.write(Buffer.alloc(64 * 1024, 0x41));
    // The photo is being written to its temporary file...
    await waitUntil(async () => (await readdir(uploadTempRoot(dataDir)).catch(() => [])).length > 0, {
      what: 'the photo’s temporary file',
    });
    expect((await readdir(uploadTempRoot(dataDir))).length).toBe(1);
    // ...when the connection drops: the request's folder goes.
    socket.destroy();
    expect(await leftInTemp()).toEqual([]);
    expect(await storedPhotos()).toEqual([]);
  });
});

/**
 * A submission as an older version stored it: photo rows whose bytes are files in this
 * instance's data folder (`stored_chunks` NULL), sized or not (before re-encoding began).
 */
async function storeAsOlderVersion(
  id: string,
  photos: { position: number; bytes: Buffer; width: number | null; height: number | null }[],
): Promise<void> {
  const store = new SubmissionStore(db);
  await store.add(
    {
      kind: 'event-submission',
      name: 'Lake Estes Music Club',
      email: 'jazz@example.org',
      summary: 'Sunset Jazz',
      payload: { eventName: 'Sunset Jazz', eventDate: '2027-07-04' },
    },
    id,
  );
  await mkdir(eventPhotoDir(dataDir), { recursive: true });
  for (const photo of photos) {
    const fileName = `${id}-${photo.position}.jpg`;
    await writeFile(path.join(eventPhotoDir(dataDir), fileName), photo.bytes);
    await db.execute(
      'INSERT INTO planning_submission_photos (submission_id, position, file_name, content_type, byte_size, original_name, width, height) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        id,
        photo.position,
        fileName,
        'image/jpeg',
        photo.bytes.length,
        `old-${photo.position}.jpg`,
        photo.width,
        photo.height,
      ],
    );
  }
  await store.setStatus(id, 'approved');
}

const listedPhotos = async () =>
  (await app.inject({ method: 'GET', url: '/api/planning/events/approved' })).json().events[0].photos;

describe('photos an older version kept in the data folder', () => {
  it('are taken over into the database once, the files removed, and then served by their row', async () => {
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    await storeAsOlderVersion('s00000000a1', [{ position: 1, bytes: picture, width: 400, height: 300 }]);
    const photoUrl = '/api/planning/events/approved/s00000000a1/photos/1';
    // Before: neither listed nor served (no instance but this one could).
    expect(await listedPhotos()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
    // Files no row needs: a deleted submission's (older than an hour: removed; a fresh one may
    // be an upload under way: kept), and a file not of the server's naming (never touched).
    const folder = eventPhotoDir(dataDir);
    await writeFile(path.join(folder, 's00000000d1-1.jpg'), 'deleted long ago');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(path.join(folder, 's00000000d1-1.jpg'), twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(folder, 's00000000d2-1.jpg'), 'just written');
    await writeFile(path.join(folder, 'notes.txt'), 'an operator’s');

    expect(await takeOverPhotoFiles(db, dataDir)).toEqual({ takenOver: 1, bytes: picture.length, filesRemoved: 1 });
    expect((await photoFiles()).sort()).toEqual(['notes.txt', 's00000000d2-1.jpg']);
    expect(await storedBytes('s00000000a1', 1)).toEqual({ bytes: picture, chunks: 1 });
    expect(await listedPhotos()).toEqual([{ src: photoUrl, width: 400, height: 300 }]);
    const served = await app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(picture)).toBe(true);
    // Once: a second start has nothing to do.
    expect(await takeOverPhotoFiles(db, dataDir)).toEqual({ takenOver: 0, bytes: 0, filesRemoved: 0 });
  });

  it('removes a file whose bytes are already in the database (a start stopped between the two)', async () => {
    const picture = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9]);
    await storeAsOlderVersion('s00000000b1', [{ position: 1, bytes: picture, width: 10, height: 10 }]);
    expect((await takeOverPhotoFiles(db, dataDir)).takenOver).toBe(1);
    await writeFile(path.join(eventPhotoDir(dataDir), 's00000000b1-1.jpg'), picture);
    expect(await takeOverPhotoFiles(db, dataDir)).toEqual({ takenOver: 0, bytes: 0, filesRemoved: 1 });
    expect(await storedBytes('s00000000b1', 1)).toEqual({ bytes: picture, chunks: 1 });
    expect(await photoFiles()).toEqual([]);
  });
});

describe('photos kept before re-encoding began', () => {
  it('are not served until taken over and re-encoded, then served without their GPS position; a non-picture never is', async () => {
    await storeAsOlderVersion('s0a1b2c3d4e', [
      { position: 1, bytes: await photoWithGps(), width: null, height: null },
      { position: 2, bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), width: null, height: null },
    ]);
    const photoUrl = '/api/planning/events/approved/s0a1b2c3d4e/photos/1';

    expect(await listedPhotos()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
    // Still a file here: nothing to re-encode in the database yet.
    expect(await scrubUnsizedPhotos(db, dataDir, new PhotoWorkQueue())).toEqual({
      scrubbed: 0,
      unusable: [],
      deferred: 0,
      notInDatabase: 2,
    });
    expect((await takeOverPhotoFiles(db, dataDir)).takenOver).toBe(2);
    // In the database, as sent: still not served.
    expect(await listedPhotos()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);

    expect(await scrubUnsizedPhotos(db, dataDir, new PhotoWorkQueue())).toEqual({
      scrubbed: 1,
      unusable: ['s0a1b2c3d4e-2.jpg'],
      deferred: 0,
      notInDatabase: 0,
    });
    expect(await listedPhotos()).toEqual([{ src: photoUrl, width: 1333, height: 2000 }]);
    const served = await app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-image-width']).toBe('1333');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.equals((await storedBytes('s0a1b2c3d4e', 1)).bytes)).toBe(true);
    expect(served.rawPayload.includes(Buffer.from('Ana Ruiz'))).toBe(false);
    const unusable = await app.inject({ method: 'GET', url: '/api/planning/events/approved/s0a1b2c3d4e/photos/2' });
    expect(unusable.statusCode).toBe(404);
    // Once is enough: a second run finds only the bytes that are not a picture.
    expect(await scrubUnsizedPhotos(db, dataDir, new PhotoWorkQueue())).toEqual({
      scrubbed: 0,
      unusable: ['s0a1b2c3d4e-2.jpg'],
      deferred: 0,
      notInDatabase: 0,
    });
    expect(await photoFiles()).toEqual([]);
    expect(await leftInTemp()).toEqual([]);
  });
});

describe('photo storage and temporary files', () => {
  it('removes request folders left by a stopped process, not those of requests under way', async () => {
    const root = uploadTempRoot(dataDir);
    await mkdir(path.join(root, 'request-old'), { recursive: true });
    await mkdir(path.join(root, 'request-new'), { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(path.join(root, 'request-old'), twoHoursAgo, twoHoursAgo);
    expect(await removeStaleUploadFolders(dataDir, 60 * 60_000)).toBe(1);
    expect(await readdir(root)).toEqual(['request-new']);
    expect((await stat(path.join(root, 'request-new'))).isDirectory()).toBe(true);
  });

  it('names every refused photo with what is wrong with it', () => {
    expect(
      photoRefusalMessage([
        { originalName: 'a.pdf', reason: 'not-image' },
        { originalName: 'b.doc', reason: 'not-image' },
        { originalName: 'c.png', reason: 'too-many-pixels' },
        { originalName: 'd.jpg', reason: 'unreadable' },
        { originalName: 'e.jpg', reason: 'unreadable' },
      ]),
    ).toBe(
      'Only image files (JPEG, PNG, GIF or WebP) can be added; "a.pdf", "b.doc" are not an image. "c.png" has more pixels than a photo can have here; please send a copy of at most 50 megapixels. "d.jpg", "e.jpg" could not be read as pictures (the files may be damaged); please save them again or choose another photo.',
    );
    expect(photoPixelLimits.maxSide).toBe(2000);
  });
});
