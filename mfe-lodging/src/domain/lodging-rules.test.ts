/** @jest-environment node */
import {
  applyListingQuery,
  areaPreferenceLabels,
  canHostGuests,
  compareListingIds,
  compareNames,
  featuredListings,
  filterListings,
  listingHasAmenity,
  matchesArea,
  matchesMinRating,
  matchesPriceBands,
  matchesType,
  maxGuestsFor,
  newsletterBannerAfter,
  newsletterBannerIndex,
  priceBandLabels,
  priceInBand,
  propertyTypeLabel,
  listedRating,
  ratingBadgeTone,
  ratingMinimumLabels,
  sortLabels,
  sortListings,
  withNewsletterBanner,
} from './lodging-rules';
import { listingFixture } from '../testing/listing-fixture';
import { amenityFilters, priceBands, ratingMinimums, sortKeys } from './lodging-types';
import type { AmenityFilter, LodgingListing, PriceBand, RatingMinimum, SortKey } from './lodging-types';

/** A listing with harmless defaults; the id decides hotel or rental, as in the real data. */
const listing = listingFixture;

const ids = (listings: readonly LodgingListing[]): string[] => listings.map((item) => item.id);

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

  it('matches every price when no band is selected', () => {
    expect(matchesPriceBands(listing({ id: 'hotel-1', priceNightly: 9999 }), [])).toBe(true);
  });

  it('matches a listing in any of the selected bands', () => {
    const listings = [149, 150, 251, 350, 501].map((price, index) =>
      listing({ id: `vrbo-${index + 1}`, priceNightly: price }),
    );
    expect(ids(filterListings(listings, { priceBands: ['under-150', 'over-500'] }))).toEqual(['vrbo-1', 'vrbo-5']);
    expect(ids(filterListings(listings, { priceBands: ['150-250', '350-500'] }))).toEqual(['vrbo-2', 'vrbo-4']);
    expect(ids(filterListings(listings, { priceBands: ['250-350'] }))).toEqual(['vrbo-3', 'vrbo-4']);
  });
});

describe('rating minimums', () => {
  it.each(ratingMinimums.map((minimum) => [minimum]))('%p+ takes the minimum itself and nothing below', (minimum) => {
    expect(matchesMinRating(listing({ id: 'hotel-1', rating: minimum }), minimum)).toBe(true);
    expect(matchesMinRating(listing({ id: 'hotel-1', rating: minimum + 0.01 }), minimum)).toBe(true);
    expect(matchesMinRating(listing({ id: 'hotel-1', rating: minimum - 0.01 }), minimum)).toBe(false);
  });

  it('never counts a default score (no partner rating) towards a minimum', () => {
    expect(matchesMinRating(listing({ id: 'vrbo-1', rating: 9, ratingListed: false }), 7)).toBe(false);
    expect(listedRating(listing({ id: 'vrbo-1', rating: 9, ratingListed: false }))).toBe(0);
    expect(listedRating(listing({ id: 'hotel-1', rating: 8.4 }))).toBe(8.4);
  });

  it('takes every rating without a minimum', () => {
    expect(matchesMinRating(listing({ id: 'hotel-1', rating: 0 }), undefined)).toBe(true);
  });

  it('filters on the minimum', () => {
    const listings = [9.2, 8.5, 8.49, 7].map((rating, index) => listing({ id: `hotel-${index + 1}`, rating }));
    const minimum: RatingMinimum = 8.5;
    expect(ids(filterListings(listings, { minRating: minimum }))).toEqual(['hotel-1', 'hotel-2']);
    expect(ids(filterListings(listings, { minRating: 7 }))).toEqual(['hotel-1', 'hotel-2', 'hotel-3', 'hotel-4']);
  });
});

describe('amenities', () => {
  const has = (flag: string, filter: AmenityFilter): boolean =>
    listingHasAmenity(listing({ id: 'vrbo-1', amenities: [flag] }), filter);

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
    const cabin = listing({ id: 'vrbo-1', amenities: ['Mountain view', 'KITCHENETTE', 'wifi'] });
    expect(listingHasAmenity(cabin, 'Kitchen')).toBe(true);
    expect(listingHasAmenity(cabin, 'Free WiFi')).toBe(true);
    expect(listingHasAmenity(cabin, 'Pool')).toBe(false);
  });

  it('matches nothing on a listing without flags', () => {
    for (const filter of amenityFilters) expect(listingHasAmenity(listing({ id: 'vrbo-1' }), filter)).toBe(false);
  });

  it('needs every selected amenity', () => {
    const listings = [
      listing({ id: 'vrbo-1', amenities: ['Hot tub', 'Full Kitchen', 'Dog friendly'] }),
      listing({ id: 'vrbo-2', amenities: ['Hot tub', 'Full Kitchen'] }),
      listing({ id: 'vrbo-3', amenities: ['Kitchenette', 'Pets allowed'] }),
    ];
    expect(ids(filterListings(listings, { amenities: ['Hot Tub', 'Kitchen'] }))).toEqual(['vrbo-1', 'vrbo-2']);
    expect(ids(filterListings(listings, { amenities: ['Hot Tub', 'Kitchen', 'Pet Friendly'] }))).toEqual(['vrbo-1']);
    expect(ids(filterListings(listings, { amenities: ['Kitchen', 'Pet Friendly'] }))).toEqual(['vrbo-1', 'vrbo-3']);
    expect(ids(filterListings(listings, { amenities: [] }))).toEqual(['vrbo-1', 'vrbo-2', 'vrbo-3']);
  });
});

describe('type, area and guests', () => {
  it('matches a single type, or every type for All', () => {
    const cabin = listing({ id: 'vrbo-1', type: 'Cabin' });
    expect(matchesType(cabin, 'Cabin')).toBe(true);
    expect(matchesType(cabin, 'Condo')).toBe(false);
    expect(matchesType(cabin, undefined)).toBe(true);
  });

  it("matches the listing's area, or every area for No Preference", () => {
    const lakeside = listing({ id: 'hotel-1', area: 'lake' });
    expect(matchesArea(lakeside, 'lake')).toBe(true);
    expect(matchesArea(lakeside, 'riverside')).toBe(false);
    expect(matchesArea(lakeside, 'any')).toBe(true);
  });

  it('hosts 4 guests in a hotel and 8 in a rental', () => {
    expect(maxGuestsFor(listing({ id: 'hotel-3' }))).toBe(4);
    expect(maxGuestsFor(listing({ id: 'vrbo-3' }))).toBe(8);
    expect(maxGuestsFor({ kind: 'hotel' })).toBe(4);
    expect(maxGuestsFor({ kind: 'rental' })).toBe(8);
  });

  it('tells the limit from an id alone', () => {
    expect(maxGuestsFor('hotel-12')).toBe(4);
    expect(maxGuestsFor('vrbo-12')).toBe(8);
    expect(maxGuestsFor('something-else')).toBe(8);
  });

  it('leaves out listings that sleep fewer than the guests', () => {
    const hotel = listing({ id: 'hotel-1' });
    const rental = listing({ id: 'vrbo-1' });
    expect([canHostGuests(hotel, 4), canHostGuests(hotel, 5)]).toEqual([true, false]);
    expect([canHostGuests(rental, 8), canHostGuests(rental, 9)]).toEqual([true, false]);
    expect(canHostGuests(hotel, undefined)).toBe(true);
    expect(ids(filterListings([hotel, rental], { guests: 5 }))).toEqual(['vrbo-1']);
    expect(ids(filterListings([hotel, rental], { guests: 2 }))).toEqual(['hotel-1', 'vrbo-1']);
  });
});

describe('filterListings', () => {
  const listings = [
    listing({ id: 'hotel-1', type: 'Lodge', area: 'national-park', rating: 9.1, priceNightly: 320 }),
    listing({ id: 'vrbo-1', type: 'Cabin', area: 'riverside', rating: 8.7, amenities: ['Hot tub'] }),
    listing({ id: 'vrbo-2', type: 'Cabin', area: 'national-park', rating: 9.4, amenities: ['Private hot tub'] }),
    listing({ id: 'hotel-2', type: 'Hotel', area: 'downtown', rating: 7.2, priceNightly: 120 }),
  ];

  it('keeps everything, in order, in a new array, for an empty query', () => {
    const result = filterListings(listings, {});
    expect(result).toEqual(listings);
    expect(result).not.toBe(listings);
  });

  it('combines every filter', () => {
    expect(
      ids(
        filterListings(listings, {
          type: 'Cabin',
          area: 'national-park',
          minRating: 9,
          amenities: ['Hot Tub'],
          priceBands: ['150-250'],
          guests: 6,
        }),
      ),
    ).toEqual(['vrbo-2']);
    expect(ids(filterListings(listings, { area: 'national-park', guests: 5 }))).toEqual(['vrbo-2']);
  });
});

describe('sorting', () => {
  // Ties on purpose: equal ratings, prices and review counts, names that differ only in case,
  // and hotel-2/hotel-10 sharing a name to test the id's natural order.
  const listings = [
    listing({ id: 'hotel-10', name: 'Alpine Lodge', rating: 9, reviewsCount: 50, priceNightly: 200 }),
    listing({ id: 'vrbo-1', name: 'Birch Cabin', rating: 9.5, reviewsCount: 10, priceNightly: 300 }),
    listing({ id: 'hotel-2', name: 'Alpine Lodge', rating: 9, reviewsCount: 50, priceNightly: 200 }),
    listing({ id: 'vrbo-2', name: 'aspen Condo', rating: 9, reviewsCount: 80, priceNightly: 150 }),
    listing({ id: 'hotel-3', name: 'Cascade Inn', rating: 8, reviewsCount: 80, priceNightly: 300 }),
    listing({ id: 'vrbo-10', name: 'Zephyr House', rating: 9.5, reviewsCount: 10, priceNightly: 600 }),
  ];

  it.each<[SortKey, string[]]>([
    // rating desc, reviews desc, name, id
    ['top-picks', ['vrbo-1', 'vrbo-10', 'vrbo-2', 'hotel-2', 'hotel-10', 'hotel-3']],
    // price asc, name, id
    ['price-low', ['vrbo-2', 'hotel-2', 'hotel-10', 'vrbo-1', 'hotel-3', 'vrbo-10']],
    // price desc, name, id
    ['price-high', ['vrbo-10', 'vrbo-1', 'hotel-3', 'hotel-2', 'hotel-10', 'vrbo-2']],
    // rating desc, name, id (review counts do not count here)
    ['rating', ['vrbo-1', 'vrbo-10', 'hotel-2', 'hotel-10', 'vrbo-2', 'hotel-3']],
    // reviews desc, name, id
    ['most-reviewed', ['vrbo-2', 'hotel-3', 'hotel-2', 'hotel-10', 'vrbo-1', 'vrbo-10']],
    // name A–Z ignoring case, then id
    ['name', ['hotel-2', 'hotel-10', 'vrbo-2', 'vrbo-1', 'hotel-3', 'vrbo-10']],
  ])('%s', (sort, expected) => {
    expect(ids(sortListings(listings, sort))).toEqual(expected);
  });

  it.each(sortKeys.map((sort) => [sort]))('%s gives the same order whatever the input order', (sort) => {
    const expected = ids(sortListings(listings, sort));
    expect(ids(sortListings([...listings].reverse(), sort))).toEqual(expected);
    const rotated = [...listings.slice(3), ...listings.slice(0, 3)];
    expect(ids(sortListings(rotated, sort))).toEqual(expected);
  });

  it('leaves the input alone', () => {
    const input = Object.freeze([...listings]);
    const before = ids(input);
    const sorted = sortListings(input, 'name');
    expect(ids(input)).toEqual(before);
    expect(sorted).not.toBe(input);
  });

  it('orders ids naturally, hotels before rentals', () => {
    const unsorted = ['vrbo-10', 'hotel-10', 'vrbo-2', 'hotel-2', 'hotel-1'];
    expect([...unsorted].sort(compareListingIds)).toEqual(['hotel-1', 'hotel-2', 'hotel-10', 'vrbo-2', 'vrbo-10']);
    expect(compareListingIds('hotel-3', 'hotel-3')).toBe(0);
    expect(compareListingIds('odd', 'hotel-1')).toBeGreaterThan(0);
  });

  it('compares names without regard to case, numbers by value', () => {
    expect(compareNames('aspen', 'Birch')).toBeLessThan(0);
    expect(compareNames('Lodge', 'lodge')).toBe(0);
    expect(compareNames('Cabin 2', 'Cabin 10')).toBeLessThan(0);
  });

  it('applies a query: filter, then sort', () => {
    expect(ids(applyListingQuery(listings, { minRating: 9, priceBands: ['150-250'], sort: 'price-high' }))).toEqual([
      'hotel-2',
      'hotel-10',
      'vrbo-2',
    ]);
  });
});

describe('featured lodging', () => {
  it('takes up to 4 listings rated 9 or more, best first, then more reviews, then name', () => {
    const listings = [
      listing({ id: 'hotel-1', name: 'Basic', rating: 8.99, reviewsCount: 5000 }),
      listing({ id: 'hotel-2', name: 'Delta', rating: 9, reviewsCount: 100 }),
      listing({ id: 'hotel-3', name: 'Charlie', rating: 9, reviewsCount: 100 }),
      listing({ id: 'vrbo-1', name: 'Echo', rating: 9.8, reviewsCount: 3 }),
      listing({ id: 'vrbo-2', name: 'Foxtrot', rating: 9, reviewsCount: 400 }),
      listing({ id: 'vrbo-3', name: 'Golf', rating: 9.6, reviewsCount: 20 }),
    ];
    expect(ids(featuredListings(listings))).toEqual(['vrbo-1', 'vrbo-3', 'vrbo-2', 'hotel-3']);
  });

  it('shows fewer when fewer qualify, and none for none', () => {
    const listings = [listing({ id: 'hotel-1', rating: 9.2 }), listing({ id: 'hotel-2', rating: 8.5 })];
    expect(ids(featuredListings(listings))).toEqual(['hotel-1']);
    expect(featuredListings([])).toEqual([]);
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
