/**
 * The lodging listings the pages show, built from the built-in source rows (the data is built into
 * the pages, no call: docs/rules/lodging.md#listing-data).
 *
 * - Hotel rows become hotel-1 … hotel-N (kind 'hotel', in row order); their amenities are their flags.
 * - Rental rows become vrbo-1 … vrbo-N (kind 'rental'); they take the defaults: rating 9,
 *   'Excellent' and the default rental amenities (their own flags are not shown).
 * - Pictures are illustrations of the listing's type (a cabin's drawing for a cabin), rotating:
 *   listing N shows illustrationsOf(type)[(N - 1) % their number]; the alt text starts with the
 *   property's name and says it is an illustration.
 * - Every Book Now goes through the site's affiliate tracking: `bookingUrl` comes from the
 *   `bookingUrlFor` function; `affiliateBookingUrl` is the one the site uses.
 */
import type { LodgingImage, LodgingListing, LodgingSourceRow } from '../domain/lodging-types';
import { hotelRows } from './hotel-rows';
import { illustrationsOf } from './lodging-images';
import { rentalRows } from './rental-rows';

/** What a rental takes when its row does not say (docs/rules/lodging.md#listing-data). */
export const rentalDefaults = {
  rating: 9,
  ratingText: 'Excellent',
  amenities: ['Full Kitchen', 'WiFi', 'Parking', 'Mountain Views'],
} as const satisfies Pick<LodgingListing, 'rating' | 'ratingText' | 'amenities'>;

/** The site's partner id, carried by every booking link. */
export const affiliateId = 'estes-park-guide';

/** Turns a row (and the listing id it gets) into the tracked link its Book Now opens. */
export type BookingUrlFor = (row: LodgingSourceRow, id: string) => string;

const isHost = (hostname: string, domain: string): boolean => hostname === domain || hostname.endsWith(`.${domain}`);

/**
 * The site's affiliate link to a row's partner page (deterministic; the partner page is kept,
 * with any query it has, and tracking parameters are set on it):
 * - booking.com: `aid=estes-park-guide&label=estes-park-guide-<listing id>`
 * - vrbo.com: `affiliate=estes-park-guide`
 * - any other partner: `ref=estes-park-guide`
 */
export const affiliateBookingUrl: BookingUrlFor = (row, id) => {
  const url = new URL(row.hotel_link);
  if (isHost(url.hostname, 'booking.com')) {
    url.searchParams.set('aid', affiliateId);
    url.searchParams.set('label', `${affiliateId}-${id}`);
  } else if (isHost(url.hostname, 'vrbo.com')) {
    url.searchParams.set('affiliate', affiliateId);
  } else {
    url.searchParams.set('ref', affiliateId);
  }
  return url.toString();
};

const pictureFor = (images: readonly LodgingImage[], index: number, name: string): LodgingImage => {
  const artwork = images[index % images.length];
  if (!artwork) throw new Error('No lodging pictures to show.');
  return { ...artwork, alt: `${name}: ${artwork.alt}` };
};

const listingFrom = (
  row: LodgingSourceRow,
  index: number,
  kind: LodgingListing['kind'],
  bookingUrlFor: BookingUrlFor,
): LodgingListing => {
  const id = `${kind === 'hotel' ? 'hotel' : 'vrbo'}-${index + 1}`;
  const isRental = kind === 'rental';
  return {
    id,
    kind,
    name: row.name,
    city: row.city,
    neighborhood: row.neighborhood,
    area: row.area,
    rating: isRental ? (row.rating ?? rentalDefaults.rating) : (row.rating ?? 0),
    ratingText: isRental ? (row.rating_text ?? rentalDefaults.ratingText) : (row.rating_text ?? ''),
    ratingListed: row.rating !== undefined,
    reviewsCount: row.reviews_count,
    priceNightly: row.price_nightly_usd,
    priceTotal: row.price_total_usd,
    amenities: isRental ? rentalDefaults.amenities : row.flags,
    bookingUrl: bookingUrlFor(row, id),
    image: pictureFor(illustrationsOf(row.type), index, row.name),
    type: row.type,
  };
};

/** All listings: the hotels (hotel-1 …) first, then the rentals (vrbo-1 …). */
export function buildListings(
  hotels: readonly LodgingSourceRow[],
  rentals: readonly LodgingSourceRow[],
  bookingUrlFor: BookingUrlFor = affiliateBookingUrl,
): LodgingListing[] {
  return [
    ...hotels.map((row, index) => listingFrom(row, index, 'hotel', bookingUrlFor)),
    ...rentals.map((row, index) => listingFrom(row, index, 'rental', bookingUrlFor)),
  ];
}

/** The site's listings, built once from the built-in data. */
export const lodgingListings: readonly LodgingListing[] = buildListings(hotelRows, rentalRows);

const listingsById = new Map(lodgingListings.map((listing) => [listing.id, listing]));

/** The listing with this id (hotel-N or vrbo-N), or undefined. */
export const findListing = (id: string): LodgingListing | undefined => listingsById.get(id);
