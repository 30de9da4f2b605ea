import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type * as PlainLinks from '../../testing/plain-links';
import userEvent from '@testing-library/user-event';
import { downtownBusinesses } from '../../data/downtown-businesses';
import type { SiteApi } from '@estes/shared';
import type { DowntownStaysAnswer } from '@estes/shared/lodging/downtown-stays';
import type { DowntownEventsAnswer } from '@estes/shared/planning/downtown-events';
import DowntownPage, { loader, type DowntownPageData } from './downtown-page';
import { mountPlacesMap } from './places-map';

let pageData: DowntownPageData;

// Links render as plain anchors: the page's own behaviour is under test, not the router's.
jest.mock('react-router-dom', () =>
  jest.requireActual<typeof PlainLinks>('../../testing/plain-links').routerWithPlainLinks(),
);

jest.mock('@estes/shared', () => ({
  ...jest.requireActual('@estes/shared'),
  useAreaPageData: () => pageData,
}));

jest.mock('./places-map', () => ({ mountPlacesMap: jest.fn(() => jest.fn()) }));

// Saturday 2026-07-11 12:30 MDT: summer, busy parking.
const saturdayNoon = Date.parse('2026-07-11T18:30:00Z');

// The whole guide is a large page and CPUs here are shared: give each test room.
jest.setTimeout(20_000);

const places = () => within(screen.getByRole('list', { name: 'Downtown places' })).getAllByRole('listitem');

beforeEach(() => {
  pageData = { filter: 'all', now: saturdayNoon };
  jest.mocked(mountPlacesMap).mockImplementation(() => jest.fn());
});

/** The lodging area's downtown stays, as its API answers them (stand-in figures). */
const liveStays: DowntownStaysAnswer = {
  state: 'live',
  partner: 'Booking.com',
  stay: { checkin: '2026-07-25', checkout: '2026-07-27', nights: 2, adults: 2 },
  stays: [
    {
      id: 'booking-9100001',
      name: 'The Stanley Hotel',
      path: '/property/booking-9100001',
      type: 'Hotel',
      address: '100 Test Road',
      distanceKm: 0.9,
      rating: { score: 9, reviewCount: 4100 },
      price: { amount: 848.19, nightly: 424.1, currency: 'USD', chargesNote: 'Includes taxes and charges' },
    },
  ],
  listPath: '/accommodations?area=downtown',
};

/** The calendar's events downtown, as the planning area's API answers them. */
const calendarEvents: DowntownEventsAnswer = {
  events: [
    {
      id: 'rooftop-rodeo-2027',
      title: 'Rooftop Rodeo',
      date: '2027-07-07',
      endDate: '2027-07-12',
      dateText: 'Wed, Jul 7 – Mon, Jul 12, 2027',
      datesConfirmed: false,
      time: '7:00 PM nightly',
      venue: 'Granny May Rodeo Arena, Estes Park Events Complex',
      category: 'Sports',
      description: 'A professional rodeo.',
      recurring: true,
      path: '/events?event=rooftop-rodeo-2027',
    },
    {
      // An approved submission: its dates are its organizer's.
      id: 'submitted-42',
      title: 'Spring Craft Fair',
      date: '2027-04-24',
      endDate: null,
      dateText: 'Sat, Apr 24, 2027',
      datesConfirmed: true,
      time: '10:00 AM - 4:00 PM',
      venue: 'Bond Park',
      category: 'Arts',
      description: 'Local makers.',
      recurring: false,
      path: '/events?event=submitted-42',
    },
  ],
  calendarPath: '/events',
};

/** A site API answering the downtown stays with `answer` and the calendar with `events` (failing for either when undefined or null). */
const apiWith =
  (answer: DowntownStaysAnswer | undefined, events: DowntownEventsAnswer | null = calendarEvents): SiteApi =>
  async (path) => {
    expect(['/api/lodging/downtown-stays', '/api/planning/downtown-events']).toContain(path);
    const body = path === '/api/planning/downtown-events' ? events : answer;
    return body
      ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 503 });
  };

describe('loader', () => {
  it('reads the directory category and reports an unknown one', async () => {
    const load = (search: string) =>
      loader({ request: new Request(`http://x/downtown${search}`), api: apiWith(liveStays) } as never);
    expect((await load('?category=shop')).filter).toBe('shop');
    expect(await load('?category=spa')).toMatchObject({ filter: 'all', unknownCategory: 'spa' });
  });

  it('reads the places to stay from the lodging area’s API, and goes on without them when it fails', async () => {
    const request = new Request('http://x/downtown');
    expect((await loader({ request, api: apiWith(liveStays) } as never)).stays).toEqual(liveStays);
    expect((await loader({ request, api: apiWith(undefined) } as never)).stays).toBeUndefined();
  });

  it('reads the events from the planning area’s calendar, and goes on without them when it fails', async () => {
    const request = new Request('http://x/downtown');
    expect((await loader({ request, api: apiWith(liveStays) } as never)).events).toEqual(calendarEvents);
    expect((await loader({ request, api: apiWith(liveStays, null) } as never)).events).toBeUndefined();
  });
});

describe('downtown page', () => {
  it('shows the calendar’s events as the calendar words them, each opening its page on /events', () => {
    pageData = { filter: 'all', now: saturdayNoon, events: calendarEvents };
    render(<DowntownPage />);
    const section = screen.getByRole('region', { name: 'Downtown events' });
    const [rodeo, craftFair] = within(section).getAllByTestId('downtown-event');
    expect(rodeo).toHaveTextContent('Wed, Jul 7 – Mon, Jul 12, 2027 · dates not confirmed · 7:00 PM nightly');
    expect(within(rodeo as HTMLElement).getByTestId('downtown-event-date')).toHaveTextContent(
      /^Wed, Jul 7 – Mon, Jul 12, 2027 · dates not confirmed$/,
    );
    expect(craftFair).toHaveTextContent('Sat, Apr 24, 2027 · 10:00 AM - 4:00 PM');
    expect(craftFair).not.toHaveTextContent(/not confirmed/);
    expect(within(rodeo as HTMLElement).getByRole('link', { name: 'Rooftop Rodeo' })).toHaveAttribute(
      'href',
      '/events?event=rooftop-rodeo-2027',
    );
    expect(section).not.toHaveTextContent(/attending/i);
  });

  it('says so when the calendar cannot be read, and makes no events up', () => {
    render(<DowntownPage />);
    const section = screen.getByRole('region', { name: 'Downtown events' });
    expect(within(section).queryAllByTestId('downtown-event')).toHaveLength(0);
    expect(within(section).getByTestId('downtown-events-unavailable')).toHaveTextContent('could not be read');
  });

  it('shows the live strip, the summer banner and every place', () => {
    render(<DowntownPage />);
    const strip = screen.getByRole('region', { name: 'Downtown right now' });
    expect(strip).toHaveTextContent('12:30 PM MDT');
    expect(strip).toHaveTextContent('Busy: use the Visitor Center garage');
    expect(screen.getByRole('heading', { name: /^Summer downtown:/ })).toBeInTheDocument();
    expect(places()).toHaveLength(downtownBusinesses.length);
  });

  it('shows one category with its filter marked current, labelled as the rules name them', () => {
    pageData = { filter: 'restaurant', now: saturdayNoon };
    render(<DowntownPage />);
    const filters = screen.getByRole('navigation', { name: 'Directory categories' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Dining', 'Shopping', 'Attractions', 'Services']);
    expect(within(filters).getByRole('link', { name: 'Dining' })).toHaveAttribute('aria-current', 'page');
    expect(places().every((item) => item.textContent?.startsWith('Dining'))).toBe(true);
  });

  it('opens a place with Enter, closes with Escape and returns focus to its card', async () => {
    const user = userEvent.setup();
    render(<DowntownPage />);
    const card = within(screen.getByRole('list', { name: 'Downtown places' })).getByRole('button', {
      name: /The Stanley Hotel/,
    });
    card.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'The Stanley Hotel' });
    expect(within(dialog).getByRole('link', { name: 'Call (970) 577-4000' })).toHaveAttribute(
      'href',
      'tel:+19705774000',
    );
    expect(within(dialog).getByRole('link', { name: /Visit website/ })).toHaveAttribute('target', '_blank');
    const close = within(dialog).getByRole('button', { name: 'Close The Stanley Hotel' });
    expect(close).toHaveFocus();
    // Tab stays inside the dialog, both ways.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(dialog).getByRole('link', { name: /Visit website/ })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('opens the map of the listed places and lists them, even when the map cannot be drawn', async () => {
    jest.mocked(mountPlacesMap).mockImplementation(() => {
      throw new Error('no tiles');
    });
    pageData = { filter: 'service', now: saturdayNoon };
    render(<DowntownPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the downtown map' }));
    const dialog = screen.getByRole('dialog', { name: 'Downtown Estes Park map' });
    const listed = within(within(dialog).getByRole('list', { name: 'Places on the map' })).getAllByRole('listitem');
    expect(listed).toHaveLength(places().length);
    expect(listed[0]).toHaveTextContent('Services');
    expect(await within(dialog).findByText('The map could not be loaded. Every place is listed here.')).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('draws the map from the places’ coordinates', async () => {
    render(<DowntownPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the downtown map' }));
    await act(async () => {});
    expect(mountPlacesMap).toHaveBeenCalledWith(expect.any(HTMLElement), expect.arrayContaining(downtownBusinesses));
    expect(document.head.querySelector('link[href="/api/conditions/places/leaflet.css"]')).not.toBeNull();
  });

  it('shows the lodging area’s downtown stays with the partner’s price, and Book Now through its /go link', () => {
    pageData = { filter: 'all', now: saturdayNoon, stays: liveStays };
    render(<DowntownPage />);
    const section = screen.getByRole('region', { name: 'Stay downtown' });
    expect(section).toHaveTextContent('$848.19 for 2 nights');
    expect(section).toHaveTextContent('Jul 25 – Jul 27');
    expect(within(section).getByRole('link', { name: 'The Stanley Hotel' })).toHaveAttribute(
      'href',
      '/property/booking-9100001',
    );
    const book = within(section).getByRole('link', { name: /^Book Now: The Stanley Hotel, on Booking\.com/ });
    expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('href', '/go/book/booking-9100001?from=%2Fdowntown');
  });

  it('says where stays come from when the lodging area has none to show, and makes none up', () => {
    pageData = {
      filter: 'all',
      now: saturdayNoon,
      stays: { ...liveStays, state: 'not-configured', stay: null, stays: [] },
    };
    render(<DowntownPage />);
    const section = screen.getByRole('region', { name: 'Stay downtown' });
    expect(within(section).getByTestId('downtown-stays-unavailable')).toHaveTextContent('not connected to right now');
    expect(within(section).queryByRole('link', { name: /^Book Now/ })).toBeNull();
    expect(within(section).getByRole('link', { name: 'See places to stay downtown' })).toHaveAttribute(
      'href',
      '/accommodations?area=downtown',
    );
  });
});
