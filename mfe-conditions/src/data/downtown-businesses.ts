/**
 * The downtown directory: real places in and around downtown Estes Park (Elkhorn Avenue,
 * Moraine Avenue, the Riverwalk), with their street addresses and map coordinates (to about
 * 50 m). Phone numbers and websites are listed only where we could name them; a place
 * without one simply shows no Call or Website button. Ratings are the guide's own.
 *
 * The places are data, kept in `downtown-businesses.json` (decision 034); this loader checks
 * every entry against the directory's shape when the module loads, so a mistyped entry fails
 * the build's tests, not a visitor's page.
 */
import * as z from 'zod/mini';
import { businessCategories, type DowntownBusiness } from '../domain/downtown';
import downtownBusinessesJson from './downtown-businesses.json' with { type: 'json' };

const openingHoursSchema = z.object({
  opens: z.number(),
  closes: z.number(),
  closedOn: z.optional(z.array(z.number().check(z.int(), z.gte(0), z.lte(6)))),
  always: z.optional(z.boolean()),
});

const downtownBusinessSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string().check(z.minLength(1)),
  category: z.enum(businessCategories),
  subcategory: z.string(),
  address: z.string(),
  phone: z.optional(z.string()),
  website: z.optional(z.url()),
  hours: z.string(),
  openingHours: openingHoursSchema,
  description: z.string(),
  specialties: z.array(z.string()),
  priceRange: z.optional(z.enum(['$', '$$', '$$$', '$$$$'])),
  rating: z.number().check(z.gte(0), z.lte(5)),
  reviews: z.number().check(z.int(), z.gte(0)),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  features: z.array(z.string()),
  featured: z.boolean(),
});

/** Reads a directory file; throws, naming the entry and field, when one does not have the shape. */
export function parseDowntownBusinesses(value: unknown): readonly DowntownBusiness[] {
  return z.parse(z.array(downtownBusinessSchema), value);
}

export const downtownBusinesses: readonly DowntownBusiness[] = parseDowntownBusinesses(downtownBusinessesJson);
