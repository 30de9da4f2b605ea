import {
  activityCategories,
  cuisines,
  difficulties,
  activityPrices,
  restaurantPrices,
  weekDays,
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

  it('has complete entries with plausible numbers and a described picture', () => {
    for (const activity of activities) {
      expect(activity.rating).toBeGreaterThanOrEqual(1);
      expect(activity.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(activity.reviews)).toBe(true);
      expect(activity.features.length).toBeGreaterThan(0);
      for (const text of [
        activity.name,
        activity.description,
        activity.location,
        activity.distance,
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

  it('has phones in (970) form, https websites and well-formed hours', () => {
    for (const restaurant of restaurants) {
      expect(restaurant.phone).toMatch(/^\(970\) 5(86|77)-\d{4}$/);
      if (restaurant.website !== undefined) expect(restaurant.website).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+$/);
      expect(restaurant.hours.length).toBeGreaterThan(0);
      for (const span of restaurant.hours) {
        expect(weekDays).toContain(span.from);
        expect(weekDays).toContain(span.to);
        expect(span.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(span.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }
      expect(restaurant.location).toMatch(/, Estes Park$/);
      expect(restaurant.features.length).toBeGreaterThan(0);
      expect(restaurant.image.alt.startsWith(`${restaurant.name}: illustration of`)).toBe(true);
    }
    const phones = restaurants.map((restaurant) => restaurant.phone);
    expect(new Set(phones).size).toBe(phones.length);
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
    expect(activityRowSchema.safeParse({ ...activityRows[0], rating: 6 }).success).toBe(false);
    expect(activityRowSchema.safeParse({ ...activityRows[0], ratng: 4 }).success).toBe(false);
  });
});
