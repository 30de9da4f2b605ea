/** Lodging's Partner clicks console page with a fetch stand-in of its console API (through the shell's hand-over); uPlot replaced (jsdom has no canvas). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerEveryFetch, drawn } from '@estes/shared/console/testing';
import type * as ClickPageStandIns from '@estes/shared/console/testing';
import lodgingConsole from '../console';
import { PartnerClicksPage, type PartnerClickReport } from './partner-clicks-page';

jest.mock('uplot', () => jest.requireActual<typeof ClickPageStandIns>('@estes/shared/console/testing').uplotStandIn);

const apiBase = '/console/api/areas/lodging';
const account = { id: 'a-2', email: 'rey@estes.example', role: 'reviewer' } as const;

const week: PartnerClickReport = {
  from: '2026-11-21',
  to: '2026-11-27',
  total: 7,
  byDay: [
    { day: '2026-11-27', clicks: 3 },
    { day: '2026-11-22', clicks: 4 },
  ],
  byLink: [
    { kind: 'book', id: 'booking-9100001', clicks: 4 },
    { kind: 'book', id: 'the-stanley-hotel', name: 'The Stanley Hotel', clicks: 2 },
    { kind: 'partner', id: 'header', clicks: 1 },
  ],
  byPage: [
    { page: '/property/the-stanley-hotel', clicks: 6 },
    { page: '', clicks: 1 },
  ],
};

beforeEach(() => {
  drawn.length = 0;
});

it('is the page the area contributes, for every role', () => {
  expect(lodgingConsole.pages.map(({ path, title, roles }) => ({ path, title, roles }))).toEqual([
    { path: '/console/partner-clicks', title: 'Partner clicks', roles: ['reviewer', 'operator', 'admin'] },
  ]);
});

it('draws the clicks per day with the sentence, lists every day, property and page, and links each CSV', async () => {
  const asked = answerEveryFetch(200, week);
  render(<PartnerClicksPage account={account} apiBase={apiBase} />);
  const chart = await screen.findByRole('img', {
    name: '7 partner clicks from Nov 21 to Fri, Nov 27, 2026; the busiest day was Sun, Nov 22, 2026 with 4.',
  });
  expect(chart).toBeInTheDocument();
  expect(asked).toEqual([`${apiBase}/partner-clicks?days=30`]);
  await waitFor(() => expect(drawn.at(-1)?.[1]).toEqual([0, 4, 0, 0, 0, 0, 3]));
  const days = screen.getByRole('table', { name: 'Partner clicks by day' });
  expect(within(days).getAllByRole('row')).toHaveLength(8);
  const properties = screen.getByRole('table', { name: 'Partner clicks by property' });
  expect(
    within(properties)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['booking-9100001 (Book Now)', 'The Stanley Hotel (Book Now)', 'header (Site-wide partner link)']);
  const pages = screen.getByRole('table', { name: 'Partner clicks by page' });
  expect(
    within(pages)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['/property/the-stanley-hotel', 'No page named']);
  expect(screen.getAllByRole('link', { name: /\(CSV\)$/ }).map((link) => link.getAttribute('href'))).toEqual([
    `${apiBase}/partner-clicks.csv?days=30&table=days`,
    `${apiBase}/partner-clicks.csv?days=30&table=properties`,
    `${apiBase}/partner-clicks.csv?days=30&table=pages`,
    `${apiBase}/partner-clicks.csv?days=30&table=all`,
  ]);
  await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
  await waitFor(() => expect(asked.at(-1)).toBe(`${apiBase}/partner-clicks?days=7`));
});

it('says so when no link was clicked', async () => {
  answerEveryFetch(200, { ...week, total: 0, byDay: [], byLink: [], byPage: [] });
  render(<PartnerClicksPage account={account} apiBase={apiBase} />);
  expect(await screen.findAllByText('No partner link was clicked in this period.')).toHaveLength(3);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryAllByRole('link')).toEqual([]);
});

it('shows the console’s sentence when the figures cannot be read', async () => {
  answerEveryFetch(401, { error: 'You are not signed in, or your session has ended: sign in again.' });
  render(<PartnerClicksPage account={account} apiBase={apiBase} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('You are not signed in');
});
