/**
 * The park's alerts from both sources, each asked at most once per `refreshMs` (5 minutes) and
 * at most once at a time (concurrent misses share one call). A source that failed is asked again
 * after `retryMs` (1 minute): a failing provider costs one attempt a minute and a recovered one
 * is used again soon. A failed source is said to be unavailable; its old alerts are never served
 * as current. A source without its setting (the NPS key) is "not configured" and never called.
 */
import {
  compareAlertsForVisitors,
  isCurrentAlert,
  trailRidgeRoadStatus,
  type ParkAlert,
  type ParkAlertSource,
  type ParkAlertSourceState,
  type ParkAlertsResult,
} from '../../src/domain/park-alerts';
import { fetchNpsAlerts } from './nps-alerts-client';
import { fetchNwsAlerts } from './nws-alerts-client';
import type { AreaHealth } from '@estes/shared/server';
import { AlertsProviderError, alertsMaxBytes, alertsTimeoutMs } from './provider-fetch';

export const parkAlertsRefreshMs = 5 * 60_000;
export const parkAlertsRetryMs = 60_000;

export interface ParkAlertsServiceOptions {
  /** NPS_API_KEY: without it the NPS source is not configured. */
  npsApiKey: string | undefined;
  /** NPS_API_URL; the NPS's public API by default. */
  npsApiUrl?: string | undefined;
  /** NWS_API_URL; api.weather.gov by default. */
  nwsApiUrl?: string | undefined;
  /** The User-Agent sent to the NWS (nwsUserAgent). */
  nwsUserAgent: string;
  refreshMs?: number;
  retryMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
  fetch?: typeof fetch;
  /** Told why a source could not be read (never with the key). */
  onSourceError?: (source: ParkAlertSource, error: unknown) => void;
}

export interface ParkAlertsAnswer {
  result: ParkAlertsResult;
  /** Seconds until the first source is due to be asked again: how long a page built from it stays right. */
  freshForSeconds: number;
}

export interface ParkAlertsService {
  alerts(): Promise<ParkAlertsAnswer>;
  /**
   * For /healthz, from what is cached (never asks a provider): degraded when a provider refused
   * us (401/403: the NPS key, or the NWS User-Agent), which only an operator can fix.
   */
  health(): AreaHealth;
}

interface SourceEntry {
  state: ParkAlertSourceState;
  alerts: ParkAlert[];
  /** Why the source failed, for the operator (never the key). */
  failure?: { message: string; status: number | undefined };
  /** Infinity for a source that is not configured: nothing to ask again. */
  expiresAt: number;
}

export function createParkAlertsService(options: ParkAlertsServiceOptions): ParkAlertsService {
  const now = options.now ?? Date.now;
  const refreshMs = options.refreshMs ?? parkAlertsRefreshMs;
  const retryMs = options.retryMs ?? parkAlertsRetryMs;
  const bounds = {
    timeoutMs: options.timeoutMs ?? alertsTimeoutMs,
    maxBytes: options.maxBytes ?? alertsMaxBytes,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const cache = new Map<ParkAlertSource, SourceEntry>();
  const pending = new Map<ParkAlertSource, Promise<SourceEntry>>();

  const fetchers: Record<ParkAlertSource, (() => Promise<ParkAlert[]>) | undefined> = {
    nps: options.npsApiKey
      ? () => fetchNpsAlerts({ ...bounds, apiKey: options.npsApiKey ?? '', baseUrl: options.npsApiUrl })
      : undefined,
    nws: () => fetchNwsAlerts({ ...bounds, userAgent: options.nwsUserAgent, baseUrl: options.nwsApiUrl }),
  };

  const load = async (source: ParkAlertSource): Promise<SourceEntry> => {
    const fetcher = fetchers[source];
    if (!fetcher) {
      return {
        state: { state: 'unavailable', reason: 'not-configured', checkedAt: new Date(now()).toISOString() },
        alerts: [],
        expiresAt: Number.POSITIVE_INFINITY,
      };
    }
    try {
      const alerts = await fetcher();
      const fetchedAt = now();
      return {
        state: { state: 'live', fetchedAt: new Date(fetchedAt).toISOString(), count: alerts.length },
        alerts,
        expiresAt: fetchedAt + refreshMs,
      };
    } catch (error) {
      options.onSourceError?.(source, error);
      const checkedAt = now();
      return {
        state: { state: 'unavailable', reason: 'failed', checkedAt: new Date(checkedAt).toISOString() },
        alerts: [],
        expiresAt: checkedAt + retryMs,
        failure: {
          message: error instanceof Error ? error.message : String(error),
          status: error instanceof AlertsProviderError ? error.status : undefined,
        },
      };
    }
  };

  const entry = (source: ParkAlertSource): Promise<SourceEntry> => {
    const cached = cache.get(source);
    if (cached && cached.expiresAt > now()) return Promise.resolve(cached);
    const inFlight = pending.get(source);
    if (inFlight) return inFlight;
    const request = load(source)
      .then((loaded) => {
        cache.set(source, loaded);
        return loaded;
      })
      .finally(() => pending.delete(source));
    pending.set(source, request);
    return request;
  };

  return {
    async alerts() {
      const [nps, nws] = await Promise.all([entry('nps'), entry('nws')]);
      const at = now();
      const current = [...nps.alerts, ...nws.alerts].filter((alert) => isCurrentAlert(alert, new Date(at)));
      // docs/rules/conditions.md#alert-order
      const alerts = current.sort(compareAlertsForVisitors);
      const firstDue = Math.min(nps.expiresAt, nws.expiresAt);
      return {
        result: {
          checkedAt: new Date(at).toISOString(),
          sources: { nps: nps.state, nws: nws.state },
          alerts,
          topAlert: alerts[0] ?? null,
          trailRidgeRoad: trailRidgeRoadStatus(alerts, nps.state.state === 'live'),
        },
        freshForSeconds: Math.max(1, Math.min(Math.ceil((firstDue - at) / 1000), Math.ceil(refreshMs / 1000))),
      };
    },
    health() {
      const sources: Record<string, string> = {};
      const refused: string[] = [];
      for (const source of ['nps', 'nws'] as const) {
        const cached = cache.get(source);
        if (!fetchers[source]) sources[source] = 'not configured (NPS_API_KEY unset)';
        else if (!cached) sources[source] = 'not asked yet';
        else if (cached.state.state === 'live') sources[source] = `live, ${cached.state.count} alerts`;
        else sources[source] = `failed: ${cached.failure?.message ?? 'unknown'}`;
        const status = cached?.failure?.status;
        if (status === 401 || status === 403) refused.push(`${source}: ${cached?.failure?.message ?? ''}`);
      }
      return refused.length > 0
        ? { state: 'degraded', problem: `A provider refused the site (${refused.join('; ')})`, sources }
        : { state: 'ok', sources };
    },
  };
}
