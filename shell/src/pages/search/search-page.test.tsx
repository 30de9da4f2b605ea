import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SearchOutcome } from './search-data';
import { SearchPage } from './search-page';

const meta = { title: 't', description: 'd', keywords: [], canonicalPath: '/search', structuredData: [] };

async function renderWith(data: SearchOutcome & { typed: string }) {
  const router = createMemoryRouter(
    [{ path: '/search', Component: SearchPage, loader: () => ({ ...data, meta }), HydrateFallback: () => null }],
    {
      initialEntries: ['/search'],
    },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  return router;
}

describe('the search page', () => {
  it('shows the results grouped by kind, with links and summaries, and keeps the query in the field', async () => {
    await renderWith({
      typed: 'elk',
      state: 'results',
      answer: {
        query: 'elk',
        total: 3,
        groups: [
          {
            kind: 'event',
            label: 'Events',
            results: [{ title: 'Elk Fest', summary: 'Sat, Oct 2, 2027', path: '/events?event=elk-fest-2027' }],
          },
          {
            kind: 'activity',
            label: 'Things to Do',
            results: [
              { title: 'Moraine Park', summary: 'Elk at dusk', path: '/things-to-do?q=Moraine#activity-moraine' },
              { title: 'Sprague Lake', summary: '', path: '/things-to-do?q=Sprague#activity-sprague' },
            ],
          },
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “elk”');
    expect(screen.getByRole('searchbox', { name: /Search for lodging/ })).toHaveValue('elk');
    expect(screen.getByText('3 results')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Events (1)', 'Things to Do (2)']);
    const events = screen.getByRole('region', { name: 'Events (1)' });
    expect(within(events).getByRole('link', { name: 'Elk Fest' })).toHaveAttribute(
      'href',
      '/events?event=elk-fest-2027',
    );
    expect(within(events).getByText('Sat, Oct 2, 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moraine Park' })).toHaveAttribute(
      'href',
      '/things-to-do?q=Moraine#activity-moraine',
    );
  });

  it('says when nothing matched, with a hint and the main sections', async () => {
    await renderWith({ typed: 'xyzzy', state: 'results', answer: { query: 'xyzzy', total: 0, groups: [] } });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No results for “xyzzy”');
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    const browse = screen.getByRole('navigation', { name: 'Browse the guide' });
    expect(
      within(browse)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/accommodations', '/things-to-do', '/blog', '/events']);
  });

  it('asks for a query when there is none', async () => {
    await renderWith({ typed: '', state: 'blank' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search the Estes Park Guide');
    expect(screen.getByText(/Type what you’re looking for/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows a refused query’s message, keeping what was typed', async () => {
    const typed = 'a'.repeat(201);
    await renderWith({ typed, state: 'invalid', message: 'Please shorten your search to 200 characters or fewer.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please shorten your search');
    const field = screen.getByRole('searchbox');
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please shorten your search to 200 characters or fewer.');
  });

  it('says when search is unavailable', async () => {
    await renderWith({ typed: 'elk', state: 'unavailable' });
    expect(screen.getByRole('alert')).toHaveTextContent('Search isn’t available right now');
  });
});
