/**
 * The visitor's list (My trip): a zustand store kept in this browser's localStorage with
 * `persist`. What is read back is checked item by item (`sanitizeTripItems`): an entry that
 * was edited by hand, written by another version or cut short is dropped, never a crash; a
 * storage the browser refuses (private mode, full) leaves a list that lasts for the page.
 * Loading this module and every change announce it (`tripStoreEvent`), so the header, which
 * only peeks at the stored key, learns of a first save on this page; another tab's change
 * arrives by the `storage` event.
 */
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { maxTripItems, parseTripItem, sanitizeTripItems, tripItemKey, isTripDay, type TripItem } from './trip-contract';

/** The localStorage key; the shell's header reads it without loading this module. */
export const tripStorageKey = 'estes-park-guide:my-trip';
/**
 * Dispatched on `window` when this module is loaded in a page and whenever the list changes
 * (named like the key: one string in the header). A page's code can load the store before the
 * header listens (before hydration): the first save is then what the header hears.
 */
export const tripStoreEvent = tripStorageKey;
export const tripStoreVersion = 1;

interface PersistedTrip {
  items: TripItem[];
}

export interface TripState extends PersistedTrip {
  /** Adds an item at the end (a second save of the same thing updates it in place); false when the list is full or the item is not valid. */
  save(item: TripItem): boolean;
  /** Adds every item not yet in the list, in order, as far as the list has room; answers how many were added. */
  saveAll(items: readonly TripItem[]): number;
  remove(key: string): void;
  /** Moves an item one place up (-1) or down (+1). */
  move(key: string, offset: -1 | 1): void;
  /** Two items trade places (moving one past its neighbour in a group of the list). */
  swap(key: string, otherKey: string): void;
  /** Plans an item for a day (YYYY-MM-DD), or for no day. */
  setDay(key: string, day: string | undefined): void;
  clear(): void;
}

/** Anything read back, from any version: the items that still fit the contract. */
export function migrateTripState(persisted: unknown): PersistedTrip {
  const items = typeof persisted === 'object' && persisted !== null ? (persisted as { items?: unknown }).items : [];
  return { items: sanitizeTripItems(items) };
}

/** localStorage as the store's storage, refusing nothing: a failure reads as "no list". */
export const tripLocalStorage: PersistStorage<PersistedTrip> = {
  getItem(name) {
    try {
      const text = window.localStorage.getItem(name);
      if (text === null) return null;
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null) return null;
      const { state, version } = value as { state?: unknown; version?: unknown };
      return {
        state: state as PersistedTrip,
        ...(typeof version === 'number' ? { version } : {}),
      } as StorageValue<PersistedTrip>;
    } catch {
      return null;
    }
  },
  setItem(name, value) {
    try {
      window.localStorage.setItem(name, JSON.stringify(value));
    } catch {
      // Storage refused (private mode, quota): the list lasts for this page only.
    }
  },
  removeItem(name) {
    try {
      window.localStorage.removeItem(name);
    } catch {
      // As above.
    }
  },
};

export const useTripStore = create<TripState>()(
  persist(
    (set, get) => ({
      items: [],
      save(candidate) {
        const item = parseTripItem(candidate);
        if (!item) return false;
        const { items } = get();
        const key = tripItemKey(item);
        const index = items.findIndex((existing) => tripItemKey(existing) === key);
        if (index >= 0) {
          const day = item.day ?? items[index]?.day;
          set({ items: items.map((existing, at) => (at === index ? { ...item, ...(day ? { day } : {}) } : existing)) });
          return true;
        }
        if (items.length >= maxTripItems) return false;
        set({ items: [...items, item] });
        return true;
      },
      saveAll(candidates) {
        const items = [...get().items];
        const keys = new Set(items.map(tripItemKey));
        let added = 0;
        for (const candidate of candidates) {
          const item = parseTripItem(candidate);
          if (!item || keys.has(tripItemKey(item)) || items.length >= maxTripItems) continue;
          keys.add(tripItemKey(item));
          items.push(item);
          added += 1;
        }
        if (added > 0) set({ items });
        return added;
      },
      remove(key) {
        set({ items: get().items.filter((item) => tripItemKey(item) !== key) });
      },
      move(key, offset) {
        const items = [...get().items];
        const from = items.findIndex((item) => tripItemKey(item) === key);
        const to = from + offset;
        if (from < 0 || to < 0 || to >= items.length) return;
        const [moved] = items.splice(from, 1);
        if (moved) items.splice(to, 0, moved);
        set({ items });
      },
      swap(key, otherKey) {
        const items = [...get().items];
        const from = items.findIndex((item) => tripItemKey(item) === key);
        const to = items.findIndex((item) => tripItemKey(item) === otherKey);
        const [first, second] = [items[from], items[to]];
        if (!first || !second || from === to) return;
        items[from] = second;
        items[to] = first;
        set({ items });
      },
      setDay(key, day) {
        if (day !== undefined && !isTripDay(day)) return;
        set({
          items: get().items.map((item) => {
            if (tripItemKey(item) !== key) return item;
            const rest = { ...item };
            delete rest.day;
            return day ? { ...rest, day } : rest;
          }),
        });
      },
      clear() {
        set({ items: [] });
      },
    }),
    {
      name: tripStorageKey,
      version: tripStoreVersion,
      storage: tripLocalStorage,
      partialize: ({ items }) => ({ items }),
      migrate: migrateTripState,
      // Every read, whatever its version, is checked before it becomes the list.
      merge: (persisted, current) => ({ ...current, ...migrateTripState(persisted) }),
    },
  ),
);

export const selectTripCount = (state: Pick<TripState, 'items'>): number => state.items.length;
export const selectIsSaved =
  (key: string) =>
  (state: Pick<TripState, 'items'>): boolean =>
    state.items.some((item) => tripItemKey(item) === key);

/**
 * Calls `listener` with the number of saved items now and on every change (this page's
 * saves, another tab's); answers how to stop. What the header uses once the module is loaded.
 */
export function watchTripCount(listener: (count: number) => void): () => void {
  listener(selectTripCount(useTripStore.getState()));
  return useTripStore.subscribe((state, previous) => {
    if (state.items.length !== previous.items.length) listener(state.items.length);
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === tripStorageKey || event.key === null) void useTripStore.persist.rehydrate();
  });
  const announce = () => window.dispatchEvent(new Event(tripStoreEvent));
  useTripStore.subscribe(announce);
  announce();
}
