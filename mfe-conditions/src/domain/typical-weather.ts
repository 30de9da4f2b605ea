/**
 * What stands in for a reading we do not have: the climate normals of the date (never shown as
 * current) and whether a seasonal place is in its usual season.
 */
import { estesParkMonthlyNormals, type MonthlyNormal } from '../data/climate-normals';
import type { SeasonalPlace } from '../data/seasonal-places';
import { monthNames, mountainClock } from '@estes/shared/mountain-time';
import type { WeatherPlace } from './weather-result';

export interface TypicalWeather extends MonthlyNormal {
  /** "November" */
  month: string;
}

/**
 * The monthly normals of the date in Estes Park; undefined for a place we have no normals for
 * (the Alpine Visitor Center has no long-running station).
 */
export function typicalWeather(place: WeatherPlace, instant: Date): TypicalWeather | undefined {
  if (place !== 'estes-park') return undefined;
  const { month } = mountainClock(instant);
  const normal = estesParkMonthlyNormals[month - 1];
  const name = monthNames[month - 1];
  return normal && name ? { ...normal, month: name } : undefined;
}

/** Whether a date (in Estes Park) falls within a place's usual season, bounds included. */
export function inUsualSeason(place: SeasonalPlace, instant: Date): boolean {
  const { month, day } = mountainClock(instant);
  const key = month * 100 + day;
  return key >= place.opens.month * 100 + place.opens.day && key <= place.closes.month * 100 + place.closes.day;
}
