import { screen, within } from '@testing-library/react';
import { chipCounts, pageOfEvents } from '../../domain/events-rules';
import type { EventsPageData } from './events-page';
import EventsPage from './events-page';
import { siteEvents } from './events-catalogue';
import { renderAreaPage } from '../../testing/render-in-router';

function show(data: EventsPageData, url = '/events') {
  renderAreaPage('/events', <EventsPage />, data, url);
}

const pageData = (category: EventsPageData['query']['category'], page = 1): EventsPageData => {
  const result = pageOfEvents(siteEvents, { category, page });
  return {
    query: { category, page: result.page },
    chips: chipCounts(siteEvents),
    events: result.items,
    total: result.total,
    pageCount: result.pageCount,
    selected: null,
    sent: false,
  };
};

describe('EventsPage', () => {
  it('shows the chips with counts, the heading, ten cards and the pages', async () => {
    show(pageData('all'));
    expect(
      await screen.findByRole('heading', { level: 2, name: `${siteEvents.length} Events Found` }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const chips = within(screen.getByRole('navigation', { name: 'Event categories' }));
    expect(chips.getByRole('link', { name: `All Events (${siteEvents.length})` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(chips.getByRole('link', { name: /^Music \(\d+\)$/ })).toHaveAttribute('href', '/events?category=music');
    expect(within(screen.getByRole('list', { name: 'Events' })).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    const pages = within(screen.getByRole('navigation', { name: 'Events pages' }));
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/events?page=2');
    expect(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Get the week’s events in your inbox with The Estes Insider.')).toBeInTheDocument();
    expect(screen.getByText('0/750 characters')).toBeInTheDocument();
  });

  it('shows the empty state with Show All Events when a chip has nothing', async () => {
    show({ ...pageData('all'), query: { category: 'sports', page: 1 }, events: [], total: 0, pageCount: 1 });
    expect(await screen.findByRole('heading', { name: 'No events found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Try selecting a different filter to find more events.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show All Events' })).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('navigation', { name: 'Events pages' })).toBeNull();
  });
});
