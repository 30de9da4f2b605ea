/**
 * A places provider behind the area's caches (decision 038), whatever the provider:
 * - which provider place an entry of ours is: the team's recorded id when there is one, else a
 *   search kept for 30 days when it found a confident match (place ids may be stored without
 *   limit) and for a day when it found none (so a place that opens is found the next day);
 * - a place's details for hours (`detailsTtlMs`), the provider's "unknown id" kept too;
 * all within their byte bounds, one call in flight per key (`AnswerCache`). A failure is never
 * kept. It also remembers how the provider last answered, for /healthz.
 */
import {
  AnswerCache,
  ProviderAnswerLog,
  type AnswerCacheStats,
  type AreaHealth,
  type CachedAnswer,
  type ProviderHealthSubject,
} from '@estes/shared/server';
import { placesProviderNames } from '../../src/domain/place-facts';
import { confidentMatch } from './place-match';
import { PlacesProviderError, type PlaceToFind, type PlacesProvider, type ProviderPlace } from './places-provider';
import { recordedPlaceIds as defaultRecordedPlaceIds, type RecordedPlaceId } from './recorded-place-ids';

const dayMs = 24 * 60 * 60_000;
export const matchTtlMs = { found: 30 * dayMs, none: dayMs };
export const detailsTtlMs = 6 * 60 * 60_000;
/** Memory for each kind of answer, as the JSON they hold: a place's details are a few KB. */
export const cacheBytes = { matches: 256 * 1024, details: 4 * 1024 * 1024 };

export interface CachedPlacesOptions {
  now?: () => number;
  detailsTtlMs?: number;
  maxBytes?: Partial<typeof cacheBytes>;
  recordedPlaceIds?: Readonly<Record<string, RecordedPlaceId>>;
  /** Told why the provider could not answer (the message names no key and no URL). */
  onFailure?: (error: unknown) => void;
}

/** Which provider place an entry is: its id, or null when no place can be said to be it. */
export interface PlaceMatch {
  providerId: string | null;
  how: 'recorded' | 'search';
}

export interface CachedPlaces {
  readonly provider: PlacesProvider;
  match(entryId: string, entry: PlaceToFind): Promise<CachedAnswer<PlaceMatch>>;
  details(providerId: string): Promise<CachedAnswer<ProviderPlace | null>>;
  /** For /healthz, from what is remembered (never asks the provider). */
  health(): AreaHealth;
  stats(): Record<'matches' | 'details', AnswerCacheStats>;
}

export function createCachedPlaces(provider: PlacesProvider, options: CachedPlacesOptions = {}): CachedPlaces {
  const now = options.now ?? Date.now;
  const bytes = { ...cacheBytes, ...options.maxBytes };
  const recorded = options.recordedPlaceIds ?? defaultRecordedPlaceIds;
  const matches = new AnswerCache<PlaceMatch>({ maxBytes: bytes.matches, now });
  const details = new AnswerCache<ProviderPlace | null>({ maxBytes: bytes.details, now });
  const answers = new ProviderAnswerLog({ now, onFailure: options.onFailure });
  const observed = <T>(call: () => Promise<T>): Promise<T> => answers.observe(call);

  const subject: ProviderHealthSubject = {
    role: 'provider',
    name: placesProviderNames[provider.id],
    keyToCheck: 'PLACES_API_KEY and that the Places API (New) is enabled for it',
    isRefusal: (error) => error instanceof PlacesProviderError && error.reason === 'refused',
  };

  return {
    provider,
    async match(entryId, entry) {
      const known = recorded[entryId];
      if (known) {
        const at = now();
        return {
          value: { providerId: known.placeId, how: 'recorded' },
          storedAt: at,
          expiresAt: at + matchTtlMs.found,
        };
      }
      // The key holds the name too: an entry renamed in our data is searched for again.
      const key = `${entryId}|${entry.name}`;
      const cached = matches.get(key);
      if (cached) return cached;
      const found = await matches.load(key, matchTtlMs.found, async () => {
        const candidates = await observed(() => provider.search(entry));
        return { providerId: confidentMatch(entry, candidates)?.providerId ?? null, how: 'search' as const };
      });
      // No match is kept for a day only: kept again under its own, shorter time.
      return found.value.providerId === null ? matches.set(key, found.value, matchTtlMs.none) : found;
    },
    details: (providerId) =>
      details.load(providerId, options.detailsTtlMs ?? detailsTtlMs, () =>
        observed(() => provider.details(providerId)),
      ),
    health: () => answers.health(subject, { matches: matches.stats().entries, details: details.stats().entries }),
    stats: () => ({ matches: matches.stats(), details: details.stats() }),
  };
}
