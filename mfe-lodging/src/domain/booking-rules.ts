/**
 * The stay forms' rules (docs/rules/lodging.md#booking-dates, docs/rules/lodging.md#guest-limits):
 * date minimums, nights, and the party (adults, children by age, rooms) within the limits. The
 * site estimates no price: every price shown is the partner's for the stay asked (issue 29).
 *
 * Dates are 'YYYY-MM-DD' local calendar dates. They are turned into whole days on a UTC
 * timeline (never through the browser's time zone), so a date never shifts by one and a day is
 * always 24 hours, even across a daylight-saving change. Plain arithmetic on Y/M/D is all this
 * needs, so it does without date-fns (which mfe-lodging does not depend on).
 */

const dayMs = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Calendar dates
// ---------------------------------------------------------------------------------------------

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date as milliseconds of its midnight on the UTC timeline, or undefined if it is not a real date. */
function isoDateToUtcMs(value: string): number | undefined {
  const match = isoDatePattern.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // setUTCFullYear rather than Date.UTC, which reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // Rolled over (2025-02-30 → March 2): not a real date.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() : undefined;
}

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

function utcMsToIsoDate(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** Whether a value is a real calendar date written YYYY-MM-DD (2025-02-29 is not). */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && isoDateToUtcMs(value) !== undefined;

/** The date `days` after (or, negative, before) a YYYY-MM-DD date; undefined if it is not one. */
export function addDays(isoDate: string, days: number): string | undefined {
  const ms = isoDateToUtcMs(isoDate);
  return ms === undefined ? undefined : utcMsToIsoDate(ms + Math.trunc(days) * dayMs);
}

/**
 * Today's date where the visitor is, as YYYY-MM-DD. Uses the local calendar fields rather than
 * toISOString(), which gives the UTC date (tomorrow, on a Colorado evening).
 */
export const todayIso = (now: Date = new Date()): string =>
  `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;

/** The check-in input's minimum: today. */
export const checkInMinimum = (today: string): string => today;

/**
 * The check-out input's minimum: the check-in date once there is one, otherwise tomorrow
 * (docs/rules/lodging.md#booking-dates). A same-day check-out is allowed by the input but prices no
 * nights (priceBreakdown is undefined).
 */
export function checkOutMinimum(checkIn: string | undefined, today: string): string {
  if (checkIn !== undefined && isIsoDate(checkIn)) return checkIn;
  return addDays(today, 1) ?? today;
}

// ---------------------------------------------------------------------------------------------
// Nights
// ---------------------------------------------------------------------------------------------

/** A YYYY-MM-DD string (a calendar date, its midnight) or a Date (its local wall-clock time). */
export type DateInput = string | Date;

/**
 * A Date's local wall-clock reading placed on the UTC timeline, so that whole local days are
 * exactly 24 hours apart: local midnight to local midnight across a daylight-saving change is
 * 23 or 25 real hours, which would round to the wrong number of nights.
 */
function wallClockMs(date: Date): number {
  // setUTC… rather than Date.UTC, which reads years 0–99 as 1900–1999.
  const onTimeline = new Date(0);
  onTimeline.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
  onTimeline.setUTCHours(date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());
  return onTimeline.getTime();
}

function toTimelineMs(input: DateInput | undefined): number | undefined {
  if (input === undefined) return undefined;
  if (typeof input === 'string') return isoDateToUtcMs(input);
  return Number.isNaN(input.getTime()) ? undefined : wallClockMs(input);
}

/**
 * Nights between two dates: the absolute difference in days, a part day counting as a whole
 * night; 0 when either date is missing or invalid. The order of the dates does not matter.
 */
export function nightsBetween(a: DateInput | undefined, b: DateInput | undefined): number {
  const start = toTimelineMs(a);
  const end = toTimelineMs(b);
  if (start === undefined || end === undefined) return 0;
  return Math.ceil(Math.abs(end - start) / dayMs);
}

// ---------------------------------------------------------------------------------------------
// The party (docs/rules/lodging.md#guest-limits)
// ---------------------------------------------------------------------------------------------

/** A booking is for 1 to 8 guests, adults and children together. */
export const minGuests = 1;
export const maxGuests = 8;
export const maxChildAge = 17;

/** Who is staying, as the forms hold it while the visitor chooses: a child's age may not be chosen yet. */
export interface PartyChoice {
  adults: number;
  /** Each child's age, or undefined until the visitor picks it (the partner prices children by age). */
  children: readonly (number | undefined)[];
  rooms: number;
}

export const defaultParty: PartyChoice = { adults: 2, children: [], rooms: 1 };

/** The adults a party may have: 1 up to 8 less its children. */
export const adultsRange = (party: PartyChoice): [number, number] => [1, maxGuests - party.children.length];
/** Rooms: 1 up to the adults (each room needs an adult). */
export const roomsRange = (party: PartyChoice): [number, number] => [1, party.adults];

export type PartyField = 'adults' | 'children' | 'rooms';

/** Whether the − (delta −1) or + (delta 1) of a field can act within the limits. */
export function canStepParty(party: PartyChoice, field: PartyField, delta: -1 | 1): boolean {
  switch (field) {
    case 'adults': {
      const [low, high] = adultsRange(party);
      return delta < 0 ? party.adults > low : party.adults < high;
    }
    case 'children':
      return delta < 0 ? party.children.length > 0 : party.adults + party.children.length < maxGuests;
    case 'rooms': {
      const [low, high] = roomsRange(party);
      return delta < 0 ? party.rooms > low : party.rooms < high;
    }
  }
}

/**
 * The party with one field moved by one, when the limits allow it (else unchanged). A child added
 * has no age yet; fewer adults than rooms take the rooms down with them.
 */
export function stepParty(party: PartyChoice, field: PartyField, delta: -1 | 1): PartyChoice {
  if (!canStepParty(party, field, delta)) return party;
  switch (field) {
    case 'adults': {
      const adults = party.adults + delta;
      return { ...party, adults, rooms: Math.min(party.rooms, adults) };
    }
    case 'children':
      return { ...party, children: delta > 0 ? [...party.children, undefined] : party.children.slice(0, -1) };
    case 'rooms':
      return { ...party, rooms: party.rooms + delta };
  }
}

/** The party with one child's age set (a whole number 0–17; anything else leaves it unchosen). */
export function withChildAge(party: PartyChoice, index: number, age: number | undefined): PartyChoice {
  const valid = age !== undefined && Number.isInteger(age) && age >= 0 && age <= maxChildAge ? age : undefined;
  return { ...party, children: party.children.map((current, at) => (at === index ? valid : current)) };
}

/** The children's ages when every one is chosen, else undefined (the party cannot be priced yet). */
export const childAgesOf = (party: PartyChoice): number[] | undefined =>
  party.children.every((age): age is number => age !== undefined) ? [...party.children] : undefined;
