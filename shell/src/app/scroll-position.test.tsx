/**
 * A page reached by a link inside the site is told to the server once (decision 070): not the
 * page the visitor loaded (the shell's start sends that one: page-view-beacon.test.ts), not a
 * change of filter or a jump to an anchor on the same page.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { pageViewBeaconPath } from './page-view-beacon';
import { ScrollPosition } from './scroll-position';

describe('ScrollPosition’s page-view beacon', () => {
  const sent: unknown[][] = [];
  beforeEach(() => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (...args: unknown[]) => sent.push(args) > 0,
    });
    window.scrollTo = () => undefined;
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  const site = () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Outlet />
              <ScrollPosition />
            </>
          ),
          children: [
            { path: 'events', element: <p>Events</p> },
            { path: 'weather', element: <p>Weather</p> },
          ],
        },
      ],
      { initialEntries: ['/events'] },
    );
    render(<RouterProvider router={router} />);
    return (to: string | number) => act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
  };

  it('sends the new page’s path on each move to another page, Back included', async () => {
    const go = site();
    expect(sent).toEqual([]);
    await go('/weather');
    await go(-1);
    expect(sent).toEqual([
      [pageViewBeaconPath, '/weather'],
      [pageViewBeaconPath, '/events'],
    ]);
  });

  it('sends nothing for a new query or an anchor on the same page', async () => {
    const go = site();
    await go('/events?month=2026-12');
    await go('/events#calendar');
    expect(sent).toEqual([]);
  });

  it('does without in a browser that has no beacons', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    const go = site();
    await expect(go('/weather')).resolves.toBeUndefined();
  });
});
