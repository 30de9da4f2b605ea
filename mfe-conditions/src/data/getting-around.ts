/**
 * Getting around Estes Park and the Bear Lake Road corridor without a parking space: the park's
 * Hiker Shuttle and Park & Ride, the town's free shuttles, parking in town and the trailheads'
 * typical fill times (docs/rules/conditions.md#sourced-park-facts). Read on `parkFactsCheckedOn`
 * from stored public pages; the newest season any of them gave is 2023, so every seasonal fact
 * names its year, and the park's and the town's own pages are linked for this year's schedule.
 */
import { parkFactsCheckedOn, type FactSource, type SourcedSection } from './park-facts';

/** Where visitors check this year's schedules (linked, not quoted: not read here). */
export const currentSchedulePages = {
  parkShuttles: {
    name: 'National Park Service: Shuttle Buses and Public Transit',
    url: 'https://www.nps.gov/romo/planyourvisit/shuttle-buses-and-public-transit.htm',
  },
  townShuttles: { name: 'Town of Estes Park: shuttles', url: 'https://www.estes.org/shuttles' },
  townParking: { name: 'Town of Estes Park: parking', url: 'https://www.estes.org/parking' },
  reservations: { name: 'Recreation.gov', url: 'https://www.recreation.gov' },
} as const satisfies Record<string, FactSource>;

const hikerShuttle2023Start: FactSource = {
  name: 'Loveland Reporter-Herald: Rocky Mountain National Park hiker shuttles start on Friday (May 24, 2023)',
  url: 'https://www.reporterherald.com/2023/05/24/rocky-mountain-national-park-hiker-shuttles-start-on-friday/',
};
const hikerShuttle2023Release: FactSource = {
  name: 'Rocky Mountain Hiking Trails: the park’s 2023 Hiker Shuttle announcement (April 27, 2023)',
  url: 'https://rockymountainhikingtrails.blogspot.com/2023/04/',
};
const hikerShuttle2023LastBus: FactSource = {
  name: 'Out There Colorado: the park will offer a seasonal hiker shuttle this summer (April 30, 2023)',
  url: 'https://www.outtherecolorado.com/news/rocky-mountain-national-park-will-offer-seasonal-hiker-shuttle-this-summer/article_653e0ed4-e78e-11ed-b1a6-ff04645eb08d.html',
};
const hikerShuttle2022Schedule: FactSource = {
  name: 'Loveland Reporter-Herald: hiker shuttle will operate May 27–Oct. 10 (May 1, 2022)',
  url: 'https://www.reporterherald.com/2022/05/01/rmnp-announces-hiker-shuttle-will-operate-may-27-oct-10/',
};
const parkShuttles2023: FactSource = {
  name: 'KDVR: Hiking at Rocky Mountain National Park? There’s a shuttle for that (April 26, 2023)',
  url: 'https://kdvr.com/news/local/hiking-at-rocky-mountain-national-park-theres-a-shuttle-for-that/',
};
const townShuttles2023: FactSource = {
  name: 'Estes Park News: the Town’s daily shuttle service on all five routes (June 26, 2023)',
  url: 'https://www.estesparknews.com/featured_articles/article_cd206f9a-1468-11ee-8b57-236df8712e16.html',
};
const townParking2023: FactSource = {
  name: 'Estes Park News: the 2023 paid parking season (May 14, 2023)',
  url: 'https://www.estesparknews.com/featured_articles/article_51bb6648-ef5b-11ed-ba81-7b5421ad422a.html',
};
const parkFillTimes2019: FactSource = {
  name: 'Estes Park News: Rocky Mountain National Park’s advice for a busy summer (2019)',
  url: 'http://www.estesparknews.com/rmnp_news/article_3cf51f24-a347-11e9-af7d-9b2746b6b991.html',
};

const parkReleaseAsReported = 'the park’s news release as reported by the source, not the park’s page itself';
const townReleaseAsReported =
  'the Town of Estes Park’s announcement as printed by the source, not the town’s page itself';

export const hikerShuttle: SourcedSection = {
  id: 'hiker-shuttle',
  heading: 'The park’s Hiker Shuttle',
  facts: [
    {
      id: 'route',
      text: 'The Hiker Shuttle runs from the Estes Park Visitor Center to the park’s Park & Ride Transit Hub on Bear Lake Road, with no other stops; at the Park & Ride, riders change to the Bear Lake or Moraine Park shuttles for the trailheads along Bear Lake Road.',
      source: hikerShuttle2023Start,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
    {
      id: 'reservation',
      text: 'Every rider needs a Hiker Shuttle ticket, whatever their age, and a park entrance pass. Tickets are reserved on Recreation.gov (its app, or by phone at 877-444-6777), one reservation a day for 1 to 4 tickets, with a $2 processing fee for each reservation.',
      source: hikerShuttle2023Release,
      checked: { on: parkFactsCheckedOn, against: 'the park’s 2023 announcement as reprinted by the source' },
    },
    {
      id: 'evening-before',
      text: 'More tickets go on sale on Recreation.gov at 5 p.m. the evening before each day.',
      source: hikerShuttle2023Release,
      checked: { on: parkFactsCheckedOn, against: 'the park’s 2023 announcement as reprinted by the source' },
    },
    {
      id: 'season',
      text: 'The Hiker Shuttle runs only in summer and early fall.',
      seasonNote:
        'Daily from May 26 to September 4, then Saturdays and Sundays only from September 9 to October 22, as the park stated for 2023.',
      source: hikerShuttle2023Start,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
    {
      id: 'last-bus',
      text: 'The last shuttle back to Estes Park left the Park & Ride at 6 p.m. in 2023, and it is crowded; a rider who misses it has no other bus or public transit back to town.',
      source: hikerShuttle2023LastBus,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
    {
      id: 'first-bus',
      text: 'In 2022 the first Hiker Shuttle left the Estes Park Visitor Center at 9 a.m. and the last left the Park & Ride at 5:15 p.m.; riders leave town in the time slot they reserved and may come back on any shuttle.',
      source: hikerShuttle2022Schedule,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
    {
      id: 'ride-time',
      text: 'Each way takes 45 minutes to an hour, depending on traffic.',
      source: hikerShuttle2023Start,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
  ],
  unconfirmed: [
    'The first bus of 2023, and any season after 2023 (dates, times, fees): see the park’s shuttle page for this year.',
  ],
};

export const parkAndRide: SourcedSection = {
  id: 'park-and-ride',
  heading: 'Park & Ride and the shuttles inside the park',
  facts: [
    {
      id: 'in-park-shuttles',
      text: 'The shuttles inside the park, the Bear Lake and Moraine Park routes from the Park & Ride on Bear Lake Road, are free to ride.',
      source: parkShuttles2023,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
    {
      id: 'after-930',
      text: 'The park said that a hiker arriving in the Bear Lake Road corridor after 9:30 a.m. would, on many days, have the Hiker Shuttle from Estes Park as the only way in.',
      typical: { asOf: '2019' },
      source: parkFillTimes2019,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
  ],
  unconfirmed: ['Whether the Park & Ride’s own parking needs a timed-entry permit in a given season.'],
};

export const townShuttles: SourcedSection = {
  id: 'town-shuttles',
  heading: 'The town’s free shuttles (The Peak)',
  facts: [
    {
      id: 'fare-free',
      text: 'The Town of Estes Park’s shuttles, called The Peak (formerly Estes Transit), are free to ride, and every route is wheelchair accessible.',
      source: townShuttles2023,
      checked: { on: parkFactsCheckedOn, against: townReleaseAsReported },
    },
    {
      id: 'red-route',
      text: 'The Red Route, the downtown trolley, runs along Elkhorn Avenue from the Estes Park Visitor Center, 7:30 a.m. to 9:30 p.m. daily.',
      seasonNote: 'May 26 to October 22, as the town stated for 2023.',
      source: townShuttles2023,
      checked: { on: parkFactsCheckedOn, against: townReleaseAsReported },
    },
    {
      id: 'other-routes',
      text: 'The Blue, Gold, Brown and Silver routes run daily from 9 a.m., with the last trip of the day starting at 8:30 p.m.',
      seasonNote: 'From July 1, as the town stated for 2023.',
      source: townShuttles2023,
      checked: { on: parkFactsCheckedOn, against: townReleaseAsReported },
    },
  ],
  unconfirmed: ['The end dates of the Blue, Gold, Brown and Silver routes in 2023, and any season after 2023.'],
};

export const townParking: SourcedSection = {
  id: 'parking-in-town',
  heading: 'Parking in town',
  facts: [
    {
      id: 'paid-areas',
      text: 'Eight areas downtown are paid, $2 an hour from 10 a.m. to 5 p.m. daily: the Town Hall lot, Bond Park (in front of Town Hall and on Elkhorn Avenue and Park Lane), and the East Riverside, Riverside, Virginia, Wiest, Post Office and Tregent lots.',
      seasonNote: 'May 26 to October 22, as the town stated for 2023.',
      source: townParking2023,
      checked: { on: parkFactsCheckedOn, against: townReleaseAsReported },
    },
    {
      id: 'free-areas',
      text: 'The rest of downtown’s public parking is free, including 11 parking areas and the parking structure at 691 N. St. Vrain Ave (US 36).',
      source: townParking2023,
      checked: { on: parkFactsCheckedOn, against: townReleaseAsReported },
    },
    {
      id: 'accessible',
      text: 'Parking is free for any length of time in any public space with an ADA placard or Disabled Veteran or Purple Heart plates.',
      source: townParking2023,
      checked: { on: parkFactsCheckedOn, against: townReleaseAsReported },
    },
  ],
  unconfirmed: ['The paid areas, hours and rate of any season after 2023.'],
};

export const trailheadFillTimes: SourcedSection = {
  id: 'trailhead-fill-times',
  heading: 'When trailhead parking fills',
  facts: [
    {
      id: 'glacier-gorge',
      text: 'Glacier Gorge Trailhead: full by 6 a.m.',
      typical: { asOf: '2019' },
      source: parkFillTimes2019,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
    {
      id: 'bear-lake',
      text: 'Bear Lake Trailhead: full by 8 a.m.',
      typical: { asOf: '2019' },
      source: parkFillTimes2019,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
    {
      id: 'park-and-ride',
      text: 'Park & Ride on Bear Lake Road: full by 9:15 a.m.',
      typical: { asOf: '2019' },
      source: parkFillTimes2019,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
    {
      id: 'wild-basin',
      text: 'Wild Basin corridor: full by 9:30 a.m.',
      typical: { asOf: '2019' },
      source: parkFillTimes2019,
      checked: { on: parkFactsCheckedOn, against: parkReleaseAsReported },
    },
  ],
  unconfirmed: [
    'How the park’s timed-entry permits changed these times: they are the park’s summer figures from 2019.',
  ],
};

/** The page's sections, in the order a visitor plans: the park first, then town. */
export const gettingAroundSections: readonly SourcedSection[] = [
  hikerShuttle,
  parkAndRide,
  trailheadFillTimes,
  townShuttles,
  townParking,
];
