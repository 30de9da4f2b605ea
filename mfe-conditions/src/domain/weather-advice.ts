/**
 * The advice rules (docs/rules/conditions.md#clothing-advice and the sections after it): what to
 * wear, what to do right now, the activity cards and the elevation comparison. Pure functions of
 * the numbers, so the server's HTML and the browser agree and every threshold is tested.
 */
import { precipitationChanceText, type PrecipitationKind } from './precipitation';
import { weatherPlaceInfo, type WeatherPlace, type WeatherPlaceInfo } from './weather-result';

export interface Advice {
  title: string;
  text: string;
}

/** Temperature minus 0.7 × wind speed: how cold it feels to someone outside. */
export function effectiveTemperature(temperature: number, windSpeed: number): number {
  return temperature - 0.7 * windSpeed;
}

export type ClothingLevel = 'winter' | 'layers' | 'light-jacket' | 't-shirt-layer' | 't-shirt-shorts' | 'stay-cool';

export function clothingLevel(temperature: number, windSpeed: number): ClothingLevel {
  const effective = effectiveTemperature(temperature, windSpeed);
  if (effective < 32) return 'winter';
  if (effective < 45) return 'layers';
  if (temperature < 60) return 'light-jacket';
  if (temperature < 75) return 't-shirt-layer';
  if (temperature < 85) return 't-shirt-shorts';
  return 'stay-cool';
}

const clothingText: Record<ClothingLevel, string> = {
  winter: 'Heavy winter gear: insulated jacket, hat, gloves and warm boots. Wind makes it feel well below freezing.',
  layers: 'Dress in layers: a warm base layer, fleece and a wind-proof shell, plus a hat and gloves.',
  'light-jacket': 'A light jacket or fleece over long sleeves; mountain air cools quickly in the shade.',
  't-shirt-layer': 'T-shirt weather, but bring a layer: it cools fast when clouds roll in or the sun sets.',
  't-shirt-shorts': 'T-shirt and shorts weather. Add sunscreen and a hat: the sun is strong at altitude.',
  'stay-cool': 'Stay cool: light, breathable clothes, a sun hat and plenty of water.',
};

export function clothingAdvice(temperature: number, windSpeed: number): string {
  return clothingText[clothingLevel(temperature, windSpeed)];
}

export interface RightNowInput {
  temperature: number;
  condition: string;
  windSpeed: number;
}

/**
 * The 'Right Now' tip, first matching rule wins: storms, rain or snow, extreme cold, extreme
 * heat, strong wind, then by the hour of the day in Mountain time.
 */
export function rightNowAdvice({ temperature, condition, windSpeed }: RightNowInput, hour: number): string {
  const sky = condition.toLowerCase();
  if (sky.includes('storm') || sky.includes('thunder'))
    return 'Thunderstorms around: stay indoors and off exposed ridges and summits until they pass.';
  if (sky.includes('rain') || sky.includes('snow') || sky.includes('drizzle'))
    return 'Wet weather: a good time for indoor activities, from museums and galleries to a long lunch downtown.';
  if (temperature < 20) return 'Very cold: keep outings short, cover exposed skin and warm up indoors between walks.';
  if (temperature > 90) return 'Very hot: stay in the shade, drink plenty of water and save hikes for early morning.';
  if (windSpeed > 25) return 'Very windy: avoid exposed trails and high points; sheltered valleys are calmer.';
  if (hour >= 6 && hour <= 8)
    return 'Early morning: the best time to see elk and other wildlife in the meadows, and trails are quiet.';
  if (hour >= 9 && hour <= 11)
    return 'Mid-morning: ideal for a hike; aim to be off high ridges before afternoon storms.';
  if (hour >= 12 && hour <= 15)
    return temperature > 80
      ? 'Hot afternoon: find shade by the river, visit a shop or gallery, and keep drinking water.'
      : 'Afternoon: a good time for scenic drives and short walks; watch the sky for building storm clouds.';
  if (hour >= 16 && hour <= 18)
    return 'Late afternoon: golden light for photos, and elk start moving back into the meadows.';
  if (hour >= 19 && hour <= 21)
    return temperature < 60
      ? 'Evening: it cools quickly after sunset, so bring a warm layer for dinner or stargazing.'
      : 'Evening: a pleasant night for a patio dinner and a walk along the river.';
  return 'Conditions are generally good: enjoy Estes Park, and check the forecast before heading up high.';
}

export interface ActivityInput {
  temperature: number;
  windSpeed: number;
}

export type ActivityRating = 'great' | 'fair' | 'poor';

export interface ActivityAdvice extends Advice {
  rating: ActivityRating;
}

/** Hiking: 60–80 °F with wind under 15 mph is perfect; under 40 cold; wind over 20 windy. */
export function hikingAdvice({ temperature, windSpeed }: ActivityInput): ActivityAdvice {
  if (temperature >= 60 && temperature <= 80 && windSpeed < 15)
    return { title: 'Perfect hiking weather', text: 'Comfortable temperatures and light winds.', rating: 'great' };
  if (temperature < 40)
    return {
      title: 'Cold for hiking',
      text: 'Dress warmly, bring traction for icy trails and start later in the day.',
      rating: 'poor',
    };
  if (windSpeed > 20)
    return {
      title: 'Windy on the trails',
      text: 'Choose sheltered, lower trails and avoid exposed ridges.',
      rating: 'poor',
    };
  return {
    title: 'Good with preparation',
    text: 'Bring layers, water and a plan for changing weather.',
    rating: 'fair',
  };
}

/** Dining: 60–80 °F with wind under 15 mph suits a patio; under 50 indoor; wind over 20 too windy. */
export function diningAdvice({ temperature, windSpeed }: ActivityInput): ActivityAdvice {
  if (temperature >= 60 && temperature <= 80 && windSpeed < 15)
    return { title: 'Patio dining weather', text: 'Grab an outdoor table along the river.', rating: 'great' };
  if (temperature < 50)
    return { title: 'Indoor dining recommended', text: 'Cozy up inside by a fireplace.', rating: 'poor' };
  if (windSpeed > 20)
    return { title: 'Too windy for patios', text: 'Ask for a table indoors or in a sheltered spot.', rating: 'poor' };
  return { title: 'Patio with a jacket', text: 'Outdoor seating works if you bring a warm layer.', rating: 'fair' };
}

/** Photography by visibility in miles: 8 or more excellent; 5 or more good; otherwise limited. */
export function photographyAdvice(visibilityMiles: number): ActivityAdvice {
  if (visibilityMiles >= 8)
    return { title: 'Excellent visibility', text: 'Clear views of the peaks: great for landscapes.', rating: 'great' };
  if (visibilityMiles >= 5)
    return { title: 'Good visibility', text: 'Distant peaks may look soft; close scenes shine.', rating: 'fair' };
  return {
    title: 'Limited visibility',
    text: 'Haze or cloud hides the peaks: try wildlife, forest and moody close-ups.',
    rating: 'poor',
  };
}

/** About 3.5 °F colder per 1,000 ft of elevation. */
export const degreesPerThousandFeet = 3.5;

export interface ElevationPlace {
  name: string;
  elevationFeet: number;
  temperature: number;
  /** The place whose reading this temperature is estimated from; absent for a live reading. */
  estimatedFrom?: WeatherPlace;
}

export interface ElevationComparison {
  town: ElevationPlace;
  alpine: ElevationPlace;
  elevationGainFeet: number;
  /** How much colder the visitor center runs than town, in whole °F. */
  temperatureDrop: number;
}

/**
 * Town against the Alpine Visitor Center (docs/rules/conditions.md#elevation-comparison). A place
 * with a live reading shows that reading, the one the page shows for it; only a place without one
 * is estimated, from the other's reading and the lapse rate (7,522 ft against 11,796 ft: about
 * 15 °F colder up high). Nothing to compare without a live reading at either.
 */
export function elevationComparison(readings: Partial<Record<WeatherPlace, number>>): ElevationComparison | undefined {
  const town = weatherPlaceInfo['estes-park'];
  const alpine = weatherPlaceInfo['alpine-visitor-center'];
  const elevationGainFeet = alpine.elevationFeet - town.elevationFeet;
  const exactDrop = (elevationGainFeet / 1000) * degreesPerThousandFeet;
  const townReading = readings['estes-park'];
  const alpineReading = readings['alpine-visitor-center'];
  const place = (
    info: WeatherPlaceInfo,
    reading: number | undefined,
    other: number | undefined,
    otherPlace: WeatherPlace,
    difference: number,
  ): ElevationPlace | undefined => {
    const shown = { name: info.shortName, elevationFeet: info.elevationFeet };
    if (reading !== undefined) return { ...shown, temperature: reading };
    if (other === undefined) return undefined;
    return { ...shown, temperature: Math.round(other + difference), estimatedFrom: otherPlace };
  };
  const townPlace = place(town, townReading, alpineReading, 'alpine-visitor-center', exactDrop);
  const alpinePlace = place(alpine, alpineReading, townReading, 'estes-park', -exactDrop);
  if (!townPlace || !alpinePlace) return undefined;
  return { town: townPlace, alpine: alpinePlace, elevationGainFeet, temperatureDrop: Math.round(exactDrop) };
}

/** What an estimate says on its line: whose reading it comes from. */
export const estimateLabel = (from: WeatherPlace): string =>
  `(estimated from ${from === 'estes-park' ? 'the town’s' : 'the Alpine Visitor Center’s'} reading)`;

const tomorrowAdvice: Record<PrecipitationKind, string> = {
  rain: 'pack a rain shell.',
  snow: 'pack warm, waterproof layers.',
  mixed: 'pack warm, waterproof layers; roads may be icy.',
  unknown: 'pack a waterproof layer.',
};

/**
 * The 3-day outlook's note (docs/rules/conditions.md#outlook): only when the chance of
 * precipitation is above 20 %, named by its kind (docs/rules/conditions.md#precipitation-kind),
 * worded for today, tomorrow or the named day.
 */
export function outlookPrecipitationNote(
  dayIndex: number,
  day: string,
  precipitation: number,
  kind: PrecipitationKind,
): string | null {
  if (precipitation <= 20) return null;
  const chance = precipitationChanceText(precipitation, kind);
  if (dayIndex === 0) {
    const snowy = kind === 'snow' || kind === 'mixed';
    return `${chance} today: ${snowy ? 'check road conditions before driving up.' : 'plan outdoor time for the morning.'}`;
  }
  if (dayIndex === 1) return `${chance} tomorrow: ${tomorrowAdvice[kind]}`;
  return `${chance} on ${day}: keep an indoor backup plan.`;
}
