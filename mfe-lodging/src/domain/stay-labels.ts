/**
 * How the pages write a stay and its party ("Fri, Jul 9 – Sun, Jul 11, 2027", "2 nights",
 * "2 adults, 1 child", "1 room"), from calendar dates written YYYY-MM-DD: read on the UTC
 * timeline so a date never shifts with the browser's time zone (docs/rules/lodging.md#booking-dates).
 */
import type { StayAsked } from './lodging-offers';

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

// Written out rather than with Intl.DateTimeFormat: the first time-zone date format a page makes
// sets up ICU's calendar and time-zone data, one of the longest pieces of the listing's hydration
// on a visitor's first visit (decision 052); en-US's short names are all these labels need.
/** "Fri, Jul 9". */
export const dayLabel = (isoDate: string): string => {
  const date = utcDate(isoDate);
  return `${weekdayNames[date.getUTCDay()]}, ${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}`;
};

/** "Fri, Jul 9 – Sun, Jul 11, 2027" (the year once, of the check-out). */
export const datesLabel = (checkin: string, checkout: string): string =>
  `${dayLabel(checkin)} – ${dayLabel(checkout)}, ${utcDate(checkout).getUTCFullYear()}`;

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

export const nightsLabel = (nights: number): string => count(nights, 'night', 'nights');

/** "2 adults", "2 adults, 2 children (4 and 9)", with rooms when more than one. */
export function partyLabel(party: Pick<StayAsked, 'adults' | 'children' | 'rooms'>): string {
  const parts = [count(party.adults, 'adult', 'adults')];
  if (party.children.length > 0) {
    const ages = party.children.map(String);
    const agesText = ages.length === 1 ? `aged ${ages[0]}` : `aged ${ages.slice(0, -1).join(', ')} and ${ages.at(-1)}`;
    parts.push(`${count(party.children.length, 'child', 'children')} ${agesText}`);
  }
  if (party.rooms > 1) parts.push(count(party.rooms, 'room', 'rooms'));
  return parts.join(', ');
}

/** "Fri, Jul 9 – Sun, Jul 11, 2027 · 2 nights · 2 adults". */
export const stayLabel = (stay: StayAsked): string =>
  `${datesLabel(stay.checkin, stay.checkout)} · ${nightsLabel(stay.nights)} · ${partyLabel(stay)}`;
