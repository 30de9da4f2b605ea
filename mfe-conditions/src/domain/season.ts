/**
 * The town's seasons as the conditions pages read them: the season from the month
 * (docs/rules/conditions.md#seasons: March–May spring, June–August summer, September–November fall,
 * otherwise winter), the month read on Estes Park's clock (@estes/shared/mountain-time).
 */
import { mountainClock } from '@estes/shared/mountain-time';
import { wildlifeDistances } from '@estes/shared/text/site-texts';

export type Season = 'spring' | 'summer' | 'fall' | 'winter';

/** Season of a month numbered 1 (January) to 12; undefined for anything else. */
export function seasonFromMonth(month: number): Season | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'fall';
  return 'winter';
}

export const seasonOf = (instant: Date): Season | undefined => seasonFromMonth(mountainClock(instant).month);

export interface SeasonBanner {
  title: string;
  text: string;
  tips: readonly string[];
}

/** The conditions banner of each season, and the default one when no season can be told. */
export const seasonBanners: Readonly<Record<Season | 'default', SeasonBanner>> = {
  spring: {
    title: 'Spring in the Rockies: snow up high, green down low',
    text: 'Trail Ridge Road opens around Memorial Day; until then the high cameras show deep snow while elk calve in the meadows below.',
    tips: [
      'Check the Trail Ridge Road cameras before driving up: spring storms close it again.',
      'Mornings bring the clearest views of Longs Peak before clouds build.',
      'Muddy, icy trails: pack microspikes and waterproof boots.',
    ],
  },
  summer: {
    title: 'Summer: long days and afternoon thunderstorms',
    text: 'Everything is open and busy. Storms build over the Divide most afternoons, so the cameras are clearest early.',
    tips: [
      'Start before 9 AM: timed-entry permits and parking fill quickly.',
      'Watch the Alpine Visitor Center camera for building storm clouds after noon.',
      'Lightning: be off exposed ridges by early afternoon.',
    ],
  },
  fall: {
    title: 'Fall: golden aspens and the elk rut',
    text: 'Aspens turn from mid-September, bull elk bugle at dawn and dusk, and Trail Ridge Road closes for the season in mid-October.',
    tips: [
      'Moraine Park and Horseshoe Park cameras are best at dawn and dusk during the rut.',
      `Give elk ${wildlifeDistances.allWildlife}; never stop in the road.`,
      'First snows can come any day: check the pass cameras before you go.',
    ],
  },
  winter: {
    title: 'Winter: quiet trails, snow on the peaks',
    text: 'Trail Ridge Road is closed beyond Many Parks Curve; town is calm and the snow-capped peaks are at their most dramatic.',
    tips: [
      'Wind on the east side can be fierce: the cameras show blowing snow before the forecast does.',
      'Snowshoe at Bear Lake and Wild Basin; carry traction for icy parking lots.',
      'Check the US-34 and US-36 cameras for road conditions before driving up from the plains.',
    ],
  },
  default: {
    title: 'Mountain weather changes fast',
    text: 'Check the live cameras and the forecast before you head out: conditions at 12,000 feet can differ completely from town.',
    tips: [
      'Bring layers in every season.',
      'Carry water and sun protection: the sun is strong at altitude.',
      'Tell someone your plans before heading into the backcountry.',
    ],
  },
};

export const bannerFor = (season: Season | undefined): SeasonBanner => seasonBanners[season ?? 'default'];
