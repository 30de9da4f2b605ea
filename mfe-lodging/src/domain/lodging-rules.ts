/**
 * The lodging area's business rules (docs/rules/lodging.md#property-types to
 * docs/rules/lodging.md#newsletter-banner): the filters' and sorts' labels, the price bands, how
 * a facility name answers an amenity filter, the order of names, rating badge tones and where the
 * newsletter banner sits. Pure functions over the vocabulary of lodging-types.ts, so pages, the
 * server and tests agree on one answer; offer-rules.ts applies them to the partner's offers.
 */
import type {
  AmenityFilter,
  AreaPreference,
  PriceBand,
  PropertyType,
  RatingMinimum,
  SortKey,
  ViewMode,
} from './lodging-types';

// ---------------------------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------------------------

/** What the type filter shows when no single type is chosen. */
export const allPropertyTypesLabel = 'All';

/** The type filter's label: the type itself, or All. */
export const propertyTypeLabel = (type: PropertyType | undefined): string => type ?? allPropertyTypesLabel;

export const priceBandLabels: Readonly<Record<PriceBand, string>> = {
  'under-150': 'Under $150',
  '150-250': '$150 – $250',
  '250-350': '$250 – $350',
  '350-500': '$350 – $500',
  'over-500': 'Over $500',
};

/** '9.0+', '8.5+', …: always one decimal so the options line up. */
export const ratingMinimumLabel = (minimum: RatingMinimum): string => `${minimum.toFixed(1)}+`;

export const ratingMinimumLabels: Readonly<Record<RatingMinimum, string>> = {
  9: ratingMinimumLabel(9),
  8.5: ratingMinimumLabel(8.5),
  8: ratingMinimumLabel(8),
  7.5: ratingMinimumLabel(7.5),
  7: ratingMinimumLabel(7),
};

export const sortLabels: Readonly<Record<SortKey, string>> = {
  'top-picks': 'Top picks',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Guest rating',
  'most-reviewed': 'Most reviewed',
  name: 'Name (A–Z)',
};

export const areaPreferenceLabels: Readonly<Record<AreaPreference, string>> = {
  any: 'No Preference',
  downtown: 'Downtown Estes Park',
  'national-park': 'Near Rocky Mountain National Park',
  lake: 'Lake Estes Waterfront',
  riverside: 'Riverside Properties',
};

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------

/**
 * Whether a nightly price is in a band. Inner edges belong to both neighbouring bands
 * (docs/rules/lodging.md#price-bands).
 */
export function priceInBand(price: number, band: PriceBand): boolean {
  switch (band) {
    case 'under-150':
      return price < 150;
    case '150-250':
      return price >= 150 && price <= 250;
    case '250-350':
      return price >= 250 && price <= 350;
    case '350-500':
      return price >= 350 && price <= 500;
    case 'over-500':
      return price > 500;
  }
}

// ---------------------------------------------------------------------------------------------
// Amenities
// ---------------------------------------------------------------------------------------------

interface NormalisedAmenity {
  /** Lower-case words, split on anything that is not a letter or digit ('Wi-Fi' → ['wi', 'fi']). */
  words: readonly string[];
  /** The words run together ('Wi-Fi' → 'wifi', 'Hot-tub' → 'hottub'), for spellings with or without breaks. */
  compact: string;
  /** The words joined by single spaces, padded with one space each side, for whole-phrase checks. */
  spaced: string;
}

function normaliseAmenity(text: string): NormalisedAmenity {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  return { words, compact: words.join(''), spaced: ` ${words.join(' ')} ` };
}

/**
 * "No pets", "Pets not allowed", "Pool unavailable": the source says the amenity is missing.
 * Only a leading "no" or "not" counts, so "Free parking (no fee)" is still parking.
 */
const isNegated = ({ words, spaced }: NormalisedAmenity): boolean =>
  words[0] === 'no' ||
  words[0] === 'not' ||
  words.includes('without') ||
  words.includes('unavailable') ||
  / not (allowed|available|permitted|included|provided) /.test(spaced);

/**
 * "Paid parking", "WiFi (fee)", "Breakfast for a surcharge": the filters promise free or
 * included, so a flag that says it costs extra does not count — unless it also says free,
 * included or complimentary (as in "Free parking, no fee").
 */
const costsExtra = ({ words }: NormalisedAmenity): boolean =>
  !words.some((word) => word === 'free' || word === 'included' || word === 'complimentary') &&
  words.some((word) => ['paid', 'fee', 'fees', 'charge', 'charges', 'surcharge'].includes(word));

const hasWord = ({ words }: NormalisedAmenity, ...candidates: string[]): boolean =>
  words.some((word) => candidates.includes(word));

const hasWordStartingWith = ({ words }: NormalisedAmenity, prefix: string): boolean =>
  words.some((word) => word.startsWith(prefix));

/** A run of whole words, e.g. 'hot tub' in 'Private hot tub' but not in 'shot tubing'. */
const hasPhrase = ({ spaced }: NormalisedAmenity, phrase: string): boolean => spaced.includes(` ${phrase} `);

/**
 * How each amenity filter (docs/rules/lodging.md#amenity-filters) recognises the source's free-text
 * flags. Matching is on whole, lower-cased words with punctuation ignored, so 'Wi-Fi', 'WiFi' and
 * 'wifi' are the same, and 'carpet' never reads as 'pet' nor 'carpool' as 'pool'.
 *
 * | filter             | a flag matches when it mentions …                                  | never when …            |
 * |--------------------|--------------------------------------------------------------------|-------------------------|
 * | Free WiFi          | wifi / wi-fi, wireless internet                                    | it is paid              |
 * | Free Parking       | parking (free, on-site, street, garage parking …)                  | it is paid              |
 * | Pool               | pool(s) (indoor pool, heated pool, swimming pool …)                | 'pool table', whirlpool |
 * | Hot Tub            | hot tub(s), hottub, spa tub, jacuzzi, whirlpool                    |                         |
 * | Kitchen            | kitchen… (full kitchen, kitchenette, kitchens)                     |                         |
 * | Pet Friendly       | pet(s), dog(s) (pets allowed, dog friendly, pet-friendly)          |                         |
 * | Breakfast Included | breakfast (breakfast, free breakfast, continental breakfast)       | it is paid              |
 * | Fireplace          | fireplace(s), fire place (wood-burning fireplace, gas fireplace)   |                         |
 *
 * A flag that says the thing is absent ("No pets", "Pool not available") never matches.
 */
const amenityMatchers: Readonly<Record<AmenityFilter, (flag: NormalisedAmenity) => boolean>> = {
  'Free WiFi': (flag) => !costsExtra(flag) && (flag.compact.includes('wifi') || hasPhrase(flag, 'wireless internet')),
  'Free Parking': (flag) => !costsExtra(flag) && hasWord(flag, 'parking'),
  // A pool table is for billiards; a whirlpool is a hot tub, and is its own word anyway.
  Pool: (flag) => hasWord(flag, 'pool', 'pools') && !hasPhrase(flag, 'pool table') && !hasPhrase(flag, 'pool tables'),
  'Hot Tub': (flag) =>
    hasPhrase(flag, 'hot tub') ||
    hasPhrase(flag, 'hot tubs') ||
    hasWord(flag, 'hottub', 'hottubs', 'jacuzzi', 'jacuzzis', 'whirlpool', 'whirlpools') ||
    hasPhrase(flag, 'spa tub') ||
    hasPhrase(flag, 'spa tubs'),
  Kitchen: (flag) => hasWordStartingWith(flag, 'kitchen'),
  'Pet Friendly': (flag) => hasWord(flag, 'pet', 'pets', 'dog', 'dogs', 'petfriendly', 'dogfriendly'),
  'Breakfast Included': (flag) => !costsExtra(flag) && hasWord(flag, 'breakfast', 'breakfasts'),
  Fireplace: (flag) => hasWordStartingWith(flag, 'fireplace') || hasPhrase(flag, 'fire place'),
};

/** Whether one of a place's facility names satisfies an amenity filter (table above). */
export function listingHasAmenity(listing: { amenities: readonly string[] }, filter: AmenityFilter): boolean {
  const matches = amenityMatchers[filter];
  return listing.amenities.some((amenity) => {
    const flag = normaliseAmenity(amenity);
    return !isNegated(flag) && matches(flag);
  });
}

// ---------------------------------------------------------------------------------------------
// Order
// ---------------------------------------------------------------------------------------------

// Base sensitivity: 'lodge' and 'Lodge' tie on name and fall through to the id, so the order never
// depends on capitalisation; numeric: 'Cabin 2' before 'Cabin 10'. Made on first use, not when
// the module loads: a collator costs several milliseconds of ICU set-up on a phone, and the
// listing page's code loads in the task that starts its hydration (issue 17).
let nameCollator: Intl.Collator | undefined;

export const compareNames = (a: string, b: string): number =>
  (nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);

// ---------------------------------------------------------------------------------------------
// Badges, banner
// ---------------------------------------------------------------------------------------------

export type RatingBadgeTone = 'green' | 'blue' | 'orange' | 'gray';

/** 9.5 or more green, 9 or more blue, 8 or more orange, otherwise gray. */
export function ratingBadgeTone(rating: number): RatingBadgeTone {
  if (rating >= 9.5) return 'green';
  if (rating >= 9) return 'blue';
  if (rating >= 8) return 'orange';
  return 'gray';
}

/** The newsletter banner follows the 4th card in the grid (one full row) or the 3rd in the list. */
export const newsletterBannerAfter = (view: ViewMode): 4 | 3 => (view === 'grid' ? 4 : 3);

/**
 * The 0-based index of the card the banner follows (render it right after `cards[index]`), or
 * undefined when there are fewer cards than that: a banner under a short list would read as
 * its end rather than a break in it. With exactly 4 (grid) or 3 (list) cards it comes last.
 */
export function newsletterBannerIndex(cardCount: number, view: ViewMode): number | undefined {
  const after = newsletterBannerAfter(view);
  return cardCount >= after ? after - 1 : undefined;
}

export type ListingSlot<T> = { kind: 'card'; item: T } | { kind: 'newsletter' };

/** The cards with the banner slotted in where newsletterBannerIndex says, for one map() in the page. */
export function withNewsletterBanner<T>(items: readonly T[], view: ViewMode): ListingSlot<T>[] {
  const index = newsletterBannerIndex(items.length, view);
  const slots: ListingSlot<T>[] = [];
  items.forEach((item, position) => {
    slots.push({ kind: 'card', item });
    if (position === index) slots.push({ kind: 'newsletter' });
  });
  return slots;
}
