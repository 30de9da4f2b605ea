import {
  activityQuerySearch,
  isActivityQueryNarrowed,
  isRestaurantQueryNarrowed,
  normalizeSearch,
  parseActivityQuery,
  parseRestaurantQuery,
  restaurantQuerySearch,
} from './directory-query';
import {
  defaultActivityQuery,
  defaultRestaurantQuery,
  type ActivityQuery,
  type RestaurantQuery,
} from './directory-types';

describe('activity query', () => {
  it('reads the header link ?category=Outdoor', () => {
    expect(parseActivityQuery('?category=Outdoor')).toEqual({ q: '', sort: 'featured', category: 'Outdoor' });
  });

  it('is forgiving: any case, all/any, unknown values and blanks mean no filter', () => {
    expect(parseActivityQuery('category=outdoor&difficulty=DIFFICULT&price=free&sort=Rating')).toEqual({
      q: '',
      category: 'Outdoor',
      difficulty: 'Difficult',
      price: 'Free',
      sort: 'rating',
    });
    expect(parseActivityQuery('category=all&difficulty=impossible&price=&sort=cheapest')).toEqual(defaultActivityQuery);
    expect(parseActivityQuery('price=2')).toEqual({ ...defaultActivityQuery, price: '$$' });
    expect(parseActivityQuery('price=%24%24%24')).toEqual({ ...defaultActivityQuery, price: '$$$' });
    expect(parseActivityQuery('price=4')).toEqual(defaultActivityQuery);
    expect(parseActivityQuery('')).toEqual(defaultActivityQuery);
  });

  it('tidies the search text', () => {
    expect(parseActivityQuery('q=%20%20bear%20%20%20lake%20').q).toBe('bear lake');
    expect(normalizeSearch('x'.repeat(200))).toHaveLength(80);
  });

  it('writes defaults out and keeps one key order', () => {
    expect(activityQuerySearch(defaultActivityQuery)).toBe('');
    expect(
      activityQuerySearch({ sort: 'name', price: '$', difficulty: 'Easy', category: 'Tours', q: 'stanley hotel' }),
    ).toBe('?q=stanley+hotel&category=Tours&difficulty=Easy&price=%24&sort=name');
  });

  it('round-trips', () => {
    const queries: ActivityQuery[] = [
      defaultActivityQuery,
      { q: 'élk & falls', sort: 'reviews', category: 'Outdoor', difficulty: 'Moderate', price: '$$$' },
      { q: '', sort: 'featured', price: 'Free' },
    ];
    for (const query of queries) expect(parseActivityQuery(activityQuerySearch(query))).toEqual(query);
  });

  it('says whether the list is narrowed (sort alone is not)', () => {
    expect(isActivityQueryNarrowed({ ...defaultActivityQuery, sort: 'name' })).toBe(false);
    expect(isActivityQueryNarrowed({ ...defaultActivityQuery, difficulty: 'Easy' })).toBe(true);
    expect(isActivityQueryNarrowed({ ...defaultActivityQuery, q: 'lake' })).toBe(true);
  });
});

describe('restaurant query', () => {
  it('reads cuisines loosely and prices as signs or counts', () => {
    expect(parseRestaurantQuery('cuisine=italian-pizza&price=%24%24%24%24')).toEqual({
      q: '',
      sort: 'featured',
      cuisine: 'Italian & Pizza',
      price: '$$$$',
    });
    expect(parseRestaurantQuery('cuisine=Cafe%20%26%20Breakfast&price=1').cuisine).toBe('Café & Breakfast');
    expect(parseRestaurantQuery('cuisine=all&price=any&sort=zzz')).toEqual(defaultRestaurantQuery);
    expect(parseRestaurantQuery('price=Free')).toEqual(defaultRestaurantQuery);
  });

  it('round-trips and leaves defaults out', () => {
    expect(restaurantQuerySearch(defaultRestaurantQuery)).toBe('');
    const queries: RestaurantQuery[] = [
      { q: 'patio', sort: 'rating', cuisine: 'Steakhouse & BBQ', price: '$$$' },
      { q: '', sort: 'name', cuisine: 'Café & Breakfast' },
    ];
    for (const query of queries) expect(parseRestaurantQuery(restaurantQuerySearch(query))).toEqual(query);
    expect(restaurantQuerySearch({ q: '', sort: 'featured', price: '$$' })).toBe('?price=%24%24');
  });

  it('says whether the list is narrowed', () => {
    expect(isRestaurantQueryNarrowed(defaultRestaurantQuery)).toBe(false);
    expect(isRestaurantQueryNarrowed({ ...defaultRestaurantQuery, cuisine: 'Mexican' })).toBe(true);
  });
});

describe('open now (?open=now)', () => {
  it('reads open=now in any case, and nothing else, on both directories', () => {
    expect(parseRestaurantQuery('open=now').open).toBe('now');
    expect(parseRestaurantQuery('open=NOW').open).toBe('now');
    expect(parseActivityQuery('open=now').open).toBe('now');
    for (const other of ['open=later', 'open=', 'open=1', 'opn=now'])
      expect(parseRestaurantQuery(other)).not.toHaveProperty('open');
  });

  it('writes it after the filters and before the sort, and counts it as narrowing', () => {
    expect(restaurantQuerySearch({ q: '', cuisine: 'Mexican', open: 'now', sort: 'rating' })).toBe(
      '?cuisine=Mexican&open=now&sort=rating',
    );
    expect(activityQuerySearch({ q: '', open: 'now', sort: 'featured' })).toBe('?open=now');
    expect(isRestaurantQueryNarrowed({ q: '', open: 'now', sort: 'featured' })).toBe(true);
    expect(isActivityQueryNarrowed({ q: '', sort: 'featured' })).toBe(false);
  });
});
