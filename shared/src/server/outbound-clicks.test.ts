/** @jest-environment node */
import { carriedGuests, carriedStay, parseOutboundQuery, sitePageOf } from './outbound-clicks';

describe('what a /go link may carry', () => {
  const today = '2026-11-24';

  it('keeps a stay in order, from yesterday on, of 1 to 30 nights', () => {
    expect(carriedStay('2026-12-01', '2026-12-04', today)).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-04' });
    expect(carriedStay('2026-11-23', '2026-11-24', today)).toBeDefined(); // a Colorado evening is UTC tomorrow
    expect(carriedStay('2026-12-01', '2026-12-31', today)).toBeDefined();
    for (const [checkIn, checkOut] of [
      ['2026-12-04', '2026-12-01'],
      ['2026-12-01', '2026-12-01'],
      ['2026-11-20', '2026-11-25'],
      ['2026-12-01', '2027-01-01'],
      ['2027-02-29', '2027-03-02'],
      ['2026-12-1', '2026-12-04'],
      [undefined, '2026-12-04'],
    ]) {
      expect(carriedStay(checkIn, checkOut, today)).toBeUndefined();
    }
  });

  it('keeps 1 to 8 guests written as digits', () => {
    expect(carriedGuests('1')).toBe(1);
    expect(carriedGuests('8')).toBe(8);
    for (const value of ['0', '9', '-1', '2.5', '1e1', ' 2', '', '99999999999', undefined]) {
      expect(carriedGuests(value)).toBeUndefined();
    }
  });

  it('keeps the page only when it is a page of the site, without its query', () => {
    expect(sitePageOf('/property/hotel-1')).toBe('/property/hotel-1');
    expect(sitePageOf('/accommodations?type=Cabin&guests=2')).toBe('/accommodations');
    expect(sitePageOf('/')).toBe('/');
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/blog/../..',
      '/nowhere/at/all',
      'property/hotel-1',
      `/blog/${'a'.repeat(300)}`,
      '/blog/a b',
      '',
    ]) {
      expect(sitePageOf(value)).toBeUndefined();
    }
  });

  it('drops a repeated or odd parameter rather than fail', () => {
    expect(
      parseOutboundQuery({ checkin: ['2026-12-01', '2026-12-02'], checkout: '2026-12-04', guests: '2' }, today),
    ).toEqual({ guests: 2 });
    expect(parseOutboundQuery(null, today)).toEqual({});
    expect(parseOutboundQuery({ from: { nested: '/' } }, today)).toEqual({});
  });
});
