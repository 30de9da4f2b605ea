import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../testing/render-with-router';
import { BrowseLinks } from './browse-links';
import { CountedGroup } from './counted-group';
import { PathLink } from './path-link';
import { listItemTexts } from '../testing/list-items';

describe('the shell pages’ shared parts', () => {
  it('opens a link into a page (#its-card) as a page load, so the browser scrolls to it; others navigate in place', async () => {
    const { router } = renderAt(
      <>
        <PathLink path="/things-to-do#activity-moraine">Moraine Park</PathLink>
        <PathLink path="/blog/elk-viewing-guide">Elk Viewing Guide</PathLink>
      </>,
    );
    const intoPage = screen.getByRole('link', { name: 'Moraine Park' });
    expect(intoPage).toHaveAttribute('href', '/things-to-do#activity-moraine');
    // A plain link: the router does not take it over.
    expect(intoPage).not.toHaveAttribute('data-discover');
    fireEvent.click(screen.getByRole('link', { name: 'Elk Viewing Guide' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/elk-viewing-guide'));
  });

  it('names a group by its heading, which gives the count, and keeps the visitor’s order in an ordered list', () => {
    renderAt(
      <CountedGroup headingId="trip-group-day" label="No day yet" count={2} list="ol" data-group="day">
        <li>Stanley Hotel</li>
        <li>Bear Lake Loop</li>
      </CountedGroup>,
    );
    const group = screen.getByRole('region', { name: 'No day yet (2)' });
    expect(group).toHaveAttribute('data-group', 'day');
    expect(within(group).getByRole('list').tagName).toBe('OL');
    expect(listItemTexts(group)).toEqual(['Stanley Hotel', 'Bear Lake Loop']);
  });

  it('offers the main sections as named navigation', () => {
    renderAt(
      <BrowseLinks
        label="Browse the guide"
        links={[
          { href: '/accommodations', label: 'Places to stay' },
          { href: '/events', label: 'Events' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Browse the guide' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/accommodations', '/events']);
  });
});
