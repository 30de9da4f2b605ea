/**
 * Which activities are seasonal places, by their id in the one table of seasons
 * (`parkSeasons`, @estes/shared/park/seasons, docs/rules/site.md#seasons): the dates and their
 * sources live there, never here.
 */
import type { ParkSeasonId } from '@estes/shared/park/seasons';

/** Which activity is which seasonal place (the activity's id to the place). */
export const activitySeasons: Readonly<Record<string, ParkSeasonId>> = {
  'trail-ridge-road': 'trail-ridge-road',
  'old-fall-river-road': 'old-fall-river-road',
  'aerial-tramway': 'aerial-tramway',
};
