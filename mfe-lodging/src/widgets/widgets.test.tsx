import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SiteApi, WidgetLoaderArgs } from '@estes/shared';
import { areaWidgets } from '../widgets';
import type { LodgingOffer, OffersAnswer } from '../domain/lodging-offers';
import type { LodgingCounts } from '../api/get-lodging-counts';
import BrowseByTypeWidget, { loader as browseLoader } from './browse-by-type';
import FeaturedStaysWidget, { loader as featuredLoader } from './featured-stays';
import PopularDestinationsWidget, { loader as popularLoader } from './popular-destinations';
import StaySearchWidget, { loader as staySearchLoader } from './stay-search';

const inRouter = (element: React.ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

/** The lodging API as the widgets' loaders read it: each path answered from `answers`, others 404. */
function apiAnswering(answers: Record<string, unknown>): { api: SiteApi; asked: string[] } {
  const asked: string[] = [];
  const api: SiteApi = async (path) => {
    asked.push(path);
    const answer = answers[path.split('?')[0] ?? ''];
    return answer === undefined
      ? new Response('{}', { status: 404 })
      : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { api, asked };
}
const argsWith = (api: SiteApi) =>
  ({ api, request: new Request('http://x/'), settings: {} }) as unknown as WidgetLoaderArgs;

const stay = {
  checkin: '2026-12-07',
  checkout: '2026-12-09',
  nights: 2,
  adults: 2,
  children: [],
  rooms: 1,
  isDefault: true,
};
const offer = (id: string, name: string, score: number): LodgingOffer => ({
  id,
  partner: 'booking',
  name,
  type: 'Hotel',
  partnerType: 'Hotel',
  rating: { score, reviewCount: 100 },
  stars: null,
  location: { address: '1 Test Road', postalCode: null, country: 'us', coordinates: null, distanceKm: 0.5 },
  amenities: [],
  photo: null,
  price: {
    currency: 'USD',
    price: 400,
    nightly: 200,
    total: 420,
    chargesNote: 'Includes taxes and charges',
    charges: [],
  },
  product: null,
});
const liveAnswer = (offers: LodgingOffer[]): OffersAnswer => ({
  state: 'live',
  partner: 'booking',
  stay,
  checkedAt: '2026-11-23T10:00:00Z',
  offers,
  unsupportedFilters: [],
  page: 1,
  pageCount: 1,
  pageSize: 24,
  total: offers.length,
});
const notConfigured: OffersAnswer = {
  state: 'not-configured',
  stay,
  properties: [],
  unsupportedFilters: [],
  page: 1,
  pageCount: 1,
  pageSize: 24,
  total: 0,
};

describe('lodging home widgets', () => {
  it('provides every lodging widget of the widget table', () => {
    expect(Object.keys(areaWidgets).sort()).toEqual([
      'lodging.browseByType',
      'lodging.featuredStays',
      'lodging.popularDestinations',
      'lodging.staySearch',
    ]);
  });

  it('featured stays: the partner’s best scores (9 or more), at most 4, priced for the default stay, labelled so', async () => {
    const offers = ['A', 'B', 'C', 'D', 'E'].map((name, index) =>
      offer(`booking-${index + 1}`, name, 9.8 - index / 10),
    );
    const { api, asked } = apiAnswering({ '/api/lodging/offers': liveAnswer(offers) });
    const data = await featuredLoader(argsWith(api));
    expect(asked).toEqual(['/api/lodging/offers?rating=9']);
    if (data.state !== 'live') throw new Error('expected live stays');
    expect(data.stays.map((stayed) => stayed.name)).toEqual(['A', 'B', 'C', 'D']);
    inRouter(<FeaturedStaysWidget data={data} />);
    expect(screen.getAllByRole('link', { name: /^Book Now: .*, on Booking\.com/ })).toHaveLength(4);
    expect(screen.getByText(/among places with rooms for Mon, Dec 7 – Wed, Dec 9, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all properties' })).toHaveAttribute('href', '/accommodations');
  });

  it('featured stays: nothing featured, and why, without the partner’s offers', async () => {
    const { api } = apiAnswering({ '/api/lodging/offers': notConfigured });
    const data = await featuredLoader(argsWith(api));
    expect(data).toEqual({ state: 'not-configured', partner: 'Booking.com' });
    inRouter(<FeaturedStaysWidget data={data} />);
    expect(screen.getByTestId('featured-unavailable')).toHaveTextContent('not connected to right now');
    expect(screen.queryByRole('link', { name: /^Book Now/ })).toBeNull();
  });

  const counts: LodgingCounts = {
    state: 'live',
    types: { Hotel: 9, Cabin: 2, Lodge: 0, Inn: 4 },
    areas: { downtown: 6 },
  };

  it('popular destinations: downtown always (the guide), another part of town only where the list can narrow to it', async () => {
    const { api } = apiAnswering({ '/api/lodging/counts': { ...counts, areas: { downtown: 6, riverside: 3 } } });
    inRouter(<PopularDestinationsWidget data={await popularLoader(argsWith(api))} />);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('link').getAttribute('href'))).toEqual([
      '/downtown',
      '/accommodations?area=riverside',
    ]);
    expect(tiles.map((tile) => tile.textContent?.match(/(?<!\d)(\d+) properties/)?.[1])).toEqual([undefined, '3']);
  });

  it('browse by type: a tile per type that has places, with the count its link shows', async () => {
    const { api } = apiAnswering({ '/api/lodging/counts': counts });
    const data = await browseLoader(argsWith(api));
    inRouter(<BrowseByTypeWidget data={data} />);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hotels9 properties', '/accommodations?type=Hotel'],
      ['Cabins2 properties', '/accommodations?type=Cabin'],
      ['Inns & B&Bs4 properties', '/accommodations?type=Inn'],
    ]);
  });

  it('browse by type: every tile, without numbers, when the counts cannot be read', async () => {
    const { api } = apiAnswering({});
    const data = await browseLoader(argsWith(api));
    expect(data.tiles).toHaveLength(10);
    expect(data.tiles.every((tile) => tile.count === undefined)).toBe(true);
  });

  it('stay search: Downtown and 2 adults by default, dates from the town’s today', () => {
    const data = staySearchLoader();
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    inRouter(<StaySearchWidget data={{ today: '2026-11-22' }} />);
    expect(screen.getByLabelText('Area')).toHaveValue('downtown');
    expect(screen.getByLabelText('Adults')).toHaveValue('2');
    expect(screen.getByLabelText('Children’s ages')).toHaveValue('');
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('min', '2026-11-22');
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('min', '2026-11-23');
  });

  it('stay search: opens the list with the area and the party, children by age as the list writes them', () => {
    const Location = () => <output>{`${useLocation().pathname}${useLocation().search}`}</output>;
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<StaySearchWidget data={{ today: '2026-11-22' }} />} />
          <Route path="/accommodations" element={<Location />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'lake' } });
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2027-04-20' } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2027-04-22' } });
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Children’s ages'), { target: { value: ' 4, 9 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      '/accommodations?area=lake&checkin=2027-04-20&checkout=2027-04-22&adults=3&children=4,9',
    );
  });
});
