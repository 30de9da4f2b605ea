/**
 * The trip planning screen's content: the four-step guide and the three packages
 * (docs/rules/planning.md#trip-packages).
 */
import type { ArtworkName } from '@estes/shared';
import { parkSeasons } from '@estes/shared/park/seasons';
import type { tripPackageIds } from '../../domain/form-limits';

export interface PlanningStep {
  icon: string;
  title: string;
  description: string;
  tips: readonly string[];
}

export interface TripPackage {
  id: (typeof tripPackageIds)[number];
  name: string;
  duration: string;
  days: number;
  difficulty: 'Easy' | 'Moderate' | 'Challenging';
  highlights: readonly string[];
  description: string;
  image: ArtworkName;
  imageAlt: string;
  price: number;
  includes: readonly string[];
  featured: boolean;
}

export const planningSteps: readonly PlanningStep[] = [
  {
    icon: '1',
    title: 'Pick your season',
    description: 'Summer brings wildflowers and Trail Ridge Road; fall brings the elk rut and golden aspens.',
    tips: [
      `Trail Ridge Road is ${parkSeasons['trail-ridge-road'].typically}`,
      'Elk rut peaks mid-September to mid-October',
    ],
  },
  {
    icon: '2',
    title: 'Book where you stay',
    description: 'Downtown keeps you walking distance from dinner; cabins near the park put trailheads close.',
    tips: ['Book summer weekends early', 'Compare downtown and Fall River Road stays'],
  },
  {
    icon: '3',
    title: 'Reserve your park days',
    description: 'Rocky Mountain National Park uses timed-entry permits in the busy season.',
    tips: ['Permits open a month ahead and the day before', 'Start before 9 AM to skip the lines'],
  },
  {
    icon: '4',
    title: 'Pack for the mountains',
    description: 'At 7,522 feet the weather turns fast: layers, water and sun protection every day.',
    tips: ['Afternoon storms are common in July', 'Check the webcams before driving up'],
  },
];

export const tripPackages: readonly TripPackage[] = [
  {
    id: 'rocky-mountain-explorer',
    name: 'Rocky Mountain Explorer',
    duration: '3 days / 2 nights',
    days: 3,
    difficulty: 'Moderate',
    highlights: ['Bear Lake to Emerald Lake hike', 'Trail Ridge Road at sunset', 'Downtown dinner picks'],
    description:
      'The classic long weekend: the park’s best lakes, the highest paved road in the country and a night on Elkhorn Avenue.',
    image: 'heroPeaks',
    imageAlt: 'Snow-capped peaks above a mountain valley',
    price: 299,
    includes: [
      'Day-by-day itinerary',
      'Lodging shortlist for your dates',
      'Timed-entry permit help',
      'Restaurant reservations',
    ],
    featured: true,
  },
  {
    id: 'family-mountain-getaway',
    name: 'Family Mountain Getaway',
    duration: '4 days / 3 nights',
    days: 4,
    difficulty: 'Easy',
    highlights: ['Sprague Lake loop', 'Elk watching in Moraine Park', 'Aerial tram and mini golf'],
    description: 'Short trails, wildlife, ice cream and rainy-day plans, paced for kids and grandparents alike.',
    image: 'elkMeadow',
    imageAlt: 'Elk grazing in a mountain meadow',
    price: 399,
    includes: ['Kid-friendly itinerary', 'Family lodging shortlist', 'Rainy-day backup plans', 'Junior Ranger tips'],
    featured: false,
  },
  {
    id: 'backcountry-adventure',
    name: 'Backcountry Adventure',
    duration: '5 days / 4 nights',
    days: 5,
    difficulty: 'Challenging',
    highlights: ['Sky Pond and the Loch', 'Chasm Lake at sunrise', 'Stargazing far from town'],
    description: 'Long alpine days for fit hikers: early starts, high lakes and acclimatisation built into the plan.',
    image: 'nightSky',
    imageAlt: 'Stars over dark mountain ridges',
    price: 499,
    includes: [
      'Route plans with turnaround times',
      'Gear and altitude checklist',
      'Wilderness permit help',
      'Guide introductions',
    ],
    featured: false,
  },
];

export const formatPrice = (price: number) => `$${price}`;
