/**
 * Weather results the area's tests build on: a live reading for Estes Park with five forecast
 * days, and the pieces to vary it. Each test states the numbers its assertions read.
 */
import type { PrecipitationKind } from '../domain/precipitation';
import type {
  LiveWeather,
  WeatherAlert,
  WeatherCurrent,
  WeatherForecastDay,
  WeatherHour,
} from '../domain/weather-result';

/** One forecast day with the given high (the low 20° below) and chance of precipitation (rain unless said). */
export const forecastDay = (
  date: string,
  name: string,
  high: number,
  precipitation: number,
  sun: Pick<WeatherForecastDay, 'sunrise' | 'sunset'> = { sunrise: '', sunset: '' },
  precipitationKind: PrecipitationKind = 'rain',
): WeatherForecastDay => ({
  date,
  day: name,
  high,
  low: high - 20,
  condition: 'Clouds',
  description: 'scattered clouds',
  icon: '03d',
  precipitation,
  precipitationKind,
  windSpeed: 10,
  humidity: 30,
  uvIndex: 3,
  ...sun,
});

/** One hour of the hourly forecast; rain gets the rain icon, and its precipitation is rain unless said. */
export const forecastHour = (
  time: string,
  temperature: number,
  precipitation: number,
  condition = 'Clear',
  precipitationKind: PrecipitationKind = 'rain',
): WeatherHour => ({
  time,
  temperature,
  condition,
  precipitation,
  precipitationKind,
  windSpeed: 5,
  icon: condition === 'Rain' ? '10d' : '01d',
});

/** A cool, partly cloudy November noon in town: the provider's sample answer, mapped. */
export const fewCloudsNow: WeatherCurrent = {
  temperature: 41,
  condition: 'Clouds',
  description: 'few clouds',
  humidity: 38,
  windSpeed: 13,
  windDirection: 290,
  uvIndex: 6,
  icon: '02d',
  feelsLike: 35,
  pressure: 1019,
  dewPoint: 17,
  visibility: 6.2,
  cloudCover: 20,
};

/** A live reading for Estes Park (fetched 2026-11-22 19:00 UTC) with the given parts. */
export function liveWeather(parts: Partial<LiveWeather> = {}): LiveWeather {
  return {
    place: 'estes-park',
    location: 'Estes Park, CO',
    elevation: 7522,
    source: 'live',
    fetchedAt: '2026-11-22T19:00:00.000Z',
    current: fewCloudsNow,
    forecast: [],
    hourly: [],
    alerts: [],
    ...parts,
  };
}

/** A National Weather Service alert from Boulder that starts when the live reading was fetched. */
export const nwsAlert = (event: string, end: string, description: string, tags: string[]): WeatherAlert => ({
  sender_name: 'NWS Boulder',
  event,
  start: '2026-11-22T19:00:00.000Z',
  end,
  description,
  tags,
});
