/**
 * Activities that are seasonal places (Trail Ridge Road, Old Fall River Road, the Aerial Tramway;
 * the one table of seasons in @estes/shared/park/seasons): their status on a
 * day, and the featured order with what is closed for the season moved after what is open, so
 * nothing closed is featured first.
 */
import type { Activity } from '../../domain/directory-types';
import { parkSeasons } from '@estes/shared/park/seasons';
import { seasonStatus, type SeasonStatus } from '../../domain/season-rules';
import { activitySeasons } from '../../data/seasons';

export interface ActivitySeason {
  status: SeasonStatus;
  sourceName: string;
  sourceUrl: string;
}

export function activitySeason(activityId: string, today: string): ActivitySeason | undefined {
  const placeId = Object.hasOwn(activitySeasons, activityId) ? activitySeasons[activityId] : undefined;
  if (!placeId) return undefined;
  const place = parkSeasons[placeId];
  return { status: seasonStatus(place, today), sourceName: place.source.name, sourceUrl: place.source.url };
}

export const isClosedForSeason = (activityId: string, today: string): boolean =>
  activitySeason(activityId, today)?.status.open === false;

/** The same order with the places closed for the season after the rest (a stable split). */
export function openBeforeClosed(activities: readonly Activity[], today: string): Activity[] {
  const open = activities.filter((activity) => !isClosedForSeason(activity.id, today));
  const closed = activities.filter((activity) => isClosedForSeason(activity.id, today));
  return [...open, ...closed];
}
