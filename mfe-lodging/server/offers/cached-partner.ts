/**
 * A partner behind the area's caches (decision 036), whatever the partner: searches and
 * availability kept for minutes, property content for hours, all within their byte bounds, one
 * call in flight per key (answer-cache.ts). It also remembers how the partner last answered, for
 * /healthz, and bounds what visitors can make it ask: content for a property no search returned
 * (a link typed by hand, a crawler walking ids) is looked up at most `lookupsPerMinute` times a
 * minute; past that the answer is "unavailable", not a call.
 */
import { partnerNames } from '../../src/domain/lodging-offers';
import type { StayRequest } from '../../src/domain/stay-request';
import { AnswerCache, type AnswerCacheStats, type AreaHealth, type CachedAnswer } from '@estes/shared/server';
import {
  PartnerError,
  type LodgingPartner,
  type PartnerAvailability,
  type PartnerProperty,
  type PartnerSearch,
} from './lodging-partner';

export const searchTtlMs = 5 * 60_000;
export const availabilityTtlMs = 5 * 60_000;
export const propertyTtlMs = 6 * 60 * 60_000;
/** Memory for each kind of answer, as the JSON they hold. */
export const cacheBytes = { search: 8 * 1024 * 1024, properties: 16 * 1024 * 1024, availability: 4 * 1024 * 1024 };
export const defaultLookupsPerMinute = 30;

export interface CachedPartnerOptions {
  now?: () => number;
  lookupsPerMinute?: number;
  maxBytes?: Partial<typeof cacheBytes>;
  /** Told why the partner could not answer (the message names no key and no URL). */
  onFailure?: (error: unknown) => void;
}

/** Who asks for content: a search's results, or a visitor's link to one property. */
export type LookupOrigin = 'search' | 'visitor';

type LastAnswer =
  { kind: 'none' } | { kind: 'ok'; at: number } | { kind: 'failed'; at: number; error: PartnerError | Error };

export interface CachedPartner {
  readonly partner: LodgingPartner;
  search(stay: StayRequest): Promise<CachedAnswer<PartnerSearch>>;
  /** Content by partner id; an id the partner does not know maps to null (and that is kept too). */
  properties(
    partnerIds: readonly string[],
    origin: LookupOrigin,
  ): Promise<Map<string, CachedAnswer<PartnerProperty | null>>>;
  availability(partnerId: string, stay: StayRequest): Promise<CachedAnswer<PartnerAvailability>>;
  /** For /healthz, from what is remembered (never asks the partner). */
  health(): AreaHealth;
  stats(): Record<'search' | 'properties' | 'availability', AnswerCacheStats>;
}

export const stayKey = (stay: StayRequest): string =>
  [stay.checkin, stay.checkout, stay.adults, stay.children.join('.'), stay.rooms].join('|');

export function createCachedPartner(partner: LodgingPartner, options: CachedPartnerOptions = {}): CachedPartner {
  const now = options.now ?? Date.now;
  const bytes = { ...cacheBytes, ...options.maxBytes };
  const searches = new AnswerCache<PartnerSearch>({ maxBytes: bytes.search, now });
  const contents = new AnswerCache<PartnerProperty | null>({ maxBytes: bytes.properties, now });
  const availabilities = new AnswerCache<PartnerAvailability>({ maxBytes: bytes.availability, now });
  const lookups: number[] = [];
  const lookupsPerMinute = options.lookupsPerMinute ?? defaultLookupsPerMinute;
  let last: LastAnswer = { kind: 'none' };

  /** Runs a call to the partner, remembering how it went. */
  async function observed<T>(call: () => Promise<T>): Promise<T> {
    try {
      const value = await call();
      last = { kind: 'ok', at: now() };
      return value;
    } catch (error) {
      last = { kind: 'failed', at: now(), error: error instanceof Error ? error : new Error(String(error)) };
      options.onFailure?.(error);
      throw error;
    }
  }

  function spendLookups(count: number): void {
    const at = now();
    while (lookups.length > 0 && (lookups[0] ?? 0) <= at - 60_000) lookups.shift();
    if (lookups.length + count > lookupsPerMinute) {
      throw new PartnerError(
        `more than ${lookupsPerMinute} property lookups a minute outside a search`,
        'rate-limited',
      );
    }
    for (let index = 0; index < count; index += 1) lookups.push(at);
  }

  const name = partnerNames[partner.id];

  return {
    partner,
    search: (stay) => searches.load(stayKey(stay), searchTtlMs, () => observed(() => partner.searchTown(stay))),
    async properties(partnerIds, origin) {
      return contents.loadMany(partnerIds, propertyTtlMs, async (missing) => {
        if (origin === 'visitor') spendLookups(missing.length);
        const found = await observed(() => partner.properties(missing));
        return new Map(missing.map((id) => [id, found.get(id) ?? null]));
      });
    },
    availability: (partnerId, stay) =>
      availabilities.load(`${partnerId}|${stayKey(stay)}`, availabilityTtlMs, () =>
        observed(() => partner.availability(partnerId, stay)),
      ),
    health() {
      const cached = { searches: searches.stats().entries, properties: contents.stats().entries };
      if (last.kind === 'none') return { state: 'ok', partner: name, status: 'not asked yet', cached };
      if (last.kind === 'ok') {
        return { state: 'ok', partner: name, status: `ok, last answer ${new Date(last.at).toISOString()}`, cached };
      }
      const failure = `${last.error.message} (${new Date(last.at).toISOString()})`;
      if (last.error instanceof PartnerError && last.error.reason === 'refused') {
        return {
          state: 'degraded',
          problem: `${name} refuses the site's key: check BOOKING_API_TOKEN and BOOKING_AFFILIATE_ID (${failure})`,
          partner: name,
          status: 'refusing our key',
          cached,
        };
      }
      // A partner that is down or busy is not the operator's to fix: the pages say so to visitors.
      return { state: 'ok', partner: name, status: `failing: ${failure}`, cached };
    },
    stats: () => ({ search: searches.stats(), properties: contents.stats(), availability: availabilities.stats() }),
  };
}
