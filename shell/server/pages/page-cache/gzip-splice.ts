/**
 * A gzip stream for a document whose bytes are the same for every response except short
 * slots (the CSP nonce), built without compressing the document again (decision 027).
 *
 * The fixed parts are each deflated once, ending on a full flush: byte-aligned, with no
 * reference back into anything before them, so any bytes may sit between them. A response
 * puts its slot bytes between them as deflate "stored" blocks (RFC 1951 §3.2.4: a 5-byte
 * header, then the bytes as they are), and ends with the gzip trailer (RFC 1952): the CRC-32
 * of the whole document, found by combining each part's CRC-32 (computed once) with the
 * slots' (computed per response) instead of reading the whole document again.
 */
import { constants, deflateRawSync } from 'node:zlib';

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let byte = 0; byte < 256; byte += 1) {
    let value = byte;
    for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    table[byte] = value >>> 0;
  }
  return table;
})();

/** CRC-32 as gzip uses it (ISO 3309, reflected, 0xEDB88320). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A linear map on the 32 bits of a CRC register (over GF(2)), as 32 columns: what feeding a
 * given number of zero bytes does to it.
 */
type Gf2Matrix = Uint32Array<ArrayBuffer>;

function times(matrix: Gf2Matrix, vector: number): number {
  let sum = 0;
  for (let column = 0; vector !== 0; column += 1, vector >>>= 1) {
    if (vector & 1) sum ^= matrix[column] as number;
  }
  return sum >>> 0;
}

function squared(matrix: Gf2Matrix): Gf2Matrix {
  const result = new Uint32Array(32);
  for (let column = 0; column < 32; column += 1) result[column] = times(matrix, matrix[column] as number);
  return result;
}

/** The map of one zero byte: eight single zero bits. */
const oneZeroByte = (() => {
  let oneBit: Gf2Matrix = new Uint32Array(32);
  oneBit[0] = 0xedb88320;
  for (let column = 1; column < 32; column += 1) oneBit[column] = (1 << (column - 1)) >>> 0;
  for (let doubling = 0; doubling < 3; doubling += 1) oneBit = squared(oneBit);
  return oneBit;
})();

/** The map of `length` zero bytes (by squaring: about log2(length) steps). */
export function zeroBytesOperator(length: number): Gf2Matrix {
  let result: Gf2Matrix | undefined;
  let power = oneZeroByte;
  for (let remaining = length; remaining > 0; remaining = Math.floor(remaining / 2)) {
    if (remaining % 2 === 1) {
      if (!result) result = power;
      else {
        const product = new Uint32Array(32);
        for (let column = 0; column < 32; column += 1) product[column] = times(power, result[column] as number);
        result = product;
      }
    }
    if (remaining > 1) power = squared(power);
  }
  if (result) return result;
  const identity = new Uint32Array(32);
  for (let column = 0; column < 32; column += 1) identity[column] = (1 << column) >>> 0;
  return identity;
}

/** CRC-32 of A followed by B, from CRC-32(A), CRC-32(B) and the map of B's length in zero bytes. */
export const combineCrc32 = (crcA: number, crcB: number, zerosOfB: Gf2Matrix): number =>
  (times(zerosOfB, crcA) ^ crcB) >>> 0;

interface DeflatedPart {
  deflated: Buffer;
  crc: number;
  length: number;
  zeros: Gf2Matrix;
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);
/** Stored blocks hold at most 65,535 bytes; a slot is a few dozen. */
const maxSlotBytes = 0xffff;

/** The fixed parts of one document, deflated once; `gzip(slot)` builds one response's stream. */
export class SplicedGzip {
  private readonly parts: DeflatedPart[];
  private readonly slotLength: number;
  private readonly slotZeros: Gf2Matrix;
  /** Bytes held (for the cache's size bound). */
  readonly byteLength: number;

  /** `parts` are the document's fixed bytes around each slot; every slot is `slotLength` long. */
  constructor(parts: readonly Uint8Array[], slotLength: number) {
    if (parts.length === 0) throw new Error('a document has at least one part');
    if (slotLength > maxSlotBytes) throw new Error(`a slot holds at most ${maxSlotBytes} bytes`);
    this.slotLength = slotLength;
    this.slotZeros = zeroBytesOperator(slotLength);
    this.parts = parts.map((part, index) => ({
      deflated: deflateRawSync(part, {
        level: 9,
        // Every part but the last ends byte-aligned and open for more blocks.
        finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
      }),
      crc: crc32(part),
      length: part.length,
      zeros: zeroBytesOperator(part.length),
    }));
    this.byteLength = this.parts.reduce((sum, part) => sum + part.deflated.length + 32 * 4 + 16, 0);
  }

  /** The gzip stream of the document with `slot` in every slot. */
  gzip(slot: Uint8Array): Buffer {
    if (slot.length !== this.slotLength) throw new Error(`the slot is ${this.slotLength} bytes, not ${slot.length}`);
    const storedHeader = Buffer.from([
      0,
      slot.length & 0xff,
      slot.length >>> 8,
      ~slot.length & 0xff,
      (~slot.length >>> 8) & 0xff,
    ]);
    const slotCrc = crc32(slot);
    const chunks: Uint8Array[] = [gzipHeader];
    let crc = 0;
    let length = 0;
    this.parts.forEach((part, index) => {
      if (index > 0) {
        chunks.push(storedHeader, slot);
        crc = combineCrc32(crc, slotCrc, this.slotZeros);
        length += slot.length;
      }
      chunks.push(part.deflated);
      crc = index === 0 ? part.crc : combineCrc32(crc, part.crc, part.zeros);
      length += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length % 0x100000000, 4);
    chunks.push(trailer);
    return Buffer.concat(chunks);
  }
}
