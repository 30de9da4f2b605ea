/**
 * The property page's booking rules (docs/rules/lodging.md#booking-dates to
 * docs/rules/lodging.md#mobile-property-page): date minimums, nights, the desktop booking box's
 * estimate and guest limits, and the mobile page's estimate and guest picker.
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

/** Compare two YYYY-MM-DD dates (valid ones sort as strings do). */
const isBefore = (a: string, b: string): boolean => a < b;

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
// Guests
// ---------------------------------------------------------------------------------------------

/** A booking is for 1 to 8 guests (8 is the rentals' limit; hotels allow 4, see maxGuestsFor). */
export const minGuests = 1;
export const maxGuests = 8;

/**
 * Guests within 1 and `max` (itself at most 8; pass maxGuestsFor(listing) for the listing's
 * limit). Part guests round down; NaN (parseInt of an empty input) becomes 1.
 */
export function clampGuests(guests: number, max: number = maxGuests): number {
  const upper = Math.min(Math.max(Math.floor(Number.isFinite(max) ? max : maxGuests), minGuests), maxGuests);
  if (Number.isNaN(guests)) return minGuests;
  return Math.min(Math.max(Math.floor(guests), minGuests), upper);
}

/** The guest select's options, 1 to `max` (clamped as clampGuests does). */
export const guestOptions = (max: number = maxGuests): number[] =>
  Array.from({ length: clampGuests(max) }, (_, index) => index + 1);

// ---------------------------------------------------------------------------------------------
// Stay validity
// ---------------------------------------------------------------------------------------------

export interface StayInput {
  checkIn?: string;
  checkOut?: string;
  /** undefined = not chosen yet (the form's default applies). */
  guests?: number;
}

export type StayProblem =
  | 'check-in-missing'
  | 'check-in-invalid'
  | 'check-in-past'
  | 'check-out-missing'
  | 'check-out-invalid'
  | 'check-out-too-early'
  | 'no-nights'
  | 'guests-out-of-range';

/**
 * What is wrong with a stay, for the booking form's messages. Check-in from today, check-out
 * from check-in (docs/rules/lodging.md#booking-dates); a stay also needs at least one night
 * (docs/rules/lodging.md#minimum-stay), as that is what gets priced. `today` is the town's date
 * (mountainDate of @estes/shared/mountain-time); `guestLimit` is maxGuestsFor(listing) (default 8).
 */
export function stayProblems(stay: StayInput, today: string, guestLimit: number = maxGuests): StayProblem[] {
  const problems: StayProblem[] = [];
  const { checkIn, checkOut, guests } = stay;
  const checkInValid = checkIn !== undefined && isIsoDate(checkIn);
  const checkOutValid = checkOut !== undefined && isIsoDate(checkOut);

  if (checkIn === undefined || checkIn === '') problems.push('check-in-missing');
  else if (!checkInValid) problems.push('check-in-invalid');
  else if (isIsoDate(today) && isBefore(checkIn, checkInMinimum(today))) problems.push('check-in-past');

  if (checkOut === undefined || checkOut === '') problems.push('check-out-missing');
  else if (!checkOutValid) problems.push('check-out-invalid');
  else if (isBefore(checkOut, checkOutMinimum(checkInValid ? checkIn : undefined, today)))
    problems.push('check-out-too-early');
  else if (checkInValid && checkOut === checkIn) problems.push('no-nights');

  if (guests !== undefined && (!Number.isInteger(guests) || guests !== clampGuests(guests, guestLimit)))
    problems.push('guests-out-of-range');
  return problems;
}

export const isValidStay = (stay: StayInput, today: string, guestLimit: number = maxGuests): boolean =>
  stayProblems(stay, today, guestLimit).length === 0;

// ---------------------------------------------------------------------------------------------
// Desktop booking box
// ---------------------------------------------------------------------------------------------

/** The longest stay the booking box estimates; longer stays are arranged with the partner. */
export const maxEstimatedNights = 30;

/**
 * The booking box's estimate, or why there is none. The estimate is only nights × the nightly
 * price the partner lists: the site adds no fee the partner does not charge, and the listing
 * data carries one price for every season, so the partner's own price applies when booking.
 */
export type StayEstimate =
  | {
      kind: 'estimate';
      nights: number;
      nightly: number;
      /** nights × nightly, to the cent. */
      total: number;
    }
  | { kind: 'dates-missing' }
  | { kind: 'check-out-not-after-check-in' }
  | { kind: 'too-long'; nights: number }
  | { kind: 'no-price' };

/** Money in dollars to the cent, so 3 × 199.99 is 599.97 and not 599.9699999. */
const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** Nights from check-in to check-out in that order: negative when check-out comes first, undefined without two real dates. */
function orderedNights(checkIn: string | undefined, checkOut: string | undefined): number | undefined {
  const start = checkIn === undefined ? undefined : isoDateToUtcMs(checkIn);
  const end = checkOut === undefined ? undefined : isoDateToUtcMs(checkOut);
  if (start === undefined || end === undefined) return undefined;
  return Math.round((end - start) / dayMs);
}

/** The estimate for a stay: dates in order, 1 to 30 nights, and a usable listed nightly price. */
export function stayEstimate(nightly: number, checkIn: string | undefined, checkOut: string | undefined): StayEstimate {
  const nights = orderedNights(checkIn, checkOut);
  if (nights === undefined) return { kind: 'dates-missing' };
  if (nights <= 0) return { kind: 'check-out-not-after-check-in' };
  if (nights > maxEstimatedNights) return { kind: 'too-long', nights };
  if (!Number.isFinite(nightly) || nightly <= 0) return { kind: 'no-price' };
  return { kind: 'estimate', nights, nightly, total: roundCents(nights * nightly) };
}

/** What the booking box says instead of a total, for each reason it has none. */
export function stayEstimateMessage(estimate: Exclude<StayEstimate, { kind: 'estimate' }>): string {
  switch (estimate.kind) {
    case 'dates-missing':
      return 'Choose your dates to see an estimate for your stay.';
    case 'check-out-not-after-check-in':
      return 'Check-out must be after check-in. Change the dates to see an estimate.';
    case 'too-long':
      return `${estimate.nights} nights is longer than the ${maxEstimatedNights} nights we estimate. For a longer stay, ask the partner for their price.`;
    case 'no-price':
      return 'The partner lists no nightly price for this property. See their site for prices.';
  }
}

// ---------------------------------------------------------------------------------------------
// Mobile property page
// ---------------------------------------------------------------------------------------------

/** The mobile estimate: nightly × nights, no fees; 0 without nights. */
export function estimatedTotal(nightly: number, nights: number): number {
  if (!Number.isFinite(nightly) || !Number.isFinite(nights) || nights <= 0) return 0;
  return roundCents(nightly * nights);
}

export type MobileGuestField = 'adults' | 'children' | 'rooms';

export type MobileGuests = Readonly<Record<MobileGuestField, number>>;

/** The mobile picker's lower limits; it has no upper ones. */
export const mobileGuestMinimums: MobileGuests = { adults: 1, children: 0, rooms: 1 };

export const mobileGuestDefaults: MobileGuests = { adults: 2, children: 0, rooms: 1 };

/** A picker count kept at or above its minimum, in whole numbers. */
export function clampMobileCount(field: MobileGuestField, value: number): number {
  const minimum = mobileGuestMinimums[field];
  return Number.isFinite(value) ? Math.max(Math.floor(value), minimum) : minimum;
}

/** The + and − buttons: a new object with one count moved by `delta`, never below its minimum. */
export const stepMobileCount = (guests: MobileGuests, field: MobileGuestField, delta: number): MobileGuests => ({
  ...guests,
  [field]: clampMobileCount(field, guests[field] + delta),
});

/** Whether the − button can act (the count is above its minimum). */
export const canDecrementMobileCount = (guests: MobileGuests, field: MobileGuestField): boolean =>
  guests[field] > mobileGuestMinimums[field];
