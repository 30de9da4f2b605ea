/**
 * "Open now" for a place of Estes Park from its opening hours as the places provider gives them
 * (docs/rules/planning.md#opening-hours, decision 038): a pure function of the hours and an
 * instant, so the server answers it at its own now and a page could answer it again later.
 *
 * Hours are read on the town's clock (America/Denver, `@estes/shared/mountain-time`), never with
 * a fixed offset: a place opening at 11:00 opens at 11:00 on both sides of a change of daylight
 * saving time. A period may cross midnight (a bar open 11:00 to 02:00 is open at 01:00 of the
 * next day), and a place open around the clock is one period with no close (the provider's way
 * of saying "open 24 hours"). Touching periods (Monday 00:00–24:00, Tuesday 00:00–24:00) are one
 * stretch: the place closes when the last of them ends.
 */
import { instantFromMountain, mountainClock, weekdayNames } from '@estes/shared/mountain-time';

/** A point of the week on the place's clock: 0 = Sunday … 6 = Saturday, as the provider numbers days. */
export interface HoursPoint {
  day: number;
  hour: number;
  minute: number;
  /** The calendar date of the point, when the hours are the provider's dated ones (the next seven days). */
  date?: { year: number; month: number; day: number } | undefined;
  /** The provider cut the period at the edge of the days it answers for: the real time is further out. */
  truncated?: boolean | undefined;
}

export interface HoursPeriod {
  open: HoursPoint;
  /** Absent for a place open around the clock. */
  close?: HoursPoint | null | undefined;
}

/** A moment the answer names: when the place closes or opens next. */
export interface HoursMoment {
  /** The instant, ISO 8601 (UTC). */
  at: string;
  hour: number;
  minute: number;
  /** 0 today (the town's date), 1 tomorrow … */
  daysFromToday: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

export type OpeningState =
  /** Open around the clock, every day. */
  | { kind: 'always-open' }
  /** Open now; `closes` is null when the hours do not say (beyond the days they cover). */
  | { kind: 'open'; closes: HoursMoment | null }
  /** Closed now; `opens` is null when the hours name no opening ahead; `openedToday`: an opening started earlier on today's date. */
  | { kind: 'closed'; opens: HoursMoment | null; openedToday: boolean }
  /** The hours have no period at all: the place is not open on any day (closed for now). */
  | { kind: 'never-open' };

export interface OpeningAnswer {
  state: OpeningState;
  /** "Open now", "Open 24 hours", "Closed now", "Closed today", "Closed". */
  headline: string;
  /** "Closes 9 PM", "Opens 11 AM", "Opens 7 AM tomorrow", "Opens Thursday 5 PM", or null. */
  detail: string | null;
  /**
   * The next instant the answer may read differently (an opening, a closing, or the town's
   * midnight, when "today" moves on), ISO 8601; null when it never changes (open around the clock).
   */
  changesAt: string | null;
}

const dayMs = 86_400_000;

interface Interval {
  start: number;
  /** Null: no known end within the hours given. */
  end: number | null;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The date `days` after `date` (calendar arithmetic, no clock involved). */
function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(2000, 0, 1));
  shifted.setUTCFullYear(date.year, date.month - 1, date.day + days);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const weekdayOf = (date: CalendarDate): number => {
  const day = new Date(Date.UTC(2000, 0, 1));
  day.setUTCFullYear(date.year, date.month - 1, date.day);
  return day.getUTCDay();
};

const at = (date: CalendarDate, point: Pick<HoursPoint, 'hour' | 'minute'>): number =>
  instantFromMountain({ ...date, hour: point.hour, minute: point.minute }).getTime();

const minutesOf = (point: Pick<HoursPoint, 'hour' | 'minute'>) => point.hour * 60 + point.minute;

/** Days from `open` to `close` in the week: a close at or before the open on the same day is a week later. */
function daysOpen(open: HoursPoint, close: HoursPoint): number {
  const days = (((close.day - open.day) % 7) + 7) % 7;
  return days === 0 && minutesOf(close) <= minutesOf(open) ? 7 : days;
}

const isAroundTheClock = (periods: readonly HoursPeriod[]) =>
  periods.length === 1 && !periods[0]?.close && periods[0]?.open.day === 0 && minutesOf(periods[0].open) === 0;

/** The periods as instants around `today`: dated periods where they are, else the week repeated. */
function intervalsAround(periods: readonly HoursPeriod[], today: CalendarDate): Interval[] {
  const intervals: Interval[] = [];
  for (const period of periods) {
    const { open, close } = period;
    if (!close) continue;
    if (open.date && close.date) {
      intervals.push({ start: at(open.date, open), end: close.truncated ? null : at(close.date, close) });
      continue;
    }
    // A week back (a period may run for days) to a week and a day ahead (the next opening).
    for (let offset = -8; offset <= 8; offset += 1) {
      const date = addDays(today, offset);
      if (weekdayOf(date) !== open.day) continue;
      intervals.push({ start: at(date, open), end: at(addDays(date, daysOpen(open, close)), close) });
    }
  }
  intervals.sort((a, b) => a.start - b.start);
  // Touching or overlapping periods are one stretch of opening.
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged[merged.length - 1];
    if (last && last.end !== null && interval.start <= last.end) {
      last.end = interval.end === null ? null : Math.max(last.end, interval.end);
    } else if (last && last.end === null) {
      continue;
    } else merged.push({ ...interval });
  }
  return merged;
}

function momentOf(time: number, today: CalendarDate): HoursMoment {
  const clock = mountainClock(new Date(time));
  const calendarDay = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / dayMs;
  return {
    at: new Date(time).toISOString(),
    hour: clock.hour,
    minute: clock.minute,
    daysFromToday: calendarDay(clock) - calendarDay(today),
    weekday: clock.weekday,
  };
}

/** Where the place stands at `instant` by these hours. */
export function openingStateAt(periods: readonly HoursPeriod[], instant: Date): OpeningState {
  if (periods.length === 0) return { kind: 'never-open' };
  if (isAroundTheClock(periods)) return { kind: 'always-open' };
  const now = instant.getTime();
  const clock = mountainClock(instant);
  const today = { year: clock.year, month: clock.month, day: clock.day };
  const todayStart = at(today, { hour: 0, minute: 0 });
  const tomorrowStart = at(addDays(today, 1), { hour: 0, minute: 0 });
  const intervals = intervalsAround(periods, today);
  const current = intervals.find((interval) => interval.start <= now && (interval.end === null || now < interval.end));
  if (current) {
    return { kind: 'open', closes: current.end === null ? null : momentOf(current.end, today) };
  }
  const next = intervals.find((interval) => interval.start > now);
  const openedToday = intervals.some((interval) => interval.start >= todayStart && interval.start < tomorrowStart);
  return { kind: 'closed', opens: next ? momentOf(next.start, today) : null, openedToday };
}

const twelveHour = (moment: HoursMoment): string => {
  const hour = moment.hour % 12 === 0 ? 12 : moment.hour % 12;
  const suffix = moment.hour < 12 ? 'AM' : 'PM';
  return moment.minute === 0 ? `${hour} ${suffix}` : `${hour}:${String(moment.minute).padStart(2, '0')} ${suffix}`;
};

/** "9 PM", "2 AM" (a closing after midnight reads as the night it belongs to), "Thursday 9 PM". */
function closingText(moment: HoursMoment): string {
  const early = moment.daysFromToday === 1 && moment.hour < 6;
  return moment.daysFromToday === 0 || early
    ? twelveHour(moment)
    : `${weekdayNames[moment.weekday] ?? ''} ${twelveHour(moment)}`;
}

/** "11 AM", "7 AM tomorrow", "Thursday 5 PM". */
function openingText(moment: HoursMoment): string {
  if (moment.daysFromToday === 0) return twelveHour(moment);
  if (moment.daysFromToday === 1) return `${twelveHour(moment)} tomorrow`;
  return `${weekdayNames[moment.weekday] ?? ''} ${twelveHour(moment)}`;
}

/** The next change of the answer: the moment it names, or the town's next midnight if sooner. */
function nextChange(state: OpeningState, instant: Date): string | null {
  if (state.kind === 'always-open') return null;
  const clock = mountainClock(instant);
  const midnight = at(addDays({ year: clock.year, month: clock.month, day: clock.day }, 1), { hour: 0, minute: 0 });
  const named = state.kind === 'open' ? state.closes : state.kind === 'closed' ? state.opens : null;
  const change = named ? Math.min(Date.parse(named.at), midnight) : midnight;
  return new Date(change).toISOString();
}

/** The answer for a visitor: the state in words, and until when it holds. */
export function openingAnswerAt(periods: readonly HoursPeriod[], instant: Date): OpeningAnswer {
  const state = openingStateAt(periods, instant);
  const changesAt = nextChange(state, instant);
  switch (state.kind) {
    case 'always-open':
      return { state, headline: 'Open 24 hours', detail: null, changesAt };
    case 'never-open':
      return { state, headline: 'Closed', detail: null, changesAt };
    case 'open':
      return {
        state,
        headline: 'Open now',
        detail: state.closes ? `Closes ${closingText(state.closes)}` : null,
        changesAt,
      };
    case 'closed': {
      const opensToday = state.opens?.daysFromToday === 0;
      return {
        state,
        headline: opensToday || state.openedToday ? 'Closed now' : 'Closed today',
        detail: state.opens ? `Opens ${openingText(state.opens)}` : null,
        changesAt,
      };
    }
  }
}
