import {
  applyActivityQuery,
  applyRestaurantQuery,
  featurePreview,
  filterActivities,
  filterRestaurants,
  matchesSearch,
  sortEntries,
  type LiveRatingOf,
} from './directory-rules';
import type { Activity, Restaurant } from './directory-types';

const image = { src: 'x.svg', alt: 'x', width: 800, height: 500 };

const activity = (id: string, overrides: Partial<Activity>): Activity => ({
  id,
  name: id,
  category: 'Outdoor',
  priceRange: 'Free',
  duration: '2 hours',
  difficulty: 'Easy',
  image,
  description: '',
  location: '',
  features: [],
  seasonality: 'Year-round',
  bestTime: 'Morning',
  featured: false,
  ...overrides,
});

const restaurant = (id: string, overrides: Partial<Restaurant>): Restaurant => ({
  id,
  name: id,
  cuisine: 'American',
  priceRange: '$$',
  image,
  location: '',
  description: '',
  features: [],
  reservations: false,
  featured: false,
  ...overrides,
});

describe('search', () => {
  const lake = {
    name: 'Sky Pond',
    description: 'Past Timberline Falls to a cirque lake',
    location: 'Glacier Gorge Trailhead',
  };

  it('looks in name, description and location, ignoring case and accents', () => {
    expect(matchesSearch(lake, 'sky')).toBe(true);
    expect(matchesSearch(lake, 'TIMBERLINE')).toBe(true);
    expect(matchesSearch(lake, 'glacier gorge')).toBe(true);
    expect(matchesSearch({ name: 'Notchtop Bakery & Café', description: '', location: '' }, 'cafe')).toBe(true);
  });

  it('needs every word, in any order; blank matches everything', () => {
    expect(matchesSearch(lake, 'lake falls')).toBe(true);
    expect(matchesSearch(lake, 'lake pizza')).toBe(false);
    expect(matchesSearch(lake, '   ')).toBe(true);
  });
});

describe('activity filters', () => {
  const list = [
    activity('a', { category: 'Outdoor', difficulty: 'Difficult', priceRange: 'Free', name: 'Sky Pond' }),
    activity('b', { category: 'Indoor', difficulty: 'Easy', priceRange: '$', name: 'Estes Park Museum' }),
    activity('c', { category: 'Outdoor', difficulty: 'Easy', priceRange: '$$', name: 'Horseback Ride' }),
  ];
  const ids = (query: Parameters<typeof filterActivities>[1]) => filterActivities(list, query).map((entry) => entry.id);

  it('filters by category, difficulty and price, together with search', () => {
    expect(ids({ q: '', sort: 'featured' })).toEqual(['a', 'b', 'c']);
    expect(ids({ q: '', sort: 'featured', category: 'Outdoor' })).toEqual(['a', 'c']);
    expect(ids({ q: '', sort: 'featured', difficulty: 'Easy' })).toEqual(['b', 'c']);
    expect(ids({ q: '', sort: 'featured', price: '$$' })).toEqual(['c']);
    expect(ids({ q: 'museum', sort: 'featured', category: 'Outdoor' })).toEqual([]);
    expect(ids({ q: 'horse', sort: 'featured', category: 'Outdoor', difficulty: 'Easy', price: '$$' })).toEqual(['c']);
  });
});

describe('restaurant filters', () => {
  const list = [
    restaurant('a', { cuisine: 'Mexican', priceRange: '$', name: "Ed's Cantina" }),
    restaurant('b', { cuisine: 'Italian & Pizza', priceRange: '$$', name: "Mama Rose's" }),
    restaurant('c', { cuisine: 'Italian & Pizza', priceRange: '$', name: 'Pizza place', location: 'Moraine Ave' }),
  ];
  const ids = (query: Parameters<typeof filterRestaurants>[1]) =>
    filterRestaurants(list, query).map((entry) => entry.id);

  it('filters by cuisine and price; no price is Any Price', () => {
    expect(ids({ q: '', sort: 'featured', cuisine: 'Italian & Pizza' })).toEqual(['b', 'c']);
    expect(ids({ q: '', sort: 'featured', price: '$' })).toEqual(['a', 'c']);
    expect(ids({ q: '', sort: 'featured' })).toEqual(['a', 'b', 'c']);
    expect(ids({ q: 'moraine', sort: 'featured', cuisine: 'Italian & Pizza', price: '$' })).toEqual(['c']);
    expect(ids({ q: '', sort: 'featured', cuisine: 'Pub & Brewery' })).toEqual([]);
  });
});

describe('sorts', () => {
  const list = [
    activity('e', { name: 'Echo' }),
    activity('b', { name: 'bravo' }),
    activity('c', { name: 'Charlie', featured: true }),
    activity('a', { name: 'Alpha' }),
    activity('d', { name: 'Delta', featured: true }),
    activity('z', { name: 'Alpha' }),
    activity('n', { name: 'November' }),
  ];
  // The provider's live ratings; 'n' has none.
  const ratings: Record<string, { value: number; count: number }> = {
    e: { value: 4.6, count: 50 },
    b: { value: 4.9, count: 10 },
    c: { value: 4.6, count: 50 },
    a: { value: 4.6, count: 900 },
    d: { value: 4.2, count: 900 },
    z: { value: 4.6, count: 900 },
  };
  const ratingOf: LiveRatingOf = (id) => ratings[id] ?? null;
  const order = (sort: Parameters<typeof sortEntries>[1], live: LiveRatingOf | null = ratingOf) =>
    sortEntries(list, sort, live ?? undefined).map((entry) => entry.id);

  it('featured: featured first, then name, then id (no rating decides it)', () => {
    expect(order('featured')).toEqual(['c', 'd', 'a', 'z', 'b', 'e', 'n']);
    expect(order('featured', null)).toEqual(order('featured'));
  });

  it('rating: highest live rating first; ties by count, then name, then id; unrated last', () => {
    expect(order('rating')).toEqual(['b', 'a', 'z', 'c', 'e', 'd', 'n']);
  });

  it('reviews: most live reviews first; ties by rating, then name; unrated last', () => {
    expect(order('reviews')).toEqual(['a', 'z', 'd', 'c', 'e', 'b', 'n']);
  });

  it('rating and reviews without live ratings keep the featured order', () => {
    expect(order('rating', null)).toEqual(order('featured'));
    expect(order('reviews', null)).toEqual(order('featured'));
  });

  it('name: A–Z ignoring case; equal names by id', () => {
    expect(order('name')).toEqual(['a', 'z', 'b', 'c', 'd', 'e', 'n']);
  });

  it('gives the same order whatever the input order, and leaves the input alone', () => {
    const reversed = [...list].reverse();
    for (const sort of ['featured', 'rating', 'reviews', 'name'] as const)
      expect(sortEntries(reversed, sort, ratingOf).map((entry) => entry.id)).toEqual(order(sort));
    expect(list.map((entry) => entry.id)).toEqual(['e', 'b', 'c', 'a', 'd', 'z', 'n']);
  });

  it('applies filters then sort', () => {
    expect(applyActivityQuery(list, { q: 'al', sort: 'name' }).map((entry) => entry.id)).toEqual(['a', 'z']);
    const restaurants = [restaurant('x', { name: 'Zeta', featured: true }), restaurant('y', { name: 'Beta' })];
    const live: LiveRatingOf = (id) => (id === 'y' ? { value: 4.8, count: 3 } : { value: 4.1, count: 9 });
    expect(applyRestaurantQuery(restaurants, { q: '', sort: 'rating' }, live).map((entry) => entry.id)).toEqual([
      'y',
      'x',
    ]);
    expect(applyRestaurantQuery(restaurants, { q: '', sort: 'featured' }, live).map((entry) => entry.id)).toEqual([
      'x',
      'y',
    ]);
  });
});

describe('feature preview', () => {
  it('shows the first three and +N more', () => {
    expect(featurePreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more' });
    expect(featurePreview(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], more: '+1 more' });
  });

  it('has no +N more for three or fewer', () => {
    expect(featurePreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
    expect(featurePreview([])).toEqual({ shown: [], more: null });
  });
});
