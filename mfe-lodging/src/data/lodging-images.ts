/**
 * The listing pictures. No photographs ship with the site, so each is an SVG illustration drawn
 * for it (images/*.svg, 800×600). Importing one gives the URL webpack emits it at (asset/resource;
 * see types/assets.d.ts), so the site serves its own images; in Jest the import maps to a stub URL.
 * Each drawing shows one kind of place (a log cabin, a grand hotel, a lakeside condo …): a listing
 * only ever shows drawings of its own type (issue 21), taken in rotation (see listings.ts), with
 * the property name before the alt text, and the pages say they are illustrations until real
 * photos arrive through the listing data.
 */
import type { LodgingImage, PropertyType } from '../domain/lodging-types';
import hotel1 from './images/hotel-1.svg';
import hotel2 from './images/hotel-2.svg';
import hotel3 from './images/hotel-3.svg';
import hotel4 from './images/hotel-4.svg';
import hotel5 from './images/hotel-5.svg';
import hotel6 from './images/hotel-6.svg';
import hotel7 from './images/hotel-7.svg';
import hotel8 from './images/hotel-8.svg';
import rental1 from './images/rental-1.svg';
import rental2 from './images/rental-2.svg';
import rental3 from './images/rental-3.svg';
import rental4 from './images/rental-4.svg';
import rental5 from './images/rental-5.svg';
import rental6 from './images/rental-6.svg';
import rental7 from './images/rental-7.svg';
import rental8 from './images/rental-8.svg';
import rental9 from './images/rental-9.svg';
import rental10 from './images/rental-10.svg';

/** A drawing: its picture and the property types it can stand for. */
interface Drawing {
  readonly image: LodgingImage;
  readonly depicts: readonly PropertyType[];
}

const drawing = (src: string, alt: string, depicts: readonly PropertyType[]): Drawing => ({
  image: { src, alt, width: 800, height: 600 },
  depicts,
});

/** The hotel drawings, in rotation order, with what each shows. */
const hotelDrawings: readonly Drawing[] = [
  drawing(hotel1, 'Illustration: a grand white hotel with red roofs on a hill below snowy peaks at sunset', ['Hotel']),
  drawing(
    hotel2,
    'Illustration: a timber lodge with a stone chimney on a lakeshore, mountains reflected in the water',
    ['Lodge'],
  ),
  drawing(hotel3, 'Illustration: a riverside inn with a wooden footbridge among golden aspens', ['Inn']),
  drawing(hotel4, 'Illustration: a stone chalet with glowing windows under pink alpenglow on the peaks', [
    'Lodge',
    'Inn',
  ]),
  drawing(hotel5, 'Illustration: a row of small cabins among pines beside a mountain stream', ['Cabin']),
  drawing(hotel6, 'Illustration: a mountain resort with an outdoor pool and sun loungers facing the peaks', ['Resort']),
  drawing(hotel7, 'Illustration: a snow-covered lodge with smoke rising from the chimney on a moonlit winter night', [
    'Lodge',
  ]),
  drawing(hotel8, 'Illustration: a motor lodge in a meadow with grazing elk below granite rock formations', [
    'Hotel',
    'Inn',
    'Other',
  ]),
];

/** The vacation-rental drawings, in rotation order, with what each shows. */
const rentalDrawings: readonly Drawing[] = [
  drawing(rental1, 'Illustration: a log cabin among ponderosa pines below snowy peaks', ['Cabin']),
  drawing(rental2, 'Illustration: a cottage with a porch beside a rushing river and a small footbridge', ['Cottage']),
  drawing(rental3, 'Illustration: a lakeside condo building with balconies and peaks reflected in the lake', ['Condo']),
  drawing(rental4, 'Illustration: a ranch house with a red barn and elk grazing in the meadow', ['House', 'Other']),
  drawing(rental5, 'Illustration: a cabin with a lit window under a starry night sky', ['Cabin']),
  drawing(rental6, 'Illustration: an A-frame cabin among golden autumn aspens', ['Cabin']),
  drawing(rental7, 'Illustration: apartments above the shops of a mountain-town main street', ['Apartment']),
  drawing(rental8, 'Illustration: a modern mountain house with tall windows and a deck at sunset', ['House']),
  drawing(rental9, 'Illustration: a snowy cottage among frosted pines on a bright winter day', ['Cottage']),
  drawing(rental10, 'Illustration: a timber-frame house on a ridge with a hot tub on the deck facing the peaks', [
    'House',
  ]),
];

/** Hotel pictures, in rotation order (hotel N shows hotelImages[(N - 1) % 8]). */
export const hotelImages: readonly LodgingImage[] = hotelDrawings.map((entry) => entry.image);

/** Vacation-rental pictures, in rotation order (rental N shows rentalImages[(N - 1) % 10]). */
export const rentalImages: readonly LodgingImage[] = rentalDrawings.map((entry) => entry.image);

/** The drawings of a property type, in rotation order (never empty). */
export function illustrationsOf(type: PropertyType): readonly LodgingImage[] {
  const matching = [...hotelDrawings, ...rentalDrawings].flatMap((entry) =>
    entry.depicts.includes(type) ? [entry.image] : [],
  );
  if (matching.length === 0) throw new Error(`No illustration of a ${type}.`);
  return matching;
}

/** The label every illustrated gallery carries until the partner's photos come with the listing data. */
export const illustrationNotice = 'Illustration — photos coming from the partner';
