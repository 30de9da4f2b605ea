/**
 * The weather page's data: both places fetched in parallel from our API
 * (docs/rules/conditions.md#weather-refresh), on the server for the first request and in the
 * browser after that, and again every 30 minutes.
 */
import { useEffect, useRef, useState } from 'react';
import { browserSiteApi, type SiteApi } from '@estes/shared';
import { isWeatherPlace, weatherPlaces, type WeatherPlace, type WeatherResult } from '../../domain/weather-result';
import type { ParkAlertsResult } from '../../domain/park-alerts';
import { loadParkAlerts } from '../../components/park-conditions/park-alerts-data';

export type WeatherByPlace = Record<WeatherPlace, WeatherResult>;

/** The park's alerts beside the weather: `null` when our API could not give them (issue 19). */
interface WithParkAlerts {
  parkAlerts?: ParkAlertsResult | null;
}

export type WeatherPageData = WithParkAlerts &
  (
    | { status: 'loaded'; places: WeatherByPlace; loadedAt: string; initialPlace: WeatherPlace }
    | { status: 'error'; initialPlace: WeatherPlace }
  );

export const weatherPageRefreshMs = 30 * 60_000;
export const placeQueryKey = 'place';

export function placeFromQuery(value: string | null): WeatherPlace {
  return value !== null && isWeatherPlace(value) ? value : 'estes-park';
}

/**
 * The endpoint's call and its answer's schema (with zod) load when a loader or a refresh first
 * reads the weather: a page the server rendered hydrates with its loader's data, so they are not
 * part of /weather's first load (decision 079).
 */
const weatherEndpoint = () => import(/* webpackChunkName: "conditions-weather-api" */ '../../api/get-weather');

export async function loadBothPlaces(api: SiteApi, signal?: AbortSignal): Promise<WeatherByPlace> {
  const { fetchWeather } = await weatherEndpoint();
  const [town, alpine] = await Promise.all(weatherPlaces.map((place) => fetchWeather(place, api, signal)));
  if (!town || !alpine) throw new Error('Failed to load weather data for one or both locations');
  return { 'estes-park': town, 'alpine-visitor-center': alpine };
}

export async function loadWeatherPageData(
  request: Request,
  api: SiteApi,
  now: () => Date = () => new Date(),
): Promise<WeatherPageData> {
  const initialPlace = placeFromQuery(new URL(request.url).searchParams.get(placeQueryKey));
  const parkAlerts = loadParkAlerts(api, request.signal);
  try {
    const places = await loadBothPlaces(api, request.signal);
    return { status: 'loaded', places, loadedAt: now().toISOString(), initialPlace, parkAlerts: await parkAlerts };
  } catch (error) {
    console.warn('Failed to load weather data for one or both locations', error);
    return { status: 'error', initialPlace, parkAlerts: await parkAlerts };
  }
}

export interface WeatherPageState {
  data: WeatherPageData;
  /** A 30-minute refresh is under way. */
  refreshing: boolean;
  /** The last refresh failed; the numbers shown are from `loadedAt`. */
  refreshFailed: boolean;
}

/**
 * Holds the loader's data and refetches both places every 30 minutes, resetting 'Updated'. A
 * failed refresh keeps the last good numbers on screen and says so.
 */
export function useRefreshingWeather(initial: WeatherPageData, intervalMs = weatherPageRefreshMs): WeatherPageState {
  const [state, setState] = useState<WeatherPageState>({ data: initial, refreshing: false, refreshFailed: false });
  const latest = useRef(initial);

  useEffect(() => {
    if (latest.current !== initial) {
      latest.current = initial;
      setState({ data: initial, refreshing: false, refreshFailed: false });
    }
  }, [initial]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      setState((current) => ({ ...current, refreshing: true }));
      loadBothPlaces(browserSiteApi, controller.signal).then(
        (places) =>
          setState((current) => ({
            data: {
              status: 'loaded',
              places,
              loadedAt: new Date().toISOString(),
              initialPlace: current.data.initialPlace,
              ...(current.data.parkAlerts === undefined ? {} : { parkAlerts: current.data.parkAlerts }),
            },
            refreshing: false,
            refreshFailed: false,
          })),
        () => {
          if (!controller.signal.aborted)
            setState((current) => ({ ...current, refreshing: false, refreshFailed: true }));
        },
      );
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [intervalMs]);

  return state;
}
