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
import {
  AnswerCache,
  ProviderAnswerLog,
  type AnswerCacheStats,
  type AreaHealth,
  type CachedAnswer,
  type ProviderHealthSubject,
} from '@estes/shared/server';
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
  const answers = new ProviderAnswerLog({ now, onFailure: options.onFailure });
  const observed = <T>(call: () => Promise<T>): Promise<T> => answers.observe(call);

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

  const subject: ProviderHealthSubject = {
    role: 'partner',
    name: partnerNames[partner.id],
    keyToCheck: 'BOOKING_API_TOKEN and BOOKING_AFFILIATE_ID',
    isRefusal: (error) => error instanceof PartnerError && error.reason === 'refused',
  };

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
    health: () => answers.health(subject, { searches: searches.stats().entries, properties: contents.stats().entries }),
    stats: () => ({ search: searches.stats(), properties: contents.stats(), availability: availabilities.stats() }),
  };
}
