/**
 * The lodging pages' partner links (decision 033): each goes through `/go/<kind>/<id>` on our
 * own server, which counts the click and redirects to the partner. Book Now carries the stay
 * the visitor picked; the server keeps only what is valid (dates in order, guests 1–8) and
 * builds the partner's URL from the listing (partner-deep-link.ts).
 */
import { outboundPath } from '@estes/shared/outbound';
import type { LodgingListing } from './lodging-types';

export interface ChosenStay {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

/** Book Now from `from` (the page's path), with the dates and guests chosen there. */
export const bookNowHref = (listing: Pick<LodgingListing, 'id'>, stay: ChosenStay, from: string): string =>
  outboundPath('book', listing.id, {
    ...(stay.checkIn && stay.checkOut ? { checkIn: stay.checkIn, checkOut: stay.checkOut } : {}),
    ...(stay.guests !== undefined ? { guests: stay.guests } : {}),
    from,
  });

/** The partner's page with the property's reviews. */
export const partnerReviewsHref = (listing: Pick<LodgingListing, 'id'>, from: string): string =>
  outboundPath('reviews', listing.id, { from });

/** A rental's host on the partner's page. */
export const meetHostHref = (listing: Pick<LodgingListing, 'id'>, from: string): string =>
  outboundPath('host', listing.id, { from });
