import { outboundLinkOwners, outboundPath, parseOutboundPath } from './outbound-links';

describe('outbound partner links', () => {
  it('builds /go paths with the stay and the page the link is on', () => {
    expect(
      outboundPath('book', 'booking-10004', {
        checkIn: '2027-06-10',
        checkOut: '2027-06-13',
        adults: 2,
        children: [4, 9],
        rooms: 1,
        from: '/property/booking-10004',
      }),
    ).toBe(
      '/go/book/booking-10004?checkin=2027-06-10&checkout=2027-06-13&adults=2&children=4,9&rooms=1&from=%2Fproperty%2Fbooking-10004',
    );
    expect(outboundPath('partner', 'header')).toBe('/go/partner/header');
    expect(outboundPath('downtown-hotel', 'a b/c')).toBe('/go/downtown-hotel/a%20b%2Fc');
  });

  it('carries dates only as a pair in order: a check-out on or before the check-in sends neither', () => {
    expect(outboundPath('book', 'x', { checkIn: '2027-06-13', checkOut: '2027-06-10', adults: 2 })).toBe(
      '/go/book/x?adults=2',
    );
    expect(outboundPath('book', 'x', { checkIn: '2027-06-10', checkOut: '2027-06-10' })).toBe('/go/book/x');
    expect(outboundPath('book', 'x', { checkOut: '2027-06-10' })).toBe('/go/book/x');
    expect(outboundPath('book', 'x', { adults: 2.5, children: [], rooms: Number.NaN })).toBe('/go/book/x');
  });

  it('reads a /go path back to its kind, id and the area that answers it', () => {
    expect(parseOutboundPath('/go/book/hotel-1')).toEqual({ kind: 'book', id: 'hotel-1', area: 'lodging' });
    expect(parseOutboundPath('/go/downtown-hotel/stanley-hotel')).toEqual({
      kind: 'downtown-hotel',
      id: 'stanley-hotel',
      area: 'conditions',
    });
    expect(parseOutboundPath('/go/book/a%2Fb')?.id).toBe('a/b');
  });

  it('knows no other kind, shape or over-long id', () => {
    for (const path of [
      '/go/teleport/hotel-1',
      '/go/__proto__/x',
      '/go/constructor/x',
      '/go/book',
      '/go/book/hotel-1/extra',
      '/go/book/%E0%A4%A',
      `/go/book/${'x'.repeat(201)}`,
    ]) {
      expect(parseOutboundPath(path)).toBeUndefined();
    }
  });

  it('names an area for every kind', () => {
    expect(Object.values(outboundLinkOwners).every((area) => ['lodging', 'conditions'].includes(area))).toBe(true);
  });
});
