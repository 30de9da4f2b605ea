import { bookNowHref, partnerReviewsHref } from './partner-links';

const stanley = { id: 'booking-9100001' };
const from = '/property/booking-9100001';

describe('Book Now links (docs/rules/lodging.md#minimum-stay, #guest-limits)', () => {
  it('carry the stay through /go: dates, adults, each child’s age and rooms', () => {
    expect(
      bookNowHref(
        stanley,
        { checkin: '2090-04-20', checkout: '2090-04-22', adults: 3, children: [4, 9], rooms: 2 },
        from,
      ),
    ).toBe(
      '/go/book/booking-9100001?checkin=2090-04-20&checkout=2090-04-22&adults=3&children=4,9&rooms=2&from=%2Fproperty%2Fbooking-9100001',
    );
  });

  it('always name the adults (two when none were chosen), so children are never counted as adults', () => {
    expect(bookNowHref(stanley, { children: [7] }, from)).toBe(
      '/go/book/booking-9100001?adults=2&children=7&from=%2Fproperty%2Fbooking-9100001',
    );
    expect(bookNowHref(stanley, {}, '/accommodations')).toBe(
      '/go/book/booking-9100001?adults=2&from=%2Faccommodations',
    );
  });

  it('carry no dates at all when the check-out is not after the check-in', () => {
    for (const checkout of ['2090-04-20', '2090-04-19']) {
      expect(bookNowHref(stanley, { checkin: '2090-04-20', checkout, adults: 2 }, from)).toBe(
        '/go/book/booking-9100001?adults=2&from=%2Fproperty%2Fbooking-9100001',
      );
    }
  });

  it('link the partner’s reviews through /go too', () => {
    expect(partnerReviewsHref(stanley, from)).toBe('/go/reviews/booking-9100001?from=%2Fproperty%2Fbooking-9100001');
  });
});
