/**
 * The timed-entry reminders of the conditions API: `GET timed-entry/reminders.ics?dates=…`, an
 * iCalendar file (RFC 5545) with one event per moment permits for the asked-about days go on
 * sale, each with a display alarm at the moment and one 15 minutes before, so a visitor's own
 * calendar rings when the sale opens (issue 33, point 5; decision 082). Written with
 * ical-generator: the file's folding, escaping and dates are the library's, not ours.
 *
 * The file holds every moment of those days, past ones too (a calendar rings for none of those),
 * so it depends on the days alone and the pages' words ("went on sale") say what is past. Days of
 * a year the park has not announced, or outside the season, give no event; when no day has one,
 * the answer is a 404 with the reason in words, never an empty file with no word why (the date
 * form on My trip posts here with no script). Bad days: 400 with the reason (the endpoint's
 * query reader), never a 5xx.
 */
import type { FastifyPluginAsync } from 'fastify';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { serveEndpoint } from '@estes/shared/server';
import { timedEntryRemindersEndpoint } from '@estes/shared/api/conditions/timed-entry-reminders';
import {
  dayList,
  longDay,
  noMomentReason,
  permitReleaseMoments,
  type ReleaseMoments,
  type ReleaseMoment,
  type TimedEntrySeason,
} from '@estes/shared/park/releases';

/** Minutes before the sale of the early alarm (the other rings at the moment itself). */
export const earlyAlarmMinutes = 15;
/** Each event lasts this long on the calendar: the first minutes of the sale. */
const eventMinutes = 30;

/** One id per release moment, whatever days were asked: a second download updates, not doubles, it. */
export function reminderUid(moment: Pick<ReleaseMoment, 'kind' | 'instant'>): string {
  const stamp = moment.instant.toISOString().replace(/[-:]|\.\d{3}/g, '');
  return `timed-entry-${moment.kind}-${stamp}@estes-park-guide`;
}

function summaryOf(moment: ReleaseMoment): string {
  const days = dayList(moment.opens);
  return moment.kind === 'advance'
    ? `RMNP timed-entry permits on sale for ${days}`
    : `RMNP timed-entry: more permits for ${days} on sale`;
}

function descriptionOf(moment: ReleaseMoment): string {
  const season: TimedEntrySeason = moment.season;
  const lines = [
    moment.kind === 'advance'
      ? `Rocky Mountain National Park timed-entry permits for ${dayList(moment.opens)} go on sale on recreation.gov on ${longDay(moment.day)} at ${moment.timeText} MT.`
      : `More Rocky Mountain National Park timed-entry permits for ${dayList(moment.opens)} are released on recreation.gov the evening before, ${longDay(moment.day)} at ${moment.timeText} MT.`,
    `Reserve: ${season.reservationUrl}`,
    `Source: ${season.source.name}, ${season.source.url} (checked ${season.checked.on}).`,
    ...season.unconfirmed.map((fact) => `Could not be confirmed: ${fact}`),
  ];
  return lines.join('\n');
}

/** The calendar of these moments, as text, stamped `now`. */
export function remindersCalendar(answer: ReleaseMoments, now: Date): string {
  const calendar = ical({
    name: 'Timed-entry permit sales, Rocky Mountain National Park',
    prodId: { company: 'Estes Park visitor guide', product: 'timed-entry reminders', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const moment of answer.moments) {
    const event = calendar.createEvent({
      id: reminderUid(moment),
      start: moment.instant,
      end: new Date(moment.instant.getTime() + eventMinutes * 60_000),
      stamp: now,
      summary: summaryOf(moment),
      description: descriptionOf(moment),
      url: moment.season.reservationUrl,
    });
    event.createAlarm({ type: ICalAlarmType.display, trigger: earlyAlarmMinutes * 60, description: summaryOf(moment) });
    event.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: summaryOf(moment) });
  }
  return calendar.toString();
}

export interface ReminderRoutesOptions {
  /** The seasons to answer from (tests enter their own); the site's data by default. */
  seasons?: readonly TimedEntrySeason[];
  /** The clock (tests); the real one by default. */
  now?: () => Date;
}

export const reminderRoutes: FastifyPluginAsync<ReminderRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  serveEndpoint(app, timedEntryRemindersEndpoint, async ({ query, reply }) => {
    const at = now();
    const answer = permitReleaseMoments(query.dates, at, options.seasons);
    const reason = noMomentReason(answer);
    if (reason !== undefined) return reply.code(404).send({ ok: false, message: reason });
    const text = remindersCalendar(answer, at);
    const name = `timed-entry-reminders-${query.dates[0] ?? ''}.ics`;
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(text);
  });
};
