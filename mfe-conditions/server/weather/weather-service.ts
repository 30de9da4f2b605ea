/**
 * Weather for a place, from the provider at most once per 10 minutes per place, so however many
 * visitors come the provider's quota is never at risk. Concurrent misses share one call. When
 * there is no key or the provider fails, an answer saying so is served and kept for a minute
 * only: a failing provider does not slow every page, and a recovered one is used again soon.
 */
import type { WeatherPlace, WeatherResult } from '../../src/domain/weather-result';
import { unavailableWeather } from './fallback-weather';
import { mapOneCall } from './map-one-call';
import { fetchOneCall, weatherTimeoutMs } from './one-call-client';

export const weatherCacheMs = 10 * 60_000;
export const unavailableCacheMs = 60_000;

export interface WeatherServiceOptions {
  apiKey: string | undefined;
  /** The provider's base URL (WEATHER_API_URL); the public One Call 3.0 address by default. */
  baseUrl?: string | undefined;
  timeoutMs?: number;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
  fetch?: typeof fetch;
  /** Told why live data could not be had (never with the key). */
  onProviderError?: (place: WeatherPlace, error: unknown) => void;
}

export interface WeatherService {
  weather(place: WeatherPlace): Promise<WeatherResult>;
}

interface CacheEntry {
  result: WeatherResult;
  expiresAt: number;
}

export function createWeatherService(options: WeatherServiceOptions): WeatherService {
  const now = options.now ?? Date.now;
  const cache = new Map<WeatherPlace, CacheEntry>();
  const pending = new Map<WeatherPlace, Promise<WeatherResult>>();

  const load = async (place: WeatherPlace): Promise<CacheEntry> => {
    if (!options.apiKey) {
      return { result: unavailableWeather(place, now()), expiresAt: now() + unavailableCacheMs };
    }
    try {
      const answer = await fetchOneCall(place, {
        apiKey: options.apiKey,
        ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
        timeoutMs: options.timeoutMs ?? weatherTimeoutMs,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      const fetchedAt = now();
      return { result: mapOneCall(place, answer, fetchedAt), expiresAt: fetchedAt + weatherCacheMs };
    } catch (error) {
      options.onProviderError?.(place, error);
      return { result: unavailableWeather(place, now()), expiresAt: now() + unavailableCacheMs };
    }
  };

  return {
    weather(place) {
      const cached = cache.get(place);
      if (cached && cached.expiresAt > now()) return Promise.resolve(cached.result);
      const inFlight = pending.get(place);
      if (inFlight) return inFlight;
      const request = load(place)
        .then((entry) => {
          cache.set(place, entry);
          return entry.result;
        })
        .finally(() => pending.delete(place));
      pending.set(place, request);
      return request;
    },
  };
}
