/**
 * Google's Places API (New) as the planning area's places provider (decision 038):
 * - search: Text Search for the entry's name and location, restricted to a rectangle around the
 *   town and the east side of the park (`townRectangle`), five places at most, asking only the
 *   fields a match needs (id, name, address, business status: no hours, rating or contact,
 *   which would bill every search at a dearer SKU);
 * - details: Place Details by id with the fields the pages show (rating, count, hours, phone,
 *   website, address, location, map link, business status, and the data providers to name
 *   with them, in one call: a request is billed once, at the dearest SKU among its fields;
 *   decision 038 says which SKUs we expect and what is left to confirm).
 * Answers are parsed at the edge; a search entry that cannot be read is left out and counted.
 */
import type { HoursPeriod } from '../../../src/domain/opening-hours';
import {
  type PlaceCandidate,
  type PlaceToFind,
  type PlacesProvider,
  type ProviderBusinessStatus,
  type ProviderPlace,
  PlacesProviderError,
} from '../places-provider';
import { PlacesApiClient, type PlacesApiOptions } from './places-api-client';
import { placeSchema, searchTextEnvelopeSchema, type GooglePlace } from './places-api-schemas';

/** What a match needs, nothing more (each field in the mask is billed at its SKU). */
export const searchFieldMask = 'places.id,places.displayName,places.formattedAddress,places.businessStatus';

/** What the pages show of a place. */
export const detailsFieldMask = [
  'id',
  'displayName',
  'formattedAddress',
  'location',
  'rating',
  'userRatingCount',
  'regularOpeningHours',
  'currentOpeningHours',
  'utcOffsetMinutes',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'websiteUri',
  'googleMapsUri',
  'businessStatus',
  'attributions',
].join(',');

/**
 * Estes Park, its valleys (Glen Haven, the Big Thompson above the narrows) and the east side of
 * Rocky Mountain National Park, where every entry of the directories is: Wild Basin in the
 * south, the Alpine Visitor Center in the west, Glen Haven in the north.
 */
export const townRectangle = {
  low: { latitude: 40.18, longitude: -105.8 },
  high: { latitude: 40.5, longitude: -105.4 },
} as const;

/** Candidates a search asks for: a business has few namesakes inside the rectangle. */
export const searchResultCount = 5;

export interface GooglePlacesOptions extends PlacesApiOptions {
  /** Told how many entries of an answer could not be read. */
  onDropped?: (what: string, count: number) => void;
}

const statusOf = (value: string | undefined): ProviderBusinessStatus | null => {
  if (value === 'OPERATIONAL') return 'operational';
  if (value === 'CLOSED_TEMPORARILY') return 'closed-temporarily';
  if (value === 'CLOSED_PERMANENTLY') return 'closed-permanently';
  return null;
};

type GoogleHours = NonNullable<GooglePlace['regularOpeningHours']>;

const periodsOf = (hours: GoogleHours): HoursPeriod[] =>
  (hours.periods ?? []).map((period) => ({ open: period.open, close: period.close ?? null }));

/** The site's reading of a Place: what it says, null for what it leaves out. */
export function providerPlaceOf(place: GooglePlace): ProviderPlace {
  const regular = place.regularOpeningHours;
  const current = place.currentOpeningHours;
  return {
    providerId: place.id,
    name: place.displayName?.text ?? '',
    address: place.formattedAddress ?? null,
    coordinates: place.location ?? null,
    // A rating means something only with the number of people who gave it.
    rating:
      place.rating !== undefined && place.rating >= 1 && place.userRatingCount !== undefined
        ? { value: place.rating, count: place.userRatingCount }
        : null,
    regularHours:
      regular && regular.periods !== undefined
        ? { periods: periodsOf(regular), week: regular.weekdayDescriptions ?? [] }
        : null,
    currentHours: current && current.periods !== undefined ? { periods: periodsOf(current) } : null,
    utcOffsetMinutes: place.utcOffsetMinutes ?? null,
    phone: place.nationalPhoneNumber
      ? { national: place.nationalPhoneNumber, international: place.internationalPhoneNumber ?? null }
      : null,
    website: place.websiteUri ?? null,
    mapsUrl: place.googleMapsUri ?? null,
    status: statusOf(place.businessStatus),
    attributions: (place.attributions ?? []).map((each) => ({
      provider: each.provider,
      url: each.providerUri ?? null,
    })),
  };
}

const queryOf = (place: PlaceToFind): string => `${place.name}, ${place.location}`.slice(0, 300);

export class GooglePlaces implements PlacesProvider {
  readonly id = 'google' as const;
  private readonly client: PlacesApiClient;

  constructor(private readonly options: GooglePlacesOptions) {
    this.client = new PlacesApiClient(options);
  }

  async search(place: PlaceToFind): Promise<PlaceCandidate[]> {
    const answer = await this.client.send(
      {
        method: 'POST',
        path: '/places:searchText',
        body: {
          textQuery: queryOf(place),
          languageCode: 'en',
          regionCode: 'US',
          maxResultCount: searchResultCount,
          locationRestriction: { rectangle: townRectangle },
        },
      },
      searchFieldMask,
    );
    const envelope = searchTextEnvelopeSchema.safeParse(answer);
    if (!envelope.success) {
      throw new PlacesProviderError('/places:searchText: the answer is not the documented shape', 'failed');
    }
    const entries = envelope.data.places ?? [];
    const candidates = entries.flatMap((entry) => {
      const parsed = placeSchema.safeParse(entry);
      if (!parsed.success || !parsed.data.displayName) return [];
      return [
        {
          providerId: parsed.data.id,
          name: parsed.data.displayName.text,
          address: parsed.data.formattedAddress ?? null,
          status: statusOf(parsed.data.businessStatus),
        },
      ];
    });
    if (candidates.length < entries.length) this.options.onDropped?.('search', entries.length - candidates.length);
    return candidates;
  }

  async details(providerId: string): Promise<ProviderPlace | null> {
    let answer: unknown;
    try {
      answer = await this.client.send(
        { method: 'GET', placeId: providerId, query: { languageCode: 'en', regionCode: 'US' } },
        detailsFieldMask,
      );
    } catch (error) {
      // The API does not know the id (a place gone, an id that changed): no place, not a failure.
      if (error instanceof PlacesProviderError && error.details.status === 404) return null;
      throw error;
    }
    const parsed = placeSchema.safeParse(answer);
    if (!parsed.success || !parsed.data.displayName) {
      throw new PlacesProviderError('/places/{id}: the answer is not the documented shape', 'failed');
    }
    return providerPlaceOf(parsed.data);
  }
}
