/**
 * The console's Submissions page (decision 065) against its API's contract: a stand-in answers
 * fetch as the planning area's console API does through the shell, and the tests check what the
 * page sends (addresses, methods, JSON bodies) and what it shows.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueueItem, QueuePage } from '../domain/review-queue';
import ReviewQueuePage from './review-queue-page';

const apiBase = '/console/api/areas/planning';
const account = { id: 'a1', email: 'rae@example.org', role: 'reviewer' } as const;

const craftFair: QueueItem = {
  id: 's0123456789',
  form: 'event-listing',
  status: 'new',
  receivedAt: '2026-11-20T17:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  reviewReason: null,
  answeredAt: null,
  answeredBy: null,
  name: 'Bond Park',
  email: 'organizer@example.org',
  summary: 'Spring Craft Fair',
  fields: [
    { name: 'eventName', value: 'Spring Craft Fair' },
    { name: 'eventDate', value: '2027-04-24' },
  ],
  photos: [
    {
      position: 1,
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
      byteSize: 1000,
      originalName: 'fair.jpg',
      shown: true,
    },
    {
      position: 2,
      contentType: 'image/jpeg',
      width: null,
      height: null,
      byteSize: 900,
      originalName: 'old.jpg',
      shown: false,
      note: 'Kept from before photos were re-encoded: not shown.',
    },
  ],
};

const trip: QueueItem = {
  ...craftFair,
  id: 's9876543210',
  form: 'trip-request',
  summary: 'Trip request: June',
  photos: [],
};

const counts = { 'event-listing': 1, 'event-submission': 0, partner: 0, 'trip-request': 1, contact: 0 };

interface Call {
  method: string;
  url: string;
  body?: unknown;
  contentType?: string | undefined;
}

let calls: Call[];
let answers: (call: Call) => { status: number; body: unknown } | undefined;

const page = (items: QueueItem[]): QueuePage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  newCounts: counts,
});

beforeEach(() => {
  calls = [];
  answers = () => undefined;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init?.method ?? 'GET',
      url: String(input),
      ...(init?.body ? { body: JSON.parse(String(init.body)) as unknown } : {}),
      contentType: headers['content-type'],
    };
    calls.push(call);
    const special = answers(call);
    const url = new URL(call.url, 'http://localhost');
    const form = url.searchParams.get('form');
    const answer = special ?? {
      status: 200,
      body:
        call.method === 'POST'
          ? { item: craftFair, deleted: { id: craftFair.id, photos: 1 } }
          : page(form === 'trip-request' ? [trip] : [craftFair]),
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

const showPage = () => render(<ReviewQueuePage account={account} apiBase={apiBase} />);
const posts = () => calls.filter((call) => call.method === 'POST');

it('opens the new event listings, with every field, the photos from the console API and the CSV of the filter', async () => {
  showPage();
  const card = (await screen.findByRole('heading', { name: 'Spring Craft Fair' })).closest('li');
  if (!card) throw new Error('the submission is not a list item');
  expect(calls[0]).toMatchObject({ method: 'GET', url: `${apiBase}/submissions?form=event-listing&status=new` });
  expect(within(card).getByText('Bond Park <organizer@example.org>')).toBeInTheDocument();
  expect(within(card).getByText('2027-04-24')).toBeInTheDocument();
  const photo = within(card).getByRole('img');
  expect(photo).toHaveAttribute('src', `${apiBase}/submissions/s0123456789/photos/1`);
  expect(within(card).getByText(/Kept from before photos were re-encoded/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Trip requests (1 new)' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('link', { name: 'Download these as CSV' })).toHaveAttribute(
    'href',
    `${apiBase}/submissions/export.csv?form=event-listing&status=new`,
  );
});

it('filters by status, day and words', async () => {
  showPage();
  await screen.findByRole('heading', { name: 'Spring Craft Fair' });
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'rejected');
  await userEvent.type(screen.getByLabelText('Received since'), '2026-11-01');
  await userEvent.type(screen.getByLabelText('Name or summary contains'), 'craft fair');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() =>
    expect(calls.at(-1)?.url).toBe(
      `${apiBase}/submissions?form=event-listing&status=rejected&since=2026-11-01&text=craft+fair`,
    ),
  );
});

it('approves, and says the event reaches the calendar', async () => {
  showPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(
    await screen.findByText('Approved “Spring Craft Fair”. It appears on the events calendar within a minute.'),
  ).toBeInTheDocument();
  expect(posts()).toEqual([
    {
      method: 'POST',
      url: `${apiBase}/submissions/s0123456789/decision`,
      body: { decision: 'approved' },
      contentType: 'application/json',
    },
  ]);
  // The queue is read again.
  expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2);
});

it('rejects only with a reason', async () => {
  showPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Give a reason for the rejection.');
  expect(posts()).toEqual([]);
  await userEvent.type(screen.getByLabelText(/Why is it rejected/), 'The date has passed');
  await userEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
  await screen.findByText('Rejected “Spring Craft Fair”. It is not on the events calendar.');
  expect(posts()[0]).toMatchObject({ body: { decision: 'rejected', reason: 'The date has passed' } });
});

it('marks a trip request answered, from its own queue', async () => {
  showPage();
  await screen.findByRole('heading', { name: 'Spring Craft Fair' });
  await userEvent.click(screen.getByRole('button', { name: 'Trip requests (1 new)' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Mark answered' }));
  await screen.findByText('Marked “Trip request: June” answered.');
  expect(posts()).toEqual([
    { method: 'POST', url: `${apiBase}/submissions/s9876543210/answered`, body: {}, contentType: 'application/json' },
  ]);
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it('deletes only after it is confirmed', async () => {
  showPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete…' }));
  expect(screen.getByText('Delete this submission and its 2 photos? This cannot be undone.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(posts()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Delete…' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
  await screen.findByText('Deleted “Spring Craft Fair” and its photo.');
  expect(posts()).toEqual([
    { method: 'POST', url: `${apiBase}/submissions/s0123456789/delete`, body: {}, contentType: 'application/json' },
  ]);
});

it('shows the server’s sentence when a change is refused', async () => {
  answers = (call) =>
    call.method === 'POST'
      ? {
          status: 404,
          body: { error: 'There is no such submission any more: someone may have deleted it. Reload the queue.' },
        }
      : undefined;
  showPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such submission any more');
});

it('says when the queue cannot be read', async () => {
  answers = () => ({
    status: 403,
    body: { error: 'Only reviewers and admins may do this; you are signed in as an operator.' },
  });
  showPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Only reviewers and admins may do this');
});
