import { parkSeasons } from '@estes/shared/park/seasons';
import { wildlifeDistances } from '@estes/shared/text/site-texts';

/** The rotating tips on the 404 page (seasons and distances from their one place, docs/rules/site.md#site-texts). */
export const notFoundTips: readonly string[] = [
  'Arrive at Rocky Mountain National Park before 9 AM in summer to beat the timed-entry rush.',
  `Elk rut season runs mid-September to mid-October: keep ${wildlifeDistances.allWildlife} away from the herds.`,
  `Trail Ridge Road is ${parkSeasons['trail-ridge-road'].typically}.`,
  'Afternoon thunderstorms are common in July and August: start hikes early and be below treeline by noon.',
  'Downtown Estes Park’s Riverwalk is lovely in the evening, with shops and restaurants a short stroll apart.',
  'At 7,522 feet, drink more water than you think you need, and take the first day easy.',
];

export const tipIntervalMs = 4000;
export const tipFadeMs = 300;
