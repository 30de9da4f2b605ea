import { propertyTypes } from '../../../src/domain/lodging-types';
import { siteTypeOf } from './booking-vocabulary';

describe('the partner’s types as the site’s (docs/rules/lodging.md#property-types)', () => {
  it('maps each of the partner’s names to the site’s type', () => {
    const cases: [string, string][] = [
      ['Hotel', 'Hotel'],
      ['Resort', 'Resort'],
      ['Inn', 'Inn'],
      ['Bed and breakfast', 'Inn'],
      ['Guest house', 'Inn'],
      ['Lodge', 'Lodge'],
      ['Chalet', 'Cabin'],
      ['Cabin', 'Cabin'],
      ['Cottage', 'Cottage'],
      ['Condo hotel', 'Condo'],
      ['Apartment', 'Apartment'],
      ['Holiday home', 'House'],
      ['Villa', 'House'],
      ['Resort hotel', 'Resort'],
    ];
    for (const [partner, site] of cases) expect([partner, siteTypeOf(partner)]).toEqual([partner, site]);
  });

  it('calls a type the site does not name Other (the card shows the partner’s own word), and none when unknown', () => {
    expect(siteTypeOf('Motel')).toBe('Other');
    expect(siteTypeOf('Hostel')).toBe('Other');
    expect(siteTypeOf('Campground')).toBe('Other');
    expect(siteTypeOf(null)).toBeNull();
    expect(siteTypeOf('')).toBeNull();
  });

  it('answers only the site’s own types', () => {
    for (const name of ['Motel', 'Hotel', 'Farm stay', 'Boat', 'Capsule hotel']) {
      expect(propertyTypes).toContain(siteTypeOf(name));
    }
  });
});
