/**
 * The Alpine Visitor Center's and Trail Ridge Road's seasons, from the one table of seasons (@estes/shared/park/seasons,
 * docs/rules/site.md#seasons), with its source: never a copy of the dates here.
 */
import { parkSeasons, type ParkSeason } from '@estes/shared/park/seasons';

export type SeasonalPlace = ParkSeason;

export const alpineVisitorCenterSeason: SeasonalPlace = parkSeasons['alpine-visitor-center'];
export const trailRidgeRoadSeason: SeasonalPlace = parkSeasons['trail-ridge-road'];
