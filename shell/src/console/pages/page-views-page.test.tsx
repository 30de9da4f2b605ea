/** The Page views section against the console API's contract (a stand-in answers fetch); the chart library is a stand-in too (jsdom has no canvas). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageViewsLeftOut } from '@estes/shared/text/site-texts';
import type { PageViewsAnswer } from '../console-api';
import { accounts } from '../testing/console-api-stand-in';
import { callLines, renderConsole } from '../testing/render-console';

jest.mock('@simplewebauthn/browser', () => ({ browserSupportsWebAuthn: () => true }));

const drawn: { data: number[][]; width: number }[] = [];
jest.mock('uplot', () => {
  class StandInPlot {
    width: number;
    constructor(options: { width: number }, data: number[][]) {
      this.width = options.width;
      drawn.push({ data, width: options.width });
    }
    setSize() {}
    destroy() {}
    static paths = { bars: () => () => null };
  }
  return { __esModule: true, default: StandInPlot };
});

const week: PageViewsAnswer = {
  from: '2026-11-21',
  to: '2026-11-27',
  timeZone: 'America/Denver',
  pageViews: {
    total: 12,
    byDay: [
      { day: '2026-11-27', views: 9 },
      { day: '2026-11-23', views: 3 },
    ],
    byRoute: [
      { route: 'planning.events', views: 7 },
      { route: 'notFound', views: 3 },
      { route: 'lodging.property', views: 2 },
    ],
    byReferrer: [
      { referrer: 'none', views: 8 },
      { referrer: 'www.google.com', views: 4 },
    ],
  },
  emptySearches: {
    total: 3,
    byQuery: [{ query: 'ice skating', searches: 3, lastDay: '2026-11-26' }],
    byDay: [{ day: '2026-11-26', searches: 3 }],
  },
};

beforeEach(() => {
  drawn.length = 0;
});

describe('Page views', () => {
  it('shows the chart with its summary, every day of the period in its table, and a CSV link per table', async () => {
    renderConsole('/console/page-views', (api) => {
      api.signedIn = accounts.reviewer;
      api.pageViews = (days) => (days === 7 ? week : { ...week, from: '2026-10-29' });
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Last 7 days' }));
    const summary = '12 page views from Nov 21 to Fri, Nov 27, 2026; the busiest day was Fri, Nov 27, 2026 with 9.';
    expect(await screen.findByRole('img', { name: summary })).toBeInTheDocument();
    await waitFor(() =>
      expect(drawn.at(-1)?.data).toEqual([
        [0, 1, 2, 3, 4, 5, 6],
        [0, 0, 3, 0, 0, 0, 9],
      ]),
    );

    const days = screen.getByRole('table', { name: 'Page views by day' });
    // Folded under its summary, so a phone's page goes on to the next table.
    expect(days.closest('details')?.querySelector('summary')).toHaveTextContent('Every day’s figures (table)');
    const dayRows = within(days).getAllByRole('row').slice(1);
    expect(dayRows.map((row) => row.textContent)).toEqual([
      'Fri, Nov 27, 20269',
      'Thu, Nov 26, 20260',
      'Wed, Nov 25, 20260',
      'Tue, Nov 24, 20260',
      'Mon, Nov 23, 20263',
      'Sun, Nov 22, 20260',
      'Sat, Nov 21, 20260',
    ]);
    const pages = screen.getByRole('table', { name: 'Page views by page' });
    expect(
      within(pages)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['/events', 'Page not found (404)', '/property/:id']);
    const sites = screen.getByRole('table', { name: 'Page views by referring site' });
    expect(within(sites).getAllByRole('rowheader')[0]).toHaveTextContent('No referring site');
    expect(screen.getByRole('table', { name: 'Searches that found nothing' })).toHaveTextContent(
      '“ice skating” last on Thu, Nov 26, 2026',
    );
    expect(screen.getAllByRole('link', { name: /\(CSV\)$/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/console/api/reports/page-views.csv?days=7&table=days',
      '/console/api/reports/page-views.csv?days=7&table=routes',
      '/console/api/reports/page-views.csv?days=7&table=all',
      '/console/api/reports/page-views.csv?days=7&table=referrers',
      '/console/api/reports/empty-searches.csv?days=7&table=queries',
    ]);
  });

  it('asks for 30 days first, then the period chosen', async () => {
    const api = renderConsole('/console/page-views', (stand) => {
      stand.signedIn = accounts.operator;
    });
    expect(await screen.findByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await screen.findByText('0 page views from Thu, Oct 29, 2026 to Fri, Nov 27, 2026.');
    await userEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await waitFor(() =>
      expect(callLines(api).filter((line) => line.includes('/reports/'))).toEqual([
        'GET /console/api/reports/page-views?days=30',
        'GET /console/api/reports/page-views?days=90',
      ]),
    );
  });

  it('says so when nothing was counted, with no table and no CSV link', async () => {
    renderConsole('/console/page-views', (api) => {
      api.signedIn = accounts.admin;
    });
    expect(await screen.findByText('0 page views from Thu, Oct 29, 2026 to Fri, Nov 27, 2026.')).toBeInTheDocument();
    expect(screen.getAllByText('No page views were counted in this period.')).toHaveLength(3);
    expect(screen.getByText('Every search in this period found something.')).toBeInTheDocument();
    expect(screen.queryAllByRole('table')).toEqual([]);
    expect(screen.queryAllByRole('link', { name: /CSV/ })).toEqual([]);
  });

  it('says what is not counted in the privacy policy’s words: pages without JavaScript, and bots', async () => {
    renderConsole('/console/page-views', (api) => {
      api.signedIn = accounts.reviewer;
    });
    const explained = await screen.findByText(/Pages visitors opened, counted by the site’s server/);
    expect(explained).toHaveTextContent(pageViewsLeftOut.text);
    expect(explained).toHaveTextContent(/opened with JavaScript turned off, or by a known bot, is not counted/);
  });

  it('shows the server’s sentence when the report cannot be read', async () => {
    renderConsole('/console/page-views', (api) => {
      api.signedIn = accounts.reviewer;
      api.failNext.set('/console/api/reports/page-views', {
        status: 500,
        body: { error: 'Something went wrong on our side. Please try again in a minute.' },
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });

  it('is listed for every role on the console’s home', async () => {
    renderConsole('/console', (api) => {
      api.signedIn = accounts.reviewer;
    });
    const links = await screen.findAllByRole('link', { name: 'Page views' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/console/page-views', '/console/page-views']);
  });
});
