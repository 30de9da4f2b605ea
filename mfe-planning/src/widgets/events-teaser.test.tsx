import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defaultSiteSettings, type SiteApi } from '@estes/shared';
import { siteEvents } from '../features/events/events-catalogue';
import EventsTeaserWidget, { loader, nextEvents } from './events-teaser';

describe('EventsTeaserWidget', () => {
  it('shows the next four events, Featured on the first, each Learn More opening its detail', () => {
    const events = nextEvents(siteEvents, '2027-06-01');
    render(
      <MemoryRouter>
        <EventsTeaserWidget data={{ events }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Events & Experiences' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    // Still running on the day counts as upcoming (the sheep watch began on May 15).
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Bighorn Sheep Watch at Sheep Lakes',
      'Estes Valley Farmers Market',
      'Historic Downtown Walking Tours',
      'Estes Park Wool Market',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Featured')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByText('Featured')).toBeNull();
    expect(
      within(cards[3] as HTMLElement).getByRole('link', { name: 'Learn More about Estes Park Wool Market' }),
    ).toHaveAttribute('href', '/events?event=wool-market-2027');
    expect(screen.getByRole('link', { name: 'View Full Calendar' })).toHaveAttribute('href', '/events');
    // No source is recorded for these dates: each card labels them on the date line, as /events does.
    const woolDates = within(cards[3] as HTMLElement).getByText('Jun 12 – 13, 2027', { selector: 'time' });
    expect(woolDates.closest('dd')).toHaveTextContent(/^Jun 12 – 13, 2027 · dates not confirmed$/);
    // The site counts no RSVPs, so no card claims who is attending (issue 30).
    expect(screen.queryByText(/attending/i)).toBeNull();
  });

  it('skips events that are over and adds approved submissions in date order', async () => {
    const api = jest.fn<ReturnType<SiteApi>, Parameters<SiteApi>>(async () =>
      Response.json({
        events: [
          {
            id: 's0123456789',
            title: 'Visitor Craft Fair',
            date: '2026-11-28',
            time: '10:00 AM - 4:00 PM',
            location: 'Estes Park, CO',
            venue: 'Bond Park',
            category: 'Arts',
            description: 'Local makers.',
            price: 'Free',
            organizer: 'Makers',
            website: null,
            registrationLink: null,
            ageRequirements: null,
            images: [],
            tags: [],
            featured: false,
            recurring: false,
          },
        ],
      }),
    );
    jest.useFakeTimers({ now: new Date('2026-11-25T18:00:00Z'), doNotFake: ['setTimeout', 'queueMicrotask'] });
    try {
      const data = await loader({ request: new Request('http://localhost/'), settings: defaultSiteSettings, api });
      expect(data.events.map((event) => event.id)).toEqual([
        'catch-the-glow-2026',
        's0123456789',
        'snowshoe-ranger-walks-2027',
        'winter-festival-2027',
      ]);
      expect(data.events[0]?.featured).toBe(true);
      // The approved submission's dates are its organizer's; the calendar's own have no recorded source.
      expect(data.events.map((event) => event.datesConfirmed)).toEqual([false, true, false, false]);
      expect(api.mock.calls[0]?.[0]).toBe('/api/planning/events/approved');
    } finally {
      jest.useRealTimers();
    }
  });
});
