import {
  activityCategories,
  cuisines,
  difficulties,
  activityPrices,
  restaurantPrices,
} from '../domain/directory-types';
import { activities } from './activities';
import activityRows from './activities.json';
import { activityRowSchema, restaurantRowSchema } from './directory-rows';
import { restaurants } from './restaurants';
import restaurantRows from './restaurants.json';

describe('activities', () => {
  it('has at least 30, each id unique and URL-safe', () => {
    expect(activities.length).toBeGreaterThanOrEqual(30);
    const ids = activities.map((activity) => activity.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('uses only the directories’ vocabularies and covers every category', () => {
    for (const activity of activities) {
      expect(activityCategories).toContain(activity.category);
      expect(difficulties).toContain(activity.difficulty);
      expect(activityPrices).toContain(activity.priceRange);
    }
    for (const category of activityCategories)
      expect(activities.some((activity) => activity.category === category)).toBe(true);
    for (const difficulty of difficulties)
      expect(activities.some((activity) => activity.difficulty === difficulty)).toBe(true);
  });

  it('has complete entries and a described picture', () => {
    for (const activity of activities) {
      expect(activity.features.length).toBeGreaterThan(0);
      for (const text of [
        activity.name,
        activity.description,
        activity.location,
        activity.duration,
        activity.seasonality,
        activity.bestTime,
      ])
        expect(text.trim()).not.toBe('');
      expect(activity.image.alt.startsWith(`${activity.name}: illustration of`)).toBe(true);
      expect(activity.image.width).toBe(800);
    }
    expect(activities.some((activity) => activity.featured)).toBe(true);
  });
});

describe('restaurants', () => {
  it('has at least 25 with unique ids', () => {
    expect(restaurants.length).toBeGreaterThanOrEqual(25);
    const ids = restaurants.map((restaurant) => restaurant.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers all six cuisines and the four prices', () => {
    expect(cuisines).toHaveLength(6);
    for (const cuisine of cuisines)
      expect(restaurants.filter((r) => r.cuisine === cuisine).length).toBeGreaterThanOrEqual(2);
    for (const price of restaurantPrices) expect(restaurants.some((r) => r.priceRange === price)).toBe(true);
  });

  it('has addresses in Estes Park, features and described pictures', () => {
    for (const restaurant of restaurants) {
      expect(restaurant.location).toMatch(/, Estes Park$/);
      expect(restaurant.features.length).toBeGreaterThan(0);
      expect(restaurant.image.alt.startsWith(`${restaurant.name}: illustration of`)).toBe(true);
    }
  });
});

describe('the data files', () => {
  it('hold only entries of the directories’ shape and vocabularies (activities.json, restaurants.json)', () => {
    expect(activityRowSchema.array().safeParse(activityRows).error?.issues).toBeUndefined();
    expect(restaurantRowSchema.array().safeParse(restaurantRows).error?.issues).toBeUndefined();
  });

  it('refuse an entry outside the vocabularies or with a field too many', () => {
    const [first] = restaurantRows;
    expect(restaurantRowSchema.safeParse({ ...first, cuisine: 'Martian' }).success).toBe(false);
    expect(restaurantRowSchema.safeParse({ ...first, scene: 'moon' }).success).toBe(false);
    expect(restaurantRowSchema.safeParse({ ...first, priceRange: '$$$$$' }).success).toBe(false);
    expect(activityRowSchema.safeParse({ ...activityRows[0], ratng: 4 }).success).toBe(false);
  });
});

describe('only sourced facts (issue 30)', () => {
  const [restaurant] = restaurantRows;
  const [activity] = activityRows;
  const source = { name: 'The restaurant’s own website', url: 'https://www.example.com/contact' };

  it('hold no rating, review count, hours, distance, phone or website of their own', () => {
    for (const field of ['rating', 'reviews', 'hours', 'distance', 'phone', 'website']) {
      for (const row of [...restaurantRows, ...activityRows]) expect(row).not.toHaveProperty(field);
      expect(restaurantRowSchema.safeParse({ ...restaurant, [field]: field === 'hours' ? [] : 4 }).success).toBe(false);
      expect(activityRowSchema.safeParse({ ...activity, [field]: 4 }).success).toBe(false);
    }
    expect(restaurantRowSchema.safeParse({ ...restaurant, phone: '(970) 586-9832' }).success).toBe(false);
    expect(restaurantRowSchema.safeParse({ ...restaurant, website: 'https://www.birdandjim.com' }).success).toBe(false);
  });

  it('take a phone or website only in a recorded block with its source and the day it was read', () => {
    const recorded = { phone: '(970) 586-9832', website: 'https://www.example.com', source, recordedOn: '2026-11-20' };
    expect(restaurantRowSchema.safeParse({ ...restaurant, recorded }).success).toBe(true);
    expect(activityRowSchema.safeParse({ ...activity, recorded }).success).toBe(true);
    const without = (field: 'source' | 'recordedOn') =>
      Object.fromEntries(Object.entries(recorded).filter(([name]) => name !== field));
    expect(restaurantRowSchema.safeParse({ ...restaurant, recorded: without('source') }).success).toBe(false);
    expect(restaurantRowSchema.safeParse({ ...restaurant, recorded: without('recordedOn') }).success).toBe(false);
    expect(activityRowSchema.safeParse({ ...activity, recorded: without('source') }).success).toBe(false);
    for (const wrong of [
      { ...recorded, recordedOn: 'last summer' },
      { ...recorded, recordedOn: '2026-13-40' },
      { ...recorded, source: { name: '', url: source.url } },
      { ...recorded, source: { name: source.name, url: 'javascript:alert(1)' } },
      { ...recorded, website: 'http://www.example.com' },
      { ...recorded, phone: 'call us' },
      { source, recordedOn: '2026-11-20' },
    ])
      expect(restaurantRowSchema.safeParse({ ...restaurant, recorded: wrong }).success).toBe(false);
  });

  it('list at most 40 places each, the most one facts request can ask', () => {
    expect(restaurants.length).toBeLessThanOrEqual(40);
    expect(activities.length).toBeLessThanOrEqual(40);
  });
});
