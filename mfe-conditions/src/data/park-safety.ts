/**
 * The park's safety essentials (lightning, altitude, wildlife distances, Leave No Trace) and the
 * numbers to call, as the National Park Service and the Leave No Trace Center state them
 * (docs/rules/conditions.md#sourced-park-facts). Read on `parkFactsCheckedOn` from stored public
 * pages; where the page read was a copy rather than the publisher's own, `checked.against` says so.
 */
import { wildlifeDistances as siteWildlifeDistances } from '@estes/shared/text/site-texts';
import { parkFactsCheckedOn, type FactSource, type SourcedSection } from './park-facts';

const lightningPage: FactSource = {
  name: 'National Park Service: Lightning Safety in the High Country',
  url: 'https://www.nps.gov/romo/lightening_safety.htm',
};
// The distances are one site text (docs/rules/site.md#site-texts), with its own source and day.
const wildlifePage: FactSource = {
  name: siteWildlifeDistances.source.name,
  url: siteWildlifeDistances.source.url,
};
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const parkTips: FactSource = {
  name: 'Rocky Mountain National Park’s visitor tips, as reprinted by MagazineUSA',
  url: 'http://www.magazineusa.com/us/parkguide/show.aspx?state=co&unit=rockymountain&doc=100,002',
};
const leaveNoTrace: FactSource = {
  name: 'Leave No Trace Center for Outdoor Ethics: the Seven Principles',
  url: 'https://lnt.org/',
};
const parkNewspaper: FactSource = {
  name: 'National Park Service: Rocky Mountain National Park’s official newspaper, winter 2018–2019',
  url: 'https://docslib.org/doc/4259207/rocky-mountain-national-park-official-newspaper',
};

export const lightning: SourcedSection = {
  id: 'lightning',
  heading: 'Lightning',
  facts: [
    {
      id: 'afternoon',
      text: 'Most thunderstorms come after noon: start summit hikes and walks onto the tundra early in the morning.',
      source: lightningPage,
      checked: { on: parkFactsCheckedOn, against: 'the park’s page (last updated March 31, 2012)' },
    },
    {
      id: 'tundra',
      text: 'On the treeless tundra you are probably the tallest thing around: stay off it when thunderclouds are in the area, and watch the sky for them.',
      source: lightningPage,
      checked: { on: parkFactsCheckedOn, against: 'the park’s page (last updated March 31, 2012)' },
    },
    {
      id: 'caught-out',
      text: 'If lightning comes near, go down or back to the car; if it is too late, crouch with your hands on your knees and your head low, and put packs and metal things well away from you.',
      source: lightningPage,
      checked: { on: parkFactsCheckedOn, against: 'the park’s page (last updated March 31, 2012)' },
    },
  ],
  unconfirmed: [],
};

export const altitude: SourcedSection = {
  id: 'altitude',
  heading: 'Altitude',
  facts: [
    {
      id: 'symptoms',
      text: 'Nearly half of the park’s visitors feel some altitude sickness: headache and dizziness, up to nausea and unconsciousness. Trail Ridge Road climbs to 12,183 feet.',
      source: parkTips,
      checked: { on: parkFactsCheckedOn, against: 'the park’s tips as reprinted (undated), not the park’s own page' },
    },
    {
      id: 'descend',
      text: 'The only cure for altitude sickness is to go down to a lower elevation; if you begin to feel sick, go down.',
      source: parkTips,
      checked: { on: parkFactsCheckedOn, against: 'the park’s tips as reprinted (undated), not the park’s own page' },
    },
    {
      id: 'water-and-sun',
      text: 'Altitude makes dehydration and severe sunburn more likely and can aggravate heart and lung conditions: drink several quarts of water a day and reapply sunscreen often.',
      source: parkTips,
      checked: { on: parkFactsCheckedOn, against: 'the park’s tips as reprinted (undated), not the park’s own page' },
    },
  ],
  unconfirmed: ['The altitude advice on the park’s own website: the text above is the park’s, read in a reprint.'],
};

export const wildlifeDistances: SourcedSection = {
  id: 'wildlife',
  heading: 'Wildlife distances',
  facts: [
    {
      id: 'all-wildlife',
      text: `Elk, deer and all other wildlife: stay ${siteWildlifeDistances.allWildlife} away.`,
      source: wildlifePage,
      checked: { on: siteWildlifeDistances.source.recorded, against: 'the park’s page (last updated April 7, 2023)' },
    },
    {
      id: 'dangerous-animals',
      text: `${capitalized(siteWildlifeDistances.dangerousAnimalsNamed)}: stay ${siteWildlifeDistances.dangerousAnimals} away.`,
      source: wildlifePage,
      checked: { on: siteWildlifeDistances.source.recorded, against: 'the park’s page (last updated April 7, 2023)' },
    },
    {
      id: 'feeding',
      text: 'Feeding or harassing wildlife is illegal in all national parks.',
      source: wildlifePage,
      checked: { on: parkFactsCheckedOn, against: 'the park’s page (last updated April 7, 2023)' },
    },
  ],
  unconfirmed: [],
};

const principlesChecked = {
  on: parkFactsCheckedOn,
  against: 'the seven principles as reprinted with the Center’s credit (hikeryearbook.com), not lnt.org itself',
};

export const leaveNoTracePrinciples: SourcedSection = {
  id: 'leave-no-trace',
  heading: 'Leave No Trace',
  facts: [
    'Plan ahead and prepare.',
    'Travel and camp on durable surfaces.',
    'Dispose of waste properly.',
    'Leave what you find.',
    'Minimize campfire impacts.',
    'Respect wildlife.',
    'Be considerate of other visitors.',
  ].map((text, index) => ({ id: `principle-${index + 1}`, text, source: leaveNoTrace, checked: principlesChecked })),
  unconfirmed: [],
};

export const safetyEssentials: readonly SourcedSection[] = [
  lightning,
  altitude,
  wildlifeDistances,
  leaveNoTracePrinciples,
];

/** A number to call, with who answers it. */
export interface EmergencyNumber {
  id: string;
  label: string;
  /** As dialled, digits only: the link's `tel:` target. */
  dial: string;
  /** As printed for a visitor. */
  display: string;
  source: FactSource;
  checked: { on: string; against: string };
}

const newspaperChecked = {
  on: parkFactsCheckedOn,
  against: 'the park’s newspaper for winter 2018–2019 as stored by the source, not the park’s website',
};

export const emergencyNumbers: { numbers: readonly EmergencyNumber[]; unconfirmed: readonly string[] } = {
  numbers: [
    {
      id: 'emergency',
      label: 'Emergencies',
      dial: '911',
      display: '911',
      source: parkNewspaper,
      checked: newspaperChecked,
    },
    {
      id: 'park-information',
      label: 'Park information (not for emergencies)',
      dial: '+19705861206',
      display: '970-586-1206',
      source: parkNewspaper,
      checked: newspaperChecked,
    },
    {
      id: 'trail-ridge-road',
      label: 'Trail Ridge Road status',
      dial: '+19705861222',
      display: '970-586-1222',
      source: parkNewspaper,
      checked: newspaperChecked,
    },
  ],
  unconfirmed: [
    'A separate emergency or dispatch number for the park: none was found on a National Park Service page, so none is given; call 911.',
  ],
};
