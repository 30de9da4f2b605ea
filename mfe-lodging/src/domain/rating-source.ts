/**
 * Where a listing's rating and review count come from (issue 21: no invented reviews). The site
 * has no review texts of its own: it shows the figures the listing data carries, names the
 * partner they are listed by, and links to the partner's page for the reviews themselves.
 */
import type { LodgingListing } from './lodging-types';

const partnerNames: readonly { domain: string; name: string }[] = [
  { domain: 'booking.com', name: 'Booking.com' },
  { domain: 'vrbo.com', name: 'Vrbo' },
];

/** The partner a listing's booking link goes to ('Booking.com', 'Vrbo'), or a plain description. */
export function partnerNameOf(listing: Pick<LodgingListing, 'bookingUrl'>): string {
  const hostname = new URL(listing.bookingUrl).hostname;
  const partner = partnerNames.find(({ domain }) => hostname === domain || hostname.endsWith(`.${domain}`));
  return partner?.name ?? 'our booking partner';
}

/** Made on first use, not when the page's code loads (ICU set-up is milliseconds on a phone). */
let count: Intl.NumberFormat | undefined;

/** '1 review' / '4,380 reviews'. */
export const reviewsLabel = (reviews: number): string =>
  reviews === 1 ? '1 review' : `${(count ??= new Intl.NumberFormat('en-US')).format(reviews)} reviews`;

/** The sentence naming the source of the figures shown, worded for what the data really holds. */
export function ratingSourceNote(listing: LodgingListing): string {
  const partner = partnerNameOf(listing);
  const reviews = reviewsLabel(listing.reviewsCount);
  if (!listing.ratingListed) {
    return `${reviews} as listed by our booking partner ${partner} (a listed figure, not live). The partner listing gives no score: the ${listing.rating.toFixed(1)} shown is the guide’s default for rentals, not a guest rating.`;
  }
  return `Guest rating ${listing.rating.toFixed(1)} out of 10${listing.ratingText ? ` (${listing.ratingText})` : ''} from ${reviews}, as listed by our booking partner ${partner} (a listed figure, not live).`;
}
