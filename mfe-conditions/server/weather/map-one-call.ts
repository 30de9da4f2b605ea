/**
 * One Call answer → our weather result (docs/rules/conditions.md#weather-provider): current
 * conditions, the first 5 daily entries, the first 24 hourly entries and the alerts; each day's
 * and hour's precipitation named by its kind from the provider's amounts and condition codes. Visibility
 * turns from meters into miles; missing days take the forecast fallbacks
 * (docs/rules/conditions.md#weather-gaps), missing hours the current temperature.
 */
import type { WeatherForecastDay, WeatherHour, WeatherPlace, LiveWeather } from '../../src/domain/weather-result';
import { mountainDate, mountainWeekday } from '@estes/shared/mountain-time';
import { precipitationKind } from '../../src/domain/precipitation';
import { metersToMiles } from '../../src/domain/weather-units';
import { fallbackForecast, fallbackHours, fallbackRainChance, placeFields } from './fallback-weather';
import type { OneCallAnswer, OneCallSky } from './one-call-schema';

export const forecastDays = 5;
export const hourlyEntries = 24;
/** The provider's ceiling for visibility, used when it sends none: 10 km. */
const defaultVisibilityMeters = 10_000;

const iso = (unixSeconds: number): string => new Date(unixSeconds * 1000).toISOString();
const whole = (value: number): number => Math.round(value);
const percent = (probability: number | undefined): number =>
  probability === undefined ? fallbackRainChance : Math.round(probability * 100);

function sky(weather: readonly OneCallSky[]): OneCallSky {
  return weather[0] ?? { main: 'Clouds', description: 'partly cloudy', icon: '02d' };
}

export function mapOneCall(place: WeatherPlace, answer: OneCallAnswer, fetchedAt: number): LiveWeather {
  const current = answer.current;
  const currentSky = sky(current.weather);
  const temperature = whole(current.temp);

  const forecast: WeatherForecastDay[] = answer.daily.slice(0, forecastDays).map((day) => {
    const daySky = sky(day.weather);
    const noon = new Date(day.dt * 1000);
    return {
      date: mountainDate(noon),
      day: mountainWeekday(noon),
      high: whole(day.temp.max),
      low: whole(day.temp.min),
      condition: daySky.main,
      description: daySky.description,
      icon: daySky.icon,
      precipitation: percent(day.pop),
      // docs/rules/conditions.md#precipitation-kind
      precipitationKind: precipitationKind({
        rainMm: day.rain,
        snowMm: day.snow,
        conditionIds: day.weather.map((entry) => entry.id),
      }),
      windSpeed: whole(day.wind_speed ?? 0),
      humidity: whole(day.humidity ?? 0),
      uvIndex: day.uvi ?? 0,
      sunrise: day.sunrise === undefined ? '' : iso(day.sunrise),
      sunset: day.sunset === undefined ? '' : iso(day.sunset),
    };
  });
  if (forecast.length < forecastDays) {
    forecast.push(...fallbackForecast(fetchedAt, temperature, forecastDays - forecast.length, forecast.length));
  }

  const hourly: WeatherHour[] = answer.hourly.slice(0, hourlyEntries).map((hour) => {
    const hourSky = sky(hour.weather);
    return {
      time: iso(hour.dt),
      temperature: whole(hour.temp),
      condition: hourSky.main,
      precipitation: percent(hour.pop),
      precipitationKind: precipitationKind({
        rainMm: hour.rain?.['1h'],
        snowMm: hour.snow?.['1h'],
        conditionIds: hour.weather.map((entry) => entry.id),
      }),
      windSpeed: whole(hour.wind_speed ?? 0),
      icon: hourSky.icon,
    };
  });
  if (hourly.length < hourlyEntries) {
    const lastTime = hourly.length > 0 ? Date.parse(hourly[hourly.length - 1]?.time ?? '') : current.dt * 1000;
    hourly.push(...fallbackHours(lastTime, temperature, hourlyEntries - hourly.length));
  }

  return {
    ...placeFields(place),
    source: 'live',
    fetchedAt: new Date(fetchedAt).toISOString(),
    current: {
      temperature,
      condition: currentSky.main,
      description: currentSky.description,
      humidity: whole(current.humidity ?? 0),
      windSpeed: whole(current.wind_speed ?? 0),
      windDirection: whole(current.wind_deg ?? 0),
      uvIndex: current.uvi ?? 0,
      icon: currentSky.icon,
      feelsLike: whole(current.feels_like ?? current.temp),
      pressure: whole(current.pressure ?? 0),
      dewPoint: whole(current.dew_point ?? current.temp),
      visibility: metersToMiles(current.visibility ?? defaultVisibilityMeters),
      cloudCover: whole(current.clouds ?? 0),
    },
    forecast,
    hourly,
    alerts: answer.alerts.map((alert) => ({
      sender_name: alert.sender_name,
      event: alert.event,
      start: iso(alert.start),
      end: iso(alert.end),
      description: alert.description,
      tags: alert.tags,
    })),
  };
}
