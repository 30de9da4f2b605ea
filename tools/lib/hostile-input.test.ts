/** @jest-environment node */
import sharp from 'sharp';
import { formSchemas } from '../../mfe-planning/src/domain/submission-schemas';
import { hasControlCharacters } from '@estes/shared/text/control-characters';
import { isEmailAddress } from '@estes/shared/text/email-address';
import {
  backtrackingShape,
  backtrackingShapeCount,
  jpegDeclaringHugeSize,
  multipartBody,
  pngDeclaringHugeSize,
  pngWithBrokenPixels,
} from './hostile-input';
import { formsUnderTest } from './worst-case-posts';

const shapes = (length: number) =>
  Array.from({ length: backtrackingShapeCount }, (_, index) => backtrackingShape(index, length).text);

describe('the backtracking shapes', () => {
  it.each([200, 3_800, 65_400])('are %i characters long each', (length) => {
    expect(shapes(length).map((text) => text.length)).toEqual(shapes(length).map(() => length));
  });

  it('are never an address the site takes, nor hold control characters (the run stores nothing)', () => {
    for (const text of [...shapes(20), ...shapes(300)]) {
      expect(isEmailAddress(text)).toBe(false);
      expect(hasControlCharacters(text)).toBe(false);
    }
  });
});

describe('the images', () => {
  it('a PNG and a JPEG of a few hundred bytes claim 100,000² and 65,500² pixels', async () => {
    expect(pngDeclaringHugeSize().length).toBeLessThan(1024);
    expect(await sharp(pngDeclaringHugeSize(), { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 100_000,
      height: 100_000,
    });
    expect(await sharp(jpegDeclaringHugeSize(), { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'jpeg',
      width: 65_500,
      height: 65_500,
    });
  });

  it('the broken PNG has a sound header and cannot be decoded', async () => {
    expect(await sharp(pngWithBrokenPixels()).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    await expect(sharp(pngWithBrokenPixels(), { failOn: 'error' }).png().toBuffer()).rejects.toThrow();
  });
});

describe('the worst-case posts', () => {
  it('cover every form schema and the newsletter, with each form’s own fields', () => {
    const formFields = formsUnderTest.map((form) => [form.name, form.fields.length > 3, form.fields.includes('email')]);
    expect(formFields).toEqual([
      ['contact message', true, true],
      ['trip request', true, true],
      ['event listing', true, true],
      ['event submission', true, true],
      ['partner application', true, true],
      ['newsletter sign-up', false, true],
    ]);
    expect(Object.keys(formSchemas)).toHaveLength(formsUnderTest.length - 1);
    expect(formsUnderTest.find((form) => form.name === 'trip request')?.fields).toContain('interests');
  });
});

describe('multipartBody', () => {
  it('writes fields, then files, then the closing boundary', () => {
    const { type, body } = multipartBody(
      [['name', 'Ana']],
      [{ field: 'photos', filename: 'a.png', contentType: 'image/png', data: Buffer.from('PNG') }],
      'b',
    );
    expect(type).toBe('multipart/form-data; boundary=b');
    expect(body.toString()).toBe(
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n' +
        '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n' +
        '--b--\r\n',
    );
  });
});
