import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type * as PlainLinks from '../../testing/plain-links';
import userEvent from '@testing-library/user-event';
import { liveDowntownPlaces, unconnectedDowntownPlaces } from '../../testing/downtown-places';
import type { SiteApi } from '@estes/shared';
import type { DowntownStaysAnswer } from '@estes/shared/api/lodging/downtown-stays';
import type { DowntownEventsAnswer } from '@estes/shared/api/planning/downtown-events';
import type { DowntownPlacesAnswer } from '@estes/shared/api/planning/downtown-places';
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

const allPlaces = { filter: 'all', openNow: false } as const;

const places = () => within(screen.getByRole('list', { name: 'Downtown places' })).getAllByRole('listitem');

beforeEach(() => {
  pageData = { query: allPlaces, now: saturdayNoon, places: liveDowntownPlaces };
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

/**
 * A site API answering the downtown stays with `answer`, the calendar with `events` and the
 * directory with `directory` (failing for any that is undefined or null).
 */
const apiWith =
  (
    answer: DowntownStaysAnswer | undefined,
    events: DowntownEventsAnswer | null = calendarEvents,
    directory: DowntownPlacesAnswer | null = liveDowntownPlaces,
  ): SiteApi =>
  async (path) => {
    const bodies: Record<string, unknown> = {
      '/api/lodging/downtown-stays': answer,
      '/api/planning/downtown-events': events,
      '/api/planning/downtown-places': directory,
    };
    expect(Object.keys(bodies)).toContain(path);
    const body = bodies[path];
    return body
      ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 503 });
  };

describe('loader', () => {
  it('reads the directory category and open now, and reports an unknown category', async () => {
    const load = (search: string) =>
      loader({ request: new Request(`http://x/downtown${search}`), api: apiWith(liveStays) } as never);
    expect((await load('?category=shop&open=now')).query).toEqual({ filter: 'shop', openNow: true });
    expect((await load('?category=spa')).query).toEqual({ filter: 'all', unknown: 'spa', openNow: false });
  });

  it('reads the places from the planning area’s directory, and goes on without them when it fails', async () => {
    const request = new Request('http://x/downtown');
    expect((await loader({ request, api: apiWith(liveStays) } as never)).places).toEqual(liveDowntownPlaces);
    expect((await loader({ request, api: apiWith(liveStays, calendarEvents, null) } as never)).places).toBeUndefined();
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
    pageData = { query: allPlaces, now: saturdayNoon, events: calendarEvents };
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

  it('shows the live strip, the summer banner and every place with its live facts', () => {
    render(<DowntownPage />);
    const strip = screen.getByRole('region', { name: 'Downtown right now' });
    expect(strip).toHaveTextContent('12:30 PM MDT');
    expect(strip).toHaveTextContent('Busy: use the Visitor Center garage');
    expect(strip).toHaveTextContent('2 of 4 places (Google Maps hours)');
    expect(screen.getByRole('heading', { name: /^Summer downtown:/ })).toBeInTheDocument();
    expect(places()).toHaveLength(liveDowntownPlaces.places.length);
    expect(places()[0]).toHaveTextContent('★ 4.4 out of 5 on Google Maps (1,580 reviews) · Open now · Closes 9 PM');
    expect(places()[2]).toHaveTextContent('Open now');
    expect(places()[2]).not.toHaveTextContent('★');
  });

  it('shows no rating, hours or open-now count without live facts, and says where they are', () => {
    pageData = { query: allPlaces, now: saturdayNoon, places: unconnectedDowntownPlaces };
    render(<DowntownPage />);
    expect(screen.getByRole('region', { name: 'Downtown right now' })).toHaveTextContent(
      'Live hours are not connected right now',
    );
    expect(places()).toHaveLength(4);
    for (const place of places()) {
      expect(place).not.toHaveTextContent(/★|Open now|Closed now/);
      expect(place).toHaveTextContent('Hours and contact on the place’s own listing');
    }
    expect(screen.getByTestId('downtown-facts-not-live')).toHaveTextContent('not right now');
  });

  it('lists only the places open now, by a link that works without JavaScript', () => {
    pageData = { query: { filter: 'all', openNow: true }, now: saturdayNoon, places: liveDowntownPlaces };
    render(<DowntownPage />);
    expect(places().map((place) => place.getAttribute('data-business-id'))).toEqual([
      'eds-cantina',
      'estes-park-museum',
    ]);
    expect(screen.getByRole('heading', { name: '2 places open now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every place, open or not' })).toHaveAttribute(
      'href',
      '/downtown#directory-heading',
    );
    const filters = screen.getByRole('navigation', { name: 'Directory categories' });
    expect(within(filters).getByRole('link', { name: 'Shopping' })).toHaveAttribute(
      'href',
      '/downtown?category=shop&open=now#directory-heading',
    );
  });

  it('does not pretend to filter by open now without live hours', () => {
    pageData = { query: { filter: 'all', openNow: true }, now: saturdayNoon, places: unconnectedDowntownPlaces };
    render(<DowntownPage />);
    expect(places()).toHaveLength(4);
    expect(screen.getByTestId('downtown-facts-not-live')).toHaveTextContent(
      'Open now needs live hours, which are not connected right now',
    );
  });

  it('says so when the directory cannot be read', () => {
    pageData = { query: allPlaces, now: saturdayNoon };
    render(<DowntownPage />);
    expect(screen.getByTestId('downtown-places-unavailable')).toHaveTextContent('could not be read');
    expect(screen.queryByRole('button', { name: 'Open the downtown map' })).toBeNull();
  });

  it('shows one category with its filter marked current, labelled as the rules name them', () => {
    pageData = { query: { filter: 'restaurant', openNow: false }, now: saturdayNoon, places: liveDowntownPlaces };
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
      name: /Kirks Flyshop/,
    });
    card.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Kirks Flyshop' });
    expect(within(dialog).getByRole('link', { name: /^Call Kirks Flyshop at \(970\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:+19705550142',
    );
    const website = within(dialog).getByRole('link', { name: /website of Kirks Flyshop/ });
    expect(website).toHaveAttribute('target', '_blank');
    expect(dialog).toHaveTextContent('Closed now · Opens 11 AM tomorrow');
    expect(dialog).toHaveTextContent('Monday: 11:00 AM – 9:00 PM');
    expect(within(dialog).getByRole('link', { name: /^Google Maps/ })).toHaveAttribute(
      'href',
      expect.stringContaining('maps.google.com'),
    );
    const close = within(dialog).getByRole('button', { name: 'Close Kirks Flyshop' });
    expect(close).toHaveFocus();
    // Tab stays inside the dialog, both ways.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(website).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('opens a place without live facts with the link to its own listing', () => {
    pageData = { query: allPlaces, now: saturdayNoon, places: unconnectedDowntownPlaces };
    render(<DowntownPage />);
    fireEvent.click(screen.getByRole('button', { name: /Ed’s Cantina/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ed’s Cantina & Grill' });
    expect(dialog).toHaveTextContent('Hours and contact on the place’s own listing');
    expect(within(dialog).getByRole('link', { name: /^search Google Maps/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
    );
    expect(within(dialog).getByRole('link', { name: 'Its card in our directory' })).toHaveAttribute(
      'href',
      '/restaurants#restaurant-eds-cantina',
    );
    expect(within(dialog).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(dialog).not.toHaveTextContent(/Rating|★/);
  });

  it('opens the map of the listed places and lists them, even when the map cannot be drawn', async () => {
    jest.mocked(mountPlacesMap).mockImplementation(() => {
      throw new Error('no tiles');
    });
    pageData = { query: { filter: 'service', openNow: false }, now: saturdayNoon, places: liveDowntownPlaces };
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

  it('draws the map from the places’ positions', async () => {
    render(<DowntownPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the downtown map' }));
    await act(async () => {});
    expect(mountPlacesMap).toHaveBeenCalledWith(expect.any(HTMLElement), liveDowntownPlaces.places);
    expect(document.head.querySelector('link[href="/api/conditions/places/leaflet.css"]')).not.toBeNull();
  });

  it('shows the lodging area’s downtown stays with the partner’s price, and Book Now through its /go link', () => {
    pageData = { query: allPlaces, now: saturdayNoon, stays: liveStays };
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
      query: allPlaces,
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
