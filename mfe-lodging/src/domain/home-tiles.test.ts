import { opensLodgingResults, propertiesLabel, resultsCountFor, tilesWithResults } from './home-tiles';

const counts = { types: { Hotel: 12, Cabin: 3, Lodge: 0 }, areas: { downtown: 6 } };

describe('home tiles', () => {
  it('counts a tile by the list its link opens, from the list’s own counts', () => {
    expect(resultsCountFor(counts, '/accommodations?type=Hotel')).toBe(12);
    expect(resultsCountFor(counts, '/accommodations?type=Inn')).toBe(0);
    expect(resultsCountFor(counts, '/accommodations?area=downtown')).toBe(6);
    // A part of town the data cannot narrow to has no count; a link elsewhere neither.
    expect(resultsCountFor(counts, '/accommodations?area=lake')).toBeUndefined();
    expect(resultsCountFor(counts, '/downtown')).toBeUndefined();
    expect(opensLodgingResults('/accommodations?type=Hotel')).toBe(true);
    expect(opensLodgingResults('/downtown')).toBe(false);
  });

  it('offers only the tiles whose link shows something it can count', () => {
    const tiles = ['/accommodations?type=Hotel', '/accommodations?type=Lodge', '/accommodations?area=lake'].map(
      (href) => ({ href }),
    );
    expect(tilesWithResults(counts, tiles)).toEqual([{ href: '/accommodations?type=Hotel', count: 12 }]);
    expect(propertiesLabel(1)).toBe('1 property');
    expect(propertiesLabel(12)).toBe('12 properties');
  });
});
