/**
 * The property page's content, built on the client (docs/rules/lodging.md#property-pages).
 *
 * The source data only has a listing row per property, so the detail page (description, amenity
 * groups, rooms, policies, nearby attractions, reviews, host and gallery) is put together here
 * from the listing itself plus what we know about Estes Park. Everything is deterministic: the
 * variety comes from a small hash of the listing id (never Math.random or the clock), so the
 * same id gives the same page on the server and in the browser.
 *
 * - Policies are fixed texts; a pet policy appears only when an amenity mentions pets or dogs.
 * - Rooms: hotels get 2–3 room types (the first at the listing's nightly price), rentals one
 *   'Entire home'. Only the room the listing is priced for carries the listed nightly price; the
 *   partner prices the other rooms (and says what is available).
 * - Galleries start with the listing's own picture, then take the other drawings of the same
 *   property type, each once: at most 5 on desktop, 6 on mobile (fewer when the type has fewer).
 * - Rentals (vrbo- listings) name the partner they are let through, not an invented host; there
 *   are no review texts: the pages show the rating and review count the listing carries, with
 *   their source (issue 21).
 */
import { hotelMaxGuests, maxGuestsFor, rentalMaxGuests } from '../domain/lodging-rules';
import type { LodgingArea, LodgingImage, LodgingListing, PropertyType } from '../domain/lodging-types';
import { partnerNameOf } from '../domain/rating-source';
import { findListing } from './listings';
import { illustrationsOf } from './lodging-images';

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

export interface PropertyRoom {
  name: string;
  description: string;
  /**
   * The partner's listed nightly price, on the room it is listed for (a hotel's first room, a
   * rental's whole home); undefined where the partner prices the room itself (issue 21).
   */
  listedPrice?: number;
  maxGuests: number;
  beds: string;
  size: string;
  amenities: readonly string[];
}

/**
 * Who lets a rental: the listing data names no host, so the page names the partner the home is
 * let through and sends the visitor there for the host's name, replies and reviews (issue 21:
 * no invented host).
 */
export interface RentalHost {
  /** The partner the home is let through (Vrbo…). */
  partner: string;
}

export interface NearbyAttraction {
  name: string;
  /** e.g. '1.2 mi'. */
  distance: string;
  type: string;
}

export interface AmenityGroup {
  category: string;
  items: readonly string[];
}

export interface PropertyPolicies {
  checkIn: string;
  checkOut: string;
  cancellation: string;
  /** Only when the listing takes pets. */
  petPolicy?: string;
  smokingPolicy: string;
  ageRestriction: string;
}

export interface PropertyDetails {
  listing: LodgingListing;
  /** 2–3 paragraphs. */
  fullDescription: readonly string[];
  detailedAmenities: readonly AmenityGroup[];
  rooms: readonly PropertyRoom[];
  policies: PropertyPolicies;
  nearbyAttractions: readonly NearbyAttraction[];
  /** Only for rentals (vrbo- listings). */
  host?: RentalHost;
  /** 1–5 illustrations of the listing's type, its own picture first. */
  gallery: readonly LodgingImage[];
  /** 4 for hotels, 8 otherwise. */
  maxGuests: number;
}

export interface MobileHighlight {
  title: string;
  description: string;
  /** A short emoji. */
  icon: string;
}

export interface MobileFacility {
  name: string;
  icon: string;
  available: boolean;
}

export interface MobileFacilityGroup {
  category: string;
  items: readonly MobileFacility[];
}

export interface MobilePolicies {
  checkIn: string;
  checkOut: string;
  cancellation: string;
  petPolicy: string;
}

export interface MobilePropertyDetails {
  listing: LodgingListing;
  fullDescription: string;
  /** 1–6 illustrations of the listing's type, its own picture first. */
  gallery: readonly LodgingImage[];
  /** 8–10 (the page shows 6, then expands). */
  highlights: readonly MobileHighlight[];
  /** 4–5 categories. */
  facilities: readonly MobileFacilityGroup[];
  policies: MobilePolicies;
  nearbyAttractions: readonly NearbyAttraction[];
  /** Only for rentals (vrbo- listings). */
  host?: RentalHost;
}

// ---------------------------------------------------------------------------------------------
// Deterministic variety
// ---------------------------------------------------------------------------------------------

/** FNV-1a (32-bit): the small, stable hash every choice here starts from. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Numbers in [0, 1) from a seed (mulberry32): the same seed always gives the same sequence. */
type Random = () => number;

function seeded(seed: string): Random {
  let state = hashText(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max (both included). */
const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

function pickOne<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from.');
  return item;
}

/** The items in a seeded order (a stable sort on seeded keys). */
const shuffle = <T>(random: Random, items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

/** Between min and max of the items, keeping their original order. */
function someOf<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const count = Math.min(items.length, between(random, min, max));
  const chosen = new Set(shuffle(random, items).slice(0, count));
  return items.filter((item) => chosen.has(item));
}

// ---------------------------------------------------------------------------------------------
// Wording helpers (no Intl, so server and browser write the same text)
// ---------------------------------------------------------------------------------------------

/** Thousands grouped from the right by hand: a lookahead pattern would rescan the digits after every position. */
const withCommas = (value: number): string => {
  const rounded = String(Math.round(value));
  const sign = rounded.startsWith('-') ? '-' : '';
  const digits = rounded.slice(sign.length);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `${sign}${groups.join(',')}`;
};

const withArticle = (noun: string): string => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

const listOf = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** 'Free WiFi' → 'free WiFi', 'Hot tub' → 'hot tub', 'EV charging' → 'EV charging'. */
const lowerCased = (amenity: string): string =>
  amenity
    .split(' ')
    .map((word) => (/[A-Z]/.test(word.slice(1)) ? word : word.toLowerCase()))
    .join(' ');

/** Amenity flags that read better reworded in a sentence. */
const sentenceWording: Readonly<Record<string, string>> = {
  riverfront: 'a riverfront setting',
  lakefront: 'a lakefront setting',
  'breakfast included': 'breakfast',
  'pet friendly': 'pet-friendly rooms',
  'adults only': 'an adults-only setting',
  'walk to town': 'an easy walk to town',
};

/** Single things that take an article ('a hot tub', 'an indoor pool'). */
const countable =
  /^(restaurant|bar|spa|hot tub|fireplace|kitchenette|full kitchen|kitchen|indoor pool|outdoor pool|fitness center|balcony|deck|porch|fire pit|wood stove|game room|sauna)$/;

/** An amenity as it reads inside a sentence: 'Free WiFi' → 'free WiFi', 'Hot tub' → 'a hot tub'. */
function inSentence(amenity: string): string {
  const lower = lowerCased(amenity);
  const reworded = sentenceWording[lower.toLowerCase()];
  if (reworded) return reworded;
  return countable.test(lower) ? withArticle(lower) : lower;
}

// ---------------------------------------------------------------------------------------------
// What the listing tells us
// ---------------------------------------------------------------------------------------------

const petPattern = /\b(pets?|dogs?)\b/i;

/** Whether one of the listing's amenities mentions pets or dogs (as a word). */
const takesPets = (listing: LodgingListing): boolean => listing.amenities.some((amenity) => petPattern.test(amenity));

const hasAmenity = (listing: LodgingListing, pattern: RegExp): boolean =>
  listing.amenities.some((amenity) => pattern.test(amenity));

const typeNouns: Record<PropertyType, string> = {
  Hotel: 'hotel',
  Resort: 'resort',
  Inn: 'inn',
  Lodge: 'lodge',
  Cabin: 'cabin',
  House: 'house',
  Apartment: 'apartment',
  Condo: 'condo',
  Cottage: 'cottage',
  Other: 'place to stay',
};

/** What the property is, in a sentence ('hotel', 'cabin resort', 'condo'). */
const propertyNoun = (listing: LodgingListing): string =>
  listing.kind === 'hotel' && listing.type === 'Cabin' ? 'cabin resort' : typeNouns[listing.type];

/** The river a riverside listing sits on. */
function riverOf(listing: LodgingListing): string {
  const neighborhood = listing.neighborhood ?? '';
  if (/north fork/i.test(neighborhood)) return 'the North Fork of the Big Thompson River';
  if (/big thompson/i.test(neighborhood)) return 'the Big Thompson River';
  return 'Fall River';
}

/** Roughly how far out of town the listing is (places outside Estes Park, and the far south of the valley). */
const milesOutOfTownByCity: Readonly<Record<string, number>> = { 'Glen Haven': 6, Drake: 11 };
const milesOutOfTownByNeighborhood: Readonly<Record<string, number>> = { 'Highway 7 / Tahosa Valley': 3 };

const milesOutOfTown = (listing: LodgingListing): number =>
  milesOutOfTownByCity[listing.city] ?? milesOutOfTownByNeighborhood[listing.neighborhood ?? ''] ?? 0;

/** In a village down the canyon rather than in Estes Park itself. */
const outsideTown = (listing: LodgingListing): boolean => milesOutOfTownByCity[listing.city] !== undefined;

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------------------------
// Gallery
// ---------------------------------------------------------------------------------------------

/**
 * Up to `count` drawings of the listing's own type, its own picture first, then the others of
 * that type in rotation, each once: a type with few drawings has a short gallery rather than a
 * drawing of another kind of place.
 */
function galleryFor(listing: LodgingListing, count: number): LodgingImage[] {
  const images = illustrationsOf(listing.type);
  const start = Math.max(
    0,
    images.findIndex((artwork) => artwork.src === listing.image.src && listing.image.alt.endsWith(artwork.alt)),
  );
  const others = Array.from({ length: Math.min(count, images.length) - 1 }, (_, offset) => {
    const artwork = images[(start + 1 + offset) % images.length];
    if (!artwork) throw new Error('No lodging pictures to show.');
    return { ...artwork, alt: `${listing.name}: ${artwork.alt}` };
  });
  return [listing.image, ...others];
}

// ---------------------------------------------------------------------------------------------
// Description
// ---------------------------------------------------------------------------------------------

const areaPhrases: Record<LodgingArea, string> = {
  downtown: 'within walking distance of the shops, restaurants and Riverwalk of downtown',
  'national-park': 'minutes from the entrances to Rocky Mountain National Park',
  lake: 'close to the shores of Lake Estes',
  riverside: 'along the river on the quieter edge of town',
};

function areaParagraphs(listing: LodgingListing): readonly string[] {
  if (outsideTown(listing)) {
    const water = listing.area === 'riverside' ? ` along ${riverOf(listing)}` : '';
    return [
      `Set${water} in ${listing.city}, this is the quiet side of the Estes Park area: mornings by the water, evenings under dark skies, and elk and bighorn sheep on the canyon walls. Downtown Estes Park, the Riverwalk and Rocky Mountain National Park are a scenic drive away.`,
    ];
  }
  switch (listing.area) {
    case 'downtown':
      return [
        'Step out the door and you are on the Riverwalk, with the saltwater taffy shops, galleries and cafés of Elkhorn Avenue a few minutes away on foot. Elk wander through town on autumn evenings, and the Estes Park Museum and the historic Stanley Hotel are a short drive away.',
        'Staying in the middle of town means you can park once and walk everywhere: dinner on Elkhorn Avenue, an evening stroll along the Riverwalk where the Big Thompson River and Fall River meet, and taffy on the way back. Rocky Mountain National Park’s Beaver Meadows Entrance is about 4 miles up the road when you want the trails.',
      ];
    case 'national-park':
      return [
        'You are only minutes from the gates of Rocky Mountain National Park, so it is easy to beat the crowds to the Bear Lake trailheads or be on Trail Ridge Road for sunrise. Elk and mule deer graze the meadows nearby, and in September the bugling of the rut carries across Moraine Park at dusk.',
        'Mornings start with views toward the Continental Divide and a short drive into the park, which makes the timed-entry reservations the park uses in peak season easy to work with. Downtown Estes Park, with its restaurants and shops, is a few minutes back down the valley.',
      ];
    case 'lake':
      return [
        'Lake Estes is close by: the paved Lake Estes Trail loops around the water for walks, bike rides and birdwatching, and the marina rents kayaks, paddleboards and pontoon boats in summer. Elk often rest on the lakeshore, and downtown and the Riverwalk are only a couple of minutes away by car.',
        'Evenings here are about the light on the water and the view of the peaks above town. The Estes Park Museum is nearby, and Rocky Mountain National Park’s entrances are a 10 to 15 minute drive away.',
      ];
    case 'riverside': {
      const river = riverOf(listing);
      return [
        `The sound of ${river} is the backdrop to your stay: sit by the water with a coffee, try a little fly fishing, or watch for elk and deer coming down to drink. Downtown’s shops and the Riverwalk are a short drive away, and the park is close enough for an early start on Trail Ridge Road.`,
        `Set along ${river}, this part of the valley feels quieter than downtown while keeping everything close: Elkhorn Avenue and the Riverwalk are a few minutes away, and Rocky Mountain National Park is just up the road.`,
      ];
    }
  }
}

function kindParagraph(listing: LodgingListing): string {
  const highlights = listing.amenities.slice(0, 4).map(inSentence);
  if (listing.kind === 'hotel') {
    const amenities = highlights.length > 0 ? ` Popular amenities include ${listOf(highlights)}.` : '';
    return `Rooms start at $${withCommas(listing.priceNightly)} per night and sleep up to ${hotelMaxGuests} guests.${amenities} The team at the front desk is happy to share tips on trailheads, scenic drives and where to eat in town.`;
  }
  const amenities = highlights.length > 0 ? ` Amenities include ${listOf(highlights)}.` : '';
  return `The whole ${propertyNoun(listing)} is yours and sleeps up to ${rentalMaxGuests} guests.${amenities} Nightly rates start at $${withCommas(listing.priceNightly)}, and self check-in lets you arrive on your own schedule after the drive up the canyon.`;
}

function descriptionFor(listing: LodgingListing): string[] {
  const random = seeded(`${listing.id}:description`);
  const where = listing.neighborhood ? `the ${listing.neighborhood} area of ${listing.city}` : listing.city;
  const reviews = listing.reviewsCount === 1 ? '1 review' : `${withCommas(listing.reviewsCount)} reviews`;
  const rating =
    listing.ratingListed && listing.rating > 0
      ? ` ${partnerNameOf(listing)} lists a guest rating of ${listing.rating.toFixed(1)} out of 10${listing.ratingText ? ` (${listing.ratingText})` : ''} from ${reviews}.`
      : '';
  const setting = outsideTown(listing)
    ? `about ${milesOutOfTown(listing)} miles from downtown Estes Park`
    : areaPhrases[listing.area];
  const opening = `${listing.name} is ${withArticle(propertyNoun(listing))} in ${where}, ${setting}.${rating}`;
  const ownName = listing.name.toLowerCase();
  const aboutOthers = areaParagraphs(listing).filter(
    (paragraph) => !(ownName.includes('stanley') && paragraph.includes('Stanley')),
  );
  const paragraphs = [opening, pickOne(random, aboutOthers)];
  if (random() < 0.7) paragraphs.push(kindParagraph(listing));
  return paragraphs;
}

// ---------------------------------------------------------------------------------------------
// Amenity groups (desktop)
// ---------------------------------------------------------------------------------------------

const outdoorsByArea: Record<LodgingArea, string> = {
  downtown: 'Riverwalk a short walk away',
  'national-park': 'Trailheads a short drive away',
  lake: 'Lake Estes Trail access',
  riverside: 'River access',
};

function amenityGroupsFor(listing: LodgingListing): AmenityGroup[] {
  const random = seeded(`${listing.id}:amenities`);
  const popular = [...listing.amenities];
  const known = new Set(popular.map((item) => item.toLowerCase()));
  const fresh = (items: readonly string[]): string[] => items.filter((item) => !known.has(item.toLowerCase()));
  const group = (category: string, items: readonly string[]): AmenityGroup => ({
    category,
    items: someOf(random, fresh(items), 4, 6),
  });
  const outdoors = [
    outdoorsByArea[listing.area],
    'Mountain views',
    'Picnic area',
    'Outdoor fire pit',
    'Bear-proof trash bins',
    'Wildlife viewing',
  ];
  if (listing.kind === 'hotel') {
    return [
      { category: 'Popular', items: popular },
      group('Room', [
        'Private bathroom',
        'Flat-screen TV',
        'Coffee maker',
        'Mini fridge',
        'Hair dryer',
        'Blackout curtains',
        'Work desk',
      ]),
      group('Outdoors', [...outdoors, 'Patio seating']),
      group('Services', [
        'Front desk',
        'Daily housekeeping',
        'Luggage storage',
        'Tour and activity desk',
        'Express check-in and check-out',
        'Bike storage',
      ]),
      group('Accessibility', [
        'Accessible parking',
        'Ground-floor rooms available',
        'Grab bars in bathroom',
        'Roll-in shower in select rooms',
        'Step-free path to the entrance',
      ]),
    ];
  }
  return [
    { category: 'Popular', items: popular },
    group('Kitchen & Living', [
      'Refrigerator',
      'Dishwasher',
      'Microwave',
      'Coffee maker',
      'Cookware and dishes',
      'Washer and dryer',
      'Smart TV',
      'Board games and books',
    ]),
    group('Outdoors', [...outdoors, 'Deck with seating', 'Gas grill']),
    group('Services', [
      'Self check-in with keypad',
      'Local host on call',
      'Snow removal in winter',
      'Linens and towels provided',
      'Welcome guide with local tips',
    ]),
    group('Safety', [
      'Smoke alarm',
      'Carbon monoxide alarm',
      'Fire extinguisher',
      'First aid kit',
      'Exterior lighting',
    ]),
  ];
}

// ---------------------------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------------------------

interface RoomPlan {
  name: string;
  description: string;
  /** Added to the listing's nightly price (the first room adds nothing). */
  maxGuests: number;
  beds: string;
  sqft: readonly [number, number];
  amenities: readonly string[];
}

const suiteNames: Record<LodgingArea, string> = {
  downtown: 'Riverwalk View Suite',
  'national-park': 'Mountain View Suite',
  lake: 'Lakeview Suite',
  riverside: 'Riverside Suite',
};

function hotelRoomPlans(listing: LodgingListing): RoomPlan[] {
  const fireplace = hasAmenity(listing, /fireplace/i) ? ['Fireplace'] : [];
  const kitchenette = hasAmenity(listing, /kitchen/i) ? ['Kitchenette'] : [];
  const wifi = hasAmenity(listing, /wi-?fi/i) ? ['Free WiFi'] : [];
  if (listing.type === 'Cabin') {
    const setting = listing.area === 'riverside' ? 'Riverside' : listing.area === 'lake' ? 'Lakeview' : 'Mountain View';
    return [
      {
        name: 'One-Bedroom Cabin',
        description: 'A cozy cabin with a queen bedroom, a sofa bed in the living area and a porch among the pines.',
        maxGuests: 4,
        beds: '1 queen bed and 1 sofa bed',
        sqft: [420, 520],
        amenities: [...kitchenette, ...fireplace, ...wifi, 'Private bathroom', 'Porch'],
      },
      {
        name: 'Two-Bedroom Cabin',
        description: 'Two separate bedrooms, a full bathroom and a living room with space for a family of four.',
        maxGuests: 4,
        beds: '1 queen bed and 2 twin beds',
        sqft: [600, 750],
        amenities: [...kitchenette, ...fireplace, ...wifi, 'Private bathroom', 'Deck'],
      },
      {
        name: `${setting} Cabin with Hot Tub`,
        description: 'A king cabin with a private hot tub on the deck, made for stargazing on clear mountain nights.',
        maxGuests: 2,
        beds: '1 king bed',
        sqft: [450, 560],
        amenities: [...kitchenette, ...fireplace, ...wifi, 'Private hot tub', 'Deck'],
      },
    ];
  }
  return [
    {
      name: 'Deluxe King Room',
      description: 'A quiet king room with a work desk, blackout curtains and a walk-in shower.',
      maxGuests: 2,
      beds: '1 king bed',
      sqft: [300, 360],
      amenities: [...wifi, 'Private bathroom', 'Coffee maker', 'Flat-screen TV'],
    },
    {
      name: 'Two Queen Beds with Mountain View',
      description: 'Two queen beds and a window onto the peaks above the Estes valley; a good fit for families.',
      maxGuests: 4,
      beds: '2 queen beds',
      sqft: [360, 430],
      amenities: [...wifi, 'Mountain view', 'Private bathroom', 'Mini fridge', 'Coffee maker'],
    },
    {
      name: suiteNames[listing.area],
      description: 'A spacious suite with a separate sitting area, a king bed and a sofa bed for a little extra room.',
      maxGuests: 4,
      beds: '1 king bed and 1 queen sofa bed',
      sqft: [520, 650],
      amenities: [...wifi, ...fireplace, ...kitchenette, 'Sitting area', 'Private bathroom', 'Mini fridge'],
    },
  ];
}

interface HomeLayout {
  bedrooms: number;
  bathrooms: number;
  beds: string;
  sqft: readonly [number, number];
}

function homeLayout(listing: LodgingListing): HomeLayout {
  switch (listing.type) {
    case 'Apartment':
    case 'Condo':
      return { bedrooms: 2, bathrooms: 2, beds: '1 king, 1 queen, 2 twins and 1 queen sofa bed', sqft: [950, 1250] };
    case 'Cabin':
    case 'Cottage':
      return { bedrooms: 3, bathrooms: 2, beds: '1 king, 1 queen and 2 sets of bunk beds', sqft: [1150, 1650] };
    default:
      return { bedrooms: 4, bathrooms: 3, beds: '2 kings, 1 queen and 2 twins', sqft: [1800, 2600] };
  }
}

/** A size such as '1,240 sq ft' (rounded to tens). */
const squareFeet = (random: Random, [min, max]: readonly [number, number]): string =>
  `${withCommas(Math.round(between(random, min, max) / 10) * 10)} sq ft`;

function roomsFor(listing: LodgingListing): PropertyRoom[] {
  const random = seeded(`${listing.id}:rooms`);
  if (listing.kind === 'hotel') {
    const plans = hotelRoomPlans(listing).slice(0, between(random, 2, 3));
    return plans.map((plan, index) => ({
      name: plan.name,
      description: plan.description,
      ...(index === 0 ? { listedPrice: listing.priceNightly } : {}),
      maxGuests: Math.min(plan.maxGuests, hotelMaxGuests),
      beds: plan.beds,
      size: squareFeet(random, plan.sqft),
      amenities: plan.amenities,
    }));
  }
  const layout = homeLayout(listing);
  const noun = propertyNoun(listing);
  const living = hasAmenity(listing, /fireplace|wood stove/i)
    ? 'a living room with a fireplace'
    : 'a living room with mountain views';
  return [
    {
      name: 'Entire home',
      description: `The whole ${noun}: ${layout.bedrooms} bedrooms and ${layout.bathrooms} bathrooms, a full kitchen, ${living} and off-street parking.`,
      listedPrice: listing.priceNightly,
      maxGuests: rentalMaxGuests,
      beds: layout.beds,
      size: squareFeet(random, layout.sqft),
      amenities: [...listing.amenities, 'Washer and dryer', 'Linens and towels'],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Policies
// ---------------------------------------------------------------------------------------------

function policiesFor(listing: LodgingListing): PropertyPolicies {
  return {
    checkIn: '3:00 PM – 11:00 PM',
    checkOut: '11:00 AM',
    cancellation: 'Free cancellation until 24 hours before check-in',
    ...(takesPets(listing) ? { petPolicy: 'Pets allowed with a fee' } : {}),
    smokingPolicy: 'Non-smoking property',
    ageRestriction: 'Guests must be 21 or older to book',
  };
}

function mobilePoliciesFor(listing: LodgingListing): MobilePolicies {
  return {
    checkIn: '4:00 PM – 10:00 PM',
    checkOut: '11:00 AM',
    cancellation: 'Free cancellation until 48 hours before check-in',
    petPolicy: takesPets(listing) ? 'Pets allowed: $50 per stay' : 'No pets allowed',
  };
}

// ---------------------------------------------------------------------------------------------
// Nearby attractions
// ---------------------------------------------------------------------------------------------

interface AttractionSeed {
  name: string;
  type: string;
  /** Miles from a typical property of the area. */
  miles: readonly [number, number];
  /** Always listed for the area. */
  anchor?: boolean;
  /** Right by the property wherever it is (not further away for places out of town). */
  local?: boolean;
}

function attractionSeeds(listing: LodgingListing): AttractionSeed[] {
  switch (listing.area) {
    case 'downtown':
      return [
        { name: 'Estes Park Riverwalk', type: 'Park', miles: [0.1, 0.3], anchor: true },
        { name: 'Elkhorn Avenue shops and taffy stores', type: 'Shopping', miles: [0.1, 0.4], anchor: true },
        { name: 'Estes Park Museum', type: 'Museum', miles: [0.8, 1.2], anchor: true },
        { name: 'Bond Park', type: 'Park', miles: [0.2, 0.4] },
        { name: 'Elkhorn Avenue restaurants', type: 'Dining', miles: [0.1, 0.3] },
        { name: 'Estes Park Aerial Tramway', type: 'Landmark', miles: [0.3, 0.6] },
        { name: 'The Stanley Hotel', type: 'Landmark', miles: [0.8, 1.2] },
        { name: 'Lake Estes Trail', type: 'Trail', miles: [0.8, 1.3] },
        { name: 'Beaver Meadows Visitor Center', type: 'Park', miles: [3.0, 3.6] },
      ];
    case 'national-park': {
      const tahosa: AttractionSeed[] = /tahosa/i.test(listing.neighborhood ?? '')
        ? [
            { name: 'Lily Lake', type: 'Lake', miles: [0.5, 3.0], anchor: true, local: true },
            { name: 'Longs Peak Trailhead', type: 'Trail', miles: [1.0, 5.0], anchor: true, local: true },
          ]
        : [];
      return [
        ...tahosa,
        { name: 'Beaver Meadows Visitor Center', type: 'Park', miles: [0.8, 2.5], anchor: true },
        { name: 'Moraine Park', type: 'Park', miles: [2.5, 5.0], anchor: true },
        { name: 'Bear Lake Trailhead', type: 'Trail', miles: [8.0, 11.0], anchor: true },
        { name: 'Fall River Visitor Center', type: 'Park', miles: [1.5, 4.0] },
        { name: 'Sprague Lake', type: 'Lake', miles: [6.5, 9.0] },
        { name: 'Alluvial Fan Trail', type: 'Trail', miles: [3.0, 6.0] },
        { name: 'Downtown Estes Park shops', type: 'Shopping', miles: [2.5, 4.5] },
        { name: 'Elkhorn Avenue restaurants', type: 'Dining', miles: [2.5, 4.5] },
      ];
    }
    case 'lake':
      return [
        { name: 'Lake Estes Trail', type: 'Trail', miles: [0.1, 0.5], anchor: true },
        { name: 'Lake Estes Marina', type: 'Lake', miles: [0.2, 0.9], anchor: true },
        { name: 'Estes Park Museum', type: 'Museum', miles: [0.4, 1.0], anchor: true },
        { name: 'Estes Park Riverwalk', type: 'Park', miles: [1.0, 1.6] },
        { name: 'The Stanley Hotel', type: 'Landmark', miles: [1.0, 1.8] },
        { name: 'Marys Lake', type: 'Lake', miles: [1.8, 3.0] },
        { name: 'Elkhorn Avenue shops and taffy stores', type: 'Shopping', miles: [1.2, 2.0] },
        { name: 'Restaurants on Big Thompson Avenue', type: 'Dining', miles: [0.5, 1.2] },
        { name: 'Beaver Meadows Visitor Center', type: 'Park', miles: [3.5, 5.0] },
      ];
    case 'riverside': {
      const river = capitalized(riverOf(listing).replace(/^the /, ''));
      const onFallRiver = river === 'Fall River';
      return [
        { name: river, type: 'River', miles: [0.1, 0.2], anchor: true, local: true },
        { name: 'Estes Park Riverwalk', type: 'Park', miles: [0.6, 2.0], anchor: true },
        onFallRiver
          ? { name: 'Fall River Visitor Center', type: 'Park', miles: [0.8, 3.0], anchor: true }
          : { name: 'Big Thompson Canyon', type: 'Park', miles: [0.5, 3.0], anchor: true },
        onFallRiver
          ? { name: 'Alluvial Fan Trail', type: 'Trail', miles: [3.0, 5.5] }
          : { name: 'Lake Estes Trail', type: 'Trail', miles: [1.5, 3.0] },
        { name: 'Elkhorn Avenue shops and taffy stores', type: 'Shopping', miles: [0.8, 2.2] },
        { name: 'Elkhorn Avenue restaurants', type: 'Dining', miles: [0.8, 2.2] },
        { name: 'Estes Park Aerial Tramway', type: 'Landmark', miles: [1.0, 2.4] },
        { name: 'Beaver Meadows Visitor Center', type: 'Park', miles: [2.5, 4.5] },
      ];
    }
  }
}

function nearbyAttractionsFor(listing: LodgingListing): NearbyAttraction[] {
  const random = seeded(`${listing.id}:nearby`);
  const ownName = listing.name.toLowerCase();
  const neighborhood = listing.neighborhood?.toLowerCase();
  const outOfTown = milesOutOfTown(listing);
  const seeds = attractionSeeds(listing).filter((seed) => seed.name.toLowerCase() !== ownName);
  const anchors = seeds.filter((seed) => seed.anchor);
  const count = between(random, 5, 6);
  const chosen = [
    ...anchors,
    ...shuffle(
      random,
      seeds.filter((seed) => !seed.anchor),
    ),
  ].slice(0, count);
  return chosen
    .map((seed) => {
      const name = seed.name.toLowerCase();
      const inNeighborhood =
        neighborhood !== undefined &&
        (name === neighborhood ||
          neighborhood.includes(name) ||
          ((seed.type === 'Trail' || seed.type === 'Lake') && name.includes(neighborhood)));
      const [min, max] = inNeighborhood ? [Math.min(seed.miles[0], 0.1), Math.min(seed.miles[1], 0.5)] : seed.miles;
      const extra = inNeighborhood || seed.local ? 0 : outOfTown;
      const miles = Math.max(0.1, Math.round((min + random() * (max - min) + extra) * 10) / 10);
      return { seed, miles };
    })
    .sort((a, b) => a.miles - b.miles)
    .map(({ seed, miles }) => ({ name: seed.name, distance: `${miles.toFixed(1)} mi`, type: seed.type }));
}

// ---------------------------------------------------------------------------------------------
// Hosts and management
// ---------------------------------------------------------------------------------------------

const isVrbo = (listing: LodgingListing): boolean => listing.id.startsWith('vrbo-');

// ---------------------------------------------------------------------------------------------
// Mobile highlights and facilities
// ---------------------------------------------------------------------------------------------

function highlightsFor(listing: LodgingListing): MobileHighlight[] {
  const random = seeded(`${listing.id}:highlights`);
  const has = (pattern: RegExp): boolean => hasAmenity(listing, pattern);
  const fromAmenities: MobileHighlight[] = [
    ...(has(/hot tub/i)
      ? [{ title: 'Hot tub', description: 'Soak under the stars after a day on the trails', icon: '♨️' }]
      : []),
    ...(has(/fireplace|wood stove/i)
      ? [{ title: 'Fireplace', description: 'Cozy evenings by the fire', icon: '🔥' }]
      : []),
    ...(has(/indoor pool/i)
      ? [{ title: 'Indoor pool', description: 'A swim whatever the mountain weather', icon: '🏊' }]
      : has(/pool/i)
        ? [{ title: 'Pool', description: 'Cool off on summer afternoons', icon: '🏊' }]
        : []),
    ...(has(/breakfast/i)
      ? [{ title: 'Breakfast included', description: 'Fuel up before heading into the park', icon: '🥞' }]
      : []),
    ...(takesPets(listing)
      ? [{ title: 'Pet friendly', description: 'Bring the dog along (a fee applies)', icon: '🐕' }]
      : []),
    ...(has(/river/i)
      ? [{ title: 'Riverfront', description: 'Fall asleep to the sound of the river', icon: '🌊' }]
      : []),
    ...(has(/lake/i) ? [{ title: 'Lake setting', description: 'Water and mountain views together', icon: '🏞️' }] : []),
    ...(has(/restaurant/i)
      ? [{ title: 'On-site restaurant', description: 'Dinner without moving the car', icon: '🍽️' }]
      : []),
    ...(has(/\bspa\b/i) ? [{ title: 'Spa', description: 'Massages and treatments after the hike', icon: '💆' }] : []),
    ...(has(/kitchen/i) ? [{ title: 'Kitchen', description: 'Cook your own meals after the trails', icon: '🍳' }] : []),
    ...(has(/wi-?fi/i) ? [{ title: 'WiFi', description: 'Stay connected between adventures', icon: '📶' }] : []),
    ...(has(/parking/i) ? [{ title: 'Parking', description: 'Park right at the door', icon: '🅿️' }] : []),
    ...(has(/mountain view/i)
      ? [{ title: 'Mountain views', description: 'Wake up to the peaks of the Front Range', icon: '🏔️' }]
      : []),
  ];
  const byArea: Record<LodgingArea, MobileHighlight> = {
    downtown: {
      title: 'Walk to downtown',
      description: 'Elkhorn Avenue shops and the Riverwalk on foot',
      icon: '🚶',
    },
    'national-park': {
      title: 'Near the park',
      description: 'Minutes from Rocky Mountain National Park',
      icon: '🌲',
    },
    lake: { title: 'By Lake Estes', description: 'The Lake Estes Trail and marina close by', icon: '🛶' },
    riverside: { title: 'Riverside setting', description: `Close to ${riverOf(listing)}`, icon: '🎣' },
  };
  const rating: MobileHighlight[] = !listing.ratingListed
    ? []
    : listing.rating >= 9
      ? [
          {
            title: 'Guest favorite',
            description: `Rated ${listing.rating.toFixed(1)} out of 10 on ${partnerNameOf(listing)}`,
            icon: '⭐',
          },
        ]
      : listing.rating > 0
        ? [
            {
              title: 'Well reviewed',
              description: `Rated ${listing.rating.toFixed(1)} out of 10 on ${partnerNameOf(listing)}`,
              icon: '👍',
            },
          ]
        : [];
  const byKind: MobileHighlight[] =
    listing.kind === 'hotel'
      ? [{ title: 'Front desk help', description: 'Tips on trailheads, drives and dinner', icon: '🛎️' }]
      : [
          { title: 'Entire place', description: `Sleeps up to ${rentalMaxGuests} with room to spread out`, icon: '🏡' },
          { title: 'Self check-in', description: 'Arrive on your own schedule', icon: '🔑' },
        ];
  const estesPark: MobileHighlight[] = [
    { title: 'Elk viewing', description: 'Elk often graze nearby, especially in autumn', icon: '🦌' },
    { title: 'Dark skies', description: 'Great stargazing on clear nights', icon: '✨' },
    { title: 'Trail Ridge Road', description: 'The scenic drive over the Continental Divide', icon: '🛣️' },
    { title: 'Hiking', description: 'Dozens of trailheads a short drive away', icon: '🥾' },
    { title: 'Four seasons', description: 'Summer hikes, autumn elk and winter snowshoeing', icon: '🍂' },
  ];
  const candidates = [...fromAmenities, byArea[listing.area], ...rating, ...byKind, ...shuffle(random, estesPark)];
  const unique = candidates.filter(
    (highlight, index) => candidates.findIndex((other) => other.title === highlight.title) === index,
  );
  return unique.slice(0, between(random, 8, 10));
}

function facilitiesFor(listing: LodgingListing): MobileFacilityGroup[] {
  const has = (pattern: RegExp): boolean => hasAmenity(listing, pattern);
  const hotel = listing.kind === 'hotel';
  const item = (name: string, icon: string, available: boolean): MobileFacility => ({ name, icon, available });
  return [
    {
      category: 'Essentials',
      items: [
        item('WiFi', '📶', has(/wi-?fi/i)),
        item('Parking', '🅿️', has(/parking/i)),
        item('Heating', '🌡️', true),
        item('Air conditioning', '❄️', hotel && (listing.type === 'Hotel' || listing.type === 'Resort')),
        item('Washer and dryer', '🧺', !hotel),
      ],
    },
    {
      category: 'Kitchen & Dining',
      items: [
        item('Kitchen', '🍳', has(/kitchen/i)),
        item('Coffee maker', '☕', true),
        item('Restaurant', '🍽️', has(/restaurant/i)),
        item('Breakfast included', '🥞', has(/breakfast/i)),
        item('Grill', '🍖', !hotel),
      ],
    },
    {
      category: 'Outdoors & Views',
      items: [
        item('Mountain views', '🏔️', has(/mountain view/i) || listing.area === 'national-park'),
        item('Riverfront', '🌊', has(/river/i) || listing.area === 'riverside'),
        item('Lake nearby', '🛶', has(/lake/i) || listing.area === 'lake'),
        item('Deck or patio', '🪑', !hotel || has(/deck|patio|balcony|porch/i)),
        item('Fire pit', '🔥', has(/fire pit/i)),
      ],
    },
    {
      category: 'Wellness',
      items: [
        item('Hot tub', '♨️', has(/hot tub/i)),
        item('Pool', '🏊', has(/pool/i)),
        item('Spa', '💆', has(/\bspa\b/i)),
        item('Fitness center', '🏋️', has(/fitness/i)),
      ],
    },
    {
      category: 'Family & Pets',
      items: [
        item('Pets allowed', '🐕', takesPets(listing)),
        item('Family friendly', '👪', !has(/adults only/i)),
        item('Board games', '🎲', !hotel),
        item('EV charging', '🔌', has(/\bev\b/i)),
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------------------------

/** The desktop property page's content for a listing (same listing → same content). */
export function buildPropertyDetails(listing: LodgingListing): PropertyDetails {
  return {
    listing,
    fullDescription: descriptionFor(listing),
    detailedAmenities: amenityGroupsFor(listing),
    rooms: roomsFor(listing),
    policies: policiesFor(listing),
    nearbyAttractions: nearbyAttractionsFor(listing),
    ...(isVrbo(listing) ? { host: { partner: partnerNameOf(listing) } } : {}),
    gallery: galleryFor(listing, 5),
    maxGuests: maxGuestsFor(listing),
  };
}

/** The desktop details of the listing with this id, or undefined. */
export function findPropertyDetails(id: string): PropertyDetails | undefined {
  const listing = findListing(id);
  return listing ? buildPropertyDetails(listing) : undefined;
}

/** The mobile property page's content for a listing (same listing → same content). */
export function buildMobilePropertyDetails(listing: LodgingListing): MobilePropertyDetails {
  return {
    listing,
    fullDescription: descriptionFor(listing).join('\n\n'),
    gallery: galleryFor(listing, 6),
    highlights: highlightsFor(listing),
    facilities: facilitiesFor(listing),
    policies: mobilePoliciesFor(listing),
    nearbyAttractions: nearbyAttractionsFor(listing),
    ...(isVrbo(listing) ? { host: { partner: partnerNameOf(listing) } } : {}),
  };
}

/** The mobile details of the listing with this id, or undefined. */
export function findMobilePropertyDetails(id: string): MobilePropertyDetails | undefined {
  const listing = findListing(id);
  return listing ? buildMobilePropertyDetails(listing) : undefined;
}
