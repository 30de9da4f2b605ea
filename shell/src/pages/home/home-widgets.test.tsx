import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AreaName, AreaWidgets, LoadedWidgetModule, SiteApi } from '@estes/shared';
import { HomePiece, HomePieces, type AreaWidgetsLoader } from './home-widgets';

const request = new Request('http://localhost/');
// These widgets' loaders read no API.
const unusedApi: SiteApi = () => Promise.reject(new Error('no API in this test'));

const widget = (text: string, loader?: () => unknown): LoadedWidgetModule => ({
  default: ({ data }: { data: never }) => <p>{`${text} ${JSON.stringify(data)}`}</p>,
  loader,
});

const lodgingWidgets = (overrides: Partial<Record<string, () => Promise<LoadedWidgetModule>>> = {}) =>
  ({
    'lodging.staySearch': async () => widget('search', () => ({ today: '2026-11-22' })),
    'lodging.popularDestinations': async () => widget('destinations'),
    'lodging.featuredStays': async () => widget('featured', async () => ({ stays: 4 })),
    'lodging.browseByType': async () => widget('types'),
    ...overrides,
  }) as AreaWidgets<'lodging'>;

const loaderOf =
  (widgets: AreaWidgets<'lodging'> | Error): AreaWidgetsLoader =>
  async <Area extends AreaName>(area: Area) => {
    if (widgets instanceof Error || area !== 'lodging')
      throw widgets instanceof Error ? widgets : new Error('no such area');
    return widgets as unknown as AreaWidgets<Area>;
  };

describe('HomePieces.loadAll', () => {
  it('loads every widget’s data and the shell’s own sections', async () => {
    const states = await new HomePieces(loaderOf(lodgingWidgets())).loadAll(request, unusedApi);
    expect(states['lodging.staySearch']).toEqual({ status: 'ready', data: { today: '2026-11-22' } });
    expect(states['lodging.featuredStays']).toEqual({ status: 'ready', data: { stays: 4 } });
    expect(states['lodging.popularDestinations']).toEqual({ status: 'ready', data: null });
    expect(states['home.newsletterSignup']).toEqual({ status: 'ready', data: null });
    expect(states).not.toHaveProperty('home.testimonials');
  });

  it('loads a piece left asleep since the server’s page when home is visited again in the page', async () => {
    const loadAreaWidgets = jest.fn(loaderOf(lodgingWidgets()));
    const pieces = new HomePieces(loadAreaWidgets);
    // The server's page was hydrated: the piece waits for its visitor, who went elsewhere instead.
    void pieces.code('lodging.featuredStays');
    expect(pieces.isAsleep('lodging.featuredStays')).toBe(true);
    expect(loadAreaWidgets).not.toHaveBeenCalled();

    const states = await pieces.loadAll(request, unusedApi);
    expect(states['lodging.featuredStays']).toEqual({ status: 'ready', data: { stays: 4 } });
    expect(states['home.whyBook']).toEqual({ status: 'ready', data: null });
    expect(pieces.isAsleep('lodging.featuredStays')).toBe(false);
  });

  it('marks an area’s widgets unavailable when the area cannot be loaded, and keeps the rest', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const states = await new HomePieces(loaderOf(new Error('remote down'))).loadAll(request, unusedApi);
    expect(states['lodging.staySearch']).toEqual({ status: 'unavailable' });
    expect(states['lodging.browseByType']).toEqual({ status: 'unavailable' });
    expect(states['home.whyBook']).toEqual({ status: 'ready', data: null });
  });

  it('marks one widget unavailable when its data fails or the live version lacks it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const widgets = lodgingWidgets({
      'lodging.featuredStays': async () =>
        widget('featured', () => {
          throw new Error('no data');
        }),
    });
    delete (widgets as Partial<Record<string, unknown>>)['lodging.browseByType'];
    const states = await new HomePieces(loaderOf(widgets)).loadAll(request, unusedApi);
    expect(states['lodging.featuredStays']).toEqual({ status: 'unavailable' });
    expect(states['lodging.browseByType']).toEqual({ status: 'unavailable' });
    expect(states['lodging.staySearch']?.status).toBe('ready');
  });
});

describe('HomePiece', () => {
  it('renders a loaded widget with its data at once', async () => {
    const pieces = new HomePieces(loaderOf(lodgingWidgets()));
    const states = await pieces.loadAll(request, unusedApi);
    render(
      <MemoryRouter>
        <HomePiece id="lodging.featuredStays" state={states['lodging.featuredStays']} pieces={pieces} />
      </MemoryRouter>,
    );
    expect(screen.getByText('featured {"stays":4}')).toBeInTheDocument();
  });

  it('shows a compact fallback with a way on for an unavailable widget', () => {
    render(
      <MemoryRouter>
        <HomePiece
          id="lodging.featuredStays"
          state={{ status: 'unavailable' }}
          pieces={new HomePieces(loaderOf(lodgingWidgets()))}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('widget-unavailable')).toHaveTextContent('temporarily unavailable');
    expect(screen.getByRole('link', { name: 'Browse places to stay →' })).toHaveAttribute('href', '/accommodations');
  });
});
