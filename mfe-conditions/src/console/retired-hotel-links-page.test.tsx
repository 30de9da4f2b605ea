/** The conditions area's Retired hotel links console page with a fetch stand-in of its console API (through the shell's hand-over); uPlot replaced (jsdom has no canvas). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerEveryFetch, drawn } from '@estes/shared/console/testing';
import type * as ClickPageStandIns from '@estes/shared/console/testing';
import type { PartnerClickReport } from '@estes/shared/console/partner-clicks';
import conditionsConsole from '../console';
import { RetiredHotelLinksPage } from './retired-hotel-links-page';

jest.mock('uplot', () => jest.requireActual<typeof ClickPageStandIns>('@estes/shared/console/testing').uplotStandIn);

const apiBase = '/console/api/areas/conditions';
const account = { id: 'a-3', email: 'otto@estes.example', role: 'operator' } as const;

const week: PartnerClickReport = {
  from: '2026-11-21',
  to: '2026-11-27',
  total: 3,
  byDay: [
    { day: '2026-11-26', clicks: 1 },
    { day: '2026-11-23', clicks: 2 },
  ],
  byLink: [
    { kind: 'downtown-hotel', id: 'ridgeline-hotel', clicks: 2 },
    { kind: 'downtown-hotel', id: 'stanley-hotel', clicks: 1 },
  ],
  byPage: [
    { page: '/downtown', clicks: 2 },
    { page: '', clicks: 1 },
  ],
};

beforeEach(() => {
  drawn.length = 0;
});

it('is the page the area contributes, for every role, as lodging’s Partner clicks is', () => {
  expect(conditionsConsole.pages.map(({ path, title, roles }) => ({ path, title, roles }))).toEqual([
    { path: '/console/retired-hotel-links', title: 'Retired hotel links', roles: ['reviewer', 'operator', 'admin'] },
  ]);
});

it('says what the links are, draws the clicks per day, lists every hotel and page, and links each CSV', async () => {
  const asked = answerEveryFetch(200, week);
  render(<RetiredHotelLinksPage account={account} apiBase={apiBase} />);
  expect(screen.getByText(/links of the hotel cards the downtown guide showed before/)).toHaveTextContent(
    /old bookmarks and saved pages/,
  );
  const chart = await screen.findByRole('img', {
    name: '3 clicks from Nov 21 to Fri, Nov 27, 2026; the busiest day was Mon, Nov 23, 2026 with 2.',
  });
  expect(chart).toBeInTheDocument();
  expect(asked).toEqual([`${apiBase}/partner-clicks?days=30`]);
  await waitFor(() => expect(drawn.at(-1)?.[1]).toEqual([0, 0, 2, 0, 0, 1, 0]));
  expect(screen.getByRole('heading', { level: 2, name: 'Retired hotel link clicks per day' })).toBeInTheDocument();
  const days = screen.getByRole('table', { name: 'Retired hotel link clicks by day' });
  expect(within(days).getAllByRole('row')).toHaveLength(8);
  const hotels = screen.getByRole('table', { name: 'Retired hotel link clicks by hotel' });
  expect(within(hotels).getByRole('columnheader', { name: 'Hotel card' })).toBeInTheDocument();
  expect(
    within(hotels)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['ridgeline-hotel', 'stanley-hotel']);
  const pages = screen.getByRole('table', { name: 'Retired hotel link clicks by page' });
  expect(
    within(pages)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['/downtown', 'No page named']);
  expect(screen.getAllByRole('link', { name: /\(CSV\)$/ }).map((link) => link.getAttribute('href'))).toEqual([
    `${apiBase}/partner-clicks.csv?days=30&table=days`,
    `${apiBase}/partner-clicks.csv?days=30&table=properties`,
    `${apiBase}/partner-clicks.csv?days=30&table=pages`,
    `${apiBase}/partner-clicks.csv?days=30&table=all`,
  ]);
  await userEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
  await waitFor(() => expect(asked.at(-1)).toBe(`${apiBase}/partner-clicks?days=90`));
});

it('says so when no retired link was clicked', async () => {
  answerEveryFetch(200, { ...week, total: 0, byDay: [], byLink: [], byPage: [] });
  render(<RetiredHotelLinksPage account={account} apiBase={apiBase} />);
  expect(await screen.findAllByText('No retired hotel link was clicked in this period.')).toHaveLength(3);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryAllByRole('link')).toEqual([]);
});

it('shows the console’s sentence when the figures cannot be read', async () => {
  answerEveryFetch(403, { error: 'Only admins may do this; you are signed in as an operator.' });
  render(<RetiredHotelLinksPage account={account} apiBase={apiBase} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Only admins may do this');
});
