/** @jest-environment node */
/**
 * The photo-load budget check's verdict (tools/photo-load.ts): what it calls a failure. The
 * timings here are made up; the real ones are measured by `npm run photo-load`, never in Jest.
 */
import sharp from 'sharp';
import { photoPixelLimits } from '../../mfe-planning/server/submissions/photo-reencode';
import { photoLimits } from '../../mfe-planning/src/domain/form-limits';
import {
  eventSubmissionUpload,
  photoLoadProblems,
  spread,
  worstCasePhoto,
  worstCasePhotoSize,
  type Answer,
  type PhotoLoadReport,
} from './photo-load';

const budgets = { maxProbeMs: 100, maxPeakRssBytes: 400 * 1024 * 1024 };
const accepted = (id: string): Answer => ({
  status: 201,
  ms: 4000,
  body: JSON.stringify({ ok: true, id }),
  retryAfter: undefined,
});
const busy: Answer = {
  status: 503,
  ms: 10_000,
  body: JSON.stringify({ ok: false, message: 'Nothing of yours was kept: please try again in a minute.' }),
  retryAfter: '60',
};

const passing = (): PhotoLoadReport => ({
  uploads: [accepted('s0000000001'), busy],
  probes: [
    { path: '/assets/main.js', status: 200, ms: 12 },
    { path: '/', status: 200, ms: 99.9 },
  ],
  peakRssBytes: 300 * 1024 * 1024,
  stored: [{ id: 's0000000001', email: 'a@example.org', photoRows: 3, wholePhotos: 3 }],
  acknowledgedIds: ['s0000000001'],
  expectedPhotos: 3,
  leftoverUploadFolders: 0,
});

describe('the photo-load verdict', () => {
  it('passes a run where every budget and rule held', () => {
    expect(photoLoadProblems(passing(), budgets)).toEqual([]);
  });

  it.each<[string, (report: PhotoLoadReport) => void, RegExp]>([
    [
      'a slow static file',
      (report) => report.probes.push({ path: '/assets/main.js', status: 200, ms: 101 }),
      /main\.js: slowest answer 101 ms/,
    ],
    [
      'a page that failed',
      (report) => report.probes.push({ path: '/', status: -1, ms: 5 }),
      /\/: 1 of 2 answers were not 200/,
    ],
    [
      'memory over its bound',
      (report) => (report.peakRssBytes = 401 * 1024 * 1024),
      /memory peaked at 401 MB, over 400 MB/,
    ],
    ['an upload never answered', (report) => report.uploads.push({ ...busy, status: 0 }), /upload 2: no answer/],
    [
      'a socket closed unanswered',
      (report) => report.uploads.push({ ...busy, status: -1 }),
      /upload 2: connection closed unanswered/,
    ],
    ['a 500', (report) => report.uploads.push({ ...busy, status: 500 }), /upload 2: 500/],
    [
      'a 503 that does not say when to try again',
      (report) => report.uploads.push({ ...busy, body: '{}' }),
      /upload 2: 503 without "try again in a minute"/,
    ],
    [
      'a 503 without Retry-After',
      (report) => report.uploads.push({ ...busy, retryAfter: undefined }),
      /upload 2: 503 without Retry-After/,
    ],
    ['no upload accepted', (report) => (report.uploads = [busy]), /no upload was accepted/],
    ['an acknowledged submission missing', (report) => (report.stored = []), /acknowledged s0000000001 is not stored/],
    [
      'a submission stored but refused',
      (report) => report.stored.push({ id: 's0000000002', email: 'b@example.org', photoRows: 3, wholePhotos: 3 }),
      /s0000000002 \(b@example.org\) is stored but was never acknowledged/,
    ],
    [
      'a photo row without its file',
      (report) => (report.stored = [{ id: 's0000000001', email: 'a@example.org', photoRows: 3, wholePhotos: 2 }]),
      /half stored: 3 photo rows, 2 with all their bytes, of 3/,
    ],
    [
      'a temporary folder left',
      (report) => (report.leftoverUploadFolders = 1),
      /1 temporary upload folders were left behind/,
    ],
  ])('fails %s', (_name, spoil, problem) => {
    const report = passing();
    spoil(report);
    expect(photoLoadProblems(report, budgets)).toEqual([expect.stringMatching(problem)]);
  });
});

describe('the photo-load run', () => {
  it('sends a valid submit-event post with 3 photos', () => {
    const upload = eventSubmissionUpload('m1', 4, Buffer.from('photo bytes'), 3);
    const body = upload.payload.toString('latin1');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('photo-load-m1-4@example.org');
    expect(body.split('filename="big-').length - 1).toBe(3);
  });

  it('makes the issue’s photo: a 16-bit 7000 × 7000 PNG under the pixel cap and the 5 MB limit', async () => {
    const photo = await worstCasePhoto();
    const metadata = await sharp(photo).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 7000, height: 7000, depth: 'ushort' });
    expect(worstCasePhotoSize.width * worstCasePhotoSize.height).toBeLessThanOrEqual(photoPixelLimits.maxInputPixels);
    expect(photo.length).toBeLessThan(photoLimits.maxBytes);
  });

  it('summarises timings by median, 99th percentile and slowest', () => {
    const timings = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(spread(timings)).toEqual({ p50: 51, p99: 100, max: 100 });
  });
});
