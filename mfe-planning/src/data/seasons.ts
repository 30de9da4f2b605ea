/**
 * Places in and around Rocky Mountain National Park that close for winter, with the dates they
 * usually open and close. These are typical dates, not this year's announcement: the park opens
 * and closes the roads as snow allows, so a visitor is sent to the source for the day's status.
 * Source: National Park Service, Rocky Mountain National Park, "Trail Ridge Road" and "Old Fall
 * River Road" pages (nps.gov/romo/planyourvisit), read 2026-11.
 */
import type { SeasonalPlace } from '../domain/season-rules';

export const seasonalPlaces = {
  'trail-ridge-road': {
    name: 'Trail Ridge Road',
    // Usually open through from the Friday before Memorial Day to mid-October.
    opens: { month: 5, day: 22 },
    closes: { month: 10, day: 15 },
    usually: 'late May to mid-October',
    sourceName: 'National Park Service: Trail Ridge Road',
    sourceUrl: 'https://www.nps.gov/romo/planyourvisit/trail_ridge_road.htm',
  },
  'old-fall-river-road': {
    name: 'Old Fall River Road',
    // Usually open to vehicles from about the Fourth of July to early October.
    opens: { month: 7, day: 4 },
    closes: { month: 10, day: 5 },
    usually: 'early July to early October',
    sourceName: 'National Park Service: Old Fall River Road',
    sourceUrl: 'https://www.nps.gov/romo/planyourvisit/old_fall_river_road.htm',
  },
} as const satisfies Record<string, SeasonalPlace>;

export type SeasonalPlaceId = keyof typeof seasonalPlaces;

/** Which activity is which seasonal place (the activity's id to the place). */
export const activitySeasons: Readonly<Record<string, SeasonalPlaceId>> = {
  'trail-ridge-road': 'trail-ridge-road',
  'old-fall-river-road': 'old-fall-river-road',
};
