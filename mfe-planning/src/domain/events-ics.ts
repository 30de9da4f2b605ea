/**
 * An event as an iCalendar file (RFC 5545) for 'Add to calendar': one VEVENT with UID,
 * DTSTAMP, DTSTART, DTEND, SUMMARY, LOCATION and DESCRIPTION; CRLF line ends, text values
 * escaped (\\ ; , and newlines), lines folded at 75 octets without splitting a UTF-8
 * character. Times on the event's clock are Estes Park's local time (TZID=America/Denver, with
 * its VTIMEZONE), so a weekly walk stays at 12:30 across the daylight-saving switch; events
 * without a clock time are all-day (VALUE=DATE). A time like 'Saturdays 12:30 PM - 2:30 PM'
 * makes a weekly event (RRULE FREQ=WEEKLY;BYDAY=SA;UNTIL=…), an event over several days with
 * daily hours one occurrence a day (FREQ=DAILY;UNTIL=…), never one block across the days.
 * The same reading gives the Google Calendar and Outlook links beside the file.
 */
import { instantFromMountain, mountainIsoDateTime, mountainTimeZone } from '@estes/shared/mountain-time';
import { parseDay, type CalendarDay } from './events-rules';
import type { CalendarEvent } from './events-types';

export const icsProductId = '-//Estes Park Guide//Events Calendar//EN';

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Splits a content line into pieces of at most 75 octets, continuations starting with a space. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A local Estes Park time as an iCalendar UTC date-time (YYYYMMDDTHHMMSSZ). */
export function mountainToUtc(day: CalendarDay, hour: number, minute: number): string {
  return utcStamp(instantFromMountain({ ...day, hour, minute }));
}

export function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

const dateValue = ({ year, month, day }: CalendarDay) => `${year}${pad(month)}${pad(day)}`;

function nextDay({ year, month, day }: CalendarDay): CalendarDay {
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The clock times in an event's time text ('7:00 PM - 10:00 PM' → [[19,0],[22,0]]). */
export function clockTimesOf(time: string): [number, number][] {
  const found: [number, number][] = [];
  for (const match of time.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?/g)) {
    const hour12 = Number(match[1]);
    const minute = Number(match[2] ?? '0');
    if (hour12 < 1 || hour12 > 12 || minute > 59) continue;
    const pm = (match[3] ?? '').toLowerCase() === 'p';
    found.push([(hour12 % 12) + (pm ? 12 : 0), minute]);
  }
  return found;
}

export const icsTimeZone = mountainTimeZone;

/**
 * America/Denver's rules since 2007 (RFC 5545 §3.6.5): every TZID used needs its VTIMEZONE.
 * This is what the file says to calendar programs; the site itself reads the offsets from
 * @estes/shared/mountain-time.
 */
const denverTimeZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${icsTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];
const weekdayWords: Record<string, WeekdayCode> = {
  sundays: 'SU',
  mondays: 'MO',
  tuesdays: 'TU',
  wednesdays: 'WE',
  thursdays: 'TH',
  fridays: 'FR',
  saturdays: 'SA',
};

/** A local wall-clock moment in Estes Park. */
export interface LocalTime {
  day: CalendarDay;
  hour: number;
  minute: number;
}

/** How an event repeats, read from its dates and time text. */
export type EventRepeat =
  { kind: 'once' } | { kind: 'daily'; last: CalendarDay } | { kind: 'weekly'; days: WeekdayCode[]; last: CalendarDay };

/** When the event happens: all day over a span, or its first occurrence's local times and how it repeats. */
export type EventSchedule =
  | { kind: 'all-day'; first: CalendarDay; last: CalendarDay }
  | { kind: 'timed'; start: LocalTime; end: LocalTime; repeat: EventRepeat };

type ScheduledEvent = Pick<CalendarEvent, 'id' | 'date' | 'endDate' | 'time'>;

function addDays({ year, month, day }: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const weekdayOf = ({ year, month, day }: CalendarDay) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const dayKey = ({ year, month, day }: CalendarDay) => year * 10000 + month * 100 + day;

/** Normalizes an hour past 23 or a minute past 59 into the following day. */
function localTime(day: CalendarDay, hour: number, minute: number): LocalTime {
  const total = hour * 60 + minute;
  const extraDays = Math.floor(total / (24 * 60));
  const rest = total - extraDays * 24 * 60;
  return { day: addDays(day, extraDays), hour: Math.floor(rest / 60), minute: rest % 60 };
}

/** The weekdays an event's time text names ('Fridays and Saturdays 6:00 PM' → FR, SA). */
export function weekdaysOf(time: string): WeekdayCode[] {
  const found = new Set<WeekdayCode>();
  for (const match of time.toLowerCase().matchAll(/\b(sun|mon|tues|wednes|thurs|fri|satur)days\b/g)) {
    const code = weekdayWords[match[0]];
    if (code) found.add(code);
  }
  return weekdayCodes.filter((code) => found.has(code));
}

export function scheduleOf(event: ScheduledEvent): EventSchedule {
  const given = parseDay(event.date);
  if (!given) throw new Error(`Event ${event.id} has no readable date`);
  const last = (event.endDate ? parseDay(event.endDate) : undefined) ?? given;
  const times = clockTimesOf(event.time);
  const clock = times[0];
  if (!clock) return { kind: 'all-day', first: given, last };
  const weekdays = weekdaysOf(event.time);
  let first = given;
  if (weekdays.length > 0) {
    // RFC 5545: DTSTART is the first occurrence, so the first named weekday on or after the date.
    while (!weekdays.includes(weekdayCodes[weekdayOf(first)] as WeekdayCode) && dayKey(first) < dayKey(last)) {
      first = addDays(first, 1);
    }
  }
  const [startHour, startMinute] = clock;
  // Without an end time an event is taken to last two hours; an end before the start is the next day.
  const [endHour, endMinute] = times[1] ?? [startHour + 2, startMinute];
  const endsNextDay = endHour * 60 + endMinute <= startHour * 60 + startMinute;
  const start = localTime(first, startHour, startMinute);
  const end = localTime(endsNextDay ? addDays(first, 1) : first, endHour, endMinute);
  let repeat: EventRepeat = { kind: 'once' };
  if (weekdays.length > 0 && dayKey(last) > dayKey(first)) repeat = { kind: 'weekly', days: weekdays, last };
  else if (weekdays.length === 0 && dayKey(last) > dayKey(first)) repeat = { kind: 'daily', last };
  return { kind: 'timed', start, end, repeat };
}

const localStamp = ({ day, hour, minute }: LocalTime) => `${dateValue(day)}T${pad(hour)}${pad(minute)}00`;

/** The RRULE value of a repeat (UNTIL in UTC, the last day's end, as RFC 5545 asks with a TZID start). */
export function repeatRule(repeat: EventRepeat): string | undefined {
  if (repeat.kind === 'once') return undefined;
  const until = mountainToUtc(repeat.last, 23, 59);
  if (repeat.kind === 'daily') return `FREQ=DAILY;UNTIL=${until}`;
  return `FREQ=WEEKLY;BYDAY=${repeat.days.join(',')};UNTIL=${until}`;
}

export interface IcsOptions {
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The site's host, for the UID's right-hand side. */
  host: string;
  /** The event's page, added as URL. */
  url?: string;
}

type IcsEvent = Pick<
  CalendarEvent,
  'id' | 'title' | 'date' | 'endDate' | 'time' | 'venue' | 'location' | 'description'
>;

/** One event's VEVENT lines (unfolded), and whether it is on the clock (needs the VTIMEZONE). */
function eventLines(event: IcsEvent, options: IcsOptions & { url?: string }): { lines: string[]; timed: boolean } {
  const schedule = scheduleOf(event);
  const when =
    schedule.kind === 'all-day'
      ? [`DTSTART;VALUE=DATE:${dateValue(schedule.first)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(schedule.last))}`]
      : [
          `DTSTART;TZID=${icsTimeZone}:${localStamp(schedule.start)}`,
          `DTEND;TZID=${icsTimeZone}:${localStamp(schedule.end)}`,
          ...(repeatRule(schedule.repeat) ? [`RRULE:${repeatRule(schedule.repeat)}`] : []),
        ];
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.id}@${options.host}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    ...when,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `LOCATION:${escapeIcsText([event.venue, event.location].filter(Boolean).join(', '))}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(options.url ? [`URL:${options.url}`] : []),
    'END:VEVENT',
  ];
  return { lines, timed: schedule.kind === 'timed' };
}

/**
 * One calendar file with every event given (My trip's export, decision 032): one VEVENT each,
 * in the order given, and the VTIMEZONE once when any is on the clock.
 */
export function buildCalendarIcs(
  events: readonly { event: IcsEvent; url?: string }[],
  options: Omit<IcsOptions, 'url'>,
): string {
  const parts = events.map(({ event, url }) => eventLines(event, { ...options, ...(url ? { url } : {}) }));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${icsProductId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(parts.some((part) => part.timed) ? denverTimeZone : []),
    ...parts.flatMap((part) => part.lines),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

export function buildEventIcs(event: IcsEvent, options: IcsOptions): string {
  return buildCalendarIcs([{ event, ...(options.url ? { url: options.url } : {}) }], options);
}

const weekdayNames: Record<WeekdayCode, string> = {
  SU: 'Sundays',
  MO: 'Mondays',
  TU: 'Tuesdays',
  WE: 'Wednesdays',
  TH: 'Thursdays',
  FR: 'Fridays',
  SA: 'Saturdays',
};

const isoDay = ({ year, month, day }: CalendarDay) => `${year}-${pad(month)}-${pad(day)}`;

/** 'Repeats on Saturdays until 2027-03-27.' for the links that cannot carry a rule. */
function repeatText(repeat: EventRepeat): string {
  if (repeat.kind === 'once') return '';
  const days =
    repeat.kind === 'daily' ? 'every day' : `on ${repeat.days.map((code) => weekdayNames[code]).join(' and ')}`;
  return `Repeats ${days} until ${isoDay(repeat.last)}.`;
}

/** An Outlook local time with Mountain time's offset that day: 2027-01-09T12:30:00-07:00. */
function outlookTime({ day, hour, minute }: LocalTime): string {
  return mountainIsoDateTime({ ...day, hour, minute });
}

export interface CalendarLinks {
  google: string;
  outlook: string;
}

/**
 * 'Add to Google Calendar' (its event template, with the RRULE in `recur`) and 'Add to Outlook'
 * (outlook.live.com's compose deep link, which takes no rule: the first occurrence, with the
 * repeat written in the description).
 */
export function calendarLinks(
  event: Pick<CalendarEvent, 'id' | 'title' | 'date' | 'endDate' | 'time' | 'venue' | 'location' | 'description'>,
  pageUrl?: string,
): CalendarLinks {
  const schedule = scheduleOf(event);
  const location = [event.venue, event.location].filter(Boolean).join(', ');
  const details = [event.description, pageUrl].filter(Boolean).join('\n\n');
  const google = new URLSearchParams({ action: 'TEMPLATE', text: event.title });
  const outlook = new URLSearchParams({ path: '/calendar/action/compose', rru: 'addevent', subject: event.title });
  if (schedule.kind === 'all-day') {
    google.set('dates', `${dateValue(schedule.first)}/${dateValue(nextDay(schedule.last))}`);
    outlook.set('startdt', isoDay(schedule.first));
    outlook.set('enddt', isoDay(nextDay(schedule.last)));
    outlook.set('allday', 'true');
    outlook.set('body', details);
  } else {
    google.set('dates', `${localStamp(schedule.start)}/${localStamp(schedule.end)}`);
    google.set('ctz', icsTimeZone);
    const rule = repeatRule(schedule.repeat);
    if (rule) google.set('recur', `RRULE:${rule}`);
    outlook.set('startdt', outlookTime(schedule.start));
    outlook.set('enddt', outlookTime(schedule.end));
    outlook.set('allday', 'false');
    outlook.set('body', [repeatText(schedule.repeat), details].filter(Boolean).join('\n\n'));
  }
  google.set('details', details);
  google.set('location', location);
  outlook.set('location', location);
  return {
    google: `https://calendar.google.com/calendar/render?${google.toString()}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook.toString()}`,
  };
}

/** A file name for the download: 'elk-fest-2027.ics'. */
export function icsFileName(event: Pick<CalendarEvent, 'title' | 'date'>): string {
  const slug = event.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}-${event.date.slice(0, 4)}.ics`;
}
