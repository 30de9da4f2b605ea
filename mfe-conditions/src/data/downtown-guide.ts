/**
 * The downtown guide's fixed content: the events list (hardcoded,
 * docs/rules/conditions.md#downtown), insider tips, the walking tour, parking, the downtown hotels
 * offered with Book Now, and how to get there.
 *
 * The content is data, kept in `downtown-guide.json` (decision 034); this loader checks it
 * against the guide's shape when the module loads.
 */
import * as z from 'zod/mini';
import type { DowntownEvent } from '../domain/downtown';
import downtownGuideJson from './downtown-guide.json' with { type: 'json' };

export interface DowntownHotel {
  id: string;
  name: string;
  address: string;
  walk: string;
  description: string;
  fromPrice: number;
}

const text = z.string().check(z.minLength(1));
const titledText = z.object({ title: text, text });

const downtownGuideSchema = z.object({
  historicStreet: z.object({
    heading: text,
    paragraphs: z.array(text),
    facts: z.array(z.object({ label: text, value: text })),
  }),
  parkingGuide: z.array(z.object({ name: text, where: text, note: text })),
  events: z.array(
    z.object({
      id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
      name: text,
      date: text,
      time: text,
      location: text,
      category: z.enum(['festival', 'market', 'music', 'other']),
      description: text,
      recurring: z.boolean(),
    }),
  ),
  insiderTips: z.array(text),
  walkingTour: z.array(z.object({ stop: text, text, minutes: z.number().check(z.gte(0)) })),
  hotels: z.array(
    z.object({
      id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
      name: text,
      address: text,
      walk: text,
      description: text,
      fromPrice: z.number().check(z.gt(0)),
    }),
  ),
  gettingThere: z.array(titledText),
});

export type DowntownGuide = z.infer<typeof downtownGuideSchema>;

/** Reads a guide file; throws, naming the part and field, when it does not have the shape. */
export function parseDowntownGuide(value: unknown): DowntownGuide {
  return z.parse(downtownGuideSchema, value);
}

const guide = parseDowntownGuide(downtownGuideJson);

export const downtownEvents: readonly DowntownEvent[] = guide.events;
export const historicStreet = guide.historicStreet;
export const parkingGuide = guide.parkingGuide;
export const insiderTips = guide.insiderTips;
export const walkingTour = guide.walkingTour;
export const downtownHotels: readonly DowntownHotel[] = guide.hotels;
export const gettingThere = guide.gettingThere;
