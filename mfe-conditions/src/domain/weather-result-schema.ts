/**
 * The schema of our weather API's answer (docs/rules/conditions.md#weather-provider), apart from
 * the places in weather-result.ts: only code that reads an answer loads it (the endpoint's call,
 * the server's tests), so zod is not in the first load of /weather, whose page renders what its
 * loader already read (decision 079). Written with zod/mini: the home weather card parses
 * answers in the browser, and the home page's first-load budget (decision 010) has no room for
 * the whole of zod.
 */
import * as z from 'zod/mini';
import { precipitationKinds } from './precipitation';
import { weatherPlaces } from './weather-result';

const currentSchema = z.object({
  temperature: z.number(),
  condition: z.string(),
  description: z.string(),
  humidity: z.number(),
  windSpeed: z.number(),
  /** Degrees the wind blows from, 0 = north. */
  windDirection: z.number(),
  uvIndex: z.number(),
  icon: z.string(),
  feelsLike: z.number(),
  pressure: z.number(),
  dewPoint: z.number(),
  /** Miles. */
  visibility: z.number(),
  cloudCover: z.number(),
});

const forecastDaySchema = z.object({
  /** YYYY-MM-DD in Mountain time. */
  date: z.string(),
  /** Short weekday: "Mon". */
  day: z.string(),
  high: z.number(),
  low: z.number(),
  condition: z.string(),
  description: z.string(),
  icon: z.string(),
  /** Chance of precipitation, 0–100. */
  precipitation: z.number(),
  /** Rain, snow or a wintry mix, from the provider's forecast (docs/rules/conditions.md#precipitation-kind). */
  precipitationKind: z.enum(precipitationKinds),
  windSpeed: z.number(),
  humidity: z.number(),
  uvIndex: z.number(),
  /** ISO instants. */
  sunrise: z.string(),
  sunset: z.string(),
});

const hourSchema = z.object({
  /** ISO instant. */
  time: z.string(),
  temperature: z.number(),
  condition: z.string(),
  precipitation: z.number(),
  precipitationKind: z.enum(precipitationKinds),
  windSpeed: z.number(),
  icon: z.string(),
});

const alertSchema = z.object({
  sender_name: z.string(),
  event: z.string(),
  start: z.string(),
  end: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
});

const liveWeatherSchema = z.object({
  place: z.enum(weatherPlaces),
  location: z.string(),
  elevation: z.number(),
  /** From the provider: the only source of numbers shown as current. */
  source: z.literal('live'),
  /** When the server obtained these numbers (ISO instant). */
  fetchedAt: z.string(),
  current: currentSchema,
  forecast: z.array(forecastDaySchema),
  hourly: z.array(hourSchema),
  alerts: z.array(alertSchema),
});

/**
 * No live reading: the provider has no key or failed. Nothing here is a measurement; the screens
 * say so, link to the National Weather Service and show the climate normals for the date.
 */
const unavailableWeatherSchema = z.object({
  place: z.enum(weatherPlaces),
  location: z.string(),
  elevation: z.number(),
  source: z.literal('unavailable'),
  /** When the server last tried the provider (ISO instant). */
  checkedAt: z.string(),
});

export const weatherResultSchema = z.discriminatedUnion('source', [liveWeatherSchema, unavailableWeatherSchema]);

export type WeatherResult = z.infer<typeof weatherResultSchema>;
export type LiveWeather = z.infer<typeof liveWeatherSchema>;
export type UnavailableWeather = z.infer<typeof unavailableWeatherSchema>;
export type WeatherCurrent = LiveWeather['current'];
export type WeatherForecastDay = LiveWeather['forecast'][number];
export type WeatherHour = LiveWeather['hourly'][number];
export type WeatherAlert = LiveWeather['alerts'][number];

/** Parses an answer of our weather API; throws when it is not a weather result. */
export function parseWeatherResult(value: unknown): WeatherResult {
  return z.parse(weatherResultSchema, value);
}
