import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type * as PlainLinks from '../../testing/plain-links';
import userEvent from '@testing-library/user-event';
import { downtownBusinesses } from '../../data/downtown-businesses';
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

describe('loader', () => {
  it('reads the directory category and reports an unknown one', () => {
    expect(loader({ request: new Request('http://x/downtown?category=shop') } as never).filter).toBe('shop');
    expect(loader({ request: new Request('http://x/downtown?category=spa') } as never)).toMatchObject({
      filter: 'all',
      unknownCategory: 'spa',
    });
  });
});

describe('downtown page', () => {
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

  it('offers downtown hotels through the partner link (via /go), sponsored, in a new tab', () => {
    render(<DowntownPage />);
    const book = screen.getByRole('link', { name: /^Book Now: The Stanley Hotel, with our partner/ });
    expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('href', '/go/downtown-hotel/stanley-hotel?from=%2Fdowntown');
  });
});
