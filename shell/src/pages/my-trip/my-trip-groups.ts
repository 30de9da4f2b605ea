/**
 * How /my-trip lays out a list: by day (items planned for a day or events on one, in date
 * order, then "No day yet") or by kind (in the contract's order). Within a group, items keep
 * the visitor's own order, so moving one up or down is what they see. Dates are calendar days
 * on Estes Park's clock, written the same on the server and in every browser.
 */
import {
  tripItemDay,
  tripItemKey,
  tripItemKindLabels,
  tripItemKinds,
  type TripEventTime,
  type TripItem,
} from '@estes/shared/my-trip';
import { monthNames as months, weekdayNames as weekdays } from '@estes/shared/mountain-time';

export interface TripGroup {
  key: string;
  label: string;
  items: TripItem[];
}

export const noDayGroupKey = 'no-day';

const partsOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, date, weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay() };
};

/** 'Saturday, October 2, 2027'. */
export function dayLabel(day: string): string {
  const { year, month, date, weekday } = partsOf(day);
  return `${weekdays[weekday]}, ${months[month - 1]} ${date}, ${year}`;
}

const shortDay = (day: string) => {
  const { month, date, weekday } = partsOf(day);
  return `${weekdays[weekday]?.slice(0, 3)}, ${months[month - 1]?.slice(0, 3)} ${date}`;
};

/** '10:00 AM' from '2027-10-02T10:00'. */
const clock = (time: string) => {
  const [hour, minute] = time.slice(11).split(':').map(Number) as [number, number];
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};

/** 'Sat, Oct 2 · 10:00 AM – 5:00 PM', 'Sat, Oct 2 – Sun, Oct 3 · all day'. */
export function whenText(when: TripEventTime): string {
  const startDay = when.start.slice(0, 10);
  const endDay = when.end.slice(0, 10);
  const days = startDay === endDay ? shortDay(startDay) : `${shortDay(startDay)} – ${shortDay(endDay)}`;
  return when.allDay ? `${days} · all day` : `${days} · ${clock(when.start)} – ${clock(when.end)}`;
}

export function groupByDay(items: readonly TripItem[]): TripGroup[] {
  const days = new Map<string, TripItem[]>();
  const undated: TripItem[] = [];
  for (const item of items) {
    const day = tripItemDay(item);
    if (day) days.set(day, [...(days.get(day) ?? []), item]);
    else undated.push(item);
  }
  const groups = [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, dayItems]) => ({ key: day, label: dayLabel(day), items: dayItems }));
  return undated.length > 0 ? [...groups, { key: noDayGroupKey, label: 'No day yet', items: undated }] : groups;
}

export function groupByKind(items: readonly TripItem[]): TripGroup[] {
  return tripItemKinds.flatMap((kind) => {
    const ofKind = items.filter((item) => item.kind === kind);
    return ofKind.length > 0 ? [{ key: kind, label: tripItemKindLabels[kind].many, items: ofKind }] : [];
  });
}

/** The neighbour an item trades places with when moved up (-1) or down (+1) in its group. */
export function neighbourInGroup(group: TripGroup, item: TripItem, offset: -1 | 1): TripItem | undefined {
  const index = group.items.findIndex((entry) => tripItemKey(entry) === tripItemKey(item));
  return index < 0 ? undefined : group.items[index + offset];
}

/** The event ids of a list, for its one calendar file. */
export const eventIdsOf = (items: readonly TripItem[]): string[] =>
  items.filter((item) => item.kind === 'event').map((item) => item.id);

/** The planning area's one calendar file of these events. */
export const tripCalendarHref = (eventIds: readonly string[]): string =>
  `/api/planning/trip-calendar.ics?events=${eventIds.join(',')}`;
