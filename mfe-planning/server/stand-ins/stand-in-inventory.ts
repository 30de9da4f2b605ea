/**
 * STAND-IN TEST DATA for the places stand-in (places-stand-in.ts): the real names of the
 * directory's restaurants, activities and downtown guide places (restaurants.json,
 * activities.json, downtown-places.json) with made-up
 * figures, for tests, e2e and `npm run dev` only. Nothing here is a fact about any place: every
 * rating, count, hour, phone number (555-01xx, reserved for fiction), website (`*.example`)
 * and address ("… Stand-in Test Road") is invented, and the ids say "standin".
 *
 * What it covers, on purpose:
 * - hours that change with the weekday (later on Friday and Saturday, a closed weekday in
 *   winter) and with the season (May to September longer than October to April);
 * - one place open past midnight (Lonigan's Saloon), one open around the clock (the Riverwalk),
 *   places with no hours at all (trails), holidays closed in the dated hours (Thanksgiving,
 *   Christmas Day);
 * - one place closed for good (Sweet Basilico Café), one closed for now (the Aerial Tramway);
 * - one place with a data provider to be named with it (the Estes Park Museum);
 * - names the search must not take for ours: "Cascades Restaurant" for "Cascades Restaurant at
 *   The Stanley Hotel" (too few words in common), a second "Ben's Tacos" elsewhere in town (the
 *   street number tells them apart), a "Bird & Jim" in Denver (outside the town's rectangle);
 * - an entry the stand-in does not know (Trail Ridge Road Scenic Drive).
 */
import activityRows from '../../src/data/activities.json';
import downtownPlaceRows from '../../src/data/downtown-places.json';
import restaurantRows from '../../src/data/restaurants.json';

/** Opening and closing "HH:MM" on the place's clock; a close at or before the open is after midnight. */
export type DayHours = readonly [string, string] | null;
/** Sunday first, as the API numbers days. */
export type WeekHours = readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

export type StandInHours =
  { kind: 'none' } | { kind: 'around-the-clock' } | { kind: 'weekly'; summer: WeekHours; winter: WeekHours };

export interface StandInPlace {
  placeId: string;
  /** Our entry it stands for, or null for a namesake that is not ours. */
  entryId: string | null;
  name: string;
  address: string;
  /** From the town's centre, km north and east. */
  offsetKm: readonly [number, number];
  rating: number | null;
  ratingCount: number | null;
  hours: StandInHours;
  /** Closed on Thanksgiving and Christmas Day (the dated hours say so). */
  closedOnHolidays: boolean;
  status: 'OPERATIONAL' | 'CLOSED_TEMPORARILY' | 'CLOSED_PERMANENTLY';
  phone: string | null;
  website: string | null;
  /** Data providers the API says must be named with the place. */
  attributions: { provider: string; providerUri: string }[];
}

const slug = (id: string) => `standin-${id}`;

/** A small deterministic number from a text, for made-up figures that stay the same between runs. */
const figureOf = (text: string, modulo: number) =>
  [...text].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 1_000_003, 7) % modulo;

const every = (day: DayHours): WeekHours => [day, day, day, day, day, day, day];

const hourShift = (time: string, hours: number) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${String((hour + hours + 24) % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** A restaurant's stand-in week: its stand-in day in summer, later on Friday and Saturday; shorter in winter. */
function restaurantHours(opens: string, closes: string, index: number): StandInHours {
  const pastMidnight = closes <= opens;
  const weekend: DayHours = [opens, pastMidnight ? closes : hourShift(closes, 1)];
  const summer: WeekHours = [
    [opens, closes],
    [opens, closes],
    [opens, closes],
    [opens, closes],
    [opens, closes],
    weekend,
    weekend,
  ];
  const shorter: DayHours = [opens, pastMidnight ? closes : hourShift(closes, -1)];
  // Every third place closes on Tuesdays in winter.
  const tuesday: DayHours = index % 3 === 0 ? null : shorter;
  const winter: WeekHours = [shorter, shorter, tuesday, shorter, shorter, weekend, weekend];
  return { kind: 'weekly', summer, winter };
}

const lonigans: StandInHours = {
  kind: 'weekly',
  summer: every(['11:00', '02:00']),
  winter: [
    ['15:00', '00:00'],
    null,
    ['15:00', '00:00'],
    ['15:00', '00:00'],
    ['15:00', '02:00'],
    ['11:00', '02:00'],
    ['11:00', '02:00'],
  ],
};

const museum: StandInHours = {
  kind: 'weekly',
  summer: every(['10:00', '17:00']),
  winter: [
    ['13:00', '16:00'],
    null,
    null,
    ['10:00', '16:00'],
    ['10:00', '16:00'],
    ['10:00', '16:00'],
    ['10:00', '16:00'],
  ],
};

const shop: StandInHours = {
  kind: 'weekly',
  summer: every(['09:00', '21:00']),
  winter: [
    ['10:00', '17:00'],
    ['10:00', '17:00'],
    ['10:00', '17:00'],
    ['10:00', '17:00'],
    ['10:00', '17:00'],
    ['10:00', '19:00'],
    ['10:00', '19:00'],
  ],
};

const summerOnly = (day: DayHours): StandInHours => ({ kind: 'weekly', summer: every(day), winter: every(null) });

/** Activities' stand-in hours by entry; trails and viewpoints have none. */
const activityHours: Readonly<Record<string, StandInHours>> = {
  'estes-park-riverwalk': { kind: 'around-the-clock' },
  'lake-estes-trail': { kind: 'around-the-clock' },
  'aerial-tramway': summerOnly(['09:00', '18:00']),
  'stanley-hotel-tour': { kind: 'weekly', summer: every(['09:00', '21:00']), winter: every(['10:00', '18:00']) },
  'estes-park-museum': museum,
  'enos-mills-cabin': museum,
  'macgregor-ranch': summerOnly(['10:00', '16:00']),
  'elkhorn-avenue-shopping': shop,
  'macdonald-book-shop': shop,
  'taffy-shop': shop,
  'snowy-peaks-winery': { kind: 'weekly', summer: every(['11:00', '20:00']), winter: every(['12:00', '18:00']) },
  'park-theatre': {
    kind: 'weekly',
    summer: every(['18:00', '23:00']),
    winter: [['17:00', '21:00'], null, null, null, ['18:00', '22:00'], ['18:00', '23:00'], ['18:00', '23:00']],
  },
  'performance-park': summerOnly(['10:00', '22:00']),
  'green-jeep-tours': summerOnly(['07:00', '19:00']),
  'lake-estes-marina': summerOnly(['08:00', '20:00']),
  'horseback-rides': summerOnly(['08:00', '17:00']),
};

/** Entries the stand-in names differently from our data, to exercise the matching. */
const renamed: Readonly<Record<string, string>> = {
  'rock-inn-mountain-tavern': 'Rock Inn Mountain Tavern',
  'cascades-stanley-hotel': 'Cascades Restaurant',
  'seasoned-bistro': 'Seasoned - An American Bistro',
};

/** Entries the stand-in does not know at all. */
const unknownToTheStandIn = new Set(['trail-ridge-road']);

const statusOf = (id: string): StandInPlace['status'] => {
  if (id === 'sweet-basilico') return 'CLOSED_PERMANENTLY';
  if (id === 'aerial-tramway') return 'CLOSED_TEMPORARILY';
  return 'OPERATIONAL';
};

/** Our street number when our data has one, so a search can check it; else a made-up one. */
const streetNumberFor = (location: string, id: string) =>
  /^(\d{1,6})\b/.exec(location)?.[1] ?? String(100 + figureOf(id, 800));

function standInPlace(
  entry: { id: string; name: string; location: string },
  hours: StandInHours,
  index: number,
  withContact: boolean,
): StandInPlace {
  const rated = figureOf(entry.id, 10) !== 0;
  const phoneNumber = String(figureOf(entry.id, 100)).padStart(2, '0');
  return {
    placeId: slug(entry.id),
    entryId: entry.id,
    name: renamed[entry.id] ?? entry.name,
    address: `${streetNumberFor(entry.location, entry.id)} Stand-in Test Road, Estes Park, CO 80517, USA`,
    // Spread around the town's centre, all well inside the search rectangle.
    offsetKm: [((index % 9) - 4) * 1.1, ((Math.floor(index / 9) % 7) - 3) * 1.3],
    rating: rated ? 3.6 + figureOf(`${entry.id}-rating`, 13) / 10 : null,
    ratingCount: rated ? 12 + figureOf(`${entry.id}-count`, 2_400) : null,
    hours,
    closedOnHolidays: hours.kind === 'weekly',
    status: statusOf(entry.id),
    phone: withContact ? `(970) 555-01${phoneNumber}` : null,
    website: withContact ? `https://${entry.id}.stand-in.example/` : null,
    // One place whose data the API says comes from another provider too.
    attributions:
      entry.id === 'estes-park-museum'
        ? [{ provider: 'Stand-in Test Data Co-op', providerUri: 'https://co-op.stand-in.example/' }]
        : [],
  };
}

/**
 * Each restaurant's stand-in summer day, opening and closing (11 AM to 9 PM unless listed): made
 * up for the stand-in like the rest of this file (our data carries no hours: issue 30).
 */
const restaurantDays: Readonly<Record<string, readonly [string, string]>> = {
  'rock-inn-mountain-tavern': ['16:00', '22:00'],
  'mama-roses': ['16:00', '21:00'],
  'twin-owls-steakhouse': ['17:00', '21:00'],
  'eds-cantina': ['08:00', '21:00'],
  'egg-of-estes': ['07:00', '14:00'],
  'penelopes-burgers': ['11:00', '20:00'],
  'claires-on-the-park': ['07:30', '21:00'],
  'kind-coffee': ['07:00', '18:00'],
  'bob-and-tonys-pizza': ['11:00', '22:00'],
  'estes-park-brewery': ['11:00', '22:00'],
  'cascades-stanley-hotel': ['07:00', '22:00'],
  'mountain-home-cafe': ['07:00', '14:00'],
  'notchtop-bakery': ['07:00', '15:00'],
  'coffee-on-the-rocks': ['06:30', '17:00'],
  'big-horn-restaurant': ['06:30', '14:00'],
  'seasoned-bistro': ['17:00', '21:00'],
  'dunraven-inn': ['16:30', '21:00'],
  'sweet-basilico': ['11:00', '20:30'],
  'bens-tacos': ['11:00', '20:00'],
  'hunters-chophouse': ['16:00', '21:00'],
  'latitude-105': ['11:00', '22:00'],
  'wapiti-colorado-pub': ['11:00', '23:00'],
};

const restaurantsPlaces = restaurantRows.map((row, index) => {
  const [opens, closes] = restaurantDays[row.id] ?? ['11:00', '21:00'];
  const hours = row.id === 'lonigans-saloon' ? lonigans : restaurantHours(opens, closes, index);
  return standInPlace(row, hours, index, true);
});

const activityPlaces = activityRows
  .filter((row) => !unknownToTheStandIn.has(row.id))
  .map((row, index) => {
    const hours = activityHours[row.id] ?? { kind: 'none' as const };
    return standInPlace(row, hours, restaurantRows.length + index, hours.kind === 'weekly');
  });

const services: StandInHours = {
  kind: 'weekly',
  summer: [
    null,
    ['09:00', '17:00'],
    ['09:00', '17:00'],
    ['09:00', '17:00'],
    ['09:00', '17:00'],
    ['09:00', '17:00'],
    null,
  ],
  winter: [
    null,
    ['09:00', '17:00'],
    ['09:00', '17:00'],
    ['09:00', '17:00'],
    ['09:00', '17:00'],
    ['09:00', '17:00'],
    null,
  ],
};

/** The places only the downtown guide lists (downtown-places.json entries with their own name). */
const guidePlaces = downtownPlaceRows.flatMap((row, index) => {
  if (row.name === undefined || row.address === undefined) return [];
  const at = restaurantRows.length + activityRows.length + index;
  const hours: StandInHours =
    row.category === 'restaurant'
      ? restaurantHours('11:00', '21:00', index)
      : row.category === 'shop'
        ? shop
        : row.category === 'service'
          ? services
          : { kind: 'around-the-clock' };
  return [
    standInPlace({ id: row.id, name: row.name, location: row.address }, hours, at, row.category !== 'attraction'),
  ];
});

/** Namesakes that are not our places: the search must not take them for ours. */
const namesakes: StandInPlace[] = [
  {
    ...standInPlace(
      { id: 'bens-tacos-elsewhere', name: 'Ben’s Tacos', location: '999 Elsewhere' },
      { kind: 'none' },
      3,
      true,
    ),
    entryId: null,
  },
  {
    ...standInPlace(
      { id: 'bird-and-jim-denver', name: 'Bird & Jim', location: '915 Denver' },
      { kind: 'none' },
      5,
      true,
    ),
    entryId: null,
    // Denver, 90 km south-east: outside the town's rectangle.
    offsetKm: [-71, 47],
  },
];

export const standInPlaces: readonly StandInPlace[] = [
  ...restaurantsPlaces,
  ...activityPlaces,
  ...guidePlaces,
  ...namesakes,
];

export const standInPlaceById: ReadonlyMap<string, StandInPlace> = new Map(
  standInPlaces.map((place) => [place.placeId, place]),
);
