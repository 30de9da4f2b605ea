/**
 * `GET /api/planning/downtown-events` (issue 30): the calendar's events downtown still to come, as
 * the planning area answers them for the downtown guide (mfe-conditions' /downtown, "Downtown
 * events"). Defined here, in the one package both areas import, so the guide shows the calendar's
 * own events and never a copy of them: the planning area serves this definition, the guide calls
 * it. Each event's dates, time and place exist once, in the calendar (docs/rules/planning.md#events-calendar).
 *
 * The dates come formatted (`dateText`) by the calendar's own rule, so /downtown and /events read
 * the same words. Its own subpath (`@estes/shared/api/planning/downtown-events`), written with `zod/mini`.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';

const downtownEventSchema = z.object({
  /** The calendar's id of the event; its page is `path` (/events?event=<id>). */
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD, the first day and (for an event over several days) the last. */
  date: z.string(),
  endDate: z.nullable(z.string()),
  /** The calendar's words for the dates ("Wed, Jul 7 – Mon, Jul 12, 2027"). */
  dateText: z.string(),
  /**
   * False when the calendar records no source for the dates: the guide then shows the calendar's
   * label beside them (`EventDates`, @estes/shared/planning/event-dates).
   */
  datesConfirmed: z.boolean(),
  time: z.string(),
  venue: z.string(),
  category: z.string(),
  description: z.string(),
  recurring: z.boolean(),
  path: z.string(),
});
export type DowntownEvent = z.infer<typeof downtownEventSchema>;

export const downtownEventsAnswerSchema = z.object({
  /** In date order, at most `downtownEventsShown`. */
  events: z.array(downtownEventSchema),
  /** The full calendar. */
  calendarPath: z.string(),
});
export type DowntownEventsAnswer = z.infer<typeof downtownEventsAnswerSchema>;

export const downtownEventsShown = 8;

export const downtownEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/planning/downtown-events',
  response: downtownEventsAnswerSchema,
});
