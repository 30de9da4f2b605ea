/**
 * The stand-in's places as the Places API (New) writes a `Place` (decision 038): every field the
 * reference describes that the stand-in has data for, as of the stand-in's clock (hours change
 * with the season, the dated hours with the next seven days). STAND-IN TEST DATA
 * (stand-in-inventory.ts); the field mask is applied by the server (places-stand-in.ts).
 */
import { siteFacts } from '@estes/shared/core';
import { mountainClock, mountainOffsetHours, weekdayNames } from '@estes/shared/mountain-time';
import type { DayHours, StandInHours, StandInPlace, WeekHours } from './stand-in-inventory';

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const dateAfter = (date: CalendarDate, days: number): CalendarDate => {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};
const weekdayOf = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** May to September is summer for the stand-in's hours. */
const isSummer = (date: CalendarDate) => date.month >= 5 && date.month <= 9;

/** Thanksgiving (the fourth Thursday of November) and Christmas Day. */
function isHoliday(date: CalendarDate): boolean {
  if (date.month === 12 && date.day === 25) return true;
  return date.month === 11 && weekdayOf(date) === 4 && date.day >= 22 && date.day <= 28;
}

const clockOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { hour, minute };
};

const twelveHour = (time: string) => {
  const { hour, minute } = clockOf(time);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};

const dayLine = (day: number, hours: DayHours) =>
  `${weekdayNames[day] ?? ''}: ${hours ? `${twelveHour(hours[0])} – ${twelveHour(hours[1])}` : 'Closed'}`;

/** A week's lines, Monday first, as the API writes them in English. */
const weekLines = (week: WeekHours) => [1, 2, 3, 4, 5, 6, 0].map((day) => dayLine(day, week[day] ?? null));

const pastMidnight = (hours: readonly [string, string]) => hours[1] <= hours[0];

function weeklyPeriods(week: WeekHours) {
  return week.flatMap((hours, day) => {
    if (!hours) return [];
    const close = clockOf(hours[1]);
    return [
      {
        open: { day, ...clockOf(hours[0]) },
        close: { day: pastMidnight(hours) ? (day + 1) % 7 : day, ...close },
      },
    ];
  });
}

/** The dated hours of the seven days from `today`, holidays closed; a period past the last day is truncated. */
function datedPeriods(hours: Extract<StandInHours, { kind: 'weekly' }>, today: CalendarDate, holidays: boolean) {
  const periods: unknown[] = [];
  const specialDays: { date: CalendarDate }[] = [];
  for (let offset = 0; offset < 7; offset += 1) {
    const date = dateAfter(today, offset);
    if (holidays && isHoliday(date)) {
      specialDays.push({ date });
      continue;
    }
    const day = weekdayOf(date);
    const dayHours = (isSummer(date) ? hours.summer : hours.winter)[day];
    if (!dayHours) continue;
    const closeDate = pastMidnight(dayHours) ? dateAfter(date, 1) : date;
    const beyond = offset === 6 && pastMidnight(dayHours);
    periods.push({
      open: { date, day, ...clockOf(dayHours[0]) },
      close: beyond
        ? { date: dateAfter(today, 7), day: weekdayOf(dateAfter(today, 7)), hour: 0, minute: 0, truncated: true }
        : { date: closeDate, day: weekdayOf(closeDate), ...clockOf(dayHours[1]) },
    });
  }
  return { periods, specialDays };
}

/** Whether the week's hours have the place open at a wall-clock moment (its own count, not the site's). */
function isOpenAt(week: WeekHours, weekday: number, minuteOfDay: number): boolean {
  const minutes = (time: string) => clockOf(time).hour * 60 + clockOf(time).minute;
  const today = week[weekday];
  const yesterday = week[(weekday + 6) % 7];
  if (
    today &&
    (pastMidnight(today)
      ? minuteOfDay >= minutes(today[0])
      : minuteOfDay >= minutes(today[0]) && minuteOfDay < minutes(today[1]))
  ) {
    return true;
  }
  return Boolean(yesterday && pastMidnight(yesterday) && minuteOfDay < minutes(yesterday[1]));
}

function openingHoursOf(place: StandInPlace, now: Date) {
  const clock = mountainClock(now);
  const today = { year: clock.year, month: clock.month, day: clock.day };
  if (place.hours.kind === 'none') return {};
  if (place.hours.kind === 'around-the-clock') {
    const always = {
      openNow: true,
      periods: [{ open: { day: 0, hour: 0, minute: 0 } }],
      weekdayDescriptions: [1, 2, 3, 4, 5, 6, 0].map((day) => `${weekdayNames[day] ?? ''}: Open 24 hours`),
    };
    return { regularOpeningHours: always, currentOpeningHours: always };
  }
  const week = isSummer(today) ? place.hours.summer : place.hours.winter;
  const closedNow = place.status !== 'OPERATIONAL';
  const openNow =
    !closedNow &&
    isOpenAt(week, clock.weekday, clock.hour * 60 + clock.minute) &&
    !(place.closedOnHolidays && isHoliday(today));
  const dated = datedPeriods(place.hours, today, place.closedOnHolidays);
  return {
    regularOpeningHours: { openNow, periods: weeklyPeriods(week), weekdayDescriptions: weekLines(week) },
    // Closed for now: the dated hours have no period (the reference: "an empty value indicates a place that is never open").
    currentOpeningHours: {
      openNow,
      periods: closedNow ? [] : dated.periods,
      weekdayDescriptions: weekLines(week),
      ...(dated.specialDays.length > 0 ? { specialDays: dated.specialDays } : {}),
    },
  };
}

const coordinatesOf = (place: StandInPlace) => ({
  latitude: Math.round((siteFacts.latitude + place.offsetKm[0] / 111.32) * 1e6) / 1e6,
  longitude:
    Math.round(
      (siteFacts.longitude + place.offsetKm[1] / (111.32 * Math.cos((siteFacts.latitude * Math.PI) / 180))) * 1e6,
    ) / 1e6,
});

export const standInLocationOf = coordinatesOf;

/** The whole `Place` resource the stand-in has for a place at `now`, before the field mask. */
export function placeResource(place: StandInPlace, now: Date): Record<string, unknown> {
  const phoneDigits = place.phone?.replace(/\D/g, '');
  return {
    name: `places/${place.placeId}`,
    id: place.placeId,
    displayName: { text: place.name, languageCode: 'en' },
    types:
      place.entryId && place.hours.kind === 'weekly' ? ['point_of_interest', 'establishment'] : ['point_of_interest'],
    formattedAddress: place.address,
    location: coordinatesOf(place),
    ...(place.rating === null
      ? {}
      : { rating: Math.round(place.rating * 10) / 10, userRatingCount: place.ratingCount }),
    googleMapsUri: `https://maps.google.com/?cid=0&q=place_id:${place.placeId}`,
    ...(place.website ? { websiteUri: place.website } : {}),
    ...(phoneDigits
      ? {
          nationalPhoneNumber: place.phone,
          internationalPhoneNumber: `+1 ${phoneDigits.slice(0, 3)}-${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`,
        }
      : {}),
    ...openingHoursOf(place, now),
    utcOffsetMinutes: mountainOffsetHours(now) * 60,
    businessStatus: place.status,
    ...(place.attributions.length > 0 ? { attributions: place.attributions } : {}),
  };
}
