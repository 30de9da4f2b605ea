import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { combineCrc32, crc32, SplicedGzip, zeroBytesOperator } from './gzip-splice';

describe('CRC-32', () => {
  it('matches the check value of the standard', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('combines the CRCs of two parts into the CRC of both', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (first, second) => {
        const joined = Buffer.concat([first, second]);
        expect(combineCrc32(crc32(first), crc32(second), zeroBytesOperator(second.length))).toBe(crc32(joined));
      }),
    );
  });
});

describe('a gzip stream spliced around slots', () => {
  const html = (nonce: string) =>
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${nonce}"><style nonce="${nonce}">body{margin:0}</style></head><body>${'<p>Elk in the meadow.</p>'.repeat(400)}</body></html>`;

  it('decompresses to the document with this response’s nonce, in every slot', () => {
    const parts = html('SLOT')
      .split('SLOT')
      .map((part) => Buffer.from(part));
    const spliced = new SplicedGzip(parts, 24);
    for (const nonce of ['a'.repeat(24), randomBytes(16).toString('base64')]) {
      expect(gunzipSync(spliced.gzip(Buffer.from(nonce))).toString()).toBe(html(nonce));
    }
  });

  it('compresses the fixed parts (a repeated page shrinks)', () => {
    const parts = html('SLOT')
      .split('SLOT')
      .map((part) => Buffer.from(part));
    const bytes = new SplicedGzip(parts, 24).gzip(Buffer.from('b'.repeat(24)));
    expect(bytes.length).toBeLessThan(html('x').length / 10);
  });

  it('holds for any parts and slot bytes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 2000 }), { minLength: 1, maxLength: 5 }),
        fc.uint8Array({ minLength: 0, maxLength: 40 }),
        (parts, slot) => {
          const spliced = new SplicedGzip(parts, slot.length);
          const expected = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [slot, part])));
          expect(gunzipSync(spliced.gzip(slot)).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a slot of another length', () => {
    expect(() => new SplicedGzip([Buffer.from('a'), Buffer.from('b')], 4).gzip(Buffer.from('abc'))).toThrow(/4 bytes/);
  });
});
