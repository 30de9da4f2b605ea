import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../testing/render-with-router';
import { Header } from './header';
import { tripStorageKey, tripStoreEvent } from './use-trip-count';

/** The window's width as `matchMedia` sees it (jsdom has none): phones until a test widens it. */
function fakeViewport() {
  const queries: { query: string; listeners: Set<() => void> }[] = [];
  let width = 390;
  const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity);
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    queries.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return {
    widen(to: number) {
      width = to;
      for (const entry of queries) for (const listener of entry.listeners) listener();
    },
  };
}

/** The header in the site's frame: the skip link, main content and footer are its siblings. */
function HeaderInFrame() {
  return (
    <div>
      <a href="#main">Skip to content</a>
      <Header />
      <main id="main">
        <a href="/weather">Weather below the menu</a>
      </main>
      <footer>
        <a href="/privacy-policy">Privacy</a>
      </footer>
    </div>
  );
}

describe('Header', () => {
  let viewport: ReturnType<typeof fakeViewport>;
  beforeEach(() => {
    viewport = fakeViewport();
  });
  it('links the logo home and shows the five sections with accessible names', () => {
    renderAt(<Header />, '/weather');
    expect(screen.getByRole('link', { name: 'Estes Park Visitor Guide, home' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const names = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(names).toHaveLength(5);
    expect(within(main).getByRole('link', { name: /^Eat:/ })).toHaveAttribute('href', '/restaurants');
  });

  it('marks the active section as the current page (/dining highlights Eat)', () => {
    renderAt(<Header />, '/dining');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: /^Eat:/ })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: /^Stay:/ })).not.toHaveAttribute('aria-current');
  });

  it('offers a search field, a plain GET form to /search, in the header and in the mobile menu', () => {
    renderAt(<Header />, '/weather');
    const fields = screen.getAllByRole('searchbox', { name: 'Search the guide', hidden: true });
    expect(fields).toHaveLength(2);
    for (const field of fields) {
      expect(field).toHaveAttribute('name', 'q');
      const form = field.closest('form') as HTMLFormElement;
      expect(form).toHaveAttribute('action', '/search');
      expect(form).toHaveAttribute('role', 'search');
      expect(form.method).toBe('get');
      const submit = within(form).getByRole('button', { name: 'Search', hidden: true }) as HTMLButtonElement;
      expect(submit.type).toBe('submit');
    }
    expect(within(screen.getByTestId('mobile-menu')).getByRole('searchbox', { hidden: true })).toBe(fields[1]);
  });

  it('opens the booking partner from Book Now in a new tab, marked sponsored, through /go with its page', () => {
    renderAt(<Header />, '/weather');
    const book = screen.getByTestId('header-book-now');
    expect(book).toHaveAttribute('href', '/go/partner/header?from=/weather');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  it('toggles the mobile menu, which offers the links, Book Now and tap-to-call, and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<Header />, '/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = screen.getByTestId('mobile-menu');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(panel).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: /Call \(970\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:+19705550142',
    );
    expect(within(panel).getByRole('link', { name: /Book Now/ })).toHaveAttribute(
      'rel',
      'sponsored noopener noreferrer',
    );
    expect(within(panel).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', '/go/partner/header?from=/');

    await user.click(within(panel).getByRole('link', { name: /^Plan:/ }));
    expect(router.state.location.pathname).toBe('/trip-planning');
    expect(panel).not.toBeVisible();
  });

  it('closes the mobile menu with Escape and puts focus back on its toggle', async () => {
    const user = userEvent.setup();
    renderAt(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.tab();
    expect(within(screen.getByTestId('mobile-menu')).getByRole('searchbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('mobile-menu')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('keeps Tab in the header while the menu is open: round from the panel’s last control to the logo, and back', async () => {
    const user = userEvent.setup();
    renderAt(<HeaderInFrame />);
    const logo = screen.getByRole('link', { name: 'Estes Park Visitor Guide, home' });
    const call = screen.getByRole('link', { name: /Call \(970\) 555-0142/, hidden: true });

    // Closed: Tab goes on from the header into the page.
    logo.focus();
    for (let press = 0; press < 30 && !screen.getByRole('main').contains(document.activeElement); press += 1) {
      await user.tab();
    }
    expect(screen.getByRole('link', { name: 'Weather below the menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    call.focus();
    await user.tab();
    expect(logo).toHaveFocus();
    await user.tab({ shift: true });
    expect(call).toHaveFocus();
    // From the page under the menu (a click there), the next Tab comes back to the header.
    screen.getByRole('link', { name: 'Weather below the menu' }).focus();
    await user.tab();
    expect(logo).toHaveFocus();
  });

  it('closes the menu when the window widens to the large breakpoint', async () => {
    const user = userEvent.setup();
    renderAt(<HeaderInFrame />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    act(() => viewport.widen(1023));
    expect(screen.getByTestId('mobile-menu')).toBeVisible();
    act(() => viewport.widen(1280));
    expect(screen.getByTestId('mobile-menu')).not.toBeVisible();
  });

  it('links My trip without a count, and loads no list code, while nothing is saved', () => {
    window.localStorage.clear();
    renderAt(<Header />, '/my-trip');
    const link = screen.getByTestId('header-my-trip');
    expect(link).toHaveAttribute('href', '/my-trip');
    expect(link).toHaveTextContent(/^My trip$/);
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('counts the list once a page saves the first item, and follows other tabs', async () => {
    window.localStorage.clear();
    renderAt(<Header />, '/weather');
    const link = screen.getByTestId('header-my-trip');
    // An area's page brings the store (its Save button) and saves: the header hears of it.
    const trip = await act(() => import('@estes/shared/my-trip'));
    expect(trip.tripStorageKey).toBe(tripStorageKey);
    expect(trip.tripStoreEvent).toBe(tripStoreEvent);
    act(() => {
      trip.useTripStore.getState().save({ kind: 'article', id: 'guide', title: 'Guide', path: '/blog/guide' });
    });
    await waitFor(() => expect(link).toHaveTextContent('My trip (1)'));
    // Another tab saved two more.
    const items = [
      { kind: 'article', id: 'guide', title: 'Guide', path: '/blog/guide' },
      { kind: 'property', id: 'hotel-1', title: 'Inn', path: '/property/hotel-1' },
      { kind: 'activity', id: 'hike', title: 'Hike', path: '/things-to-do' },
    ];
    window.localStorage.setItem(tripStorageKey, JSON.stringify({ state: { items }, version: 1 }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: tripStorageKey }));
    });
    await waitFor(() => expect(link).toHaveTextContent('My trip (3)'));
  });

  it('counts a first save made with a store that loaded before the header listened (before hydration)', async () => {
    const trip = await import('@estes/shared/my-trip');
    act(() => trip.useTripStore.getState().clear());
    window.localStorage.clear();
    renderAt(<Header />, '/things-to-do');
    const link = screen.getByTestId('header-my-trip');
    expect(link).toHaveTextContent(/^My trip$/);
    act(() => {
      trip.useTripStore.getState().save({ kind: 'activity', id: 'hike', title: 'Hike', path: '/things-to-do' });
    });
    await waitFor(() => expect(link).toHaveTextContent('My trip (1)'));
  });
});
