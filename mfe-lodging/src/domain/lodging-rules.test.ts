/** @jest-environment node */
import {
  areaPreferenceLabels,
  compareNames,
  listingHasAmenity,
  newsletterBannerAfter,
  newsletterBannerIndex,
  priceBandLabels,
  priceInBand,
  propertyTypeLabel,
  ratingBadgeTone,
  ratingMinimumLabels,
  sortLabels,
  withNewsletterBanner,
} from './lodging-rules';
import { amenityFilters, priceBands, ratingMinimums, sortKeys } from './lodging-types';
import type { AmenityFilter, PriceBand } from './lodging-types';

/** A place with these facility names (the partner's words). */
const place = (amenities: readonly string[] = []) => ({ amenities });

describe('labels', () => {
  it.each<[string, () => string[], string[]]>([
    [
      'price bands',
      () => priceBands.map((band) => priceBandLabels[band]),
      ['Under $150', '$150 – $250', '$250 – $350', '$350 – $500', 'Over $500'],
    ],
    [
      'rating minimums with one decimal',
      () => ratingMinimums.map((minimum) => ratingMinimumLabels[minimum]),
      ['9.0+', '8.5+', '8.0+', '7.5+', '7.0+'],
    ],
    [
      'sorts',
      () => sortKeys.map((sort) => sortLabels[sort]),
      ['Top picks', 'Price: low to high', 'Price: high to low', 'Guest rating', 'Most reviewed', 'Name (A–Z)'],
    ],
  ])('names the %s', (_what, labels, expected) => {
    expect(labels()).toEqual(expected);
  });

  it('names the area preferences', () => {
    expect(areaPreferenceLabels).toEqual({
      any: 'No Preference',
      downtown: 'Downtown Estes Park',
      'national-park': 'Near Rocky Mountain National Park',
      lake: 'Lake Estes Waterfront',
      riverside: 'Riverside Properties',
    });
  });

  it('calls no type "All"', () => {
    expect(propertyTypeLabel(undefined)).toBe('All');
    expect(propertyTypeLabel('Cabin')).toBe('Cabin');
  });
});

describe('price bands', () => {
  const bandsFor = (price: number): PriceBand[] => priceBands.filter((band) => priceInBand(price, band));

  it.each<[number, PriceBand[]]>([
    [0, ['under-150']],
    [149, ['under-150']],
    [149.99, ['under-150']],
    [150, ['150-250']],
    [200, ['150-250']],
    [250, ['150-250', '250-350']],
    [251, ['250-350']],
    [349, ['250-350']],
    [350, ['250-350', '350-500']],
    [351, ['350-500']],
    [500, ['350-500']],
    [500.01, ['over-500']],
    [501, ['over-500']],
    [2000, ['over-500']],
  ])('$%p a night is in %p', (price, bands) => {
    expect(bandsFor(price)).toEqual(bands);
  });
});

describe('amenities', () => {
  const has = (flag: string, filter: AmenityFilter): boolean => listingHasAmenity(place([flag]), filter);

  it.each<[AmenityFilter, string[]]>([
    ['Free WiFi', ['WiFi', 'Wi-Fi', 'Free WiFi', 'free wi-fi', 'Free Wi Fi', 'WIFI in rooms', 'Wireless internet']],
    [
      'Free Parking',
      ['Parking', 'Free Parking', 'Free parking on premises', 'Street parking', 'free parking (no fee)'],
    ],
    ['Pool', ['Pool', 'Indoor pool', 'Heated outdoor pool', 'Swimming pool', 'Pools']],
    ['Hot Tub', ['Hot tub', 'Private hot tub', 'HOT TUBS', 'Hot-tub', 'Hottub', 'Spa tub', 'Jacuzzi', 'Whirlpool']],
    ['Kitchen', ['Kitchen', 'Full Kitchen', 'Kitchenette', 'Fully equipped kitchen', 'Kitchenettes']],
    ['Pet Friendly', ['Pet Friendly', 'Pet-friendly', 'Pets allowed', 'Dog friendly', 'Dogs welcome', 'Pets']],
    ['Breakfast Included', ['Breakfast', 'Breakfast included', 'Free breakfast', 'Continental breakfast']],
    ['Fireplace', ['Fireplace', 'Wood-burning fireplace', 'Gas fireplaces', 'Fire place']],
  ])('%s matches %p', (filter, flags) => {
    for (const flag of flags) expect([flag, has(flag, filter)]).toEqual([flag, true]);
  });

  it.each<[AmenityFilter, string[]]>([
    ['Free WiFi', ['Paid WiFi', 'WiFi (fee)', 'Internet', 'No WiFi']],
    ['Free Parking', ['Paid parking', 'Parking (surcharge)', 'Garage', 'No parking']],
    ['Pool', ['Pool table', 'Carpool', 'Whirlpool', 'Hot tub', 'Pool not available']],
    ['Hot Tub', ['Hot water', 'Bathtub', 'Spa', 'Pool']],
    ['Kitchen', ['Microwave', 'Kitchen not available']],
    ['Pet Friendly', ['Carpet', 'Trumpet', 'No pets', 'Pets not allowed', 'Not pet friendly', 'Petting zoo nearby']],
    ['Breakfast Included', ['Breakfast (fee)', 'Paid breakfast', 'Brunch', 'No breakfast']],
    ['Fireplace', ['Fire pit', 'Firewood', 'Fire extinguisher']],
  ])('%s does not match %p', (filter, flags) => {
    for (const flag of flags) expect([flag, has(flag, filter)]).toEqual([flag, false]);
  });

  it('ignores case and finds the match among many flags', () => {
    const cabin = place(['Mountain view', 'KITCHENETTE', 'wifi']);
    expect(listingHasAmenity(cabin, 'Kitchen')).toBe(true);
    expect(listingHasAmenity(cabin, 'Free WiFi')).toBe(true);
    expect(listingHasAmenity(cabin, 'Pool')).toBe(false);
  });

  it('matches nothing on a place without facilities', () => {
    for (const filter of amenityFilters) expect(listingHasAmenity(place(), filter)).toBe(false);
  });
});

describe('names', () => {
  it('compares names without regard to case, numbers by value', () => {
    expect(compareNames('lodge', 'Lodge')).toBe(0);
    expect(compareNames('Cabin 2', 'Cabin 10')).toBeLessThan(0);
  });
});

describe('rating badge tone', () => {
  it.each([
    [10, 'green'],
    [9.5, 'green'],
    [9.49, 'blue'],
    [9, 'blue'],
    [8.99, 'orange'],
    [8, 'orange'],
    [7.99, 'gray'],
    [0, 'gray'],
  ])('%p is %s', (rating, tone) => {
    expect(ratingBadgeTone(rating)).toBe(tone);
  });
});

describe('newsletter banner', () => {
  it('follows the 4th card in the grid and the 3rd in the list', () => {
    expect(newsletterBannerAfter('grid')).toBe(4);
    expect(newsletterBannerAfter('list')).toBe(3);
  });

  it.each([
    [20, 'grid', 3],
    [5, 'grid', 3],
    [4, 'grid', 3],
    [3, 'grid', undefined],
    [0, 'grid', undefined],
    [20, 'list', 2],
    [3, 'list', 2],
    [2, 'list', undefined],
    [0, 'list', undefined],
  ] as const)('%p cards in the %s: after index %p', (count, view, index) => {
    expect(newsletterBannerIndex(count, view)).toBe(index);
  });

  it('slots the banner in among the cards', () => {
    const kinds = (count: number, view: 'grid' | 'list') =>
      withNewsletterBanner(
        Array.from({ length: count }, (_, index) => index),
        view,
      ).map((slot) => (slot.kind === 'card' ? slot.item : 'banner'));
    expect(kinds(6, 'grid')).toEqual([0, 1, 2, 3, 'banner', 4, 5]);
    expect(kinds(4, 'grid')).toEqual([0, 1, 2, 3, 'banner']);
    expect(kinds(3, 'grid')).toEqual([0, 1, 2]);
    expect(kinds(5, 'list')).toEqual([0, 1, 2, 'banner', 3, 4]);
    expect(kinds(2, 'list')).toEqual([0, 1]);
  });
});
