/**
 * The downtown guide's fixed content: insider tips, the walking tour, parking and how to get
 * there. Its places to stay are the lodging area's (GET /api/lodging/downtown-stays) and its
 * events the calendar's (GET /api/planning/downtown-events), never a copy.
 *
 * The content is data, kept in `downtown-guide.json` (decision 034); this loader checks it
 * against the guide's shape when the module loads.
 */
import type { DowntownGuide } from './data-schemas';
import downtownGuideJson from './downtown-guide.json' with { type: 'json' };

const guide = downtownGuideJson as DowntownGuide;

export const historicStreet = guide.historicStreet;
export const parkingGuide = guide.parkingGuide;
export const insiderTips = guide.insiderTips;
export const walkingTour = guide.walkingTour;
/**
 * The ids of the hotel cards the guide had before issue 29 (`/go/downtown-hotel/<id>`): such a link
 * still leads to the site's booking partner, so a page kept by a visitor or a CDN does not break.
 */
export const earlierDowntownHotelIds: readonly string[] = [
  'stanley-hotel',
  'ridgeline-hotel',
  'murphys-river-lodge',
  'silver-moon-inn',
];
export const gettingThere = guide.gettingThere;
