/** @jest-environment node */
import type { LodgingListing } from '../domain/lodging-types';
import { findListing, lodgingListings } from './listings';
import { illustrationsOf } from './lodging-images';
import {
  buildMobilePropertyDetails,
  buildPropertyDetails,
  findMobilePropertyDetails,
  findPropertyDetails,
} from './property-details';

const hotels = lodgingListings.filter((listing) => listing.kind === 'hotel');
const rentals = lodgingListings.filter((listing) => listing.kind === 'rental');
const petPattern = /\b(pets?|dogs?)\b/i;
const takesPets = (listing: LodgingListing): boolean => listing.amenities.some((amenity) => petPattern.test(amenity));

const listing = (id: string): LodgingListing => {
  const found = findListing(id);
  if (!found) throw new Error(`No listing ${id} in the data.`);
  return found;
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('determinism', () => {
  it('builds the same content twice for the same listing, without randomness or the clock', () => {
    const random = jest.spyOn(Math, 'random');
    const now = jest.spyOn(Date, 'now');
    for (const id of ['hotel-1', 'hotel-8', 'vrbo-1', 'vrbo-17']) {
      const first = buildPropertyDetails(listing(id));
      const second = buildPropertyDetails(listing(id));
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
      expect(findPropertyDetails(id)).toEqual(first);
      expect(buildMobilePropertyDetails(listing(id))).toEqual(buildMobilePropertyDetails(listing(id)));
      expect(findMobilePropertyDetails(id)).toEqual(buildMobilePropertyDetails(listing(id)));
    }
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });

  it('varies the content between listings', () => {
    const descriptions = new Set(rentals.map((item) => buildPropertyDetails(item).fullDescription.join(' ')));
    expect(descriptions.size).toBeGreaterThan(3);
  });
});

describe('galleries', () => {
  it.each(lodgingListings.map((item) => [item.id, item] as const))(
    '%s: only illustrations of its own type, its own first, each once (at most 5 on desktop, 6 on mobile)',
    (_, item) => {
      const desktop = buildPropertyDetails(item).gallery;
      const mobile = buildMobilePropertyDetails(item).gallery;
      const ofType = illustrationsOf(item.type).map((artwork) => `${item.name}: ${artwork.alt}`);
      expect(desktop.length).toBe(Math.min(5, ofType.length));
      expect(mobile.length).toBe(Math.min(6, ofType.length));
      expect(desktop[0]).toEqual(item.image);
      expect(mobile[0]).toEqual(item.image);
      for (const picture of [...desktop, ...mobile]) {
        expect(picture.alt.startsWith(`${item.name}: Illustration: `)).toBe(true);
        expect(ofType).toContain(picture.alt);
      }
      expect(new Set(desktop.map((picture) => picture.alt)).size).toBe(desktop.length);
      expect(new Set(mobile.map((picture) => picture.alt)).size).toBe(mobile.length);
      expect(mobile.slice(0, desktop.length)).toEqual(desktop);
    },
  );
});

describe('policies', () => {
  it('uses the exact desktop and mobile texts', () => {
    const hotel = buildPropertyDetails(listing('hotel-2')).policies;
    expect(hotel).toMatchObject({
      checkIn: '3:00 PM – 11:00 PM',
      checkOut: '11:00 AM',
      cancellation: 'Free cancellation until 24 hours before check-in',
      smokingPolicy: 'Non-smoking property',
      ageRestriction: 'Guests must be 21 or older to book',
    });
    expect(buildMobilePropertyDetails(listing('vrbo-1')).policies).toEqual({
      checkIn: '4:00 PM – 10:00 PM',
      checkOut: '11:00 AM',
      cancellation: 'Free cancellation until 48 hours before check-in',
      petPolicy: 'No pets allowed',
    });
  });

  it('has a pet policy exactly when an amenity mentions pets or dogs', () => {
    expect(lodgingListings.some(takesPets)).toBe(true);
    expect(lodgingListings.some((item) => !takesPets(item))).toBe(true);
    for (const item of lodgingListings) {
      const { policies } = buildPropertyDetails(item);
      const mobile = buildMobilePropertyDetails(item).policies;
      if (takesPets(item)) {
        expect(policies.petPolicy).toBe('Pets allowed with a fee');
        expect(mobile.petPolicy).toBe('Pets allowed: $50 per stay');
      } else {
        expect(policies.petPolicy).toBeUndefined();
        expect('petPolicy' in policies).toBe(false);
        expect(mobile.petPolicy).toBe('No pets allowed');
      }
    }
  });

  it('reads a pet amenity as a word, in any case', () => {
    const base = listing('vrbo-1');
    expect(buildPropertyDetails({ ...base, amenities: ['DOGS welcome'] }).policies.petPolicy).toBe(
      'Pets allowed with a fee',
    );
    expect(buildPropertyDetails({ ...base, amenities: ['Carpeted floors'] }).policies.petPolicy).toBeUndefined();
  });
});

describe('host', () => {
  it('appears only for vrbo- listings, naming the partner rather than an invented host', () => {
    for (const item of lodgingListings) {
      const { host } = buildPropertyDetails(item);
      if (item.id.startsWith('vrbo-')) {
        expect(host).toEqual({ partner: 'Vrbo' });
        expect(buildMobilePropertyDetails(item).host).toEqual({ partner: 'Vrbo' });
      } else {
        expect(host).toBeUndefined();
        expect(buildMobilePropertyDetails(item).host).toBeUndefined();
      }
    }
  });
});

describe('rooms and guests', () => {
  it('shows the listed nightly price on the first room only, and no invented "was" price or availability', () => {
    for (const item of lodgingListings) {
      const { rooms } = buildPropertyDetails(item);
      expect(rooms[0]?.listedPrice).toBe(item.priceNightly);
      for (const room of rooms.slice(1)) expect(room.listedPrice).toBeUndefined();
      for (const room of rooms) {
        expect(room).not.toHaveProperty('originalPrice');
        expect(room).not.toHaveProperty('available');
      }
    }
  });

  it('gives hotels 2–3 room types for up to 4 guests', () => {
    for (const item of hotels) {
      const details = buildPropertyDetails(item);
      expect(details.maxGuests).toBe(4);
      expect(details.rooms.length).toBeGreaterThanOrEqual(2);
      expect(details.rooms.length).toBeLessThanOrEqual(3);
      for (const room of details.rooms) {
        expect(room.maxGuests).toBeGreaterThanOrEqual(1);
        expect(room.maxGuests).toBeLessThanOrEqual(4);
      }
    }
  });

  it('gives rentals one entire home for up to 8 guests', () => {
    for (const item of rentals) {
      const details = buildPropertyDetails(item);
      expect(details.maxGuests).toBe(8);
      expect(details.rooms).toHaveLength(1);
      expect(details.rooms[0]?.name).toBe('Entire home');
      expect(details.rooms[0]?.description).toMatch(/\d bedrooms/);
      expect(details.rooms[0]?.maxGuests).toBeLessThanOrEqual(8);
    }
  });
});

describe('every listing', () => {
  it.each(lodgingListings.map((item) => [item.id, item] as const))('%s builds complete details', (_, item) => {
    const details = buildPropertyDetails(item);
    expect(details.listing).toBe(item);

    expect(details.fullDescription.length).toBeGreaterThanOrEqual(2);
    expect(details.fullDescription.length).toBeLessThanOrEqual(3);
    expect(details.fullDescription[0]).toContain(item.name);
    expect(details.fullDescription.join(' ')).not.toMatch(/lorem|ipsum|undefined|null|NaN|\{/i);

    // No invented review texts or reviewers (issue 21): the page shows only the listing's own figures.
    expect(details).not.toHaveProperty('reviews');

    expect(details.nearbyAttractions.length).toBeGreaterThanOrEqual(5);
    expect(details.nearbyAttractions.length).toBeLessThanOrEqual(6);
    for (const attraction of details.nearbyAttractions) {
      expect(attraction.distance).toMatch(/^\d+\.\d mi$/);
    }

    expect(details.detailedAmenities.length).toBeGreaterThanOrEqual(4);
    expect(details.detailedAmenities.length).toBeLessThanOrEqual(5);
    expect(details.detailedAmenities[0]).toEqual({ category: 'Popular', items: item.amenities });
    for (const group of details.detailedAmenities) expect(group.items.length).toBeGreaterThan(0);

    const mobile = buildMobilePropertyDetails(item);
    expect(mobile.fullDescription).toContain(item.name);
    expect(mobile.highlights.length).toBeGreaterThanOrEqual(8);
    expect(mobile.highlights.length).toBeLessThanOrEqual(10);
    expect(new Set(mobile.highlights.map((highlight) => highlight.title)).size).toBe(mobile.highlights.length);
    expect(mobile.facilities.length).toBeGreaterThanOrEqual(4);
    expect(mobile.facilities.length).toBeLessThanOrEqual(5);
    expect(mobile.nearbyAttractions).toEqual(details.nearbyAttractions);
  });

  it('keeps nearby attractions right for the area', () => {
    const downtown = buildPropertyDetails(listing('hotel-1')).nearbyAttractions;
    expect(downtown.map((attraction) => attraction.name)).toContain('Estes Park Riverwalk');
    expect(downtown.map((attraction) => attraction.name)).not.toContain('The Stanley Hotel');
    const river = buildPropertyDetails(listing('vrbo-2')).nearbyAttractions;
    expect(river[0]).toEqual({ name: 'Fall River', distance: expect.stringMatching(/^0\.[12] mi$/), type: 'River' });
    for (const item of lodgingListings.filter((candidate) => candidate.area === 'riverside')) {
      const [nearest] = buildPropertyDetails(item).nearbyAttractions;
      expect(nearest?.type).toBe('River');
      expect(nearest?.distance).toMatch(/^0\.[12] mi$/);
    }
  });

  it('does not send guests of the Stanley Hotel to the Stanley Hotel', () => {
    const stanley = buildPropertyDetails(listing('hotel-1'));
    expect(stanley.listing.name).toBe('The Stanley Hotel');
    expect(stanley.fullDescription.slice(1).join(' ')).not.toContain('Stanley');
  });
});

describe('find', () => {
  it('finds known ids and returns undefined for unknown ones', () => {
    expect(findPropertyDetails('hotel-1')?.listing.id).toBe('hotel-1');
    expect(findMobilePropertyDetails('vrbo-1')?.listing.id).toBe('vrbo-1');
    for (const id of ['hotel-999', 'nope']) {
      expect(findPropertyDetails(id)).toBeUndefined();
      expect(findMobilePropertyDetails(id)).toBeUndefined();
    }
  });
});
