/**
 * The photos capability (decision 036, phase B): `GET /api/lodging/photos/:id/:index/:size`, the
 * partner's picture of a property, fetched by the server and served from our origin.
 *
 * Why a copy through our server rather than the partner's address in the page: the page's
 * Content-Security-Policy stays the site's own (no image host of the partner, nor of the test
 * stand-in, to allow), visitors' browsers never call the partner's image host (the privacy
 * policy names no such host), and the partner's documentation treats photos as content partners
 * keep and serve themselves (decision 036 says what was read). The bytes are served as the
 * partner sent them, never altered.
 *
 * Bounds: the address comes from the partner's content for that property (read through the
 * area's cached partner, the lookups of ids no search returned within its ceiling), never from
 * the request; https on the partner's image host (or the configured API's own origin: the
 * stand-in), images only, 5 s and 4 MB a picture, no redirects; pictures kept 6 hours within
 * 32 MB, one fetch in flight per picture; a failure is not kept.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { partnerPropertyId } from '../../src/domain/lodging-offers';
import { isPhotoSize, type PhotoSize } from '../../src/domain/lodging-photos';
import { AnswerCache, readLimitedBody } from '@estes/shared/server';
import type { CachedPartner } from '../offers/cached-partner';
import type { PartnerProperty } from '../offers/lodging-partner';

export const photoTimeoutMs = 5_000;
export const photoMaxBytes = 4 * 1024 * 1024;
export const photoTtlMs = 6 * 60 * 60_000;
export const photoCacheBytes = 32 * 1024 * 1024;
/** What a browser or a CDN may keep a picture for: the partner's content is read again after 6 hours. */
const photoCacheControl = 'public, max-age=21600';
/** An SVG (the stand-in's drawings) opened on its own runs nothing and loads nothing. */
const photoContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const imageTypes = /^image\/(jpeg|png|webp|gif|avif|svg\+xml)$/;

interface Picture {
  bytes: Buffer;
  contentType: string;
}

export interface PhotoRoutesOptions {
  partner: CachedPartner | undefined;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

type Photo = PartnerProperty['photos'][number];

const addressOf = (photo: Photo, size: PhotoSize): string =>
  size === 'small' ? (photo.thumbnailUrl ?? photo.url) : size === 'large' ? (photo.largeUrl ?? photo.url) : photo.url;

const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).header('cache-control', 'no-store').send({ ok: false, message });

const unavailable = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('cache-control', 'no-store')
    .header('retry-after', '30')
    .send({ ok: false, message: 'This photo cannot be shown right now.' });

export const photoRoutes: FastifyPluginAsync<PhotoRoutesOptions> = async (app, options) => {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? photoTimeoutMs;
  const pictures = new AnswerCache<Picture>({
    maxBytes: photoCacheBytes,
    sizeOf: (picture) => picture.bytes.length + picture.contentType.length,
    ...(options.now ? { now: options.now } : {}),
  });

  const fetchPicture = async (address: string): Promise<Picture> => {
    const response = await doFetch(address, {
      headers: { accept: 'image/avif,image/webp,image/jpeg,image/png,image/svg+xml' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!response.ok || !imageTypes.test(contentType)) {
      await response.body?.cancel();
      throw new Error(`the partner's image host answered ${response.status} ${contentType || 'without a type'}`);
    }
    const bytes = await readLimitedBody(response, photoMaxBytes, () => new Error('the picture is too large'));
    if (bytes.length === 0) throw new Error('the picture is empty');
    return { bytes, contentType };
  };

  app.get<{ Params: { id: string; index: string; size: string } }>(
    '/photos/:id/:index/:size',
    async (request, reply) => {
      const { id, index, size } = request.params;
      const ids = partnerPropertyId(id);
      if (!ids || !/^\d{1,2}$/.test(index) || !isPhotoSize(size)) return notFound(reply, 'There is no such photo.');
      const { partner } = options;
      if (!partner || partner.partner.id !== ids.partner) return notFound(reply, 'There is no such photo.');
      let photo: Photo | undefined;
      try {
        const content = (await partner.properties([ids.partnerId], 'visitor')).get(ids.partnerId);
        photo = content?.value?.photos[Number(index)];
      } catch {
        return unavailable(reply);
      }
      if (!photo) return notFound(reply, 'There is no such photo.');
      const address = addressOf(photo, size);
      let picture;
      try {
        picture = await pictures.load(address, photoTtlMs, () => fetchPicture(address));
      } catch (error) {
        request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'a partner photo failed');
        return unavailable(reply);
      }
      return reply
        .header('content-type', picture.value.contentType)
        .header('cache-control', photoCacheControl)
        .header('content-security-policy', photoContentSecurityPolicy)
        .header('x-content-type-options', 'nosniff')
        .send(picture.value.bytes);
    },
  );
};
