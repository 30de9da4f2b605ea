/** @jest-environment node */
import { partnerPropertyId } from '../domain/lodging-offers';
import { findTeamProperty, legacyPropertyTarget, legacyRentalCount, teamProperties } from './team-properties';

/** The types a name can say itself, as the team's list reads them. */
const namedTypes: readonly [RegExp, string][] = [
  [/\bhotel\b/i, 'Hotel'],
  [/\bresorts?\b/i, 'Resort'],
  [/\binn\b/i, 'Inn'],
  [/\blodge\b/i, 'Lodge'],
  [/\bcabins?\b/i, 'Cabin'],
  [/\bcottages?\b/i, 'Cottage'],
  [/\bcondos?\b/i, 'Condo'],
];

describe('the team’s list (docs/rules/lodging.md#team-list)', () => {
  it('holds the 51 real places of the earlier hotel rows, by name, each with its old address in order', () => {
    expect(teamProperties).toHaveLength(51);
    expect(new Set(teamProperties.map((property) => property.name)).size).toBe(51);
    expect(teamProperties.map((property) => property.legacyId)).toEqual(
      teamProperties.map((_, index) => `hotel-${index + 1}`),
    );
  });

  it('keeps only name, type and area: no rating, review count, price, amenity or partner address', () => {
    for (const property of teamProperties) {
      expect(Object.keys(property).every((key) => ['id', 'legacyId', 'name', 'type', 'area'].includes(key))).toBe(true);
    }
  });

  it('keeps a type only where the place’s own name says the same as the earlier row', () => {
    for (const property of teamProperties) {
      if (!property.type) continue;
      const said = namedTypes.filter(([pattern]) => pattern.test(property.name)).map(([, type]) => type);
      expect([property.name, said]).toEqual([property.name, [property.type]]);
    }
    expect(teamProperties.filter((property) => property.type).length).toBe(26);
  });

  it('keeps an area only where the name says where the place is', () => {
    const withArea = teamProperties.filter((property) => property.area);
    expect(withArea.map((property) => property.name)).toEqual([
      'Streamside on Fall River',
      'Aspen Winds on Fall River',
      'Brynwood on the River',
      'Boulder Brook on Fall River',
      'The Inn on Fall River',
    ]);
    expect(withArea.every((property) => property.area === 'riverside')).toBe(true);
  });

  it('gives every place a unique slug id that no partner id or old address can be', () => {
    const idList = teamProperties.map((property) => property.id);
    expect(new Set(idList).size).toBe(idList.length);
    for (const id of idList) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(partnerPropertyId(id)).toBeUndefined();
      expect(id).not.toMatch(/^(hotel|vrbo)-\d+$/);
    }
    expect(findTeamProperty('the-stanley-hotel')?.name).toBe('The Stanley Hotel');
  });

  it('sends old addresses on: hotel-N to the place’s page, the illustrative rentals nowhere', () => {
    expect(legacyPropertyTarget('hotel-1')).toEqual({ kind: 'moved', id: 'the-stanley-hotel' });
    expect(legacyPropertyTarget('hotel-51')).toEqual({ kind: 'moved', id: 'dripping-springs-resort' });
    expect(legacyRentalCount).toBe(50);
    expect(legacyPropertyTarget('vrbo-1')).toEqual({ kind: 'gone' });
    expect(legacyPropertyTarget(`vrbo-${legacyRentalCount}`)).toEqual({ kind: 'gone' });
    for (const id of [
      'hotel-52',
      'hotel-0',
      `vrbo-${legacyRentalCount + 1}`,
      'vrbo-01',
      'the-stanley-hotel',
      'booking-10004',
    ]) {
      expect(legacyPropertyTarget(id)).toBeUndefined();
    }
  });
});
