/**
 * The team's own list of Estes Park lodging (issue 29, decision 036): real places, with only what
 * the team knows for sure. It is what the list shows when no booking partner is configured or
 * the partner is unavailable (docs/rules/lodging.md#team-list), and where the old `hotel-N`
 * addresses lead.
 *
 * Taken from the guide's earlier hotel rows (`hotel-rows.ts`), whose names are real and whose
 * figures were not: every rating, review count, price, amenity flag and guessed partner address
 * is left out. A row's type is kept only where the place's own name says the same ("The Stanley
 * Hotel" is a Hotel); an area only where the name says where it is ("… on Fall River" is by the
 * river). Everything else the rows said was the guide's guess and is left unknown (null), so
 * such a place appears under "All" and "No preference" only. When the team confirms a type or
 * an area, it is added here by hand.
 *
 * Ids are the names written as slugs; `legacyId` is the address the place had before
 * (`/property/hotel-N`), which now answers a permanent redirect to its page.
 */
import type { LodgingArea, PropertyType } from '../domain/lodging-types';

export interface TeamProperty {
  /** The site's id for the place: its name as a slug. */
  id: string;
  /** The id its page had before issue 29 (`hotel-N`). */
  legacyId: string;
  name: string;
  type?: PropertyType;
  area?: LodgingArea;
}

export const teamProperties: readonly TeamProperty[] = [
  { legacyId: 'hotel-1', id: 'the-stanley-hotel', name: 'The Stanley Hotel', type: 'Hotel' },
  { legacyId: 'hotel-2', id: 'the-ridgeline-hotel', name: 'The Ridgeline Hotel', type: 'Hotel' },
  { legacyId: 'hotel-3', id: 'estes-park-resort', name: 'Estes Park Resort', type: 'Resort' },
  { legacyId: 'hotel-4', id: 'della-terra-mountain-chateau', name: 'Della Terra Mountain Chateau' },
  { legacyId: 'hotel-5', id: 'ymca-of-the-rockies-estes-park-center', name: 'YMCA of the Rockies - Estes Park Center' },
  { legacyId: 'hotel-6', id: 'murphys-river-lodge', name: "Murphy's River Lodge", type: 'Lodge' },
  { legacyId: 'hotel-7', id: 'rocky-mountain-park-inn', name: 'Rocky Mountain Park Inn' },
  { legacyId: 'hotel-8', id: 'trout-haven-resorts', name: 'Trout Haven Resorts' },
  { legacyId: 'hotel-9', id: 'castle-mountain-lodge', name: 'Castle Mountain Lodge' },
  { legacyId: 'hotel-10', id: 'streamside-on-fall-river', name: 'Streamside on Fall River', area: 'riverside' },
  { legacyId: 'hotel-11', id: 'mcgregor-mountain-lodge', name: 'McGregor Mountain Lodge', type: 'Lodge' },
  { legacyId: 'hotel-12', id: 'romantic-riversong-inn', name: 'Romantic RiverSong Inn', type: 'Inn' },
  { legacyId: 'hotel-13', id: 'taharaa-mountain-lodge', name: 'Taharaa Mountain Lodge', type: 'Lodge' },
  { legacyId: 'hotel-14', id: 'silver-moon-inn', name: 'Silver Moon Inn', type: 'Inn' },
  { legacyId: 'hotel-15', id: 'alpine-trail-ridge-inn', name: 'Alpine Trail Ridge Inn', type: 'Inn' },
  { legacyId: 'hotel-16', id: 'best-western-plus-silver-saddle-lodge', name: 'Best Western Plus Silver Saddle Lodge' },
  { legacyId: 'hotel-17', id: 'the-landing-at-estes-park', name: 'The Landing at Estes Park' },
  {
    legacyId: 'hotel-18',
    id: 'quality-inn-near-rocky-mountain-national-park',
    name: 'Quality Inn near Rocky Mountain National Park',
  },
  { legacyId: 'hotel-19', id: 'holiday-inn-express-estes-park', name: 'Holiday Inn Express Estes Park' },
  { legacyId: 'hotel-20', id: 'worldmark-estes-park', name: 'WorldMark Estes Park' },
  { legacyId: 'hotel-21', id: 'marys-lake-lodge', name: 'Marys Lake Lodge', type: 'Lodge' },
  { legacyId: 'hotel-22', id: 'black-canyon-inn', name: 'Black Canyon Inn', type: 'Inn' },
  { legacyId: 'hotel-23', id: 'fall-river-village-resort', name: 'Fall River Village Resort', type: 'Resort' },
  { legacyId: 'hotel-24', id: 'solitude-cabins', name: 'Solitude Cabins', type: 'Cabin' },
  { legacyId: 'hotel-25', id: 'elkhorn-lodge', name: 'Elkhorn Lodge', type: 'Lodge' },
  { legacyId: 'hotel-26', id: 'estes-park-condos', name: 'Estes Park Condos' },
  { legacyId: 'hotel-27', id: 'wildwood-inn', name: 'Wildwood Inn', type: 'Inn' },
  { legacyId: 'hotel-28', id: 'deer-crest', name: 'Deer Crest' },
  { legacyId: 'hotel-29', id: 'the-estes-park-lodge', name: 'The Estes Park Lodge', type: 'Lodge' },
  { legacyId: 'hotel-30', id: 'appenzell-inn', name: 'Appenzell Inn', type: 'Inn' },
  { legacyId: 'hotel-31', id: 'aspen-winds-on-fall-river', name: 'Aspen Winds on Fall River', area: 'riverside' },
  { legacyId: 'hotel-32', id: 'rams-horn-village-resort', name: 'Rams Horn Village Resort' },
  { legacyId: 'hotel-33', id: 'glacier-lodge', name: 'Glacier Lodge' },
  { legacyId: 'hotel-34', id: 'rockmount-cottages', name: 'Rockmount Cottages' },
  { legacyId: 'hotel-35', id: 'machins-cottages-in-the-pines', name: "Machin's Cottages in the Pines" },
  { legacyId: 'hotel-36', id: 'discovery-lodge', name: 'Discovery Lodge' },
  { legacyId: 'hotel-37', id: 'twin-owls-motor-lodge', name: 'Twin Owls Motor Lodge' },
  { legacyId: 'hotel-38', id: 'estes-village-inn', name: 'Estes Village Inn', type: 'Inn' },
  { legacyId: 'hotel-39', id: 'saddle-surrey-motel', name: 'Saddle & Surrey Motel' },
  { legacyId: 'hotel-40', id: 'travelodge-by-wyndham-estes-park', name: 'Travelodge by Wyndham Estes Park' },
  { legacyId: 'hotel-41', id: 'nickys-resort', name: "Nicky's Resort", type: 'Resort' },
  { legacyId: 'hotel-42', id: 'historic-crags-lodge', name: 'Historic Crags Lodge', type: 'Lodge' },
  { legacyId: 'hotel-43', id: 'the-baldpate-inn', name: 'The Baldpate Inn', type: 'Inn' },
  { legacyId: 'hotel-44', id: 'sunnyside-knoll-resort', name: 'Sunnyside Knoll Resort', type: 'Resort' },
  { legacyId: 'hotel-45', id: 'brynwood-on-the-river', name: 'Brynwood on the River', area: 'riverside' },
  { legacyId: 'hotel-46', id: 'boulder-brook-on-fall-river', name: 'Boulder Brook on Fall River', area: 'riverside' },
  { legacyId: 'hotel-47', id: 'the-inn-on-fall-river', name: 'The Inn on Fall River', type: 'Inn', area: 'riverside' },
  { legacyId: 'hotel-48', id: 'stonebrook-resort', name: 'Stonebrook Resort', type: 'Resort' },
  { legacyId: 'hotel-49', id: 'the-inn-of-glen-haven', name: 'The Inn of Glen Haven', type: 'Inn' },
  { legacyId: 'hotel-50', id: 'big-thompson-timberlane-lodge', name: 'Big Thompson Timberlane Lodge', type: 'Lodge' },
  { legacyId: 'hotel-51', id: 'dripping-springs-resort', name: 'Dripping Springs Resort' },
];

const byId = new Map(teamProperties.map((property) => [property.id, property]));
const byLegacyId = new Map(teamProperties.map((property) => [property.legacyId, property]));

/** The team's place with this id, or undefined. */
export const findTeamProperty = (id: string): TeamProperty | undefined => byId.get(id);

/** How many `vrbo-N` pages the site had (illustrative rentals that never existed, issue 29). */
export const legacyRentalCount = 50;

/** Where an address of before issue 29 leads: a place's new page, or nowhere (the rentals never existed). */
export type LegacyPropertyTarget = { kind: 'moved'; id: string } | { kind: 'gone' };

/**
 * `hotel-N` → the team's place (a 301 to its page); `vrbo-1` … `vrbo-50` → gone (the not-found
 * page: they were illustrations, there is no place to send anyone to); any other id → undefined
 * (not an old address).
 */
export function legacyPropertyTarget(id: string): LegacyPropertyTarget | undefined {
  const moved = byLegacyId.get(id);
  if (moved) return { kind: 'moved', id: moved.id };
  const rental = /^vrbo-([1-9]\d{0,2})$/.exec(id);
  return rental && Number(rental[1]) <= legacyRentalCount ? { kind: 'gone' } : undefined;
}
