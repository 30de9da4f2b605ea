/** @jest-environment node */
import {
  amenitySlugs,
  clearFilters,
  describeActiveFilters,
  listingQueryParams,
  listingQuerySearch,
  listingQueryToSearchParams,
  legacyStaySearch,
  parseListingQuery,
  readListingQuery,
  staySearch,
  toAreaPreference,
  toSortKey,
  toViewMode,
  withoutFilter,
} from './listing-query';
import { amenityFilters, defaultListingQuery, lodgingAreas, propertyTypes, sortKeys } from './lodging-types';
import type { ListingQuery } from './lodging-types';

const parse = (search: string): ListingQuery => parseListingQuery(new URLSearchParams(search));
const write = (query: ListingQuery): string => listingQueryToSearchParams(query).toString();

const everything: ListingQuery = {
  type: 'Cabin',
  priceBands: ['150-250', '250-350'],
  minRating: 8.5,
  amenities: ['Free WiFi', 'Hot Tub'],
  area: 'lake',
  stay: { checkin: '2025-06-10', checkout: '2025-06-13', adults: 4, children: [4, 9], rooms: 2 },
  sort: 'price-low',
  view: 'list',
};

describe('parseListingQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toStrictEqual(defaultListingQuery);
    expect(parseListingQuery('')).toStrictEqual(defaultListingQuery);
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'type=Cabin&price=150-250&price=250-350&rating=8.5&amenity=wifi&amenity=hot-tub&area=lake' +
          '&checkin=2025-06-10&checkout=2025-06-13&adults=4&children=4,9&rooms=2&sort=price-low&view=list',
      ),
    ).toStrictEqual(everything);
  });

  it('takes a search string, with or without the ?', () => {
    expect(parseListingQuery('?type=Cabin').type).toBe('Cabin');
    expect(parseListingQuery('type=Cabin').type).toBe('Cabin');
  });

  describe('type', () => {
    it('reads ?type=Cabin exactly', () => {
      expect(parse('type=Cabin')).toStrictEqual({ ...defaultListingQuery, type: 'Cabin' });
    });

    it.each(['cabin', 'CABIN', ' Cabin '])('reads %p as Cabin', (value) => {
      expect(parse(`type=${encodeURIComponent(value)}`).type).toBe('Cabin');
    });

    it('reads every property type', () => {
      for (const type of propertyTypes) expect(parse(`type=${type}`).type).toBe(type);
    });

    it.each(['All', 'all', 'Castle', ''])('reads %p as All', (value) => {
      expect(parse(`type=${value}`)).toStrictEqual(defaultListingQuery);
    });
  });

  describe('price', () => {
    it('reads repeated and comma-separated bands, in band order, once each', () => {
      expect(parse('price=over-500&price=under-150').priceBands).toEqual(['under-150', 'over-500']);
      expect(parse('price=350-500,150-250').priceBands).toEqual(['150-250', '350-500']);
      expect(parse('price=350-500%2C150-250').priceBands).toEqual(['150-250', '350-500']);
      expect(parse('price=250-350,250-350&price=250-350').priceBands).toEqual(['250-350']);
      expect(parse('price=UNDER-150').priceBands).toEqual(['under-150']);
    });

    it('drops unknown bands', () => {
      expect(parse('price=cheap,150-250,,100-200').priceBands).toEqual(['150-250']);
      expect(parse('price=').priceBands).toEqual([]);
    });
  });

  describe('rating', () => {
    it.each([
      ['9', 9],
      ['9.0', 9],
      ['8.5', 8.5],
      ['8', 8],
      ['7.5', 7.5],
      ['7', 7],
      ['7.50', 7.5],
    ])('reads %p as %p', (value, minimum) => {
      expect(parse(`rating=${value}`).minRating).toBe(minimum);
    });

    it.each(['8.25', '10', '6', '0', '', 'high', '0x9', '9e0', '-9', 'Infinity'])('ignores %p', (value) => {
      expect(parse(`rating=${value}`)).toStrictEqual(defaultListingQuery);
    });
  });

  describe('amenity', () => {
    it('reads every slug', () => {
      for (const amenity of amenityFilters)
        expect(parse(`amenity=${amenitySlugs[amenity]}`).amenities).toEqual([amenity]);
    });

    it('uses the agreed slugs', () => {
      expect(Object.values(amenitySlugs)).toEqual([
        'wifi',
        'parking',
        'pool',
        'hot-tub',
        'kitchen',
        'pets',
        'breakfast',
        'fireplace',
      ]);
    });

    it('reads repeated and comma-separated amenities, in filter order, once each', () => {
      expect(parse('amenity=pets&amenity=wifi,pool&amenity=wifi').amenities).toEqual([
        'Free WiFi',
        'Pool',
        'Pet Friendly',
      ]);
    });

    it("also reads the filters' own names, in any case", () => {
      expect(parse('amenity=Hot%20Tub&amenity=free-wifi&amenity=PET+FRIENDLY').amenities).toEqual([
        'Free WiFi',
        'Hot Tub',
        'Pet Friendly',
      ]);
    });

    it('drops unknown amenities', () => {
      expect(parse('amenity=sauna,kitchen,').amenities).toEqual(['Kitchen']);
    });
  });

  describe('area', () => {
    it('reads every area, in any case', () => {
      for (const area of lodgingAreas) expect(parse(`area=${area}`).area).toBe(area);
      expect(parse('area=LAKE').area).toBe('lake');
      expect(parse('area=any').area).toBe('any');
    });

    it('ignores unknown areas', () => {
      expect(parse('area=mars').area).toBe('any');
      expect(parse('area=Downtown%20Estes%20Park').area).toBe('any');
    });
  });

  describe('the stay (read strictly)', () => {
    it('reads dates, adults, children by age and rooms, defaults left out', () => {
      expect(parse('checkin=2025-06-10&checkout=2025-06-13').stay).toStrictEqual({
        checkin: '2025-06-10',
        checkout: '2025-06-13',
        children: [],
      });
      expect(parse('adults=2&rooms=1').stay).toStrictEqual({ children: [] });
      expect(parse('adults=3&children=4, 9').stay).toStrictEqual({ adults: 3, children: [4, 9] });
    });

    it.each([
      ['checkin=2025-02-30&checkout=2025-03-02', 'The check-in date must be a real date written YYYY-MM-DD.'],
      ['checkin=2025-06-13&checkout=2025-06-10', 'The check-out date must be after the check-in date.'],
      ['checkin=2025-06-13', 'Give both a check-in and a check-out date, or neither.'],
      ['adults=9', 'Adults must be a whole number from 1 to 8.'],
      ['adults=2&children=4,x', expect.stringContaining('Children are given by age')],
      ['adults=2&rooms=3', expect.stringContaining('Rooms must be a whole number')],
    ])('says what is wrong with %p, and has no stay', (search, message) => {
      expect(readListingQuery(search)).toStrictEqual({ query: defaultListingQuery, stayProblem: message });
    });

    it('reads a link of before issue 29 in today’s names', () => {
      expect(legacyStaySearch(new URLSearchParams('type=Cabin&checkIn=2025-06-10&checkOut=2025-06-13&guests=3'))).toBe(
        '?type=Cabin&checkin=2025-06-10&checkout=2025-06-13&adults=3',
      );
      expect(legacyStaySearch(new URLSearchParams('checkin=2025-06-10&checkIn=2025-01-01'))).toBe(
        '?checkin=2025-06-10',
      );
      expect(legacyStaySearch(new URLSearchParams('type=Cabin'))).toBeUndefined();
    });

    it('writes the stay a property page is opened with', () => {
      expect(staySearch(everything.stay)).toBe('?checkin=2025-06-10&checkout=2025-06-13&adults=4&children=4,9&rooms=2');
      expect(staySearch({ children: [] })).toBe('');
    });
  });

  describe('sort and view', () => {
    it('reads every sort and view', () => {
      for (const sort of sortKeys) expect(parse(`sort=${sort}`).sort).toBe(sort);
      expect(parse('view=list').view).toBe('list');
      expect(parse('view=grid').view).toBe('grid');
      expect(parse('sort=PRICE-HIGH&view=LIST')).toMatchObject({ sort: 'price-high', view: 'list' });
    });

    it('ignores unknown ones', () => {
      expect(parse('sort=cheapest&view=map')).toStrictEqual(defaultListingQuery);
    });
  });

  it('takes the first of a repeated single-valued parameter', () => {
    expect(parse('type=Condo&type=Cabin&sort=name&sort=rating').type).toBe('Condo');
    expect(parse('sort=name&sort=rating').sort).toBe('name');
  });

  it('never throws on hostile input', () => {
    for (const search of [
      'type=%E0%A4%A',
      'price=%%%',
      '&&&=&=',
      'rating=constructor&amenity=__proto__&area=toString&sort=hasOwnProperty',
      `guests=${'9'.repeat(400)}`,
      'checkIn=9999-99-99&checkOut=0000-00-00',
      'unknown=1&type[]=Cabin',
    ]) {
      expect(() => parse(search)).not.toThrow();
    }
    expect(parse('rating=constructor&amenity=__proto__&area=toString&sort=hasOwnProperty')).toStrictEqual(
      defaultListingQuery,
    );
  });
});

describe('listingQueryToSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(write(defaultListingQuery)).toBe('');
    expect(listingQuerySearch(defaultListingQuery)).toBe('');
  });

  it('writes ?type=Cabin for a Cabin filter', () => {
    expect(listingQuerySearch({ ...defaultListingQuery, type: 'Cabin' })).toBe('?type=Cabin');
  });

  it('writes every parameter, in a fixed key order, lists repeated', () => {
    expect(listingQuerySearch(everything)).toBe(
      '?type=Cabin&price=150-250&price=250-350&rating=8.5&amenity=wifi&amenity=hot-tub&area=lake' +
        '&checkin=2025-06-10&checkout=2025-06-13&adults=4&children=4,9&rooms=2&sort=price-low&view=list',
    );
    expect([...new Set(listingQueryToSearchParams(everything).keys())]).toEqual([...listingQueryParams]);
  });

  it('writes lists in canonical order, once each, whatever order they were chosen in', () => {
    const query: ListingQuery = {
      ...defaultListingQuery,
      priceBands: ['over-500', 'under-150', 'over-500'],
      amenities: ['Fireplace', 'Free Parking', 'Fireplace'],
    };
    expect(write(query)).toBe('price=under-150&price=over-500&amenity=parking&amenity=fireplace');
  });

  it('writes a whole rating without a decimal', () => {
    expect(write({ ...defaultListingQuery, minRating: 9 })).toBe('rating=9');
  });

  it('writes a stay’s dates only as a pair', () => {
    expect(write({ ...defaultListingQuery, stay: { checkin: '2025-06-10', children: [] } })).toBe('');
  });
});

describe('round trips', () => {
  const queries: ListingQuery[] = [
    defaultListingQuery,
    everything,
    { ...defaultListingQuery, type: 'Other' },
    { ...defaultListingQuery, priceBands: ['under-150', '150-250', '250-350', '350-500', 'over-500'] },
    { ...defaultListingQuery, amenities: [...amenityFilters] },
    { ...defaultListingQuery, minRating: 7, stay: { adults: 1, children: [] }, sort: 'name' },
    {
      ...defaultListingQuery,
      area: 'national-park',
      stay: { checkin: '2024-02-28', checkout: '2024-02-29', children: [] },
      view: 'list',
    },
    { ...defaultListingQuery, sort: 'most-reviewed', stay: { children: [0, 17] } },
  ];

  it.each(queries.map((query) => [write(query) || '(defaults)', query]))('%s', (_, query) => {
    expect(parseListingQuery(listingQueryToSearchParams(query))).toStrictEqual(query);
  });

  it('normalises a hand-written URL to its canonical form, which then stays put', () => {
    const canonical = write(parse('view=list&amenity=HOT-TUB,wifi&type=cabin&price=over-500,under-150&sort=top-picks'));
    expect(canonical).toBe('type=Cabin&price=under-150&price=over-500&amenity=wifi&amenity=hot-tub&view=list');
    expect(write(parse(canonical))).toBe(canonical);
  });
});

describe('active filter chips', () => {
  it('has none for the defaults, nor for sort, view and the stay', () => {
    expect(describeActiveFilters(defaultListingQuery)).toEqual([]);
    expect(
      describeActiveFilters({ ...defaultListingQuery, sort: 'name', view: 'list', stay: everything.stay }),
    ).toEqual([]);
  });

  it('labels each active filter, in panel order', () => {
    expect(describeActiveFilters(everything).map((chip) => chip.label)).toEqual([
      'Cabin',
      '$150 – $250',
      '$250 – $350',
      'Rating 8.5+',
      'Free WiFi',
      'Hot Tub',
      'Lake Estes Waterfront',
    ]);
    expect(describeActiveFilters({ ...defaultListingQuery, minRating: 9 }).map((chip) => chip.label)).toEqual([
      'Rating 9.0+',
    ]);
  });

  it('gives each chip a unique id', () => {
    const chipIds = describeActiveFilters(everything).map((chip) => chip.id);
    expect(new Set(chipIds).size).toBe(chipIds.length);
    expect(chipIds).toContain('price:150-250');
  });

  it('removes one filter per chip and keeps the rest', () => {
    const chips = describeActiveFilters(everything);
    const remove = (id: string): ListingQuery => {
      const chip = chips.find((candidate) => candidate.id === id);
      if (!chip) throw new Error(`no chip ${id}`);
      return withoutFilter(everything, chip);
    };
    const withoutType: ListingQuery = { ...everything };
    delete withoutType.type;
    expect(remove('type:Cabin')).toStrictEqual(withoutType);
    expect(remove('price:250-350')).toStrictEqual({ ...everything, priceBands: ['150-250'] });
    const withoutRating: ListingQuery = { ...everything };
    delete withoutRating.minRating;
    expect(remove('rating:8.5')).toStrictEqual(withoutRating);
    expect(remove('amenity:Free WiFi')).toStrictEqual({ ...everything, amenities: ['Hot Tub'] });
    expect(remove('area:lake')).toStrictEqual({ ...everything, area: 'any' });
    expect(everything.type).toBe('Cabin');
  });

  it('ends at "clear all" once every chip is removed', () => {
    const cleared = describeActiveFilters(everything).reduce(withoutFilter, everything);
    expect(cleared).toStrictEqual(clearFilters(everything));
    expect(describeActiveFilters(cleared)).toEqual([]);
  });

  it('clears the filters but keeps sort, view and the stay', () => {
    expect(clearFilters(everything)).toStrictEqual({
      ...defaultListingQuery,
      sort: 'price-low',
      view: 'list',
      stay: everything.stay,
    });
    expect(clearFilters(defaultListingQuery)).toStrictEqual(defaultListingQuery);
  });
});

describe('loose strings to the vocabulary', () => {
  it('reads known values in any case and nothing else', () => {
    expect(toSortKey('Rating')).toBe('rating');
    expect(toSortKey('best')).toBeUndefined();
    expect(toViewMode('LIST')).toBe('list');
    expect(toViewMode('map')).toBeUndefined();
    expect(toAreaPreference('riverside')).toBe('riverside');
    expect(toAreaPreference('')).toBeUndefined();
  });
});
