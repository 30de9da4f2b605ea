/**
 * The park pack's state in the browser (docs/rules/conditions.md#park-pack): whether this browser
 * can keep the page, the kept copy's record, keeping, refreshing and removing it, and whether the
 * page is shown offline (then the alerts come from the kept snapshot, stamped with its time).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserSiteApi } from '@estes/shared';
import type { ParkAlertsResult } from '../../domain/park-alerts';
import { fetchParkAlerts, loadParkAlertsApi } from '../../components/park-conditions/park-alerts-data';
import {
  hasRecord,
  offlineKeepingSupported,
  readRecord,
  removePack,
  sameOriginFiles,
  storePack,
  writeRecord,
  type KeptPackRecord,
  type LoadedResource,
} from './keep-offline';

export type KeepState =
  /** On the server and until hydrated: nothing is known of this browser yet. */
  | { kind: 'unknown' }
  | { kind: 'unsupported' }
  | { kind: 'not-kept' }
  | { kind: 'keeping'; record: KeptPackRecord | undefined }
  | { kind: 'kept'; record: KeptPackRecord }
  | { kind: 'failed'; record: KeptPackRecord | undefined };

export interface ParkPack {
  keep: KeepState;
  /** The browser says it is offline. */
  offline: boolean;
  /** The alerts to show: live while online, the kept snapshot's offline. */
  alerts: ParkAlertsResult | null;
  /** The snapshot's save time when the alerts shown are the kept ones. */
  alertsSavedAt: string | undefined;
  keepForOffline(): void;
  remove(): void;
}

const recordOf = (state: KeepState): KeptPackRecord | undefined =>
  state.kind === 'kept' || state.kind === 'keeping' || state.kind === 'failed' ? state.record : undefined;

async function keepNow(alerts: ParkAlertsResult | null): Promise<KeptPackRecord> {
  const origin = window.location.origin;
  // The kept record is read offline with the API answer's parser: its file must be among the
  // files this page loaded, and so among the files kept (decision 085).
  const { getParkAlertsEndpoint } = await loadParkAlertsApi();
  const resources = performance.getEntriesByType('resource') as unknown as LoadedResource[];
  // The icons and the manifest are fetched by the browser itself, outside the page's resource
  // timing; offline, a missing icon is an error in the console.
  const browserFiles = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="manifest"]')].map(
    (link): LoadedResource => ({ name: link.href, initiatorType: 'link' }),
  );
  const bytes = await storePack({
    caches: window.caches,
    fetch: window.fetch.bind(window),
    pageUrl: new URL(window.location.pathname, origin).href,
    apiUrls: [new URL(getParkAlertsEndpoint.path, origin).href],
    fileUrls: sameOriginFiles([...resources, ...browserFiles], origin),
  });
  const record = { savedAt: new Date().toISOString(), bytes, alerts };
  writeRecord(window.localStorage, record);
  return record;
}

export function useParkPack(loaderAlerts: ParkAlertsResult | null): ParkPack {
  const [keep, setKeep] = useState<KeepState>({ kind: 'unknown' });
  const [offline, setOffline] = useState(false);
  const [liveAlerts, setLiveAlerts] = useState(loaderAlerts);
  const busy = useRef(false);
  // Once per page: the alerts of the first render are what a visit's refresh keeps.
  const firstAlerts = useRef(loaderAlerts);

  const run = useCallback((alerts: ParkAlertsResult | null, previous: KeptPackRecord | undefined) => {
    if (busy.current) return;
    busy.current = true;
    setKeep({ kind: 'keeping', record: previous });
    keepNow(alerts)
      .then(
        (record) => setKeep({ kind: 'kept', record }),
        (error: unknown) => {
          console.warn('The park pack could not be kept for offline', error);
          setKeep({ kind: 'failed', record: previous });
        },
      )
      .finally(() => {
        busy.current = false;
      });
  }, []);

  useEffect(() => {
    setLiveAlerts(loaderAlerts);
  }, [loaderAlerts]);

  useEffect(() => {
    if (!offlineKeepingSupported(window)) {
      setKeep({ kind: 'unsupported' });
      return undefined;
    }
    let mounted = true;
    const isOffline = !navigator.onLine;
    setOffline(isOffline);
    // Most visits have no kept copy: the parser of its alerts (zod) loads only for one that has.
    if (!hasRecord(window.localStorage)) setKeep({ kind: 'not-kept' });
    else {
      loadParkAlertsApi().then(
        ({ parseParkAlertsResult: parseAlerts }) => {
          if (!mounted) return;
          const record = readRecord(window.localStorage, parseAlerts);
          if (!record) setKeep({ kind: 'not-kept' });
          else if (!navigator.onLine) setKeep({ kind: 'kept', record });
          // Kept and online: the copy refreshes itself with what this visit shows.
          else run(firstAlerts.current, record);
        },
        (error: unknown) => {
          console.warn('The park pack could not read its kept copy', error);
          if (mounted) setKeep({ kind: 'not-kept' });
        },
      );
    }

    const goneOffline = () => setOffline(true);
    const backOnline = () => {
      setOffline(false);
      Promise.all([fetchParkAlerts(browserSiteApi), loadParkAlertsApi()]).then(
        ([alerts, { parseParkAlertsResult: parseAlerts }]) => {
          setLiveAlerts(alerts);
          const kept = readRecord(window.localStorage, parseAlerts);
          if (kept) run(alerts, kept);
        },
        (error: unknown) => console.warn('Failed to read the park alerts on coming back online', error),
      );
    };
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      mounted = false;
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [run, firstAlerts]);

  const record = recordOf(keep);
  const fromKept = offline && record !== undefined;
  return {
    keep,
    offline,
    alerts: fromKept ? record.alerts : liveAlerts,
    alertsSavedAt: fromKept ? record.savedAt : undefined,
    keepForOffline: () => run(liveAlerts, record),
    remove: () => {
      removePack(window.caches, window.localStorage).then(
        () => setKeep({ kind: 'not-kept' }),
        (error: unknown) => console.warn('The park pack could not be removed', error),
      );
    },
  };
}
