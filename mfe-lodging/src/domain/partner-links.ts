/**
 * The lodging pages' partner links (decision 033, issue 29): each goes through `/go/<kind>/<id>`
 * on our own server, which counts the click and redirects to the partner. Book Now carries the
 * stay the visitor picked, in the site's own terms (dates, adults, each child's age, rooms); the
 * server keeps only what is valid and builds the partner's URL (server/partner-links/).
 */
import { outboundPath } from '@estes/shared/outbound';
import { defaultAdults } from './stay-request';

/** A stay as the pages hold it; anything may be missing while the visitor is choosing. */
export interface ChosenStay {
  /** YYYY-MM-DD. */
  checkin?: string;
  checkout?: string;
  adults?: number;
  /** Each child's age. */
  children?: readonly number[];
  rooms?: number;
}

/**
 * Book Now from `from` (the page's path), with the stay chosen there. The adults always go (the
 * default two when none were chosen): the party the prices were for, and without them the
 * partner would not be told the children either.
 */
export const bookNowHref = (property: { id: string }, stay: ChosenStay, from: string): string =>
  outboundPath('book', property.id, {
    ...(stay.checkin ? { checkIn: stay.checkin } : {}),
    ...(stay.checkout ? { checkOut: stay.checkout } : {}),
    adults: stay.adults ?? defaultAdults,
    ...(stay.children ? { children: stay.children } : {}),
    ...(stay.rooms !== undefined ? { rooms: stay.rooms } : {}),
    from,
  });

/** The partner's page of the property, where its reviews are. */
export const partnerReviewsHref = (property: { id: string }, from: string): string =>
  outboundPath('reviews', property.id, { from });
