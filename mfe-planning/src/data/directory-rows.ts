/**
 * The shape of an entry in the directories' data files (activities.json, restaurants.json): the
 * entry as the pages use it, with the name of its picture's scene instead of the picture. The
 * schemas say what the files must hold, in the directories' own vocabularies; the data test
 * checks both files with them.
 */
import { z } from 'zod';
import {
  activityCategories,
  activityPrices,
  cuisines,
  difficulties,
  restaurantPrices,
  weekDays,
} from '../domain/directory-types';
import { activityScenes, diningScenes } from './directory-images';

// No generated validators: the site's Content-Security-Policy forbids eval, which zod would probe.
z.config({ jitless: true });

const sceneOf = <Scenes extends Record<string, unknown>>(scenes: Scenes) =>
  z.enum(Object.keys(scenes) as [keyof Scenes & string, ...(keyof Scenes & string)[]]);

const entryFields = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  rating: z.number().min(1).max(5),
  reviews: z.number().int().nonnegative(),
  description: z.string().min(1),
  location: z.string().min(1),
  distance: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  featured: z.boolean(),
};

const time = z.string().regex(/^\d\d:\d\d$/);

export const activityRowSchema = z.strictObject({
  ...entryFields,
  category: z.enum(activityCategories),
  priceRange: z.enum(activityPrices),
  duration: z.string().min(1),
  difficulty: z.enum(difficulties),
  scene: sceneOf(activityScenes),
  seasonality: z.string().min(1),
  bestTime: z.string().min(1),
});

export const restaurantRowSchema = z.strictObject({
  ...entryFields,
  cuisine: z.enum(cuisines),
  priceRange: z.enum(restaurantPrices),
  scene: sceneOf(diningScenes),
  hours: z.array(z.strictObject({ from: z.enum(weekDays), to: z.enum(weekDays), opens: time, closes: time })),
  phone: z.string().min(1),
  website: z.url().optional(),
  reservations: z.boolean(),
});

export type ActivityRow = z.infer<typeof activityRowSchema>;
export type RestaurantRow = z.infer<typeof restaurantRowSchema>;
