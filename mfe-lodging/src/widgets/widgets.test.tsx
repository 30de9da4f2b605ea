import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { areaWidgets } from '../widgets';
import { lodgingListings } from '../data/listings';
import BrowseByTypeWidget, { loader as browseLoader } from './browse-by-type';
import FeaturedStaysWidget, { loader as featuredLoader } from './featured-stays';
import PopularDestinationsWidget, { loader as popularLoader } from './popular-destinations';
import StaySearchWidget, { loader as staySearchLoader } from './stay-search';

const inRouter = (element: React.ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('lodging home widgets', () => {
  it('provides every lodging widget of the widget table', () => {
    expect(Object.keys(areaWidgets).sort()).toEqual([
      'lodging.browseByType',
      'lodging.featuredStays',
      'lodging.popularDestinations',
      'lodging.staySearch',
    ]);
  });

  it('featured stays: the four best-rated (9 or more), highest first, with partner links', async () => {
    const data = await featuredLoader();
    expect(data.stays).toHaveLength(4);
    const ratings = data.stays.map((stay) => stay.rating);
    expect(ratings.every((rating) => rating >= 9)).toBe(true);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    inRouter(<FeaturedStaysWidget data={data} />);
    expect(screen.getAllByRole('link', { name: /^Book .* with our partner/ })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Show all properties' })).toHaveAttribute('href', '/accommodations');
  });

  it('popular destinations: counts computed from the list each link opens; the downtown guide has none', async () => {
    const data = await popularLoader();
    const expected = (area: string) => lodgingListings.filter((listing) => listing.area === area).length;
    inRouter(<PopularDestinationsWidget data={data} />);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('link').getAttribute('href'))).toEqual([
      '/downtown',
      '/accommodations?area=national-park',
      '/accommodations?area=lake',
      '/accommodations?area=riverside',
    ]);
    expect(tiles.map((tile) => tile.textContent?.match(/(?<!\d)(\d+) properties/)?.[1])).toEqual([
      undefined,
      String(expected('national-park')),
      String(expected('lake')),
      String(expected('riverside')),
    ]);
  });

  it('browse by type: a tile per type that has properties, with its real count', async () => {
    const data = await browseLoader();
    inRouter(<BrowseByTypeWidget data={data} />);
    const links = screen.getAllByRole('link');
    const countOf = (type: string) => lodgingListings.filter((listing) => listing.type === type).length;
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      data.tiles.map((tile) => [`${tile.label}${countOf(tile.type)} properties`, `/accommodations?type=${tile.type}`]),
    );
    expect(data.tiles.map((tile) => tile.type)).toEqual([
      'Hotel',
      'Cabin',
      'House',
      'Resort',
      'Inn',
      'Lodge',
      'Condo',
      'Cottage',
      'Apartment',
    ]);
    // No listing is of type Other: no camping tile.
    expect(screen.queryByText(/Camping/)).toBeNull();
  });

  it('stay search: Downtown and 2 guests by default, dates from the town’s today', () => {
    const data = staySearchLoader();
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    inRouter(<StaySearchWidget data={{ today: '2026-11-22' }} />);
    expect(screen.getByLabelText('Area')).toHaveValue('downtown');
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('min', '2026-11-22');
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('min', '2026-11-23');
  });
});
