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
} from '../domain/directory-types';
import { activityScenes, diningScenes } from './directory-images';

// No generated validators: the site's Content-Security-Policy forbids eval, which zod would probe.
z.config({ jitless: true });

const sceneOf = <Scenes extends Record<string, unknown>>(scenes: Scenes) =>
  z.enum(Object.keys(scenes) as [keyof Scenes & string, ...(keyof Scenes & string)[]]);

/**
 * A phone or website the team read somewhere: only with the source's name and link and the day
 * it was read (docs/rules/planning.md#directories). A contact without them is refused, so no
 * unsourced number reaches a card.
 */
export const recordedContactSchema = z
  .strictObject({
    phone: z
      .string()
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/)
      .optional(),
    website: z.url({ protocol: /^https$/ }).optional(),
    source: z.strictObject({ name: z.string().min(1), url: z.url({ protocol: /^https?$/ }) }),
    recordedOn: z.iso.date(),
  })
  .refine((recorded) => recorded.phone !== undefined || recorded.website !== undefined, {
    message: 'A recorded block holds a phone, a website or both.',
  });

// No rating, review count, hours, distance, phone or website of an entry's own: those come live
// from the places provider, or a phone/website from a sourced `recorded` block (issue 30).
const entryFields = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  location: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  featured: z.boolean(),
  recorded: recordedContactSchema.optional(),
};

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
  reservations: z.boolean(),
});

export type ActivityRow = z.infer<typeof activityRowSchema>;
export type RestaurantRow = z.infer<typeof restaurantRowSchema>;
