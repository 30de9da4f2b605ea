/**
 * The downtown guide's fixed content: the events list (hardcoded,
 * docs/rules/conditions.md#downtown), insider tips, the walking tour, parking, the downtown hotels
 * offered with Book Now, and how to get there.
 */
import type { DowntownEvent } from '../domain/downtown';

export const downtownEvents: readonly DowntownEvent[] = [
  {
    id: 'catch-the-glow',
    name: 'Catch the Glow Holiday Parade',
    date: 'November 27, 2026',
    time: '5:30 PM',
    location: 'Elkhorn Avenue',
    category: 'festival',
    description: 'Lighted floats roll down Elkhorn Avenue the day after Thanksgiving to open the holiday season.',
    recurring: true,
  },
  {
    id: 'holiday-lights',
    name: 'Holiday Lights on the Riverwalk',
    date: 'November 27, 2026 – January 3, 2027',
    time: 'Dusk to 10 PM',
    location: 'Riverwalk and Bond Park',
    category: 'other',
    description: 'Thousands of lights along the river and in Bond Park, with carolers on weekend evenings.',
    recurring: true,
  },
  {
    id: 'farmers-market',
    name: 'Estes Park Farmers Market',
    date: 'Thursdays, June 3 – September 30, 2027',
    time: '8 AM – 1 PM',
    location: 'Bond Park',
    category: 'market',
    description: 'Colorado produce, baked goods, honey and crafts every Thursday through the summer.',
    recurring: true,
  },
  {
    id: 'wool-market',
    name: 'Estes Park Wool Market',
    date: 'June 12–13, 2027',
    time: '9 AM – 5 PM',
    location: 'Estes Park Events Complex (free shuttle from downtown)',
    category: 'festival',
    description: 'Sheep, alpacas, fleece judging and fiber vendors: one of the largest wool festivals in the West.',
    recurring: true,
  },
  {
    id: 'bond-park-concerts',
    name: 'Summer Concerts in Bond Park',
    date: 'Sundays, June 20 – August 29, 2027',
    time: '6 PM – 8 PM',
    location: 'Bond Park',
    category: 'music',
    description: 'Free evening concerts on the lawn: bring a blanket and dinner from downtown.',
    recurring: true,
  },
  {
    id: 'rooftop-rodeo',
    name: 'Rooftop Rodeo',
    date: 'July 6–11, 2027',
    time: 'Evenings 7 PM',
    location: 'Estes Park Events Complex (free shuttle from downtown)',
    category: 'other',
    description: 'A professional rodeo since 1908, with a parade down Elkhorn Avenue on opening day.',
    recurring: true,
  },
  {
    id: 'scottish-festival',
    name: 'Longs Peak Scottish-Irish Highland Festival',
    date: 'September 9–12, 2027',
    time: 'Parade Saturday 9 AM',
    location: 'Elkhorn Avenue and the Events Complex',
    category: 'festival',
    description: 'Pipe bands parade down Elkhorn Avenue before the Highland games and dancing.',
    recurring: true,
  },
  {
    id: 'elk-fest',
    name: 'Elk Fest',
    date: 'October 2–3, 2027',
    time: '10 AM – 5 PM',
    location: 'Bond Park',
    category: 'festival',
    description: 'Bugling contests, elk talks and Native American music during the rut.',
    recurring: true,
  },
];

export const historicStreet = {
  heading: 'Historic Elkhorn Avenue',
  paragraphs: [
    'Elkhorn Avenue grew up around the Big Thompson River in the early 1900s, when F. O. Stanley’s new road and hotel brought motor tourists to the valley.',
    'Many storefronts still date from the 1910s to the 1930s: the Macdonald Book Shop in its 1908 log home, the Park Theatre’s 1913 tower, and the rustic log-slab fronts of the 1920s.',
    'After the 1982 Lawn Lake flood swept down the street, the town rebuilt it with the Riverwalk, turning the river from a back alley into the heart of downtown.',
  ],
  facts: [
    { label: 'Elevation', value: '7,522 ft' },
    { label: 'Town incorporated', value: '1917' },
    { label: 'Park Theatre opened', value: '1913' },
    { label: 'Riverwalk built', value: 'after the 1982 flood' },
  ],
} as const;

export const parkingGuide = [
  {
    name: 'Visitor Center parking garage',
    where: '691 N St Vrain Ave, behind the Visitor Center',
    note: 'The largest car park, a short walk along the river to Elkhorn Avenue; the free summer shuttles leave from here.',
  },
  {
    name: 'Riverside and Post Office lots',
    where: 'Riverside Dr, south of Elkhorn Avenue',
    note: 'Closest to the west end of downtown; fill by late morning in summer.',
  },
  {
    name: 'Events Complex park-and-ride',
    where: '1125 Rooftop Way',
    note: 'Free all-day parking with shuttle service on festival weekends.',
  },
  {
    name: 'On-street parking',
    where: 'Elkhorn Avenue and side streets',
    note: 'Short-stay spaces; check the signs for time limits and paid-parking hours in the summer season.',
  },
] as const;

export const insiderTips = [
  'Arrive before 10 AM on summer weekends: parking is easy and the patios are quiet.',
  'Walk the Riverwalk end to end in about 20 minutes; it links most lots to Elkhorn Avenue.',
  'Elk wander through town in the fall: give them room, especially near Bond Park and the golf course.',
  'Many shops stay open late in summer; the holiday lights make winter evenings special.',
  'Grab taffy or fudge on the way back to the car: it travels better than ice cream.',
  'Restrooms: the Visitor Center, Bond Park and the library.',
] as const;

export const walkingTour = [
  { stop: 'Estes Park Visitor Center', text: 'Pick up a map and park in the garage.', minutes: 0 },
  { stop: 'Riverwalk', text: 'Follow the Big Thompson west past patios and sculptures.', minutes: 10 },
  { stop: 'Bond Park', text: 'The town green, with Town Hall and the festival lawn.', minutes: 15 },
  { stop: 'Macdonald Book Shop', text: 'The 1908 log home turned bookshop on Elkhorn Avenue.', minutes: 20 },
  { stop: 'The Wheel Bar', text: 'A 1945 landmark; look for the wagon-wheel sign.', minutes: 25 },
  { stop: 'Historic Park Theatre', text: 'The 1913 tower at Moraine Avenue.', minutes: 35 },
  { stop: 'Aerial Tramway', text: 'Ride up Prospect Mountain in summer for the view back over town.', minutes: 45 },
] as const;

export interface DowntownHotel {
  id: string;
  name: string;
  address: string;
  walk: string;
  description: string;
  fromPrice: number;
}

export const downtownHotels: readonly DowntownHotel[] = [
  {
    id: 'stanley-hotel',
    name: 'The Stanley Hotel',
    address: '333 E Wonderview Ave',
    walk: '10-minute walk',
    description: 'The 1909 landmark above town, with history tours and views over Lake Estes.',
    fromPrice: 289,
  },
  {
    id: 'ridgeline-hotel',
    name: 'The Ridgeline Hotel',
    address: '101 S St Vrain Ave',
    walk: '5-minute walk',
    description: 'A full-service hotel a block from the Riverwalk, with an indoor pool.',
    fromPrice: 189,
  },
  {
    id: 'murphys-river-lodge',
    name: 'Murphy’s River Lodge',
    address: '481 W Elkhorn Ave',
    walk: '8-minute walk',
    description: 'Riverside rooms on the Fall River at the quiet west end of Elkhorn Avenue.',
    fromPrice: 139,
  },
  {
    id: 'silver-moon-inn',
    name: 'Silver Moon Inn',
    address: '175 Spruce Dr',
    walk: '7-minute walk',
    description: 'Rooms and suites on the river with a hot tub and mountain views.',
    fromPrice: 159,
  },
];

export const gettingThere = [
  {
    title: 'From Denver',
    text: 'About 70 miles, 1 hour 30 minutes: US-36 through Boulder and Lyons, straight into downtown.',
  },
  {
    title: 'From Loveland',
    text: 'About 30 miles on US-34 through the Big Thompson Canyon; check the canyon camera in winter.',
  },
  {
    title: 'From Denver International Airport',
    text: 'About 1 hour 45 minutes by car; shuttle companies run scheduled vans to Estes Park lodging.',
  },
  {
    title: 'Around town',
    text: 'Free town shuttles run from the Visitor Center in summer; downtown is easy to walk end to end.',
  },
] as const;
