/**
 * Visitor photos are decoded and encoded anew with sharp (libvips) before anything keeps them:
 * what is stored and served is pixels only, without the file's metadata (EXIF with its GPS
 * position, XMP, IPTC, comments, ICC), turned upright first, and at most `maxSide` pixels on its
 * longest side. Files that are not JPEG, PNG, GIF or WebP by content, that would decode into
 * more than `maxInputPixels` (a decompression bomb: a few kilobytes that unpack to gigabytes),
 * or that cannot be decoded, are refused with a sentence the visitor can act on. Every call to
 * sharp here runs inside a PhotoWorkQueue job (photo-work-queue.ts), whose time it is given.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { sniffImage, type ImageKind, type IncomingPhoto } from './photo-files';
import { PhotoWorkBusyError, type PhotoJob } from './photo-work-queue';

export const photoPixelLimits = {
  /** Longest side of a stored photo: enough for a full-width picture on a large screen. */
  maxSide: 2000,
  /** What a photo may decode to (every frame counted): a 48-megapixel phone photo passes. */
  maxInputPixels: 50_000_000,
} as const;

// Each photo is read once: libvips' cache of decoded images would only hold memory.
sharp.cache(false);
// One libvips thread per image (sharp's own default on glibc without jemalloc, not elsewhere):
// a photo job then costs one core, and the queue's concurrency is the number of cores it takes.
sharp.concurrency(1);

export type PhotoRefusalReason = 'not-image' | 'too-many-pixels' | 'unreadable';

export interface PhotoRefusal {
  originalName: string;
  reason: PhotoRefusalReason;
  /** For `too-many-pixels`: what the file says it decodes to. */
  width?: number;
  height?: number;
}

export interface InspectedPhoto {
  kind: ImageKind;
  /** Whether every frame is kept (animated GIF and WebP). */
  animated: boolean;
}

const formatOfKind: Record<ImageKind['extension'], string> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The cheap checks, from the file's first bytes and its header only (no pixel is decoded): is it
 * one of the four image types, and how many pixels would it decode to.
 */
export async function inspectPhoto(
  file: string,
  originalName: string,
): Promise<{ ok: true; photo: InspectedPhoto } | { ok: false; refusal: PhotoRefusal }> {
  const kind = sniffImage(await firstBytes(file, 16));
  if (!kind) return { ok: false, refusal: { originalName, reason: 'not-image' } };
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, refusal: { originalName, reason: 'unreadable' } };
  }
  const { width, height } = metadata;
  // The sniffed type and the decoder's must agree: nothing else reaches a decoder.
  if (metadata.format !== formatOfKind[kind.extension] || !width || !height) {
    return { ok: false, refusal: { originalName, reason: 'unreadable' } };
  }
  const frameHeight = metadata.pageHeight ?? height;
  const frames = metadata.pages ?? 1;
  if (width * frameHeight * frames > photoPixelLimits.maxInputPixels) {
    return { ok: false, refusal: { originalName, reason: 'too-many-pixels', width, height: frameHeight } };
  }
  return { ok: true, photo: { kind, animated: frames > 1 } };
}

export interface ReencodedPhoto {
  width: number;
  height: number;
  byteSize: number;
}

/**
 * Decodes `source` and writes it to `target` as a new file of the same type, upright, capped
 * at `maxSide`, without metadata, within `timeoutSeconds`. Refusals (undecodable, over the
 * pixel limit) are answered, not thrown. Running out of time throws PhotoWorkBusyError: under
 * the pixel cap a photo takes a few seconds of one core, so a timeout says the machine is busy,
 * not that the visitor's file is bad. A failure to write is thrown.
 */
export async function reencodePhoto(
  source: string,
  target: string,
  photo: InspectedPhoto,
  originalName: string,
  timeoutSeconds: number,
): Promise<{ ok: true; photo: ReencodedPhoto } | { ok: false; refusal: PhotoRefusal }> {
  const { maxSide, maxInputPixels } = photoPixelLimits;
  // The limit is checked again by the decoder itself, whatever the header claimed.
  let pipeline = sharp(source, { animated: photo.animated, limitInputPixels: maxInputPixels, failOn: 'error' })
    .autoOrient()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .timeout({ seconds: timeoutSeconds });
  const extension = photo.kind.extension;
  if (extension === 'jpg') pipeline = pipeline.jpeg({ quality: 85 });
  else if (extension === 'png') pipeline = pipeline.png();
  else if (extension === 'gif') pipeline = pipeline.gif();
  else pipeline = pipeline.webp({ quality: 85 });
  let decoded: OutputInfo;
  const started = performance.now();
  try {
    decoded = await pipeline.toFile(target);
  } catch (error) {
    // Told by the time taken, not by libvips' "timeout: 42% complete": its error text is shared
    // by the images decoded at the same moment, and one can carry another's words.
    if (performance.now() - started >= timeoutSeconds * 1000) throw new PhotoWorkBusyError('out-of-time');
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) return { ok: false, refusal: { originalName, reason: 'too-many-pixels' } };
    return { ok: false, refusal: { originalName, reason: 'unreadable' } };
  }
  // An animated image's height is all its frames stacked: the picture is one frame.
  const height = decoded.pageHeight ?? decoded.height;
  return { ok: true, photo: { width: decoded.width, height, byteSize: decoded.size } };
}

/** A photo as received: its temporary file and the name the visitor's computer gave it. */
export interface ReceivedPhoto {
  file: string;
  originalName: string;
}

/**
 * Checks every received photo (cheap: type and header), then, only when nothing is refused and
 * `reencode` is true (the rest of the form is valid, so it will be kept), re-encodes each into
 * `folder`, all within `job`'s time. Answers the photos ready to keep and what was refused.
 */
export async function prepareEventPhotos(
  received: readonly ReceivedPhoto[],
  folder: string,
  reencode: boolean,
  job: PhotoJob,
): Promise<{ photos: IncomingPhoto[]; refusals: PhotoRefusal[] }> {
  const refusals: PhotoRefusal[] = [];
  const inspected: { upload: ReceivedPhoto; photo: InspectedPhoto }[] = [];
  for (const upload of received) {
    const result = await inspectPhoto(upload.file, upload.originalName);
    if (result.ok) inspected.push({ upload, photo: result.photo });
    else refusals.push(result.refusal);
  }
  if (refusals.length > 0 || !reencode) return { photos: [], refusals };
  const photos: IncomingPhoto[] = [];
  for (const [index, { upload, photo }] of inspected.entries()) {
    const target = path.join(folder, `photo-${index + 1}.${photo.kind.extension}`);
    const result = await reencodePhoto(upload.file, target, photo, upload.originalName, job.timeoutSeconds());
    if (result.ok) photos.push({ file: target, kind: photo.kind, originalName: upload.originalName, ...result.photo });
    else refusals.push(result.refusal);
  }
  return refusals.length > 0 ? { photos: [], refusals } : { photos, refusals };
}

const quoted = (name: string) => `"${name.length > 60 ? `${name.slice(0, 59)}…` : name}"`;
const listed = (refusals: readonly PhotoRefusal[]) =>
  refusals.map((refusal) => quoted(refusal.originalName)).join(', ');
const megapixels = Math.round(photoPixelLimits.maxInputPixels / 1_000_000);

/** One message for the photos field, a sentence per kind of problem. */
export function photoRefusalMessage(refusals: readonly PhotoRefusal[]): string {
  const of = (reason: PhotoRefusalReason) => refusals.filter((refusal) => refusal.reason === reason);
  const sentences: string[] = [];
  const notImages = of('not-image');
  if (notImages.length > 0) {
    sentences.push(
      `Only image files (JPEG, PNG, GIF or WebP) can be added; ${listed(notImages)} ${notImages.length === 1 ? 'is' : 'are'} not an image.`,
    );
  }
  for (const refusal of of('too-many-pixels')) {
    const size = refusal.width && refusal.height ? ` (${refusal.width} × ${refusal.height})` : '';
    sentences.push(
      `${quoted(refusal.originalName)} has more pixels than a photo can have here${size}; please send a copy of at most ${megapixels} megapixels.`,
    );
  }
  const unreadable = of('unreadable');
  if (unreadable.length > 0) {
    sentences.push(
      `${listed(unreadable)} could not be read as ${unreadable.length === 1 ? 'a picture (the file may be damaged)' : 'pictures (the files may be damaged)'}; please save ${unreadable.length === 1 ? 'it' : 'them'} again or choose another photo.`,
    );
  }
  return sentences.join(' ');
}
