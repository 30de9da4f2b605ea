/**
 * Where to eat in Estes Park (docs/rules/planning.md#directories): real restaurants of the town,
 * with what the team describes (name, street address, cuisine, price range, what it is). Ratings,
 * review counts, hours, phones and websites are not kept here: the pages read them live from the
 * places provider (place-facts), or show a phone or website the team recorded with its source
 * and date (`recorded`; none yet). Price ranges: $ under $15 a main, $$ $15–30, $$$ $30–50, $$$$
 * over $50.
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
