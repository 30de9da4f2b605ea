/**
 * An event as an iCalendar file (RFC 5545) for 'Add to calendar': one VEVENT with UID,
 * DTSTAMP, DTSTART, DTEND, SUMMARY, LOCATION and DESCRIPTION; CRLF line ends, text values
 * escaped (\\ ; , and newlines), lines folded at 75 octets without splitting a UTF-8
 * character. Times on the event's clock are Estes Park (Mountain) time, written in UTC so no
 * VTIMEZONE block is needed; events without a clock time are all-day (VALUE=DATE).
 */
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

/** 1-based: the nth `weekday` (0 = Sunday) of a month, as a day of the month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
}

/**
 * Mountain time's offset from UTC in hours on a day at a local hour: daylight time (−6) from
 * 2 AM on the second Sunday of March to 2 AM on the first Sunday of November, else −7.
 */
export function mountainOffsetHours({ year, month, day }: CalendarDay, hour: number): number {
  const start = nthWeekday(year, 3, 0, 2);
  const end = nthWeekday(year, 11, 0, 1);
  const key = month * 100 + day;
  const afterStart = key > 300 + start || (key === 300 + start && hour >= 2);
  const beforeEnd = key < 1100 + end || (key === 1100 + end && hour < 2);
  return afterStart && beforeEnd ? -6 : -7;
}

/** A local Estes Park time as an iCalendar UTC date-time (YYYYMMDDTHHMMSSZ). */
export function mountainToUtc(day: CalendarDay, hour: number, minute: number): string {
  const offset = mountainOffsetHours(day, hour);
  const utc = new Date(Date.UTC(day.year, day.month - 1, day.day, hour - offset, minute));
  return utcStamp(utc);
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

export interface IcsOptions {
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The site's host, for the UID's right-hand side. */
  host: string;
  /** The event's page, added as URL. */
  url?: string;
}

export function buildEventIcs(
  event: Pick<CalendarEvent, 'id' | 'title' | 'date' | 'endDate' | 'time' | 'venue' | 'location' | 'description'>,
  options: IcsOptions,
): string {
  const first = parseDay(event.date);
  if (!first) throw new Error(`Event ${event.id} has no readable date`);
  const last = (event.endDate ? parseDay(event.endDate) : undefined) ?? first;
  const times = clockTimesOf(event.time);
  let start: string;
  let end: string;
  const clock = times[0];
  if (!clock) {
    start = `DTSTART;VALUE=DATE:${dateValue(first)}`;
    end = `DTEND;VALUE=DATE:${dateValue(nextDay(last))}`;
  } else {
    const [startHour, startMinute] = clock;
    // Without an end time an event is taken to last two hours.
    const [endHour, endMinute] = times[1] ?? [startHour + 2, startMinute];
    const endDay =
      times[1] && endHour * 60 + endMinute <= startHour * 60 + startMinute && last === first ? nextDay(first) : last;
    start = `DTSTART:${mountainToUtc(first, startHour, startMinute)}`;
    end = `DTEND:${mountainToUtc(endDay, endHour, endMinute)}`;
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${icsProductId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@${options.host}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    start,
    end,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `LOCATION:${escapeIcsText([event.venue, event.location].filter(Boolean).join(', '))}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(options.url ? [`URL:${options.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
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
