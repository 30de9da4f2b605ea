/**
 * The home weather card's data (docs/rules/conditions.md#weather-refresh): the loader reads
 * Estes Park's weather and the park's alerts; in the browser the card reads the weather again
 * every 10 minutes, and a failed refresh keeps the last good card.
 */
import { useEffect, useRef } from 'react';
import { browserSiteApi, type WidgetLoaderArgs } from '@estes/shared';
import type { ParkAlertsResult } from '../domain/park-alerts';
import type { WeatherResult } from '../domain/weather-result';
import { fetchWeather } from '../api/get-weather';
import { loadParkAlerts } from '../components/park-conditions/park-alerts-data';
import { useLoaderState } from '../components/use-loader-state';

export type WeatherCardState =
  { status: 'loading' } | { status: 'loaded'; weather: WeatherResult; loadedAt: string } | { status: 'failed' };

/** The weather and, when the loader read them, the park's alerts (`null`: they could not be read). */
export type WeatherCardData = WeatherCardState & { parkAlerts?: ParkAlertsResult | null };

export const weatherCardRefreshMs = 10 * 60_000;

export async function loader({ request, api }: WidgetLoaderArgs): Promise<WeatherCardData> {
  const parkAlerts = loadParkAlerts(api, request.signal);
  try {
    const weather = await fetchWeather('estes-park', api, request.signal);
    return { status: 'loaded', weather, loadedAt: new Date().toISOString(), parkAlerts: await parkAlerts };
  } catch (error) {
    console.warn('Failed to load weather data', error);
    return { status: 'failed', parkAlerts: await parkAlerts };
  }
}

export function useWeatherCard(initial: WeatherCardState, intervalMs: number): WeatherCardState {
  const [data, setData] = useLoaderState(initial);
  const loadAtOnce = useRef(initial.status === 'loading');

  useEffect(() => {
    const controller = new AbortController();
    const refresh = () =>
      fetchWeather('estes-park', browserSiteApi, controller.signal).then(
        (weather) => setData({ status: 'loaded', weather, loadedAt: new Date().toISOString() }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Failed to load weather data', error);
          // A failed refresh keeps the last good card; only a card with nothing to show fails.
          setData((current) => (current.status === 'loaded' ? current : { status: 'failed' }));
        },
      );
    if (loadAtOnce.current) void refresh();
    const timer = window.setInterval(() => void refresh(), intervalMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [intervalMs, setData]);

  return data;
}
