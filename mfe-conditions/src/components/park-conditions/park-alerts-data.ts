/**
 * The park alerts a screen shows: read by its loader (on the server for the first request) and
 * again every 10 minutes in the browser. `null` means our own API could not be read; the screens
 * then say live park alerts are unavailable, as when both sources are.
 */
import { useEffect } from 'react';
import { browserSiteApi, type SiteApi } from '@estes/shared';
import type { ParkAlertsResult } from '../../domain/park-alerts';
import { useLoaderState } from '../use-loader-state';

export const parkAlertsRefreshMs = 10 * 60_000;

/**
 * The endpoint's call and its answer's schema (with zod) load when a loader or a refresh first
 * reads the alerts: a page the server rendered hydrates with its loader's data, so they are not
 * part of /weather's first load (decision 079).
 */
export const loadParkAlertsApi = () =>
  import(/* webpackChunkName: "conditions-park-alerts-api" */ '../../api/get-park-alerts');

/** Reads the park alerts from our API; throws when they cannot be read. */
export const fetchParkAlerts = async (api: SiteApi, signal?: AbortSignal): Promise<ParkAlertsResult> =>
  (await loadParkAlertsApi()).fetchParkAlerts(api, signal);

export async function loadParkAlerts(api: SiteApi, signal?: AbortSignal): Promise<ParkAlertsResult | null> {
  try {
    return await fetchParkAlerts(api, signal);
  } catch (error) {
    console.warn('Failed to load park alerts', error);
    return null;
  }
}

/**
 * Holds the loader's alerts and reads them again every `intervalMs` (when `enabled`); a failed
 * refresh keeps the last answer.
 */
export function useRefreshingParkAlerts(
  initial: ParkAlertsResult | null,
  intervalMs = parkAlertsRefreshMs,
  enabled = true,
): ParkAlertsResult | null {
  const [alerts, setAlerts] = useLoaderState(initial);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      fetchParkAlerts(browserSiteApi, controller.signal).then(setAlerts, (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Failed to refresh park alerts', error);
      });
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [intervalMs, enabled, setAlerts]);

  return alerts;
}

/** Whether any source could not be read (not configured, failed, or our API itself). */
export function someSourceUnavailable(alerts: ParkAlertsResult | null): boolean {
  return !alerts || alerts.sources.nps.state === 'unavailable' || alerts.sources.nws.state === 'unavailable';
}
