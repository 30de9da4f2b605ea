import { affiliateBookingUrl, findListing } from '../data/listings';
import type { LodgingSourceRow } from './lodging-types';
import { partnerDeepLink } from './partner-deep-link';

const stay = { checkIn: '2027-06-10', checkOut: '2027-06-13' };

const listing = (id: string) => {
  const found = findListing(id);
  if (!found) throw new Error(`no listing ${id}`);
  return found;
};

describe('partnerDeepLink', () => {
  it.each([
    {
      what: 'Booking.com the dates, adults and one room, and keeps the affiliate id and label',
      id: 'hotel-1',
      guests: 3,
      page: 'https://www.booking.com/hotel/us/the-stanley.html',
      params: {
        aid: 'estes-park-guide',
        label: 'estes-park-guide-hotel-1',
        checkin: '2027-06-10',
        checkout: '2027-06-13',
        group_adults: '3',
        group_children: '0',
        no_rooms: '1',
      },
    },
    {
      what: 'Vrbo startDate, endDate and adults, and keeps the affiliate id',
      id: 'vrbo-1',
      guests: 6,
      page: 'https://www.vrbo.com/4127356',
      params: { affiliate: 'estes-park-guide', startDate: '2027-06-10', endDate: '2027-06-13', adults: '6' },
    },
  ])('gives $what', ({ id, guests, page, params }) => {
    const url = new URL(partnerDeepLink(listing(id), { stay, guests }));
    expect(url.origin + url.pathname).toBe(page);
    expect(Object.fromEntries(url.searchParams)).toEqual(params);
  });

  it('sends the partner page without dates when there are none, or they are out of order', () => {
    expect(partnerDeepLink(listing('hotel-1'), {})).toBe(listing('hotel-1').bookingUrl);
    const reversed = new URL(
      partnerDeepLink(listing('hotel-1'), { stay: { checkIn: '2027-06-13', checkOut: '2027-06-10' }, guests: 2 }),
    );
    expect(reversed.searchParams.has('checkin')).toBe(false);
    expect(reversed.searchParams.has('checkout')).toBe(false);
    expect(reversed.searchParams.get('group_adults')).toBe('2');
  });

  it('never carries more guests than the property hosts (4 in a hotel, 8 in a rental)', () => {
    expect(new URL(partnerDeepLink(listing('hotel-2'), { guests: 8 })).searchParams.get('group_adults')).toBe('4');
    expect(new URL(partnerDeepLink(listing('vrbo-2'), { guests: 8 })).searchParams.get('adults')).toBe('8');
    expect(new URL(partnerDeepLink(listing('vrbo-2'), { guests: 0 })).searchParams.get('adults')).toBe('1');
  });

  it('leaves another partner’s link as it is (its parameters are not known)', () => {
    const row: LodgingSourceRow = {
      name: 'Elsewhere Lodge',
      city: 'Estes Park',
      area: 'downtown',
      reviews_count: 1,
      price_nightly_usd: 100,
      price_total_usd: 224,
      flags: [],
      hotel_link: 'https://partner.example/lodge/7',
      type: 'Lodge',
    };
    const bookingUrl = affiliateBookingUrl(row, 'hotel-99');
    expect(partnerDeepLink({ bookingUrl, kind: 'hotel' }, { stay, guests: 2 })).toBe(bookingUrl);
  });
});
