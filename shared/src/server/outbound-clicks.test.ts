/** @jest-environment node */
import { carriedGuests, carriedParty, carriedStay, parseOutboundQuery, sitePageOf } from './outbound-clicks';

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

  it('keeps a party of adults, children by age and rooms; what is wrong in it is left out, not guessed', () => {
    expect(carriedParty('2', '4,9', '1')).toEqual({ adults: 2, children: [4, 9], rooms: 1 });
    expect(carriedParty('2', undefined, undefined)).toEqual({ adults: 2, children: [] });
    expect(carriedParty('2', '0,17', '2')).toEqual({ adults: 2, children: [0, 17], rooms: 2 });
    // A child of 18, an age that is not a number, more than 8 guests: no children carried.
    expect(carriedParty('2', '4,18', undefined)).toEqual({ adults: 2, children: [] });
    expect(carriedParty('2', 'x', undefined)).toEqual({ adults: 2, children: [] });
    expect(carriedParty('6', '1,2,3', undefined)).toEqual({ adults: 6, children: [] });
    // More rooms than adults, or none: no rooms carried.
    expect(carriedParty('2', undefined, '3')).toEqual({ adults: 2, children: [] });
    expect(carriedParty('2', undefined, '0')).toEqual({ adults: 2, children: [] });
    expect(carriedParty(undefined, '4', '1')).toBeUndefined();
    expect(carriedParty('9', undefined, undefined)).toBeUndefined();
  });

  it('reads a link of before issue 29: its guests as adults', () => {
    expect(parseOutboundQuery({ guests: '3' }, today)).toEqual({ party: { adults: 3, children: [] } });
    expect(parseOutboundQuery({ guests: '3', adults: '2', children: '5' }, today)).toEqual({
      party: { adults: 2, children: [5] },
    });
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
      parseOutboundQuery({ checkin: ['2026-12-01', '2026-12-02'], checkout: '2026-12-04', adults: '2' }, today),
    ).toEqual({ party: { adults: 2, children: [] } });
    expect(parseOutboundQuery(null, today)).toEqual({});
    expect(parseOutboundQuery({ from: { nested: '/' } }, today)).toEqual({});
  });
});
