/**
 * Estes Park's calendar for the coming year: the town's recurring festivals and seasons,
 * dated as they usually fall (Catch the Glow the day after Thanksgiving, the Highland Festival
 * the weekend after Labor Day, the rodeo in early July, Elk Fest the first weekend of October).
 * Plain data (events.json), without pictures (each names the scene drawn for it, see
 * event-images.ts), so the server's calendar file endpoint can read it too. The file's shape is
 * checked against `eventSeedSchema` (event-rows.ts, zod) by events-data.test.ts, and its types
 * when the code compiles; zod itself stays out of the pages' first load.
 */
import type { CalendarEvent } from '../domain/events-types';
import seeds from './events.json';

export type EventScene =
  | 'festival'
  | 'concert'
  | 'parade'
  | 'rodeo'
  | 'meadow'
  | 'drive'
  | 'lake'
  | 'snow'
  | 'town'
  | 'river'
  | 'hotel'
  | 'museum';

export type EventSeed = Omit<CalendarEvent, 'image'> & { scene: EventScene };

export const eventSeeds: readonly EventSeed[] = seeds as readonly EventSeed[];
