import {
  applyActivityQuery,
  applyRestaurantQuery,
  featurePreview,
  filterActivities,
  filterRestaurants,
  formatHours,
  formatTime,
  matchesSearch,
  openingHoursSpec,
  sortEntries,
} from './directory-rules';
import type { Activity, Restaurant } from './directory-types';

const image = { src: 'x.svg', alt: 'x', width: 800, height: 500 };

const activity = (id: string, overrides: Partial<Activity>): Activity => ({
  id,
  name: id,
  category: 'Outdoor',
  rating: 4.5,
  reviews: 100,
  priceRange: 'Free',
  duration: '2 hours',
  difficulty: 'Easy',
  image,
  description: '',
  location: '',
  distance: '1 mile',
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
  rating: 4.5,
  reviews: 100,
  priceRange: '$$',
  image,
  location: '',
  distance: '1 mile',
  description: '',
  features: [],
  hours: [],
  phone: '(970) 586-0000',
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
    activity('e', { name: 'Echo', rating: 4.6, reviews: 50 }),
    activity('b', { name: 'bravo', rating: 4.9, reviews: 10 }),
    activity('c', { name: 'Charlie', rating: 4.6, reviews: 50, featured: true }),
    activity('a', { name: 'Alpha', rating: 4.6, reviews: 900 }),
    activity('d', { name: 'Delta', rating: 4.2, reviews: 900, featured: true }),
    activity('z', { name: 'Alpha', rating: 4.6, reviews: 900 }),
  ];
  const order = (sort: Parameters<typeof sortEntries>[1]) => sortEntries(list, sort).map((entry) => entry.id);

  it('featured: featured first, then rating, reviews, name, id', () => {
    expect(order('featured')).toEqual(['c', 'd', 'b', 'a', 'z', 'e']);
  });

  it('rating: highest first; ties by reviews, then name, then id', () => {
    expect(order('rating')).toEqual(['b', 'a', 'z', 'c', 'e', 'd']);
  });

  it('reviews: most first; ties by rating, then name', () => {
    expect(order('reviews')).toEqual(['a', 'z', 'd', 'c', 'e', 'b']);
  });

  it('name: A–Z ignoring case; equal names by id', () => {
    expect(order('name')).toEqual(['a', 'z', 'b', 'c', 'd', 'e']);
  });

  it('gives the same order whatever the input order, and leaves the input alone', () => {
    const reversed = [...list].reverse();
    for (const sort of ['featured', 'rating', 'reviews', 'name'] as const)
      expect(sortEntries(reversed, sort).map((entry) => entry.id)).toEqual(order(sort));
    expect(list.map((entry) => entry.id)).toEqual(['e', 'b', 'c', 'a', 'd', 'z']);
  });

  it('applies filters then sort', () => {
    expect(applyActivityQuery(list, { q: 'al', sort: 'name' }).map((entry) => entry.id)).toEqual(['a', 'z']);
    const restaurants = [
      restaurant('x', { name: 'Zeta', rating: 4.1, featured: true }),
      restaurant('y', { name: 'Beta', rating: 4.8 }),
    ];
    expect(applyRestaurantQuery(restaurants, { q: '', sort: 'rating' }).map((entry) => entry.id)).toEqual(['y', 'x']);
    expect(applyRestaurantQuery(restaurants, { q: '', sort: 'featured' }).map((entry) => entry.id)).toEqual(['x', 'y']);
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

describe('hours', () => {
  it('words times', () => {
    expect(formatTime('07:00')).toBe('7 AM');
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatTime('12:00')).toBe('noon');
    expect(formatTime('00:00')).toBe('midnight');
    expect(formatTime('00:30')).toBe('12:30 AM');
  });

  it('words runs of days and writes schema.org openingHours', () => {
    const hours = [
      { from: 'Mo', to: 'Su', opens: '07:00', closes: '14:00' },
      { from: 'Fr', to: 'Sa', opens: '17:00', closes: '21:30' },
      { from: 'Su', to: 'Su', opens: '10:00', closes: '12:00' },
    ] as const;
    expect(formatHours(hours)).toEqual(['Daily 7 AM–2 PM', 'Fri–Sat 5 PM–9:30 PM', 'Sun 10 AM–noon']);
    expect(openingHoursSpec(hours)).toEqual(['Mo-Su 07:00-14:00', 'Fr-Sa 17:00-21:30', 'Su 10:00-12:00']);
  });
});
