import { listingFixture } from '../testing/listing-fixture';
import type { LodgingListing } from './lodging-types';
import { opensLodgingResults, propertiesLabel, resultsCountFor, tilesWithResults } from './home-tiles';

const listing = (id: string, fields: Partial<LodgingListing>): LodgingListing => listingFixture({ id, ...fields });

const listings = [
  listing('hotel-1', { type: 'Hotel', area: 'lake' }),
  listing('hotel-2', { type: 'Hotel', area: 'downtown' }),
  listing('vrbo-1', { kind: 'rental', type: 'Cabin', area: 'lake' }),
];

describe('home tile counts', () => {
  it('counts what the list shows for the very link', () => {
    expect(resultsCountFor(listings, '/accommodations?type=Hotel')).toBe(2);
    expect(resultsCountFor(listings, '/accommodations?area=lake')).toBe(2);
    expect(resultsCountFor(listings, '/accommodations?type=Hotel&area=lake')).toBe(1);
    expect(resultsCountFor(listings, '/accommodations?type=Other')).toBe(0);
    expect(resultsCountFor(listings, '/accommodations')).toBe(3);
  });

  it('has no count for a link that does not open the lodging list', () => {
    expect(opensLodgingResults('/downtown')).toBe(false);
    expect(resultsCountFor(listings, '/downtown')).toBeUndefined();
    expect(opensLodgingResults('/accommodations?area=lake')).toBe(true);
  });

  it('leaves out tiles whose link shows nothing, and tiles that lead elsewhere', () => {
    const tiles = [
      { href: '/accommodations?type=Hotel' },
      { href: '/accommodations?type=Other' },
      { href: '/downtown' },
      { href: '/accommodations?type=Cabin' },
    ];
    expect(tilesWithResults(listings, tiles)).toEqual([
      { href: '/accommodations?type=Hotel', count: 2 },
      { href: '/accommodations?type=Cabin', count: 1 },
    ]);
  });

  it('words the count', () => {
    expect(propertiesLabel(1)).toBe('1 property');
    expect(propertiesLabel(13)).toBe('13 properties');
  });
});
