/**
 * @jest-environment node
 *
 * The planning area's console API (decision 065), as the shell's console hands requests to it
 * (decision 064: `x-console-account` names the signed-in account): every route refuses no
 * account and the wrong role; the queues filter, page and count; approve and reject (a reason
 * required to reject), "answered", delete with photos, the photos themselves and the CSV; each
 * change told to the page cache and written to the audit log with ids and kinds only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { consoleRefusals } from '@estes/shared/console';
import { pageDataTags } from '@estes/shared/server';
import { reviewAnsweredEndpoint } from '../../src/api/console-review-answered';
import { reviewDecisionEndpoint } from '../../src/api/console-review-decision';
import { reviewDeleteEndpoint } from '../../src/api/console-review-delete';
import { reviewExportEndpoint } from '../../src/api/console-review-export';
import { reviewPhotoEndpoint } from '../../src/api/console-review-photo';
import { reviewQueueEndpoint } from '../../src/api/console-review-queue';
import { reviewPaths } from '../../src/domain/review-queue';
import { csvLines } from '../submissions/review-lines';
import { SubmissionStore, type NewSubmission } from '../submissions/submission-store';
import { startPlanningApi, type PlanningApiUnderTest } from '../testing/planning-api';
import { reviewConsoleRoutes, type ReviewConsoleOptions } from './review-console-routes';

const reviewer = { id: 'a1', email: 'rae@example.org', role: 'reviewer' } as const;
const operator = { id: 'a2', email: 'otto@example.org', role: 'operator' } as const;
const admin = { id: 'a3', email: 'ada@example.org', role: 'admin' } as const;
type Account = typeof reviewer | typeof operator | typeof admin;

const base = '/api/planning/console/submissions';

let api: PlanningApiUnderTest;
let dataDir: string;
let audit: { actor: string; action: string; target: string; detail: string }[];
let announced: string[][];
let clock: Date;

async function start(options: Partial<ReviewConsoleOptions> = {}) {
  audit = [];
  announced = [];
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'review-console-'));
  api = await startPlanningApi(reviewConsoleRoutes, {
    dataDir,
    now: () => clock,
    pageDataChanged: async (tags: readonly string[]) => {
      announced.push([...tags]);
    },
    recordConsoleAction: async (account, entry) => {
      audit.push({ actor: account.email, ...entry });
    },
    ...options,
  });
}

beforeEach(async () => {
  clock = new Date('2026-11-22T22:00:00Z');
  await start();
});

afterEach(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

const as = (account: Account | null) =>
  account ? { 'x-console-account': JSON.stringify(account) } : ({} as Record<string, string>);

const get = (url: string, account: Account | null = reviewer) =>
  api.app.inject({ method: 'GET', url, headers: as(account) });
const post = (url: string, body: unknown = {}, account: Account | null = reviewer) =>
  api.app.inject({ method: 'POST', url, headers: as(account), payload: body as Record<string, unknown> });

/** Stores a submission received at `at` (the store reads the test's clock). */
async function received(at: string, submission: Partial<NewSubmission> & Pick<NewSubmission, 'kind'>) {
  clock = new Date(at);
  const stored = await new SubmissionStore(api.db, () => clock).add({
    name: 'Ana Ruiz',
    email: 'ana@example.org',
    summary: 'A summary',
    payload: { message: 'Hello' },
    ...submission,
  });
  clock = new Date('2026-11-22T22:00:00Z');
  return stored.id;
}

async function craftFairWithPhoto(): Promise<string> {
  const file = path.join(dataDir, 'photo.png');
  await writeFile(file, Buffer.from('89504e470d0a1a0a-not-really-a-png-but-bytes', 'utf8'));
  return received('2026-11-20T10:00:00Z', {
    kind: 'event-listing',
    name: '=HYPERLINK("x")',
    summary: 'Spring Craft Fair',
    payload: { eventName: 'Spring Craft Fair', eventDate: '2027-04-24', venue: 'Bond Park' },
    photos: [
      {
        file,
        kind: { contentType: 'image/png', extension: 'png' },
        originalName: 'fair.png',
        width: 640,
        height: 480,
        byteSize: 43,
      },
    ],
  });
}

it('serves the addresses the console page calls (the shell hands /console/api/areas/planning/<rest> to /api/planning/console/<rest>)', () => {
  const served = (rest: string) => `/api/planning/console${rest}`;
  expect(reviewQueueEndpoint.path).toBe(served(reviewPaths.queue));
  expect(reviewExportEndpoint.path).toBe(served(reviewPaths.export));
  expect(reviewPhotoEndpoint.path).toBe(served(reviewPaths.photo(':id', Number.NaN).replace('NaN', ':position')));
  expect(reviewDecisionEndpoint.path).toBe(served(reviewPaths.decide(':id')));
  expect(reviewAnsweredEndpoint.path).toBe(served(reviewPaths.answered(':id')));
  expect(reviewDeleteEndpoint.path).toBe(served(reviewPaths.remove(':id')));
});

describe('who may call', () => {
  const calls = (id: string) => [
    () => get(`${base}?form=contact`, null),
    () => get(`${base}/export.csv?form=contact`, null),
    () => get(`${base}/${id}/photos/1`, null),
    () => post(`${base}/${id}/decision`, { decision: 'approved' }, null),
    () => post(`${base}/${id}/answered`, {}, null),
    () => post(`${base}/${id}/delete`, {}, null),
  ];

  it('answers 401 without an account, 403 to an operator, on every route, and changes nothing', async () => {
    const id = await craftFairWithPhoto();
    for (const call of calls(id)) {
      const answer = await call();
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: consoleRefusals.signedOut });
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    const asOperator = [
      get(`${base}?form=contact`, operator),
      get(`${base}/export.csv?form=contact`, operator),
      get(`${base}/${id}/photos/1`, operator),
      post(`${base}/${id}/decision`, { decision: 'approved' }, operator),
      post(`${base}/${id}/answered`, {}, operator),
      post(`${base}/${id}/delete`, {}, operator),
    ];
    for (const answer of await Promise.all(asOperator)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe(consoleRefusals.roleNeeded('reviewer', 'operator'));
    }
    // A header that is not an account is no account.
    const forged = await api.app.inject({
      method: 'GET',
      url: `${base}?form=contact`,
      headers: { 'x-console-account': '{"role":"admin"}' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await new SubmissionStore(api.db).get(id))?.status).toBe('new');
    expect(audit).toEqual([]);
  });

  it('lets reviewers and admins in', async () => {
    expect((await get(`${base}?form=contact`, reviewer)).statusCode).toBe(200);
    expect((await get(`${base}?form=contact`, admin)).statusCode).toBe(200);
  });
});

describe('the queues', () => {
  it('lists one form newest first, filtered by status, day and words, with the new counts of every form', async () => {
    const older = await received('2026-11-01T09:00:00Z', {
      kind: 'contact',
      name: 'Old Sender',
      summary: 'About parking',
    });
    const newer = await received('2026-11-21T09:00:00Z', {
      kind: 'contact',
      name: 'Bea 100%',
      summary: 'Elk rut times',
    });
    await received('2026-11-21T10:00:00Z', { kind: 'partner', summary: 'lodging' });
    await new SubmissionStore(api.db).markAnswered(older, 'rae@example.org');

    const all = (await get(`${base}?form=contact`)).json();
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([newer, older]);
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.newCounts).toEqual({
      'event-listing': 0,
      'event-submission': 0,
      partner: 1,
      'trip-request': 0,
      contact: 1,
    });
    expect(all.items[0].fields).toEqual([{ name: 'message', value: 'Hello' }]);

    const ids = async (query: string) =>
      (await get(`${base}?form=contact&${query}`)).json().items.map((item: { id: string }) => item.id);
    expect(await ids('status=new')).toEqual([newer]);
    expect(await ids('status=answered')).toEqual([older]);
    expect(await ids('since=2026-11-10')).toEqual([newer]);
    expect(await ids('text=ELK')).toEqual([newer]);
    expect(await ids('text=old%20sender')).toEqual([older]);
    // LIKE's marks match only themselves.
    expect(await ids('text=100%25')).toEqual([newer]);
    expect(await ids('text=_')).toEqual([]);
  });

  it('pages twenty at a time', async () => {
    for (let day = 1; day <= 21; day += 1) {
      await received(`2026-11-${String(day).padStart(2, '0')}T08:00:00Z`, { kind: 'partner' });
    }
    const second = (await get(`${base}?form=partner&page=2`)).json();
    expect(second.total).toBe(21);
    expect(second.items).toHaveLength(1);
    expect(second.items[0].receivedAt).toBe('2026-11-01T08:00:00.000Z');
  });

  it('refuses a filter it cannot read with a sentence', async () => {
    const cases: [string, string][] = [
      ['form=nope', 'Choose a form: event-listing, event-submission, partner, trip-request, contact.'],
      ['form=contact&status=maybe', 'Choose a status: new, approved, rejected, answered.'],
      ['form=contact&since=yesterday', '“Received since” must be a date (YYYY-MM-DD).'],
      [`form=contact&text=${'x'.repeat(101)}`, 'Search for at most 100 characters.'],
      ['form=contact&page=0', 'The page must be 1 or more.'],
    ];
    for (const [query, error] of cases) {
      const answer = await get(`${base}?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error });
    }
  });
});

describe('decisions', () => {
  it('approves an event: stored with who, the events pages told, the audit written with ids and kinds', async () => {
    const id = await craftFairWithPhoto();
    const answer = await post(`${base}/${id}/decision`, { decision: 'approved' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().item).toMatchObject({
      id,
      status: 'approved',
      reviewedBy: 'rae@example.org',
      reviewReason: null,
    });
    expect(announced).toEqual([[pageDataTags.approvedEvents]]);
    expect(audit).toEqual([
      { actor: 'rae@example.org', action: 'submission-approved', target: id, detail: 'event-listing' },
    ]);
  });

  it('rejects only with a reason, keeps the reason and leaves it out of the audit log', async () => {
    const id = await craftFairWithPhoto();
    for (const body of [{ decision: 'rejected' }, { decision: 'rejected', reason: '   ' }]) {
      const refused = await post(`${base}/${id}/decision`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'Give a reason for the rejection: it is kept with the submission.' });
    }
    expect(audit).toEqual([]);
    const answer = await post(
      `${base}/${id}/decision`,
      { decision: 'rejected', reason: ' Date already passed ' },
      admin,
    );
    expect(answer.json().item).toMatchObject({
      status: 'rejected',
      reviewReason: 'Date already passed',
      reviewedBy: 'ada@example.org',
    });
    expect(audit).toEqual([
      { actor: 'ada@example.org', action: 'submission-rejected', target: id, detail: 'event-listing, with a reason' },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Date already passed|Bond Park|Craft/);
  });

  it('answers trip requests and messages, and refuses to approve them (or to mark an event answered)', async () => {
    const trip = await received('2026-11-21T09:00:00Z', { kind: 'trip-request', summary: 'Trip request: June' });
    const event = await craftFairWithPhoto();
    expect((await post(`${base}/${trip}/decision`, { decision: 'approved' })).statusCode).toBe(409);
    expect((await post(`${base}/${event}/answered`)).statusCode).toBe(409);
    const answer = await post(`${base}/${trip}/answered`);
    expect(answer.json().item).toMatchObject({
      answeredBy: 'rae@example.org',
      answeredAt: '2026-11-22T22:00:00.000Z',
      status: 'new',
    });
    expect(audit).toEqual([
      { actor: 'rae@example.org', action: 'submission-answered', target: trip, detail: 'trip-request' },
    ]);
  });

  it('says plainly when a submission is gone, and refuses a body it does not take', async () => {
    const missing = await post(`${base}/s0000000000/decision`, { decision: 'approved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatch(/no such submission/);
    expect((await post(`${base}/../../x/answered`)).statusCode).toBe(404);
    const extra = await post(`${base}/s0000000000/answered`, { note: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ error: 'This request takes no fields.' });
  });

  it('changes nothing on a server that cannot write the audit log', async () => {
    await api.close();
    await start({ recordConsoleAction: undefined });
    const id = await craftFairWithPhoto();
    const answer = await post(`${base}/${id}/decision`, { decision: 'approved' });
    expect(answer.statusCode).toBe(503);
    expect((await new SubmissionStore(api.db).get(id))?.status).toBe('new');
  });

  it('says the change stands when its audit entry fails', async () => {
    await api.close();
    await start({
      recordConsoleAction: async () => {
        throw new Error('audit table locked');
      },
    });
    const id = await craftFairWithPhoto();
    const answer = await post(`${base}/${id}/decision`, { decision: 'approved' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().error).toBe(
      'The change was made, but the audit log could not record it: tell an admin, with the time.',
    );
    expect((await new SubmissionStore(api.db).get(id))?.status).toBe('approved');
  });
});

describe('photos, deletion and the CSV', () => {
  it('serves a new submission’s photo to the reviewer, privately', async () => {
    const id = await craftFairWithPhoto();
    const photo = await get(`${base}/${id}/photos/1`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.toString('utf8')).toBe('89504e470d0a1a0a-not-really-a-png-but-bytes');
    expect((await get(`${base}/${id}/photos/2`)).statusCode).toBe(404);
    expect((await get(`${base}/${id}/photos/9`)).statusCode).toBe(404);
    const listed = (await get(`${base}?form=event-listing`)).json().items[0];
    expect(listed.photos).toEqual([
      {
        position: 1,
        contentType: 'image/png',
        width: 640,
        height: 480,
        byteSize: 43,
        originalName: 'fair.png',
        shown: true,
      },
    ]);
  });

  it('deletes a submission with its photos, once', async () => {
    const id = await craftFairWithPhoto();
    await post(`${base}/${id}/decision`, { decision: 'approved' });
    const answer = await post(`${base}/${id}/delete`);
    expect(answer.json()).toEqual({ deleted: { id, photos: 1 } });
    const rows = await api.db.query('SELECT * FROM planning_submission_photo_chunks WHERE submission_id = ?', [id]);
    expect(rows).toEqual([]);
    expect((await get(`${base}/${id}/photos/1`)).statusCode).toBe(404);
    expect((await post(`${base}/${id}/delete`)).statusCode).toBe(404);
    // The approved event left the calendar: the pages were told again.
    expect(announced).toEqual([[pageDataTags.approvedEvents], [pageDataTags.approvedEvents]]);
    expect(audit.map((entry) => [entry.action, entry.detail])).toEqual([
      ['submission-approved', 'event-listing'],
      ['submission-deleted', 'event-listing, 1 photo'],
    ]);
  });

  it('exports the filtered queue as the command’s CSV, as a download', async () => {
    const id = await craftFairWithPhoto();
    await received('2026-11-21T09:00:00Z', { kind: 'event-listing', summary: 'Other' });
    const answer = await get(`${base}/export.csv?form=event-listing&text=craft`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="submissions-event-listing-2026-11-22.csv"',
    );
    const stored = await new SubmissionStore(api.db).get(id);
    if (!stored) throw new Error('the stored submission is gone');
    const expected = csvLines([stored]);
    expect(answer.body).toBe(`${expected.join('\r\n')}\r\n`);
    // A cell a spreadsheet would run is written as text (review-lines.ts).
    expect(answer.body).toContain(`'=HYPERLINK`);
  });
});
