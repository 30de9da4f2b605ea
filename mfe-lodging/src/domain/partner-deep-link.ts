/**
 * Book Now carries the visitor's stay to the partner (decision 033): the listing's affiliate
 * link (affiliate id and label kept as they are) with the partner's own deep-link parameters
 * for dates and guests. Only parameters the partner itself uses in its public links are set:
 * - Booking.com (its affiliate deep-link parameters): `checkin`, `checkout` (YYYY-MM-DD),
 *   `group_adults`, `no_rooms=1`, `group_children=0`;
 * - Vrbo (the parameters its property pages take and write themselves): `startDate`,
 *   `endDate` (YYYY-MM-DD), `adults`.
 * Any other partner gets its listing link unchanged. Dates go only as a pair in order (the
 * server's `/go` validation already dropped any other); guests are clamped to the property's limit.
 */
import { maxGuestsFor } from './lodging-rules';
import type { LodgingListing } from './lodging-types';

export interface CarriedStay {
  stay?: { checkIn: string; checkOut: string };
  guests?: number;
}

export type DeepLinkPartner = 'booking.com' | 'vrbo' | 'other';

const isHost = (hostname: string, domain: string): boolean => hostname === domain || hostname.endsWith(`.${domain}`);

export function deepLinkPartnerOf(url: URL): DeepLinkPartner {
  if (isHost(url.hostname, 'booking.com')) return 'booking.com';
  if (isHost(url.hostname, 'vrbo.com')) return 'vrbo';
  return 'other';
}

/** The partner URL for this listing and stay. */
export function partnerDeepLink(listing: Pick<LodgingListing, 'bookingUrl' | 'kind'>, carried: CarriedStay): string {
  const url = new URL(listing.bookingUrl);
  const stay = carried.stay && carried.stay.checkIn < carried.stay.checkOut ? carried.stay : undefined;
  const guests =
    carried.guests === undefined ? undefined : Math.min(Math.max(1, Math.trunc(carried.guests)), maxGuestsFor(listing));
  switch (deepLinkPartnerOf(url)) {
    case 'booking.com':
      if (stay) {
        url.searchParams.set('checkin', stay.checkIn);
        url.searchParams.set('checkout', stay.checkOut);
      }
      if (guests !== undefined) {
        url.searchParams.set('group_adults', String(guests));
        url.searchParams.set('group_children', '0');
        url.searchParams.set('no_rooms', '1');
      }
      break;
    case 'vrbo':
      if (stay) {
        url.searchParams.set('startDate', stay.checkIn);
        url.searchParams.set('endDate', stay.checkOut);
      }
      if (guests !== undefined) url.searchParams.set('adults', String(guests));
      break;
    case 'other':
      break;
  }
  return url.toString();
}
