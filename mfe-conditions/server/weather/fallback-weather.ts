/**
 * Gaps in a live answer, and the answer when there is no live reading at all. A live answer that
 * lacks forecast days or hours gets them from its own current temperature
 * (docs/rules/conditions.md#weather-gaps: high = current + 5, low = current − 15, rain 10 %).
 * Without a live reading (no key, or the provider failed) nothing is generated: the answer says the
 * reading is unavailable (issue 21).
 */
import {
  weatherPlaceInfo,
  type WeatherForecastDay,
  type WeatherHour,
  type WeatherPlace,
  type UnavailableWeather,
} from '../../src/domain/weather-result';
import { instantFromMountain, mountainClock, mountainDate, mountainWeekday } from '@estes/shared/mountain-time';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

export const fallbackRainChance = 10;

/** The Mountain-time midnight that starts the day of `instant`, as a UTC timestamp. */
function mountainMidnight(instant: number): number {
  const { year, month, day } = mountainClock(new Date(instant));
  return instantFromMountain({ year, month, day }).getTime();
}

/** A forecast day the provider did not send: high = current + 5, low = current − 15, rain 10 %. */
export function fallbackForecastDay(dayStart: number, currentTemperature: number): WeatherForecastDay {
  const noon = new Date(dayStart + 12 * hourMs);
  return {
    date: mountainDate(noon),
    day: mountainWeekday(noon),
    high: Math.round(currentTemperature + 5),
    low: Math.round(currentTemperature - 15),
    condition: 'Clouds',
    description: 'partly cloudy',
    icon: '02d',
    precipitation: fallbackRainChance,
    // Nothing says what would fall: no kind is made up.
    precipitationKind: 'unknown',
    windSpeed: 8,
    humidity: 45,
    uvIndex: 5,
    sunrise: new Date(dayStart + 7 * hourMs).toISOString(),
    sunset: new Date(dayStart + 17 * hourMs).toISOString(),
  };
}

/** Forecast days from the day of `startDay` on, each generated. */
export function fallbackForecast(
  now: number,
  currentTemperature: number,
  count: number,
  skip = 0,
): WeatherForecastDay[] {
  const today = mountainMidnight(now);
  return Array.from({ length: count }, (_, index) =>
    // Noon of the day keeps the date right across a daylight-saving change.
    fallbackForecastDay(mountainMidnight(today + (skip + index) * dayMs + 12 * hourMs), currentTemperature),
  );
}

/** Daylight for generated entries: 7 AM to 5 PM in Estes Park, so night hours get a moon. */
const isDaytime = (instant: number): boolean => {
  const { hour } = mountainClock(new Date(instant));
  return hour >= 7 && hour < 17;
};

/** Hourly entries the provider did not send: the current temperature, on the hour. */
export function fallbackHours(start: number, currentTemperature: number, count: number): WeatherHour[] {
  const firstHour = start - (start % hourMs) + hourMs;
  return Array.from({ length: count }, (_, index) => {
    const time = firstHour + index * hourMs;
    return {
      time: new Date(time).toISOString(),
      temperature: Math.round(currentTemperature),
      condition: 'Clouds',
      precipitation: fallbackRainChance,
      precipitationKind: 'unknown',
      windSpeed: 8,
      icon: isDaytime(time) ? '02d' : '02n',
    };
  });
}

/** The fields every weather result opens with: the place, its name and its elevation. */
export function placeFields(place: WeatherPlace): Pick<UnavailableWeather, 'place' | 'location' | 'elevation'> {
  const info = weatherPlaceInfo[place];
  return { place, location: info.location, elevation: info.elevationFeet };
}

/** What the API answers when there is no live reading: the place, and when we last tried. */
export function unavailableWeather(place: WeatherPlace, now: number): UnavailableWeather {
  return {
    ...placeFields(place),
    source: 'unavailable',
    checkedAt: new Date(now).toISOString(),
  };
}
