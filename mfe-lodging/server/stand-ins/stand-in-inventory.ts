/**
 * STAND-IN TEST DATA — the inventory the stand-in Demand API serves (booking-stand-in.ts), for
 * Jest, Playwright, the second e2e instance and `npm run dev` only. The property names are the
 * real Estes Park places the team lists (src/data/team-properties.ts) so the pages read like the
 * town; every figure attached to them here (ids, prices, scores, review counts, rooms, beds,
 * sizes, addresses, coordinates, facilities, policies, sold-out nights, photos) is made up for
 * tests and says nothing about the real place. Descriptions and addresses say so in their text,
 * and every id is in the stand-in's own range (9 100 001 and up). Homes have made-up names.
 */

/** The stand-in's own constants: ids and names it answers in /accommodations/constants. */
export const standInConstants = {
  accommodation_types: [
    [1, 'Hotel'],
    [2, 'Lodge'],
    [3, 'Motel'],
    [4, 'Inn'],
    [5, 'Resort'],
    [6, 'Chalet'],
    [7, 'Holiday home'],
    [8, 'Apartment'],
    [9, 'Bed and breakfast'],
  ],
  accommodation_facilities: [
    [1, 'Free WiFi'],
    [2, 'Parking'],
    [3, 'Free parking'],
    [4, 'Indoor swimming pool'],
    [5, 'Hot tub/Jacuzzi'],
    [6, 'Restaurant'],
    [7, 'Fitness centre'],
    [8, 'Electric vehicle charging station'],
    [9, 'Garden'],
    [10, 'BBQ facilities'],
  ],
  room_facilities: [
    [101, 'Kitchen'],
    [102, 'Fireplace'],
    [103, 'Private bathroom'],
    [104, 'Coffee machine'],
    [105, 'Balcony'],
    [106, 'Washing machine'],
    [107, 'Mountain view'],
  ],
  bed_types: [
    [201, 'Single bed'],
    [202, 'Queen bed'],
    [203, 'King bed'],
    [204, 'Sofa bed'],
    [205, 'Bunk bed'],
  ],
  charge_types: [
    [301, 'Sales tax'],
    [302, 'Lodging tax'],
    [303, 'Cleaning fee'],
    [304, 'Pet fee'],
  ],
} as const;

export interface StandInRoom {
  /** Unique within the property. */
  key: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  sizeSquareMeters: number;
  /** Alternative bed arrangements, each [bed type id, count][]. */
  beds: readonly (readonly [number, number][])[];
  bedrooms: number;
  bathrooms: number;
  facilities: readonly number[];
  /** Weekday, shoulder-season price of one night for two adults, USD. */
  baseNightly: number;
  /** How many of it the place has. */
  units: number;
}

export type ChargeProfile = 'hotel' | 'hotel-with-lodging-tax' | 'home';

export interface StandInProperty {
  id: number;
  name: string;
  typeId: number;
  /** Kilometres north and east of the town's centre. */
  offsetKm: readonly [number, number];
  score: number | null;
  reviews: number;
  stars: number | null;
  facilities: readonly (number | readonly [number, 'paid' | 'offsite'])[];
  pets: 'yes' | 'no' | 'upon_request';
  mealPlan: 'no_plan' | 'breakfast_included';
  charges: ChargeProfile;
  /** Nights (MM-DD) on which the place is full, every year. */
  soldOutNights: readonly string[];
  rooms: readonly StandInRoom[];
}

const hotelRooms = (base: number, units = 20): StandInRoom[] => [
  {
    key: '01',
    name: 'Standard Queen Room',
    maxAdults: 2,
    maxChildren: 1,
    sizeSquareMeters: 26,
    beds: [[[202, 1]]],
    bedrooms: 1,
    bathrooms: 1,
    facilities: [103, 104],
    baseNightly: base,
    units,
  },
  {
    key: '02',
    name: 'Double Queen Room',
    maxAdults: 4,
    maxChildren: 2,
    sizeSquareMeters: 34,
    beds: [[[202, 2]]],
    bedrooms: 1,
    bathrooms: 1,
    facilities: [103, 104, 107],
    baseNightly: Math.round(base * 1.25),
    units,
  },
  {
    key: '03',
    name: 'King Suite with Fireplace',
    maxAdults: 2,
    maxChildren: 2,
    sizeSquareMeters: 48,
    beds: [
      [[203, 1]],
      [
        [203, 1],
        [204, 1],
      ],
    ],
    bedrooms: 1,
    bathrooms: 1,
    facilities: [102, 103, 104, 105, 107],
    baseNightly: Math.round(base * 1.7),
    units: Math.max(2, Math.round(units / 5)),
  },
];

const cabinRooms = (base: number): StandInRoom[] => [
  {
    key: '01',
    name: 'One-Bedroom Cabin',
    maxAdults: 4,
    maxChildren: 2,
    sizeSquareMeters: 45,
    beds: [
      [
        [202, 1],
        [204, 1],
      ],
    ],
    bedrooms: 1,
    bathrooms: 1,
    facilities: [101, 102, 103],
    baseNightly: base,
    units: 6,
  },
  {
    key: '02',
    name: 'Two-Bedroom Cabin',
    maxAdults: 6,
    maxChildren: 3,
    sizeSquareMeters: 80,
    beds: [
      [
        [203, 1],
        [202, 1],
        [205, 1],
      ],
    ],
    bedrooms: 2,
    bathrooms: 2,
    facilities: [101, 102, 103, 105, 107],
    baseNightly: Math.round(base * 1.5),
    units: 3,
  },
];

const homeRooms = (base: number, bedrooms: number): StandInRoom[] => [
  {
    key: '01',
    name: `Entire home, ${bedrooms} bedrooms`,
    maxAdults: Math.min(8, bedrooms * 2 + 2),
    maxChildren: 4,
    sizeSquareMeters: 50 + bedrooms * 35,
    beds: [
      [
        [203, 1],
        [202, bedrooms - 1],
        [204, 1],
      ],
    ],
    bedrooms,
    bathrooms: Math.max(1, bedrooms - 1),
    facilities: [101, 102, 103, 106, 107],
    baseNightly: base,
    units: 1,
  },
];

const motelRooms = (base: number): StandInRoom[] => [
  {
    key: '01',
    name: 'Queen Room',
    maxAdults: 2,
    maxChildren: 2,
    sizeSquareMeters: 22,
    beds: [[[202, 1]]],
    bedrooms: 1,
    bathrooms: 1,
    facilities: [103],
    baseNightly: base,
    units: 12,
  },
  {
    key: '02',
    name: 'Two Queen Room',
    maxAdults: 4,
    maxChildren: 2,
    sizeSquareMeters: 28,
    beds: [[[202, 2]]],
    bedrooms: 1,
    bathrooms: 1,
    facilities: [103],
    baseNightly: Math.round(base * 1.2),
    units: 8,
  },
];

type Row = Omit<StandInProperty, 'id' | 'rooms'> & { rooms: StandInRoom[] };

const hotel = (name: string, base: number, extra: Partial<Row> = {}): Row => ({
  name,
  typeId: 1,
  offsetKm: [0.4, 0.2],
  score: 8.4,
  reviews: 900,
  stars: 3,
  facilities: [1, 3, 6],
  pets: 'no',
  mealPlan: 'no_plan',
  charges: 'hotel',
  soldOutNights: [],
  rooms: hotelRooms(base),
  ...extra,
});

const rows: Row[] = [
  hotel('The Stanley Hotel', 289, {
    offsetKm: [0.9, 0.1],
    score: 9.0,
    reviews: 4100,
    stars: 4,
    facilities: [1, [2, 'paid'], 6, 7, 8],
    pets: 'yes',
    charges: 'hotel-with-lodging-tax',
    soldOutNights: ['10-30', '10-31'],
  }),
  hotel('The Ridgeline Hotel', 179, {
    offsetKm: [0.2, 1.4],
    score: 8.5,
    reviews: 2700,
    facilities: [1, 3, 4, 5, 6, 7],
    pets: 'yes',
  }),
  hotel('Estes Park Resort', 209, {
    typeId: 5,
    offsetKm: [-0.3, 2.3],
    score: 8.6,
    reviews: 1700,
    facilities: [1, 3, 5, 6],
  }),
  hotel('Della Terra Mountain Chateau', 429, {
    typeId: 4,
    offsetKm: [2.6, -4.1],
    score: 9.6,
    reviews: 540,
    stars: 4,
    facilities: [1, 3, 5, 6, 9],
    mealPlan: 'breakfast_included',
    soldOutNights: ['07-03', '07-04'],
  }),
  hotel('YMCA of the Rockies - Estes Park Center', 139, {
    typeId: 2,
    offsetKm: [-3.2, -4.6],
    score: 8.3,
    reviews: 3300,
    stars: null,
    facilities: [1, 3, 4, 6],
    rooms: [...hotelRooms(139, 40), ...cabinRooms(229).map((room) => ({ ...room, key: `1${room.key}` }))],
  }),
  hotel("Murphy's River Lodge", 149, {
    typeId: 2,
    offsetKm: [0.5, -1.2],
    score: 8.8,
    reviews: 1200,
    facilities: [1, 3, 5],
  }),
  hotel('Rocky Mountain Park Inn', 139, {
    typeId: 4,
    offsetKm: [0.1, 1.9],
    score: 8.0,
    reviews: 1500,
    facilities: [1, 3, 4, 6],
  }),
  hotel('McGregor Mountain Lodge', 259, {
    typeId: 2,
    offsetKm: [2.1, -3.0],
    score: 9.4,
    reviews: 480,
    facilities: [1, 3, 5],
    pets: 'upon_request',
    rooms: cabinRooms(259),
  }),
  hotel('Romantic RiverSong Inn', 239, {
    typeId: 9,
    offsetKm: [-1.4, -1.0],
    score: 9.5,
    reviews: 380,
    facilities: [1, 3, 5, 9],
    mealPlan: 'breakfast_included',
    soldOutNights: ['02-13', '02-14'],
  }),
  hotel('Taharaa Mountain Lodge', 269, {
    typeId: 2,
    offsetKm: [-2.3, 1.0],
    score: 9.5,
    reviews: 510,
    mealPlan: 'breakfast_included',
  }),
  hotel('Silver Moon Inn', 159, {
    typeId: 4,
    offsetKm: [0.6, -0.6],
    score: 8.7,
    reviews: 990,
    facilities: [1, 3, 4, 5],
  }),
  hotel('Alpine Trail Ridge Inn', 149, {
    typeId: 4,
    offsetKm: [0.2, -2.2],
    score: 8.6,
    reviews: 870,
    facilities: [1, 3, 4],
  }),
  hotel('The Landing at Estes Park', 169, { offsetKm: [0.0, 0.7], score: 8.7, reviews: 640, facilities: [1, 3, 7] }),
  hotel('Holiday Inn Express Estes Park', 159, {
    offsetKm: [-0.4, 2.0],
    score: 8.3,
    reviews: 1900,
    facilities: [1, 3, 4, 5, 7],
  }),
  hotel('Marys Lake Lodge', 199, {
    typeId: 2,
    offsetKm: [-3.4, 0.6],
    score: 8.5,
    reviews: 830,
    facilities: [1, 3, 5, 6],
    soldOutNights: ['07-04'],
  }),
  hotel('Black Canyon Inn', 219, {
    typeId: 4,
    offsetKm: [2.4, 0.9],
    score: 9.1,
    reviews: 420,
    facilities: [1, 3, 5, 6, 9],
  }),
  hotel('Solitude Cabins', 209, {
    typeId: 6,
    offsetKm: [1.1, -2.8],
    score: 9.3,
    reviews: 260,
    stars: null,
    facilities: [1, 3, 10],
    pets: 'yes',
    charges: 'home',
    rooms: cabinRooms(209),
  }),
  hotel('Elkhorn Lodge', 229, { typeId: 2, offsetKm: [0.5, -0.7], score: 8.9, reviews: 350, facilities: [1, 3, 6, 9] }),
  hotel('Appenzell Inn', 179, {
    typeId: 4,
    offsetKm: [0.4, -2.8],
    score: 9.2,
    reviews: 610,
    facilities: [1, 3, 4, 5],
    mealPlan: 'breakfast_included',
  }),
  hotel('Saddle & Surrey Motel', 119, {
    typeId: 3,
    offsetKm: [-0.6, 1.5],
    score: 8.8,
    reviews: 720,
    stars: 2,
    facilities: [1, 3, 4, 5],
    mealPlan: 'breakfast_included',
    rooms: motelRooms(119),
  }),
  hotel('Twin Owls Motor Lodge', 129, {
    typeId: 3,
    offsetKm: [2.8, 0.4],
    score: 8.9,
    reviews: 430,
    stars: 2,
    facilities: [1, 3, 5],
    rooms: motelRooms(129),
  }),
  hotel('Historic Crags Lodge', 189, {
    typeId: 2,
    offsetKm: [-0.3, -0.5],
    score: 8.4,
    reviews: 560,
    facilities: [1, 3, 6],
  }),
  hotel('The Baldpate Inn', 189, {
    typeId: 9,
    offsetKm: [-11.0, -1.3],
    score: 9.0,
    reviews: 300,
    facilities: [1, 3, 6],
    mealPlan: 'breakfast_included',
  }),
  hotel('The Inn on Fall River', 169, {
    typeId: 4,
    offsetKm: [0.6, -1.8],
    score: 8.8,
    reviews: 700,
    facilities: [1, 3, 5],
  }),
  hotel('The Inn of Glen Haven', 199, {
    typeId: 4,
    offsetKm: [7.5, 7.6],
    score: 9.1,
    reviews: 150,
    facilities: [1, 3, 6],
  }),
  hotel('Big Thompson Timberlane Lodge', 179, {
    typeId: 2,
    offsetKm: [-1.0, 3.4],
    score: 9.0,
    reviews: 340,
    facilities: [1, 3, 4, 5],
    rooms: cabinRooms(179),
  }),
  hotel('Stand-in vacation home: Fish Creek, 3 bedrooms', 349, {
    typeId: 7,
    offsetKm: [-1.6, 2.2],
    score: 9.2,
    reviews: 48,
    stars: null,
    facilities: [1, 3, 10],
    pets: 'yes',
    charges: 'home',
    soldOutNights: ['12-24', '12-25'],
    rooms: homeRooms(349, 3),
  }),
  hotel('Stand-in vacation home: Devils Gulch, 4 bedrooms', 459, {
    typeId: 7,
    offsetKm: [2.9, 1.1],
    score: 9.7,
    reviews: 21,
    stars: null,
    facilities: [1, 3, 5],
    charges: 'home',
    rooms: homeRooms(459, 4),
  }),
  hotel('Stand-in vacation home: Moraine Park side, 2 bedrooms', 259, {
    typeId: 7,
    offsetKm: [-1.2, -3.9],
    score: null,
    reviews: 0,
    stars: null,
    facilities: [[2, 'offsite']],
    pets: 'no',
    charges: 'home',
    rooms: homeRooms(259, 2),
  }),
  hotel('Stand-in condo: Lake Estes, 2 bedrooms', 219, {
    typeId: 8,
    offsetKm: [-0.2, 2.6],
    score: 8.1,
    reviews: 64,
    stars: null,
    facilities: [1, 3, 4],
    charges: 'home',
    rooms: homeRooms(219, 2),
  }),
  // Outside the town's search radius (15 km): a coordinate search must leave it out.
  hotel('Stand-in lodge outside the search radius', 149, {
    typeId: 2,
    offsetKm: [-9.0, 28.0],
    score: 8.0,
    reviews: 90,
  }),
];

/** The stand-in's properties: ids 9 100 001 and up, in this order. */
export const standInProperties: readonly StandInProperty[] = rows.map((row, index) => ({
  ...row,
  id: 9_100_001 + index,
}));

/** The stand-in's own city id for the town (BOOKING_CITY_ID in tests); the far-away lodge is not in it. */
export const standInCityId = -9_100_000;

export const isInStandInTown = (property: StandInProperty): boolean =>
  !property.name.includes('outside the search radius');

// ---------------------------------------------------------------------------------------------
// Prices: they change with the season, the weekend and the party (all of it test data).
// ---------------------------------------------------------------------------------------------

const dayMs = 86_400_000;

export function nightsOf(checkin: string, checkout: string): string[] {
  const nights: string[] = [];
  for (let at = Date.parse(`${checkin}T00:00:00Z`); at < Date.parse(`${checkout}T00:00:00Z`); at += dayMs) {
    nights.push(new Date(at).toISOString().slice(0, 10));
  }
  return nights;
}

/** Summer and the elk rut dearer, winter cheaper, the year's end holidays dearer. */
function seasonFactor(night: string): number {
  const monthDay = night.slice(5);
  if (monthDay >= '12-20' || monthDay <= '01-02') return 1.4;
  const month = Number(night.slice(5, 7));
  if (month >= 6 && month <= 8) return 1.5;
  if (month === 9) return 1.3;
  if (month === 10) return 1.1;
  if (month <= 3) return 0.75;
  return 1;
}

/** Friday and Saturday nights cost a quarter more. */
const weekendFactor = (night: string): number => {
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6 ? 1.25 : 1;
};

/** Each adult past two adds 12 %, each child of 3 or more 6 %. */
const partyFactor = (adults: number, childAges: readonly number[]): number =>
  1 + 0.12 * Math.max(0, adults - 2) + 0.06 * childAges.filter((age) => age >= 3).length;

/** One room's price for the stay (before charges), to the cent. */
export function roomStayPrice(
  room: StandInRoom,
  nights: readonly string[],
  adults: number,
  childAges: readonly number[],
): number {
  const sum = nights.reduce((total, night) => total + room.baseNightly * seasonFactor(night) * weekendFactor(night), 0);
  return Math.round(sum * partyFactor(adults, childAges) * 100) / 100;
}

export const isSoldOut = (property: StandInProperty, nights: readonly string[]): boolean =>
  nights.some((night) => property.soldOutNights.includes(night.slice(5)));
