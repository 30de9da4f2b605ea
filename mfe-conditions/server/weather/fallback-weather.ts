/**
 * Generated weather for when the provider has no key or fails (spec §4, §9): 72 °F in town and
 * 58 °F at the visitor center, pressure 1013 or 890 hPa, and forecast days of high = current + 5,
 * low = current − 15 with a 10 % chance of rain. The result is marked `source: 'fallback'` so
 * the screens can say the numbers are estimates.
 */
import {
  weatherPlaceInfo,
  type WeatherForecastDay,
  type WeatherHour,
  type WeatherPlace,
  type WeatherResult,
} from '../../src/domain/weather-result';
import { mountainClock, mountainDate, mountainOffsetHours, mountainWeekday } from '../../src/domain/weather-time';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

export const fallbackTemperature: Record<WeatherPlace, number> = { 'estes-park': 72, 'alpine-visitor-center': 58 };
export const fallbackPressure: Record<WeatherPlace, number> = { 'estes-park': 1013, 'alpine-visitor-center': 890 };
export const fallbackRainChance = 10;

/** The Mountain-time midnight that starts the day of `instant`, as a UTC timestamp. */
function mountainMidnight(instant: number): number {
  const offset = mountainOffsetHours(new Date(instant)) * hourMs;
  const local = instant + offset;
  return local - (local % dayMs) - offset;
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
      windSpeed: 8,
      icon: isDaytime(time) ? '02d' : '02n',
    };
  });
}

export function fallbackWeather(place: WeatherPlace, now: number): WeatherResult {
  const info = weatherPlaceInfo[place];
  const temperature = fallbackTemperature[place];
  return {
    place,
    location: info.location,
    elevation: info.elevationFeet,
    source: 'fallback',
    fetchedAt: new Date(now).toISOString(),
    current: {
      temperature,
      condition: 'Clouds',
      description: 'partly cloudy',
      humidity: 45,
      windSpeed: 8,
      windDirection: 270,
      uvIndex: 5,
      icon: isDaytime(now) ? '02d' : '02n',
      feelsLike: temperature,
      pressure: fallbackPressure[place],
      dewPoint: temperature - 30,
      visibility: 10,
      cloudCover: 40,
    },
    forecast: fallbackForecast(now, temperature, 5),
    hourly: fallbackHours(now, temperature, 24),
    alerts: [],
  };
}
