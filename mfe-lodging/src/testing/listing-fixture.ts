/**
 * A listing for tests, with harmless defaults: the id decides hotel or rental, as in the real
 * data (`hotel-…` is a hotel, anything else a rental); give only the fields a test is about.
 */
import type { LodgingListing } from '../domain/lodging-types';

export function listingFixture(fields: Partial<LodgingListing> & Pick<LodgingListing, 'id'>): LodgingListing {
  const kind = fields.id.startsWith('hotel-') ? 'hotel' : 'rental';
  return {
    kind,
    name: fields.id,
    city: 'Estes Park',
    area: 'downtown',
    rating: 8,
    ratingText: 'Very good',
    ratingListed: true,
    reviewsCount: 100,
    priceNightly: 200,
    priceTotal: 400,
    amenities: [],
    bookingUrl: 'https://partner.example/listing',
    image: { src: '/x.svg', alt: 'x', width: 1, height: 1 },
    type: kind === 'hotel' ? 'Hotel' : 'Cabin',
    ...fields,
  };
}
