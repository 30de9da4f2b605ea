/** @jest-environment node */
import { clockTime, toApprovedEvent } from './approved-events';
import { sniffImage } from './photo-files';
import { submissionSettingsFrom } from './submission-settings';
import { approvedEventFixture, eventListingFixture } from '../../src/domain/form-samples';

describe('sniffImage', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes, whatever the name', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0]))?.contentType).toBe('image/jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe('png');
    expect(sniffImage(Buffer.from('GIF89a....'))?.contentType).toBe('image/gif');
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('refuses everything else', () => {
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeUndefined();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});

describe('submission settings', () => {
  it('default to 20 per 10 minutes and read the environment', () => {
    expect(submissionSettingsFrom({})).toEqual({
      rateLimit: { max: 20, windowMs: 600_000 },
      capacity: { maxPending: 2000, maxPhotoBytes: 2 * 1024 ** 3, minFreeDiskBytes: 512 * 1024 ** 2 },
      photoWork: { concurrency: 1, maxWaitMs: 10_000, maxWaiting: 16, jobSeconds: 15 },
    });
    expect(
      submissionSettingsFrom({
        SUBMISSIONS_MAX_PENDING: '50',
        SUBMISSIONS_MAX_PHOTO_MB: '10',
        SUBMISSIONS_MIN_FREE_DISK_MB: '1',
      }).capacity,
    ).toEqual({ maxPending: 50, maxPhotoBytes: 10 * 1024 ** 2, minFreeDiskBytes: 1024 ** 2 });
    expect(() => submissionSettingsFrom({ SUBMISSIONS_MAX_PENDING: '0' })).toThrow(/SUBMISSIONS_MAX_PENDING/);
    expect(
      submissionSettingsFrom({ SUBMISSIONS_RATE_LIMIT: '3', SUBMISSIONS_RATE_WINDOW_MINUTES: '1' }).rateLimit,
    ).toEqual({ max: 3, windowMs: 60_000 });
    expect(() => submissionSettingsFrom({ SUBMISSIONS_RATE_LIMIT: 'lots' })).toThrow(/SUBMISSIONS_RATE_LIMIT/);
  });
});

describe('clockTime', () => {
  it('reads 24-hour times as visitors do', () => {
    expect(clockTime('00:05')).toBe('12:05 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('19:30')).toBe('7:30 PM');
    expect(clockTime(undefined)).toBe('');
  });
});

describe('toApprovedEvent', () => {
  it('maps an events-page submission without exposing the sender’s e-mail or phone', () => {
    const event = toApprovedEvent({
      id: 's0123456789',
      kind: 'event-listing',
      status: 'approved',
      createdAt: '2026-11-22T18:00:00.000Z',
      reviewedAt: '2026-11-22T19:00:00.000Z',
      reviewedBy: 'reviewer@example.org',
      reviewReason: null,
      answeredAt: null,
      answeredBy: null,
      name: 'Bond Park',
      email: 'private@example.org',
      summary: 'Elk Fest',
      payload: { ...eventListingFixture, email: 'private@example.org' },
      photos: [],
    });
    expect(event).toEqual({
      ...approvedEventFixture,
      id: 's0123456789',
      title: 'Elk Fest',
      date: '2027-09-25',
      time: '10:00 AM - 5:00 PM',
      category: 'Festival',
      description: eventListingFixture.description,
      organizer: 'Bond Park',
      website: 'https://elkfest.example.org',
    });
    expect(JSON.stringify(event)).not.toMatch(/private@example\.org|555-0100/);
  });
});
