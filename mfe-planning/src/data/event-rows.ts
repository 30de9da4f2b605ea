/**
 * The shape of an event in the calendar's data file (events.json): the calendar event as the pages
 * use it, with the name of its picture's scene instead of the picture. The data test checks the
 * file with this schema.
 */
import { z } from 'zod';
import { eventScenes } from './event-images';

// No generated validators: the site's Content-Security-Policy forbids eval, which zod would probe.
z.config({ jitless: true });

const day = z.iso.date();

export const eventSeedSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  date: day,
  endDate: day.optional(),
  time: z.string().min(1),
  location: z.string().min(1),
  venue: z.string().min(1),
  category: z.string().min(1),
  description: z.string().min(1),
  scene: z.enum(Object.keys(eventScenes) as [keyof typeof eventScenes, ...(keyof typeof eventScenes)[]]),
  price: z.string().min(1),
  organizer: z.string().min(1),
  featured: z.boolean(),
  recurring: z.boolean(),
  tags: z.array(z.string().min(1)),
  website: z.url().optional(),
  /**
   * Where the event's dates, time and place come from (docs/rules/planning.md#event-sources): a
   * named source with the day the team recorded it, or, when there is none, a sentence saying so
   * (never an invented source).
   */
  source: z.union([
    z.strictObject({ name: z.string().min(1), url: z.url(), recorded: day }),
    z.strictObject({ none: z.string().min(1) }),
  ]),
});
