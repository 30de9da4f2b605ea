/**
 * The answer of `GET /api/planning/places/facts` (decision 038, docs/rules/planning.md#place-facts),
 * one entry per place asked, from the cached provider:
 * - provider configured and answering: the place's live facts, its "open now" answered at the
 *   server's now; "closed-permanently" when the provider says it closed for good (the pages leave
 *   it out); "not-found" when no provider place can be said to be it;
 * - provider configured but failing (or slower than the request's bound): "unavailable" and why,
 *   never a fact kept from before;
 * - no provider: "not-configured".
 * The answer says how long a page built from it stays right: until the first of its facts is due
 * to be read again or its first "open now" changes, 30 seconds when one is unavailable.
 */
import { mountainOffsetHours } from '@estes/shared/mountain-time';
import { openingAnswerAt } from '../../src/domain/opening-hours';
import {
  placesProviderNames,
  type PlaceFacts,
  type PlaceFactsAnswer,
  type PlaceFactsEntry,
} from '../../src/domain/place-facts';
import type { CachedPlaces } from './cached-places';
import { PlacesProviderError, reasonOf, type PlaceToFind, type ProviderPlace } from './places-provider';

/** How long an answer with an unavailable place stays right: the provider is asked again soon. */
export const unavailableFreshSeconds = 30;
/** Without a provider, the answer changes only with a deploy or a restart with a key. */
export const notConfiguredFreshSeconds = 300;
/** A visitor's request waits this long for the provider, then says "unavailable" for what is missing. */
export const defaultRequestDeadlineMs = 8_000;
/** Places looked up at once for one request (a cold cache and a page of 24 places). */
export const lookupConcurrency = 6;

export type ServiceAnswer<T> =
  { ok: true; answer: T; freshForSeconds: number } | { ok: false; status: 400; message: string };

export interface PlaceFactsServiceOptions {
  /** Undefined when no provider is configured. */
  places: CachedPlaces | undefined;
  /** Our directory entries by id (restaurants and activities). */
  directory: ReadonlyMap<string, PlaceToFind>;
  now?: () => number;
  requestDeadlineMs?: number;
}

interface EntryResult {
  entry: PlaceFactsEntry;
  /** Until when this entry reads the same (ms since the epoch). */
  freshUntil: number;
}

function hoursOf(place: ProviderPlace, storedAt: number, now: number): PlaceFacts['hours'] {
  const weekly = place.regularHours;
  const dated = place.currentHours;
  if (!weekly && !dated) return null;
  const week = weekly?.week ?? [];
  if (place.status === 'closed-temporarily') {
    return { week, openNow: { open: false, headline: 'Temporarily closed', detail: null, changesAt: null } };
  }
  // The hours are on the place's clock; "open now" is answered on the town's, so only when they agree.
  const townOffset = mountainOffsetHours(new Date(storedAt)) * 60;
  if (place.utcOffsetMinutes !== null && place.utcOffsetMinutes !== townOffset) return { week, openNow: null };
  const answer = openingAnswerAt((dated ?? weekly)?.periods ?? [], new Date(now));
  const open = answer.state.kind === 'open' || answer.state.kind === 'always-open';
  return { week, openNow: { open, headline: answer.headline, detail: answer.detail, changesAt: answer.changesAt } };
}

export function factsOf(place: ProviderPlace, storedAt: number, now: number): PlaceFacts {
  return {
    name: place.name,
    rating: place.rating,
    hours: hoursOf(place, storedAt, now),
    phone: place.phone,
    website: place.website,
    address: place.address,
    coordinates: place.coordinates,
    mapsUrl: place.mapsUrl,
    status: place.status === 'closed-temporarily' ? 'closed-temporarily' : 'operational',
    attributions: place.attributions,
  };
}

/** Runs `work` over `items`, at most `limit` at a time, answers in the order of `items`. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The promise, or a failure after `ms` (the work goes on, and its answer fills the cache). */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PlacesProviderError(`no answer within ${ms} ms`, 'failed')), ms);
    timer.unref();
  });
  promise.catch(() => undefined);
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export function createPlaceFactsService(options: PlaceFactsServiceOptions) {
  const now = options.now ?? Date.now;
  const iso = (at: number) => new Date(at).toISOString();

  async function lookUp(places: CachedPlaces, id: string, entry: PlaceToFind): Promise<EntryResult> {
    const match = await places.match(id, entry);
    if (match.value.providerId === null) {
      return { entry: { id, state: 'not-found', checkedAt: iso(match.storedAt) }, freshUntil: match.expiresAt };
    }
    const details = await places.details(match.value.providerId);
    const freshUntil = Math.min(match.expiresAt, details.expiresAt);
    const place = details.value;
    const checkedAt = iso(details.storedAt);
    if (!place) return { entry: { id, state: 'not-found', checkedAt }, freshUntil };
    if (place.status === 'closed-permanently') {
      return { entry: { id, state: 'closed-permanently', checkedAt }, freshUntil };
    }
    const at = now();
    const facts = factsOf(place, details.storedAt, at);
    const changesAt = facts.hours?.openNow?.changesAt;
    return {
      entry: { id, state: 'live', checkedAt, facts },
      freshUntil: changesAt ? Math.min(freshUntil, Date.parse(changesAt)) : freshUntil,
    };
  }

  return {
    async facts(ids: readonly string[]): Promise<ServiceAnswer<PlaceFactsAnswer>> {
      const unknown = ids.find((id) => !options.directory.has(id));
      if (unknown !== undefined) {
        return { ok: false, status: 400, message: `There is no place “${unknown}” in our directories.` };
      }
      const { places } = options;
      const provider = places?.provider.id ?? 'google';
      const head = { provider, providerName: placesProviderNames[provider] };
      if (!places) {
        return {
          ok: true,
          answer: { ...head, places: ids.map((id) => ({ id, state: 'not-configured' as const })) },
          freshForSeconds: notConfiguredFreshSeconds,
        };
      }
      const deadlineMs = options.requestDeadlineMs ?? defaultRequestDeadlineMs;
      const started = now();
      const results = await inPool(ids, lookupConcurrency, async (id): Promise<EntryResult> => {
        try {
          const remaining = Math.max(1, deadlineMs - (now() - started));
          return await withDeadline(lookUp(places, id, options.directory.get(id) as PlaceToFind), remaining);
        } catch (error) {
          const at = now();
          return {
            entry: { id, state: 'unavailable', reason: reasonOf(error), checkedAt: iso(at) },
            freshUntil: at + unavailableFreshSeconds * 1000,
          };
        }
      });
      const freshUntil = Math.min(...results.map((result) => result.freshUntil));
      return {
        ok: true,
        answer: { ...head, places: results.map((result) => result.entry) },
        freshForSeconds: Math.max(1, Math.ceil((freshUntil - now()) / 1000)),
      };
    },
  };
}

export type PlaceFactsService = ReturnType<typeof createPlaceFactsService>;
