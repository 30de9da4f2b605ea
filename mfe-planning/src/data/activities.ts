/**
 * Things to do in and around Estes Park and Rocky Mountain National Park
 * (docs/rules/planning.md#directories). Real places and outfitters, with what the team describes;
 * ratings, counts and hours come live from the places provider (place-facts), never from here.
 * Prices are the directory ranges: Free, $ (under $25 a person), $$ ($25–$75), $$$ (over $75). Park entry
 * (timed-entry permit in season) is not counted in the price of a trail.
 *
 * The entries are data (activities.json, one object per activity with the scene of its picture);
 * this loader gives them their pictures. The file's shape is checked against `activityRowSchema`
 * (directory-rows.ts, zod) by directory-data.test.ts, and its types when the code compiles; zod
 * itself stays out of the page's first load.
 */
import type { Activity } from '../domain/directory-types';
import { activityScenes, pictureOf } from './directory-images';
import type { ActivityRow } from './directory-rows';
import rows from './activities.json';

export const activities: readonly Activity[] = (rows as readonly ActivityRow[]).map(({ scene, ...row }) => ({
  ...row,
  image: pictureOf(activityScenes, scene, row.name),
}));
