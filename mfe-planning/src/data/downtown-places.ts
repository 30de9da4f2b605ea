/**
 * The downtown guide's places (docs/rules/planning.md#downtown-places), in the planning area's one
 * directory of places: an entry either names a place of `restaurants.json` or `activities.json`
 * by its id (its name, address and description are read from there, never repeated here) or is a
 * place only the guide lists (a shop, a service, a bar), with its own name, address and
 * description. Every entry adds what the guide shows of it: its category and kind, what it is
 * known for, and where the guide's map puts it (the team's position, to about 50 m).
 *
 * No entry keeps a rating, a review count, hours, a phone number or a website: those are the
 * places provider's live facts or nothing (decision 041). `downtown-places.test.ts` checks the
 * file against `downtownPlaceRowSchema` and that no place has two ids.
 */
import type { DowntownPlaceCategory } from '@estes/shared/api/planning/downtown-places';
import type { DowntownPlaceRow } from './downtown-place-rows';
import rows from './downtown-places.json';
import { activities } from './activities';
import { restaurants } from './restaurants';

/** One place of the guide as the directory knows it (what `GET /api/planning/downtown-places` sends). */
export interface DowntownDirectoryPlace {
  id: string;
  name: string;
  category: DowntownPlaceCategory;
  subcategory: string;
  address: string;
  description: string;
  specialties: readonly string[];
  features: readonly string[];
  priceRange: string | null;
  position: { lat: number; lng: number };
  featured: boolean;
  /** Which of our directories lists it, if one does. */
  listedIn: 'restaurants' | 'things-to-do' | null;
}

export const downtownPlaceRows = rows as readonly DowntownPlaceRow[];

function placeOf(row: DowntownPlaceRow): DowntownDirectoryPlace {
  const guide = {
    id: row.id,
    category: row.category,
    subcategory: row.subcategory,
    specialties: row.specialties,
    position: row.coordinates,
    featured: row.featured,
  };
  if ('name' in row) {
    return {
      ...guide,
      name: row.name,
      address: row.address,
      description: row.description,
      features: row.features,
      priceRange: row.priceRange ?? null,
      listedIn: null,
    };
  }
  const restaurant = restaurants.find((entry) => entry.id === row.id);
  if (restaurant) {
    const { name, location, description, features, priceRange } = restaurant;
    return { ...guide, name, address: location, description, features, priceRange, listedIn: 'restaurants' };
  }
  const activity = activities.find((entry) => entry.id === row.id);
  if (!activity) throw new Error(`downtown-places.json names “${row.id}”, which no directory lists`);
  const { name, location, description, features, priceRange } = activity;
  return { ...guide, name, address: location, description, features, priceRange, listedIn: 'things-to-do' };
}

/** The guide's places in its order, each read from the entry that owns it. */
export const downtownDirectoryPlaces: readonly DowntownDirectoryPlace[] = downtownPlaceRows.map(placeOf);
