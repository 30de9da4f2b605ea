/**
 * Booking.com's names for its ids (decision 036): the Demand API answers a property's type, its
 * facilities, a room's beds and a price's charges as numbers, and `/accommodations/constants`
 * names them. The names are the partner's own words, in English; an id it does not name stays
 * unnamed (never a name we made up), and the pages show only what has a name.
 */
import { propertyTypes, type PropertyType } from '../../../src/domain/lodging-types';
import { constantsEnvelopeSchema, namedConstantSchema, type Translated } from './demand-api-schemas';

/** The site reads English: American first, then British, then any English the partner gives. */
export const requestLanguages = ['en-us'];

export function english(text: Translated | null | undefined): string | null {
  if (!text) return null;
  const value =
    text['en-us'] ?? text['en-gb'] ?? Object.entries(text).find(([language]) => language.startsWith('en'))?.[1];
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The constants the site reads, as asked for (`constants` of the request). */
export const constantSections = [
  'accommodation_facilities',
  'accommodation_types',
  'bed_types',
  'charge_types',
  'room_facilities',
] as const;
type ConstantSection = (typeof constantSections)[number];

export type BookingVocabulary = Readonly<Record<ConstantSection, ReadonlyMap<number, string>>>;

/** The constants answer as names by id; entries that cannot be read are left out. */
export function vocabularyFrom(answer: unknown): BookingVocabulary | undefined {
  const parsed = constantsEnvelopeSchema.safeParse(answer);
  if (!parsed.success) return undefined;
  const section = (entries: readonly unknown[]): ReadonlyMap<number, string> =>
    new Map(
      entries.flatMap((entry) => {
        const constant = namedConstantSchema.safeParse(entry);
        const name = constant.success ? english(constant.data.name) : null;
        return constant.success && name ? [[constant.data.id, name] as const] : [];
      }),
    );
  const data = parsed.data.data;
  return {
    accommodation_facilities: section(data.accommodation_facilities),
    accommodation_types: section(data.accommodation_types),
    bed_types: section(data.bed_types),
    charge_types: section(data.charge_types),
    room_facilities: section(data.room_facilities),
  };
}

/**
 * The site's type for the partner's ("Bed and breakfast" is an Inn, "Holiday home" a House,
 * "Chalet" a Cabin); one the site's types do not cover ("Motel", "Hostel") is Other.
 */
const typeRules: readonly [RegExp, PropertyType][] = [
  [/\bresort/i, 'Resort'],
  [/\binns?\b|bed and breakfast|guest ?house/i, 'Inn'],
  [/\blodges?\b/i, 'Lodge'],
  [/\bcabins?\b|\bchalets?\b/i, 'Cabin'],
  [/\bcottages?\b/i, 'Cottage'],
  [/\bcondo/i, 'Condo'],
  [/\bapartments?\b/i, 'Apartment'],
  [/\b(holiday|vacation) homes?\b|\bvillas?\b|\bhouses?\b/i, 'House'],
  [/\bhotels?\b/i, 'Hotel'],
];

export function siteTypeOf(partnerType: string | null): PropertyType | null {
  if (!partnerType) return null;
  const type = typeRules.find(([pattern]) => pattern.test(partnerType))?.[1] ?? 'Other';
  return propertyTypes.includes(type) ? type : null;
}
