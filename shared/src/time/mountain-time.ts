/**
 * `@estes/shared/mountain-time`: Estes Park's clock (America/Denver), the one place the site
 * turns an instant into Mountain time or back (decision 034, "One Mountain-time module").
 *
 * Everything is read from the runtime's time-zone data through one `Intl.DateTimeFormat` pinned
 * to America/Denver, so there are no daylight-saving rules written here: when the rules change,
 * the runtime's data changes with them. Text is put together by hand from the formatter's
 * numbers, never by the formatter itself, so the server and every browser print the very same
 * characters (locales differ in the spaces around AM/PM) and hydration agrees.
 *
 * Not part of the browser singleton ('@estes/shared'): each app bundles this small module with
 * the pages that use it. It holds no state beyond the formatter, made on first use (creating a
 * time-zone formatter costs far more than using it, and doing so as a page's code loads would
 * delay hydration: decision 029).
 */

export const mountainTimeZone = 'America/Denver';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** The wall clock in Estes Park at an instant. */
export interface MountainClock {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

/** A date and time on Estes Park's wall clock, as a visitor or a listing writes it. */
export interface MountainWallTime {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0–23; 0 when left out */
  hour?: number;
  minute?: number;
  second?: number;
}

let mountainParts: Intl.DateTimeFormat | undefined;

interface ClockWithSeconds extends MountainClock {
  second: number;
}

/** A date and time as milliseconds on the UTC timeline (Date.UTC reads years 0–99 as 1900–1999). */
function utcTimeline(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function clockWithSeconds(instant: Date): ClockWithSeconds {
  mountainParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: mountainTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts = mountainParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((item) => item.type === type)?.value ?? Number.NaN);
  const year = part('year');
  const month = part('month');
  const day = part('day');
  return {
    year,
    month,
    day,
    // Some engines print midnight as 24 even with h23.
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
    weekday: new Date(utcTimeline(year, month, day)).getUTCDay(),
  };
}

/** The wall clock in Estes Park at an instant. */
export function mountainClock(instant: Date): MountainClock {
  const { year, month, day, hour, minute, weekday } = clockWithSeconds(instant);
  return { year, month, day, hour, minute, weekday };
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The calendar date in Estes Park at an instant (now when left out), YYYY-MM-DD: the park's "today". */
export function mountainDate(instant: Date = new Date()): string {
  const { year, month, day } = clockWithSeconds(instant);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Mountain time's offset from UTC at an instant, in milliseconds (−6 h in daylight time, −7 h otherwise). */
function offsetMs(time: number): number {
  const wholeSecond = time - (((time % 1000) + 1000) % 1000);
  const clock = clockWithSeconds(new Date(wholeSecond));
  return utcTimeline(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second) - wholeSecond;
}

/** Mountain time's offset from UTC at an instant, in hours: −6 in daylight saving time, −7 otherwise. */
export function mountainOffsetHours(instant: Date): number {
  return offsetMs(instant.getTime()) / hourMs;
}

/** Whether Estes Park keeps daylight saving time at an instant. */
export function isMountainDaylightTime(instant: Date): boolean {
  return mountainOffsetHours(instant) === -6;
}

export function mountainZoneLabel(instant: Date): 'MDT' | 'MST' {
  return isMountainDaylightTime(instant) ? 'MDT' : 'MST';
}

/**
 * The instant a Mountain wall-clock time names. The two clock times daylight saving makes odd
 * are read as most calendars read them (RFC 5545 §3.3.5, Temporal's 'compatible'): a time in the
 * hour skipped in March (2:30 AM) is the moment an hour later on the clock (3:30 AM MDT), and a
 * time in the hour repeated in November (1:30 AM) is its first occurrence (1:30 AM MDT).
 */
export function instantFromMountain({ year, month, day, hour = 0, minute = 0, second = 0 }: MountainWallTime): Date {
  const wall = utcTimeline(year, month, day, hour, minute, second);
  // The offsets a day either side: every change of Mountain time is further apart than that.
  const offsetBefore = offsetMs(wall - dayMs);
  const offsetAfter = offsetMs(wall + dayMs);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter((time) => offsetMs(time) === wall - time);
  // None: the skipped hour, read with the offset before the change. Two: the repeated hour.
  return new Date(candidates.length === 0 ? wall - offsetBefore : Math.min(...candidates));
}

/** Mountain time's offset from UTC, in hours, at a wall-clock time in Estes Park (read as instantFromMountain reads it). */
export function mountainOffsetHoursAt(wallTime: MountainWallTime): number {
  return mountainOffsetHours(instantFromMountain(wallTime));
}

/** "2027-01-09T12:30:00-07:00": a Mountain wall-clock time as ISO 8601 with that day's offset. */
export function mountainIsoDateTime(wallTime: MountainWallTime): string {
  const instant = instantFromMountain(wallTime);
  const clock = clockWithSeconds(instant);
  const offsetMinutes = Math.round(offsetMs(instant.getTime()) / minuteMs);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${twoDigits(Math.floor(Math.abs(offsetMinutes) / 60))}:${twoDigits(Math.abs(offsetMinutes) % 60)}`;
  return (
    `${String(clock.year).padStart(4, '0')}-${twoDigits(clock.month)}-${twoDigits(clock.day)}` +
    `T${twoDigits(clock.hour)}:${twoDigits(clock.minute)}:${twoDigits(clock.second)}${offset}`
  );
}

/** The calendar's words in English, the site's one copy of them: January first, Sunday first. */
export const monthNames: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const weekdayNames: readonly string[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const weekdays = weekdayNames.map((name) => name.slice(0, 3));
const shortMonthNames = monthNames.map((name) => name.slice(0, 3));

function clockText(hour: number, minute?: number): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return minute === undefined ? `${hour12} ${suffix}` : `${hour12}:${twoDigits(minute)} ${suffix}`;
}

/** "3:07 PM MDT" */
export function formatMountainTime(instant: Date): string {
  const clock = mountainClock(instant);
  return `${clockText(clock.hour, clock.minute)} ${mountainZoneLabel(instant)}`;
}

/** "3 PM": the hour labels of an hourly strip. */
export function formatMountainHour(instant: Date): string {
  return clockText(mountainClock(instant).hour);
}

/** "Mon" */
export function mountainWeekday(instant: Date): string {
  return weekdays[mountainClock(instant).weekday] ?? 'Sun';
}

/** "Mon, Nov 23, 3:07 PM MST" */
export function formatMountainDateTime(instant: Date): string {
  const clock = mountainClock(instant);
  return `${weekdays[clock.weekday] ?? 'Sun'}, ${shortMonthNames[clock.month - 1] ?? ''} ${clock.day}, ${clockText(clock.hour, clock.minute)} ${mountainZoneLabel(instant)}`;
}
