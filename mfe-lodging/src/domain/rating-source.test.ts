import type { LodgingListing } from './lodging-types';
import { partnerNameOf, ratingSourceNote, reviewsLabel } from './rating-source';

const base: LodgingListing = {
  id: 'hotel-1',
  kind: 'hotel',
  name: 'The Stanley Hotel',
  city: 'Estes Park',
  area: 'downtown',
  rating: 9,
  ratingText: 'Wonderful',
  ratingListed: true,
  reviewsCount: 4380,
  priceNightly: 519,
  priceTotal: 1163,
  amenities: [],
  bookingUrl: 'https://www.booking.com/hotel/us/the-stanley.html?aid=estes-park-guide',
  image: { src: '/x.svg', alt: 'x', width: 1, height: 1 },
  type: 'Hotel',
};

describe('rating source', () => {
  it('names the partner from the booking link', () => {
    expect(partnerNameOf(base)).toBe('Booking.com');
    expect(partnerNameOf({ bookingUrl: 'https://www.vrbo.com/4127356?affiliate=x' })).toBe('Vrbo');
    expect(partnerNameOf({ bookingUrl: 'https://stays.example/1' })).toBe('our booking partner');
  });

  it('counts reviews in words', () => {
    expect(reviewsLabel(1)).toBe('1 review');
    expect(reviewsLabel(4380)).toBe('4,380 reviews');
  });

  it('says a listed rating is the partner’s listed figure, not live', () => {
    expect(ratingSourceNote(base)).toBe(
      'Guest rating 9.0 out of 10 (Wonderful) from 4,380 reviews, as listed by our booking partner Booking.com (a listed figure, not live).',
    );
  });

  it('never passes the rentals’ default score off as a guest rating', () => {
    const rental = { ...base, ratingListed: false, reviewsCount: 86, bookingUrl: 'https://www.vrbo.com/4127356' };
    expect(ratingSourceNote(rental)).toContain('86 reviews as listed by our booking partner Vrbo');
    expect(ratingSourceNote(rental)).toContain('not a guest rating');
  });
});
