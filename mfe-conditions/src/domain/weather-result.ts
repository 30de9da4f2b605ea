/**
 * The weather result our API answers with (docs/rules/conditions.md#weather-provider) and the
 * places it knows. The schema is written with zod/mini: the home weather card parses answers in the
 * browser, and the home page's first-load budget (decision 010) has no room for the whole of zod.
 */
import * as z from 'zod/mini';
import { precipitationKinds } from './precipitation';

export const weatherPlaces = ['estes-park', 'alpine-visitor-center'] as const;
export type WeatherPlace = (typeof weatherPlaces)[number];

export const isWeatherPlace = (value: string): value is WeatherPlace =>
  (weatherPlaces as readonly string[]).includes(value);

export interface WeatherPlaceInfo {
  /** What a visitor reads: "Estes Park, CO". */
  location: string;
  /** Short name for toggles and comparisons. */
  shortName: string;
  elevationFeet: number;
  latitude: number;
  longitude: number;
}

/** docs/rules/conditions.md#weather-places: town 7,522 ft, visitor center 11,796 ft. */
export const weatherPlaceInfo: Record<WeatherPlace, WeatherPlaceInfo> = {
  'estes-park': {
    location: 'Estes Park, CO',
    shortName: 'Estes Park',
    elevationFeet: 7522,
    latitude: 40.3772,
    longitude: -105.5217,
  },
  'alpine-visitor-center': {
    location: 'Alpine Visitor Center, Rocky Mountain National Park',
    shortName: 'Alpine Visitor Center',
    elevationFeet: 11796,
    latitude: 40.4414,
    longitude: -105.7539,
  },
};

/** The National Weather Service's point forecast for a place: where to go when we have no live reading. */
export const nwsForecastUrl = (place: WeatherPlace): string => {
  const { latitude, longitude } = weatherPlaceInfo[place];
  return `https://forecast.weather.gov/MapClick.php?lat=${latitude}&lon=${longitude}`;
};

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
