/** @jest-environment node */
import {
  priceBands,
  type LodgingListing,
  type PriceBand,
  type PropertyType,
  lodgingAreas,
  propertyTypes,
} from '../domain/lodging-types';
import { hotelRows } from './hotel-rows';
import { hotelImages, illustrationsOf, rentalImages } from './lodging-images';
import { affiliateBookingUrl, buildListings, findListing, lodgingListings, rentalDefaults } from './listings';
import { rentalRows } from './rental-rows';

const hotels = lodgingListings.filter((listing) => listing.kind === 'hotel');
const rentals = lodgingListings.filter((listing) => listing.kind === 'rental');

/**
 * The price bands (docs/rules/lodging.md#price-bands) (an edge price such as 250 counted in the
 * lower band here; the data has both sides covered).
 */
const bandOf = (price: number): PriceBand =>
  price < 150
    ? 'under-150'
    : price <= 250
      ? '150-250'
      : price <= 350
        ? '250-350'
        : price <= 500
          ? '350-500'
          : 'over-500';

const listingKeys: readonly (keyof LodgingListing)[] = [
  'id',
  'kind',
  'name',
  'city',
  'neighborhood',
  'area',
  'rating',
  'ratingText',
  'reviewsCount',
  'priceNightly',
  'priceTotal',
  'amenities',
  'bookingUrl',
  'image',
  'type',
];

const ratingTextFor = (rating: number): string =>
  rating >= 9.5
    ? 'Exceptional'
    : rating >= 9
      ? 'Wonderful'
      : rating >= 8.5
        ? 'Excellent'
        : rating >= 8
          ? 'Very Good'
          : rating >= 7
            ? 'Good'
            : 'Pleasant';

describe('the built-in lodging listings', () => {
  it('has 51 hotels and 50 rentals, hotels first', () => {
    expect(hotelRows).toHaveLength(51);
    expect(rentalRows).toHaveLength(50);
    expect(hotels).toHaveLength(51);
    expect(rentals).toHaveLength(50);
    expect(lodgingListings.slice(0, 51).every((listing) => listing.kind === 'hotel')).toBe(true);
  });

  it('numbers hotels hotel-1… and rentals vrbo-1… in row order, with unique ids and names', () => {
    expect(hotels.map((listing) => listing.id)).toEqual(hotelRows.map((_, index) => `hotel-${index + 1}`));
    expect(rentals.map((listing) => listing.id)).toEqual(rentalRows.map((_, index) => `vrbo-${index + 1}`));
    for (const listing of lodgingListings) expect(listing.id).toMatch(/^(hotel|vrbo)-[1-9]\d*$/);
    expect(new Set(lodgingListings.map((listing) => listing.id)).size).toBe(101);
    expect(new Set(lodgingListings.map((listing) => listing.name)).size).toBe(101);
    expect(hotels.map((listing) => listing.name)).toEqual(hotelRows.map((row) => row.name));
  });

  it('finds a listing by id', () => {
    expect(findListing('hotel-1')?.name).toBe(hotelRows[0]?.name);
    expect(findListing('vrbo-50')?.name).toBe(rentalRows[49]?.name);
    expect(findListing('hotel-52')).toBeUndefined();
    expect(findListing('nope')).toBeUndefined();
  });

  it('fills every listing field', () => {
    for (const listing of lodgingListings) {
      for (const key of listingKeys) expect([listing.id, key, listing[key]]).not.toContain(undefined);
      expect(listing.name.length).toBeGreaterThan(0);
      expect(lodgingAreas).toContain(listing.area);
      expect(listing.reviewsCount).toBeGreaterThan(0);
      expect(listing.priceNightly).toBeGreaterThan(0);
      expect(listing.priceTotal).toBeGreaterThan(listing.priceNightly);
      expect(listing.amenities.length).toBeGreaterThan(0);
      expect(listing.image.src.length).toBeGreaterThan(0);
      expect(listing.image.alt.startsWith(`${listing.name}: Illustration: `)).toBe(true);
      expect([listing.image.width, listing.image.height]).toEqual([800, 600]);
    }
  });

  it('gives rentals the default score and amenities', () => {
    for (const listing of rentals) {
      expect(listing.rating).toBe(9);
      expect(listing.ratingText).toBe('Excellent');
      expect(listing.amenities).toEqual(['Full Kitchen', 'WiFi', 'Parking', 'Mountain Views']);
    }
    for (const row of rentalRows) expect([row.rating, row.rating_text]).toEqual([undefined, undefined]);
    expect(rentalDefaults.amenities).toEqual(['Full Kitchen', 'WiFi', 'Parking', 'Mountain Views']);
  });

  it('keeps hotel ratings, rating words and amenities from the rows', () => {
    hotels.forEach((listing, index) => {
      const row = hotelRows[index];
      expect(listing.rating).toBe(row?.rating);
      expect(listing.rating).toBeGreaterThanOrEqual(0);
      expect(listing.rating).toBeLessThanOrEqual(10);
      expect(Math.round(listing.rating * 10)).toBeCloseTo(listing.rating * 10, 6);
      expect(listing.ratingText).toBe(ratingTextFor(listing.rating));
      expect(listing.amenities).toEqual(row?.flags);
      expect(listing.amenities.length).toBeGreaterThanOrEqual(3);
      expect(listing.amenities.length).toBeLessThanOrEqual(8);
    });
    expect(hotels.filter((listing) => listing.rating >= 9).length).toBeGreaterThanOrEqual(4);
  });

  it('quotes a two-night total with taxes for every row', () => {
    for (const row of [...hotelRows, ...rentalRows]) {
      expect(row.price_total_usd).toBe(Math.round(row.price_nightly_usd * 2 * 1.12));
    }
  });

  it('shows each listing a drawing of its own type, in rotation', () => {
    expect(hotelImages).toHaveLength(8);
    expect(rentalImages).toHaveLength(10);
    hotels.forEach((listing, index) => {
      const ofType = illustrationsOf(listing.type);
      const artwork = ofType[index % ofType.length];
      expect(listing.image).toEqual({ ...artwork, alt: `${listing.name}: ${artwork?.alt}` });
    });
    rentals.forEach((listing, index) => {
      const ofType = illustrationsOf(listing.type);
      const artwork = ofType[index % ofType.length];
      expect(listing.image).toEqual({ ...artwork, alt: `${listing.name}: ${artwork?.alt}` });
    });
    expect(new Set([...hotelImages, ...rentalImages].map((image) => image.alt)).size).toBe(18);
  });

  it('has drawings of every type, and a cabin is never drawn as a hotel nor a hotel as cabins', () => {
    for (const type of propertyTypes) expect(illustrationsOf(type).length).toBeGreaterThan(0);
    const alts = (type: PropertyType) => illustrationsOf(type).map((artwork) => artwork.alt);
    for (const alt of alts('Cabin')) expect(alt).toMatch(/cabin/i);
    for (const alt of alts('Hotel')) expect(alt).not.toMatch(/cabin/i);
    for (const alt of alts('Condo')) expect(alt).toMatch(/condo/i);
    for (const alt of alts('Cottage')) expect(alt).toMatch(/cottage/i);
    for (const alt of alts('Apartment')) expect(alt).toMatch(/apartment/i);
    for (const alt of alts('Resort')) expect(alt).toMatch(/resort/i);
    for (const alt of alts('Lodge')) expect(alt).toMatch(/lodge|chalet/i);
    for (const alt of alts('House')) expect(alt).toMatch(/house/i);
  });

  it('represents every price band and every property type of each kind', () => {
    const hotelTypes: PropertyType[] = ['Hotel', 'Resort', 'Inn', 'Lodge', 'Cabin'];
    const rentalTypes: PropertyType[] = ['Cabin', 'Cottage', 'Condo', 'Apartment', 'House'];
    for (const [listings, types] of [
      [hotels, hotelTypes],
      [rentals, rentalTypes],
    ] as const) {
      expect(new Set(listings.map((listing) => listing.type))).toEqual(new Set(types));
      for (const band of priceBands) {
        expect([band, listings.filter((listing) => bandOf(listing.priceNightly) === band).length >= 3]).toEqual([
          band,
          true,
        ]);
      }
      for (const area of lodgingAreas) expect(listings.some((listing) => listing.area === area)).toBe(true);
    }
    const nightly = lodgingListings.map((listing) => listing.priceNightly);
    for (const edge of [150, 250, 350, 500]) expect(nightly).toContain(edge);
  });

  it('sends every Book Now through an https affiliate link to the partner page', () => {
    for (const listing of lodgingListings) {
      const url = new URL(listing.bookingUrl);
      expect(url.protocol).toBe('https:');
      if (listing.kind === 'hotel') {
        expect(url.hostname).toBe('www.booking.com');
        expect(url.searchParams.get('aid')).toBe('estes-park-guide');
        expect(url.searchParams.get('label')).toBe(`estes-park-guide-${listing.id}`);
      } else {
        expect(url.hostname).toBe('www.vrbo.com');
        expect(url.searchParams.get('affiliate')).toBe('estes-park-guide');
      }
    }
    expect(findListing('vrbo-1')?.bookingUrl).toBe(`${rentalRows[0]?.hotel_link}?affiliate=estes-park-guide`);
    expect(findListing('hotel-1')?.bookingUrl).toBe(
      `${hotelRows[0]?.hotel_link}?aid=estes-park-guide&label=estes-park-guide-hotel-1`,
    );
    expect(new Set(lodgingListings.map((listing) => listing.bookingUrl)).size).toBe(101);
  });

  it('builds booking links with the function it is given', () => {
    const [first] = buildListings(
      hotelRows.slice(0, 1),
      [],
      (row, id) => `https://partner.example/${id}?to=${row.name}`,
    );
    expect(first?.bookingUrl).toBe('https://partner.example/hotel-1?to=The Stanley Hotel');
    const [row] = rentalRows;
    if (!row) throw new Error('no rental rows');
    const other = affiliateBookingUrl({ ...row, hotel_link: 'https://www.expedia.com/h1?x=1' }, 'vrbo-1');
    expect(other).toBe('https://www.expedia.com/h1?x=1&ref=estes-park-guide');
  });
});
