/**
 * How many things the visitor's My trip list holds, for the header's link. The count is the
 * browser's alone (the server renders none); after hydration the header only peeks at the stored
 * list: the store's code is loaded when a list exists, when a page loads it (a first save), or
 * when another tab writes one (decision 032).
 */
import { useEffect, useState } from 'react';

/** The store's localStorage key and announcement (@estes/shared/my-trip), read without loading it. */
export const tripStorageKey = 'estes-park-guide:my-trip';
export const tripStoreEvent = tripStorageKey;

export function useTripCount() {
  const [tripCount, setTripCount] = useState(0);
  useEffect(() => {
    let watching: Promise<() => void> | undefined;
    const watch = () => {
      watching ??= import('@estes/shared/my-trip').then((trip) => trip.watchTripCount(setTripCount));
    };
    try {
      if (localStorage.getItem(tripStorageKey)) watch();
    } catch {
      // Storage refused: no list to count.
    }
    const onStorage = (event: StorageEvent) => event.key === tripStorageKey && watch();
    addEventListener(tripStoreEvent, watch);
    addEventListener('storage', onStorage);
    return () => {
      removeEventListener(tripStoreEvent, watch);
      removeEventListener('storage', onStorage);
      void watching?.then((stop) => stop());
    };
  }, []);
  return tripCount;
}
