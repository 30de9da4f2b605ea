/**
 * Mountain time for display (docs/rules/conditions.md#mountain-time: offset -6 in daylight saving
 * time, -7 otherwise, labelled MDT / MST). Computed from the US rule rather than the runtime's
 * time-zone data, so the server and every browser print the same text and hydration agrees.
 */

const hourMs = 3_600_000;

/** The UTC instant of the nth Sunday of a month at a given UTC hour. */
function nthSundayUtc(year: number, month: number, nth: number, utcHour: number): number {
  const first = new Date(Date.UTC(year, month, 1));
  const firstSunday = 1 + ((7 - first.getUTCDay()) % 7);
  return Date.UTC(year, month, firstSunday + (nth - 1) * 7, utcHour);
}

/**
 * Daylight saving time in Mountain time: from the second Sunday of March at 2:00 MST (09:00 UTC)
 * to the first Sunday of November at 2:00 MDT (08:00 UTC).
 */
export function isMountainDaylightTime(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  const start = nthSundayUtc(year, 2, 2, 9);
  const end = nthSundayUtc(year, 10, 1, 8);
  const time = instant.getTime();
  return time >= start && time < end;
}

/** -6 in daylight saving time, -7 otherwise. */
export function mountainOffsetHours(instant: Date): -6 | -7 {
  return isMountainDaylightTime(instant) ? -6 : -7;
}

export function mountainZoneLabel(instant: Date): 'MDT' | 'MST' {
  return isMountainDaylightTime(instant) ? 'MDT' : 'MST';
}

export interface MountainClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  /** 0 = Sunday */
  weekday: number;
}

/** The wall clock in Estes Park at an instant. */
export function mountainClock(instant: Date): MountainClock {
  const shifted = new Date(instant.getTime() + mountainOffsetHours(instant) * hourMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const twoDigits = (value: number): string => String(value).padStart(2, '0');

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

/** "3 PM": the hour labels of the hourly strip. */
export function formatMountainHour(instant: Date): string {
  return clockText(mountainClock(instant).hour);
}

/** "Mon" */
export function mountainWeekday(instant: Date): string {
  return weekdays[mountainClock(instant).weekday] ?? 'Sun';
}

/** "2026-11-22" */
export function mountainDate(instant: Date): string {
  const clock = mountainClock(instant);
  return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Mon, Nov 23, 3:07 PM MST": an alert's times, in Mountain time. */
export function formatMountainDateTime(instant: Date): string {
  const clock = mountainClock(instant);
  return `${weekdays[clock.weekday] ?? 'Sun'}, ${monthNames[clock.month - 1] ?? ''} ${clock.day}, ${clockText(clock.hour, clock.minute)} ${mountainZoneLabel(instant)}`;
}

/** "Nov 2, 2026" from "2026-11-02": a calendar date a source gave without a time. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${monthNames[Number(match[2]) - 1] ?? ''} ${Number(match[3])}, ${match[1]}`;
}
