/**
 * Where to eat in Estes Park (docs/rules/planning.md#directories): real restaurants of the town.
 * Addresses are theirs; ratings and review counts are typical of what diners give them; hours are
 * usual summer hours (many places shorten them in winter); phone numbers and websites are to be
 * verified with each restaurant before launch (decision 016). Price ranges: $ under $15 a main, $$
 * $15–30, $$$ $30–50, $$$$ over $50.
 *
 * The entries are data (restaurants.json, one object per restaurant with the scene of its picture);
 * this loader gives them their pictures. The file's shape is checked against `restaurantRowSchema`
 * (directory-rows.ts, zod) by directory-data.test.ts, and its types when the code compiles; zod
 * itself stays out of the page's first load.
 */
import type { Restaurant } from '../domain/directory-types';
import { diningScenes, pictureOf } from './directory-images';
import type { RestaurantRow } from './directory-rows';
import rows from './restaurants.json';

export const restaurants: readonly Restaurant[] = (rows as readonly RestaurantRow[]).map(({ scene, ...row }) => ({
  ...row,
  image: pictureOf(diningScenes, scene, row.name),
}));
