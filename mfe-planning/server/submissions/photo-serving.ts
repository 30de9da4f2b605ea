/**
 * An approved event's photo (`GET /events/approved/:id/photos/:position`), from the database:
 * whichever instance is asked serves it (decision 037). What is sent: the bytes as stored (re-
 * encoded, without metadata), its type and length, its pixel size (`x-image-width`,
 * `x-image-height`, the figures the approved-events answer gives), an ETag (its SHA-256) and an
 * hour of public caching. A photo that is not there — never sent, not approved, not re-encoded,
 * deleted, or still a file in another instance's data folder — is one and the same 404 that says
 * nothing of the visitor or the submission.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '@estes/shared/server';
import { bytesOf, photoChunkBytes, photoChunks, readPhotoChunk } from './photo-store';

/**
 * The URL's photo never changes (a new photo is a new submission), so caches need not ask again
 * while it is fresh (`immutable`); an hour, not a year, because a deleted or forgotten photo must
 * leave browsers and a CDN soon. After the hour a cache asks with the ETag: 304 costs one row.
 */
export const photoCacheControl = 'public, max-age=3600, immutable';

interface ServedPhotoRow extends Record<string, unknown> {
  content_type: string;
  byte_size: number | string;
  width: number | string;
  height: number | string;
  stored_chunks: number | string;
  sha256: string;
  first_chunk: unknown;
}

/**
 * A photo that may be served: its submission approved, re-encoded (sized), its bytes in the
 * database; with its first chunk when asked (one round trip for a typical photo's row and most
 * of its bytes; a cache asking with its ETag mostly needs none).
 */
export async function servablePhoto(
  db: Database,
  submissionId: string,
  position: number,
  withFirstChunk: boolean,
  /** The console's reviewers see a photo whatever its submission's status (decision 065). */
  approvedOnly = true,
) {
  const [row] = await db.query<ServedPhotoRow>(
    `SELECT p.content_type, p.byte_size, p.width, p.height, p.stored_chunks, p.sha256, ${withFirstChunk ? 'c.bytes' : 'NULL'} AS first_chunk
     FROM planning_submission_photos p JOIN planning_submissions s ON s.id = p.submission_id
     LEFT JOIN planning_submission_photo_chunks c ON ${withFirstChunk ? 'c.submission_id = p.submission_id AND c.position = p.position AND c.chunk = 0' : '1 = 0'}
     WHERE p.submission_id = ? AND p.position = ? AND (s.status = 'approved' OR ? = 1)
       AND p.width IS NOT NULL AND p.height IS NOT NULL AND p.stored_chunks IS NOT NULL AND p.sha256 IS NOT NULL`,
    [submissionId, position, approvedOnly ? 0 : 1],
  );
  if (!row) return undefined;
  return {
    firstChunk: bytesOf(row.first_chunk),
    contentType: row.content_type,
    byteSize: Number(row.byte_size),
    width: Number(row.width),
    height: Number(row.height),
    storedChunks: Number(row.stored_chunks),
    etag: `"${row.sha256}"`,
  };
}

/** The photo's bytes as an answer's body: its one chunk, or a stream of them. */
export function photoBody(db: Database, id: string, position: number, storedChunks: number, first: Buffer) {
  if (storedChunks === 1) return first;
  // One chunk read ahead at most: a slow reader holds two chunks, never the photo.
  return Readable.from(photoChunks(db, id, position, storedChunks, first), {
    objectMode: false,
    highWaterMark: photoChunkBytes,
  });
}

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const noSuchPhoto = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', 'no-cache').send({ ok: false, message: 'No such photo.' });

export async function photoRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  app.setErrorHandler((error, request, reply) => {
    // The database cannot be read: the photo may well exist, so not a 404; nothing of it is said.
    request.log.error({ err: error }, 'a photo could not be read');
    return reply
      .code(503)
      .header('retry-after', '60')
      .header('cache-control', 'no-store')
      .send({ ok: false, message: 'The photo cannot be shown just now. Please try again in a minute.' });
  });

  app.get<{ Params: { id: string; position: string } }>(
    '/events/approved/:id/photos/:position',
    async (request, reply) => {
      const { id, position: positionText } = request.params;
      if (!/^s[0-9a-f]{10}$/.test(id) || !/^[1-3]$/.test(positionText)) return noSuchPhoto(reply);
      const position = Number(positionText);
      const ifNoneMatch = request.headers['if-none-match'];
      const photo = await servablePhoto(db, id, position, ifNoneMatch === undefined);
      if (!photo) return noSuchPhoto(reply);
      if (matchesEtag(ifNoneMatch, photo.etag)) {
        return reply.code(304).header('etag', photo.etag).header('cache-control', photoCacheControl).send();
      }
      // Read before the answer starts: a photo deleted since the row was read is still a 404.
      const first = photo.firstChunk ?? (await readPhotoChunk(db, id, position, 0));
      if (!first) return noSuchPhoto(reply);
      reply
        .type(photo.contentType)
        .header('content-length', String(photo.byteSize))
        .header('etag', photo.etag)
        .header('cache-control', photoCacheControl)
        .header('x-image-width', String(photo.width))
        .header('x-image-height', String(photo.height));
      return reply.send(photoBody(db, id, position, photo.storedChunks, first));
    },
  );
}
