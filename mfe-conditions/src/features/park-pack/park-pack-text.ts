/**
 * The park pack's words and groupings (docs/rules/conditions.md#park-pack), with no React and no
 * browser API so they are tested alone: the visitor's trip by day, the dates timed entry is asked
 * about, the stamp of a kept copy and how much it stores.
 */
import { tripItemDay, type TripItem } from '@estes/shared/my-trip';
import { monthNames, mountainClock, mountainDate, mountainZoneLabel, weekdayNames } from '@estes/shared/mountain-time';

export interface TripDay {
  /** YYYY-MM-DD, or undefined for the items not planned for a day. */
  day: string | undefined;
  label: string;
  items: TripItem[];
}

/** 'Saturday, October 2, 2027' from '2027-10-02' (a calendar day, no clock involved). */
export function tripDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${weekdayNames[weekday]}, ${monthNames[month - 1]} ${date}, ${year}`;
}

/**
 * The trip by day: the days an item is planned for (or an event falls on), in date order, each
 * with its items in the visitor's own order; then "No day yet" for the rest.
 */
export function tripByDay(items: readonly TripItem[]): TripDay[] {
  const byDay = new Map<string, TripItem[]>();
  const undated: TripItem[] = [];
  for (const item of items) {
    const day = tripItemDay(item);
    if (day) byDay.set(day, [...(byDay.get(day) ?? []), item]);
    else undated.push(item);
  }
  const days: TripDay[] = [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, dayItems]) => ({ day, label: tripDayLabel(day), items: dayItems }));
  return undated.length > 0 ? [...days, { day: undefined, label: 'No day yet', items: undated }] : days;
}

/** The trip's days, in order: the dates whose timed-entry rule the pack states. */
export function tripDates(days: readonly TripDay[]): string[] {
  return days.flatMap((entry) => (entry.day ? [entry.day] : []));
}

function clockText(hour: number, minute: number): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * "saved 6:40 AM MST" when the copy was saved on the park's today, "saved Thu, Nov 26, 6:40 AM
 * MST" on another day: the moment a kept copy was taken, on Estes Park's clock, with the zone's
 * label every other time on the site carries (the offline notice's too: MST or MDT).
 */
export function savedStamp(savedAt: string, now: Date): string {
  const saved = new Date(savedAt);
  const clock = mountainClock(saved);
  const time = `${clockText(clock.hour, clock.minute)} ${mountainZoneLabel(saved)}`;
  if (mountainDate(saved) === mountainDate(now)) return `saved ${time}`;
  const day = `${weekdayNames[clock.weekday]?.slice(0, 3)}, ${monthNames[clock.month - 1]?.slice(0, 3)} ${clock.day}`;
  return `saved ${day}, ${time}`;
}

/** "340 KB", "1.2 MB": a size in decimal units, as phones and browsers show storage. */
export function storedSizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** "Kept for offline: 1.2 MB, saved 6:40 AM MST." */
export function keptSentence(bytes: number, savedAt: string, now: Date): string {
  return `Kept for offline: ${storedSizeText(bytes)}, ${savedStamp(savedAt, now)}.`;
}
