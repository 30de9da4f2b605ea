/**
 * Input shaped to cost the server the most, for `npm run fuzz` (tools/lib/fuzz.ts) and its
 * worst-case phase (tools/lib/worst-case-posts.ts): strings that make regular expressions
 * backtrack or rescan, images that declare or decode to the most pixels the site allows or
 * more, and query strings full of parameters no route reads (issue 28).
 */
import { crc32, createDeflate, deflateSync } from 'node:zlib';

/**
 * A piece repeated between a head and a tail: the shape of one known way to make a pattern
 * work more than linearly (the tail is what makes the match fail at the very end, after all
 * the work). None is an e-mail address the site takes, and none holds a control character
 * (those are refused before any pattern runs).
 */
const backtrackingPieces: readonly { head: string; piece: string; tail: string; why: string }[] = [
  {
    head: 'a@',
    piece: '.',
    tail: '@',
    why: "dots on both sides of a dot (the forms' old e-mail pattern: 7 s at 65 KB)",
  },
  { head: 'a@', piece: 'a.', tail: '@', why: 'labels and dots that almost make a domain' },
  { head: '', piece: '@', tail: '.', why: 'separators a pattern splits on' },
  { head: '', piece: ' ', tail: 'x', why: 'a run of spaces (trims, \\s+ and \\s* next to each other)' },
  { head: '', piece: '1 ', tail: 'x', why: 'digits and spaces (phone numbers)' },
  { head: '', piece: '1', tail: 'x', why: 'a run of digits (dates, times, prices, ids)' },
  { head: '2027-01-0', piece: '1', tail: '-', why: 'a date that never ends' },
  { head: 'http://', piece: 'a.', tail: ' ', why: 'a web address of endless labels' },
  { head: 'x', piece: '/', tail: 'x', why: 'a run of slashes (paths, trailing-slash trims)' },
  { head: 'x', piece: '-', tail: '!', why: 'a run of dashes (slugs)' },
  { head: 'x', piece: ', ', tail: ';', why: 'list separators' },
  { head: 'x', piece: '<a', tail: '', why: 'tags that never close' },
  { head: 'x', piece: '\\', tail: 'x', why: 'backslashes (escapes)' },
];

export interface BacktrackingShape {
  text: string;
  why: string;
}

export const backtrackingShapeCount = backtrackingPieces.length;

/** Backtracking shape number `index` (0 to `backtrackingShapeCount` - 1), `length` characters long. */
export function backtrackingShape(index: number, length: number): BacktrackingShape {
  const { head, piece, tail, why } = backtrackingPieces[
    index % backtrackingPieces.length
  ] as (typeof backtrackingPieces)[number];
  const room = Math.max(0, length - head.length - tail.length);
  return { text: `${head}${piece.repeat(Math.ceil(room / piece.length)).slice(0, room)}${tail}`, why };
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** PNG colour types by channels: grey, RGB, RGBA. */
const pngColourType = { 1: 0, 3: 2, 4: 6 } as const;

function pngFile(
  width: number,
  height: number,
  channels: keyof typeof pngColourType,
  bitDepth: 8 | 16,
  pixelData: Buffer,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = pngColourType[channels];
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixelData),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG of a few hundred bytes whose header claims 100,000 × 100,000 pixels (a decompression
 * bomb): refused from its header, before a pixel is decoded.
 */
export function pngDeclaringHugeSize(): Buffer {
  return pngFile(100_000, 100_000, 3, 8, deflateSync(Buffer.alloc(1 + 100_000 * 3)));
}

/** A PNG whose header is sound (64 × 64) and whose pixels are not: it fails only when decoded. */
export function pngWithBrokenPixels(): Buffer {
  return pngFile(64, 64, 3, 8, Buffer.from('these bytes are not zlib data, so decoding fails'));
}

/**
 * The heaviest photo the site takes: 7,000 × 7,000 pixels (49 MP, under the 50 MP cap), 16 bits
 * per channel with alpha, all one colour, so it packs into about 380 KB while decoding into
 * about 390 MB of pixels (issue 28: four in parallel starved the static files for 20 s).
 * Built by streaming one zero row into zlib (a second or so), never holding the pixels.
 */
export async function heaviestAllowedPng(): Promise<Buffer> {
  const side = 7000;
  const row = Buffer.alloc(1 + side * 4 * 2);
  const deflate = createDeflate({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return pngFile(side, side, 4, 16, Buffer.concat(packed));
}

/**
 * A JPEG of 60 bytes whose frame header declares 65,500 × 65,500 pixels: its headers up to the
 * start of the scan, and no image data.
 */
export function jpegDeclaringHugeSize(): Buffer {
  return Buffer.from([
    ...[0xff, 0xd8], // start of image
    ...[0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00], // JFIF
    ...[0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xdc, 0xff, 0xdc, 0x03], // frame: 8 bits, 65,500 × 65,500, 3 components
    ...[0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
    ...[0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00], // start of scan
  ]);
}

/** Names of query parameters no route reads but crawlers and ad links add to every URL. */
export const trackingParameters = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'fbclid',
  'gclid',
  'msclkid',
  'mc_eid',
  '_ga',
  'ref',
] as const;

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A well-formed multipart/form-data body of `fields` (in order) and then `files`. */
export function multipartBody(
  fields: readonly [string, string][],
  files: readonly MultipartFile[],
  boundary = 'fuzzboundary',
): { type: string; body: Buffer } {
  const parts = [
    ...fields.map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.map((file) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}
