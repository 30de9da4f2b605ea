/**
 * GET /api/conditions/weather/:place: one place's weather result, read by the weather page and
 * the home weather card.
 */
import type { SiteApi, SiteApiPath } from '@estes/shared';
import { parseWeatherResult, type WeatherPlace, type WeatherResult } from '../../../domain/weather-result';

/** The API path of one place, for loaders (server and browser) and refreshes. */
export const weatherApiPath = (place: WeatherPlace): SiteApiPath => `/api/conditions/weather/${place}`;

/**
 * Fetches one place from our API and parses it: through a loader's `api` (in-process on the
 * server), or the browser's client for the page's own refreshes.
 */
export async function fetchWeather(place: WeatherPlace, api: SiteApi, signal?: AbortSignal): Promise<WeatherResult> {
  const response = await api(weatherApiPath(place), {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`Failed to load weather data (${response.status})`);
  return parseWeatherResult(await response.json());
}
