/**
 * `GET /api/planning/downtown-places` (issue 30): the places of the downtown guide as the planning
 * area's one directory holds them (restaurants, things to do, and the shops and services only the
 * guide lists), each with its live facts from the places provider. Defined here, in the one
 * package both areas import, so /downtown (mfe-conditions) shows the directory's own places and
 * facts and never a copy (docs/rules/planning.md#downtown-places).
 *
 * What the team keeps about a place (name, our address, what it is, a map position) is the
 * directory's; ratings, hours, "open now", phone and website are only ever the provider's live
 * facts (`facts`), or absent. A place the provider says closed for good is not in the answer.
 * Its own subpath (`@estes/shared/api/planning/downtown-places`), written with `zod/mini`.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { placeFactsEntrySchema } from '../../planning/place-facts';

export const downtownPlaceCategories = ['restaurant', 'shop', 'attraction', 'service'] as const;
export type DowntownPlaceCategory = (typeof downtownPlaceCategories)[number];

const downtownPlaceSchema = z.object({
  /** The directory's id of the place (one id per place across the site). */
  id: z.string(),
  name: z.string(),
  category: z.enum(downtownPlaceCategories),
  /** "Mexican", "Bookstore", "Museum". */
  subcategory: z.string(),
  /** The directory's street address ("390 E Elkhorn Ave, Estes Park"). */
  address: z.string(),
  description: z.string(),
  specialties: z.array(z.string()),
  features: z.array(z.string()),
  priceRange: z.nullable(z.string()),
  /** Where the guide's map puts it: the team's position (about 50 m), not the provider's. */
  position: z.object({ lat: z.number(), lng: z.number() }),
  featured: z.boolean(),
  /** Its card in a directory of ours (/restaurants#restaurant-…), or null for a guide-only place. */
  listingPath: z.nullable(z.string()),
  /** The place on a maps search: where a visitor finds its hours and contact without live facts. */
  searchUrl: z.string(),
  facts: placeFactsEntrySchema,
});
export type DowntownPlace = z.infer<typeof downtownPlaceSchema>;

export const downtownPlacesAnswerSchema = z.object({
  /** "Google Maps": whose facts they are. */
  providerName: z.string(),
  /** In the guide's order, featured first; places closed for good left out. */
  places: z.array(downtownPlaceSchema),
});
export type DowntownPlacesAnswer = z.infer<typeof downtownPlacesAnswerSchema>;

export const downtownPlacesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/planning/downtown-places',
  response: downtownPlacesAnswerSchema,
});
