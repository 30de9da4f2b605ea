/**
 * The downtown guide's fixed content: the events list (hardcoded,
 * docs/rules/conditions.md#downtown), insider tips, the walking tour, parking, the downtown hotels
 * offered with Book Now, and how to get there.
 *
 * The content is data, kept in `downtown-guide.json` (decision 034); this loader checks it
 * against the guide's shape when the module loads.
 */
import type { DowntownEvent } from '../domain/downtown';
import type { DowntownGuide } from './data-schemas';
import downtownGuideJson from './downtown-guide.json' with { type: 'json' };

export interface DowntownHotel {
  id: string;
  name: string;
  address: string;
  walk: string;
  description: string;
  fromPrice: number;
}

const guide = downtownGuideJson as DowntownGuide;

export const downtownEvents: readonly DowntownEvent[] = guide.events;
export const historicStreet = guide.historicStreet;
export const parkingGuide = guide.parkingGuide;
export const insiderTips = guide.insiderTips;
export const walkingTour = guide.walkingTour;
export const downtownHotels: readonly DowntownHotel[] = guide.hotels;
export const gettingThere = guide.gettingThere;
