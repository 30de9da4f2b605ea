/**
 * GET /api/conditions/weather/:place: one place's weather result, defined once for the server's
 * route (server/weather) and the weather page's and home weather card's loaders and refreshes.
 */
import type { SiteApi } from '@estes/shared';
import { callEndpoint, defineEndpoint } from '@estes/shared/api';
import type { WeatherPlace } from '../domain/weather-result';
import { weatherResultSchema, type WeatherResult } from '../domain/weather-result-schema';

export const getWeatherEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conditions/weather/:place',
  response: weatherResultSchema,
});

/**
 * Fetches one place from our API and parses it: through a loader's `api` (in-process on the
 * server), or the browser's client for the page's own refreshes. Throws when it cannot be read.
 */
export async function fetchWeather(place: WeatherPlace, api: SiteApi, signal?: AbortSignal): Promise<WeatherResult> {
  const answer = await callEndpoint(api, getWeatherEndpoint, { params: { place }, ...(signal ? { signal } : {}) });
  if (!answer.ok) throw new Error(`Failed to load weather data (${answer.status}): ${answer.message}`);
  return answer.data;
}
