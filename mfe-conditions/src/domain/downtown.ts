/**
 * Downtown guide rules (docs/rules/conditions.md#downtown): the directory's
 * filters (in the URL query, default all), whether a place is open at a given town time, the
 * typical parking outlook, and the tracked partner link behind each downtown hotel's Book Now.
 */
import type { MountainClock } from '@estes/shared/mountain-time';
import { categoryFilterSearch, filterByCategory, parseCategoryFilter } from './category-filter';
import type { Season } from './season';

export const businessCategories = ['restaurant', 'shop', 'attraction', 'service'] as const;
export type BusinessCategory = (typeof businessCategories)[number];
export type DirectoryFilter = 'all' | BusinessCategory;
export const directoryFilters: readonly DirectoryFilter[] = ['all', ...businessCategories];

export const directoryFilterLabels: Readonly<Record<DirectoryFilter, string>> = {
  all: 'All',
  restaurant: 'Dining',
  shop: 'Shopping',
  attraction: 'Attractions',
  service: 'Services',
};

/** Opening hours as the open-now check reads them: 24-hour clock, the same every open day. */
export interface OpeningHours {
  opens: number;
  /** May be past midnight (e.g. 26 for 2 AM). */
  closes: number;
  /** Days it stays shut, 0 = Sunday. */
  closedOn?: readonly number[];
  /** Open around the clock (parks, the Riverwalk). */
  always?: boolean;
}

export interface DowntownBusiness {
  id: string;
  name: string;
  category: BusinessCategory;
  subcategory: string;
  address: string;
  phone?: string;
  website?: string;
  /** As visitors read it. */
  hours: string;
  openingHours: OpeningHours;
  description: string;
  specialties: readonly string[];
  priceRange?: '$' | '$$' | '$$$' | '$$$$';
  rating: number;
  reviews: number;
  coordinates: { lat: number; lng: number };
  features: readonly string[];
  featured: boolean;
}

export const parseDirectoryFilter = (search: URLSearchParams) => parseCategoryFilter(search, businessCategories);
export const directoryFilterSearch: (filter: DirectoryFilter) => string = categoryFilterSearch;
export const filterBusinesses: (
  businesses: readonly DowntownBusiness[],
  filter: DirectoryFilter,
) => DowntownBusiness[] = filterByCategory;

/** Whether a place is open at a town time; hours past midnight count for the day they started. */
export function isOpenAt(hours: OpeningHours, time: Pick<MountainClock, 'weekday' | 'hour' | 'minute'>): boolean {
  if (hours.always) return true;
  const minutes = time.hour * 60 + time.minute;
  const openToday = !hours.closedOn?.includes(time.weekday);
  if (openToday && minutes >= hours.opens * 60 && minutes < Math.min(hours.closes, 24) * 60) return true;
  if (hours.closes > 24) {
    const yesterday = (time.weekday + 6) % 7;
    if (!hours.closedOn?.includes(yesterday) && minutes < (hours.closes - 24) * 60) return true;
  }
  return false;
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
