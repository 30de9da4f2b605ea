/**
 * Downtown guide rules (docs/rules/conditions.md#downtown): the directory's
 * filters (in the URL query, default all; "open now" from the places provider's live facts), the
 * typical parking outlook, and the tracked partner link behind each downtown hotel's Book Now.
 */
import type { MountainClock } from '@estes/shared/mountain-time';
import type { DowntownPlace, DowntownPlaceCategory } from '@estes/shared/api/planning/downtown-places';
import { filterByCategory, parseCategoryFilter } from './category-filter';
import type { Season } from './season';

// The planning area's categories, listed again here: its module carries zod, which stays out of
// the page's first load. The compiler checks they agree (a label for each of its categories).
export const businessCategories = [
  'restaurant',
  'shop',
  'attraction',
  'service',
] as const satisfies readonly DowntownPlaceCategory[];
export type BusinessCategory = (typeof businessCategories)[number];
export type DirectoryFilter = 'all' | BusinessCategory;
export const directoryFilters: readonly DirectoryFilter[] = ['all', ...businessCategories];

export const directoryFilterLabels: Readonly<Record<'all' | DowntownPlaceCategory, string>> = {
  all: 'All',
  restaurant: 'Dining',
  shop: 'Shopping',
  attraction: 'Attractions',
  service: 'Services',
};

/** The directory's query: the category, and `open=now` for the places the provider says are open. */
export interface DirectoryQuery {
  filter: DirectoryFilter;
  /** Set when the query named a category that does not exist. */
  unknown?: string;
  openNow: boolean;
}

export function parseDirectoryQuery(search: URLSearchParams): DirectoryQuery {
  const { filter, unknown } = parseCategoryFilter(search, businessCategories);
  return { filter, ...(unknown ? { unknown } : {}), openNow: search.get('open') === 'now' };
}

/** The directory's URL query for a category and the open-now choice ('' for all places). */
export function directoryQuerySearch(filter: DirectoryFilter, openNow: boolean): string {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('category', filter);
  if (openNow) query.set('open', 'now');
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const directoryFilterSearch = (filter: DirectoryFilter): string => directoryQuerySearch(filter, false);

/** Whether the provider's live facts say the place is open at the moment they were read. */
export const isOpenNow = (place: DowntownPlace): boolean =>
  place.facts.state === 'live' && place.facts.facts.hours?.openNow?.open === true;

/** Whether any place has live facts: "Open now" can only be answered then. */
export const hasLiveFacts = (places: readonly DowntownPlace[]): boolean =>
  places.some((place) => place.facts.state === 'live');

/**
 * The places of the category; with "open now", only those the live facts say are open (none
 * without live facts: the page says why instead of guessing).
 */
export function filterPlaces(places: readonly DowntownPlace[], query: Pick<DirectoryQuery, 'filter' | 'openNow'>) {
  const inCategory = filterByCategory(places, query.filter);
  return query.openNow ? inCategory.filter(isOpenNow) : inCategory;
}

export type ParkingOutlook = 'busy' | 'moderate' | 'easy';

export const parkingOutlookText: Readonly<Record<ParkingOutlook, string>> = {
  busy: 'Busy: use the Visitor Center garage and the free shuttle',
  moderate: 'Filling up: the lots by the river still have spaces',
  easy: 'Easy: spaces on Elkhorn Avenue and in every lot',
};

/**
 * How parking downtown usually is: summer and fall days from 10 AM to 5 PM are busy at
 * weekends and filling up on weekdays; other times and seasons are easy.
 */
export function parkingOutlook(
  time: Pick<MountainClock, 'weekday' | 'hour'>,
  season: Season | undefined,
): ParkingOutlook {
  const peakSeason = season === 'summer' || season === 'fall';
  const midday = time.hour >= 10 && time.hour < 17;
  if (!peakSeason || !midday) return 'easy';
  const weekend = time.weekday === 0 || time.weekday === 6;
  return weekend ? 'busy' : 'moderate';
}

/**
 * A downtown hotel's Book Now: the site's booking partner link (site settings) with a label
 * naming the hotel, so the partner reports which card sent the booking.
 */
export function downtownBookingUrl(partnerUrl: string, hotelId: string): string {
  const url = new URL(partnerUrl);
  const label = url.searchParams.get('label') ?? 'estes-park-guide';
  url.searchParams.set('label', `${label}-downtown-${hotelId}`);
  return url.toString();
}
