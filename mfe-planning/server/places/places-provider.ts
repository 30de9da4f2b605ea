/**
 * A places provider as the planning area uses it (decision 038): a small interface in the site's
 * own vocabulary, so another provider is a second implementation of it and nothing else changes.
 * Google's Places API (New) is in `google/`.
 *
 * A provider answers only what it read from its API; anything it cannot answer it throws as a
 * `PlacesProviderError` with the reason, and the caller says "unavailable".
 */
import type { HoursPeriod } from '../../src/domain/opening-hours';
import type { PlaceUnavailableReason, PlacesProviderId } from '../../src/domain/place-facts';

/** An entry of our directories, as the provider is asked to find it. */
export interface PlaceToFind {
  name: string;
  /** Where our data says it is ("915 Moraine Ave, Estes Park", "Bear Lake Trailhead, …"). */
  location: string;
}

export type ProviderBusinessStatus = 'operational' | 'closed-temporarily' | 'closed-permanently';

/** One place a search found: enough to tell whether it is the one we asked for. */
export interface PlaceCandidate {
  /** The provider's own id of the place (a Google place ID). */
  providerId: string;
  name: string;
  address: string | null;
  status: ProviderBusinessStatus | null;
}

/** What the provider says about one place, each field null when it says nothing. */
export interface ProviderPlace {
  providerId: string;
  name: string;
  address: string | null;
  coordinates: { latitude: number; longitude: number } | null;
  rating: { value: number; count: number } | null;
  /** The weekly hours and the provider's own line for each day. */
  regularHours: { periods: HoursPeriod[]; week: string[] } | null;
  /** The next seven days' hours, dated, holidays included. */
  currentHours: { periods: HoursPeriod[] } | null;
  /** The place's offset from UTC now, as the provider gives it (to check its hours are Mountain time). */
  utcOffsetMinutes: number | null;
  phone: { national: string; international: string | null } | null;
  website: string | null;
  mapsUrl: string | null;
  status: ProviderBusinessStatus | null;
  /** Others whose data this is, to be named with it (the provider's terms). */
  attributions: { provider: string; url: string | null }[];
}

export interface PlacesProvider {
  readonly id: PlacesProviderId;
  /** Places in and around town that may be this entry, the provider's best first. */
  search(place: PlaceToFind): Promise<PlaceCandidate[]>;
  /** One place by the provider's id; null when the provider does not know the id. */
  details(providerId: string): Promise<ProviderPlace | null>;
}

/** Why a provider could not answer; its message is safe to log (no key, no URL). */
export class PlacesProviderError extends Error {
  override name = 'PlacesProviderError';
  constructor(
    message: string,
    readonly reason: PlaceUnavailableReason,
    readonly details: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(message);
  }
}

export const reasonOf = (error: unknown): PlaceUnavailableReason =>
  error instanceof PlacesProviderError ? error.reason : 'failed';
