/**
 * The shape of an entry of downtown-places.json (the downtown guide's places): a reference to a
 * place of the restaurants or things-to-do directory, or a guide-only place with its own name,
 * address and description. No field holds a rating, a count, hours, a phone or a website: the
 * strict objects refuse them (decision 041).
 */
import { z } from 'zod';
import { downtownPlaceCategories } from '@estes/shared/api/planning/downtown-places';

// No generated validators: the site's Content-Security-Policy forbids eval, which zod would probe.
z.config({ jitless: true });

const guideFields = {
  id: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/),
  category: z.enum(downtownPlaceCategories),
  subcategory: z.string().min(1),
  specialties: z.array(z.string().min(1)),
  /** Downtown Estes Park and its edges: a position outside this box is a typo. */
  coordinates: z.strictObject({ lat: z.number().min(40.35).max(40.4), lng: z.number().min(-105.56).max(-105.49) }),
  featured: z.boolean(),
};

export const downtownPlaceRowSchema = z.union([
  z.strictObject(guideFields),
  z.strictObject({
    ...guideFields,
    name: z.string().min(1),
    address: z.string().min(1),
    description: z.string().min(1),
    features: z.array(z.string().min(1)),
    priceRange: z.enum(['$', '$$', '$$$', '$$$$']).optional(),
  }),
]);

export type DowntownPlaceRow = z.infer<typeof downtownPlaceRowSchema>;
