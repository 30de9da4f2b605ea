/** @jest-environment node */
import {
  addDays,
  canDecrementMobileCount,
  checkInMinimum,
  checkOutMinimum,
  clampGuests,
  clampMobileCount,
  estimatedTotal,
  maxEstimatedNights,
  guestOptions,
  isIsoDate,
  isValidStay,
  mobileGuestDefaults,
  mobileGuestMinimums,
  nightsBetween,
  stayEstimate,
  stayEstimateMessage,
  stayProblems,
  stepMobileCount,
  todayIso,
} from './booking-rules';
import { maxGuestsFor } from './lodging-rules';

const hourMs = 60 * 60 * 1000;

/**
 * A Date whose local fields read as in a zone with the given UTC offset (minutes). Jest runs in
 * whatever zone the machine has (often UTC, which has no daylight saving), so this is how the
 * tests put a Colorado clock on either side of a daylight-saving change.
 */
class ZonedDate extends Date {
  readonly offsetMinutes: number;

  constructor(utc: string, offsetMinutes: number) {
    super(Date.parse(utc));
    this.offsetMinutes = offsetMinutes;
  }

  local(): Date {
    return new Date(this.getTime() + this.offsetMinutes * 60 * 1000);
  }
}

// The local-field getters read the shifted time's UTC fields.
for (const field of ['FullYear', 'Month', 'Date', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'] as const) {
  Object.defineProperty(ZonedDate.prototype, `get${field}`, {
    value(this: ZonedDate): number {
      return this.local()[`getUTC${field}`]();
    },
  });
}

const mdt = -6 * 60; // Mountain Daylight Time
const mst = -7 * 60; // Mountain Standard Time

describe('calendar dates', () => {
  it.each([
    ['2025-06-10', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-6-1', false],
    ['2025-06-10T00:00', false],
    ['', false],
    [undefined, false],
  ])('%p is a date: %p', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('adds days across month, year, leap day and daylight-saving boundaries', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03');
    expect(addDays('2025-06-10', 0)).toBe('2025-06-10');
    expect(addDays('not a date', 1)).toBeUndefined();
  });

  it("gives today's local date, not the UTC one", () => {
    // 9 pm on 3 July in Colorado is already 4 July in UTC.
    expect(todayIso(new ZonedDate('2025-07-04T03:00:00Z', mdt))).toBe('2025-07-03');
    expect(todayIso(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31');
    expect(todayIso(new Date(2025, 2, 5, 0, 0))).toBe('2025-03-05');
    expect(isIsoDate(todayIso())).toBe(true);
  });
});

describe('date minimums', () => {
  const today = '2025-06-10';

  it('lets check-in start today', () => {
    expect(checkInMinimum(today)).toBe(today);
  });

  it('lets check-out start at the check-in date, or tomorrow without one', () => {
    expect(checkOutMinimum('2025-06-20', today)).toBe('2025-06-20');
    expect(checkOutMinimum(undefined, today)).toBe('2025-06-11');
    expect(checkOutMinimum('', today)).toBe('2025-06-11');
    expect(checkOutMinimum('junk', today)).toBe('2025-06-11');
    expect(checkOutMinimum(undefined, '2025-12-31')).toBe('2026-01-01');
  });
});

describe('nights', () => {
  it.each([
    ['2025-06-10', '2025-06-13', 3],
    ['2025-06-13', '2025-06-10', 3],
    ['2025-06-10', '2025-06-10', 0],
    ['2025-06-10', '2025-06-11', 1],
    ['2025-12-30', '2026-01-02', 3],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-02-28', '2025-03-01', 1],
    // Daylight saving starts on 9 March and ends on 2 November 2025 in Colorado.
    ['2025-03-08', '2025-03-10', 2],
    ['2025-11-01', '2025-11-03', 2],
  ])('%s to %s is %p nights', (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
  });

  it('is 0 when a date is missing or invalid', () => {
    expect(nightsBetween(undefined, '2025-06-10')).toBe(0);
    expect(nightsBetween('2025-06-10', undefined)).toBe(0);
    expect(nightsBetween(undefined, undefined)).toBe(0);
    expect(nightsBetween('', '2025-06-10')).toBe(0);
    expect(nightsBetween('2025-06-10', '2025-02-30')).toBe(0);
    expect(nightsBetween(new Date(Number.NaN), '2025-06-10')).toBe(0);
  });

  it('counts a part day as a night', () => {
    expect(nightsBetween(new Date(2025, 0, 1, 15), new Date(2025, 0, 3, 11))).toBe(2);
    expect(nightsBetween(new Date(2025, 0, 1, 15), new Date(2025, 0, 2, 15))).toBe(1);
    expect(nightsBetween(new Date(2025, 0, 1, 15), new Date(2025, 0, 2, 15, 0, 0, 1))).toBe(2);
    expect(nightsBetween(new Date(2025, 0, 1, 15), new Date(2025, 0, 1, 15, 30))).toBe(1);
    // A Date against a date string: 3 pm on the 1st to midnight on the 3rd.
    expect(nightsBetween(new Date(2025, 0, 1, 15), '2025-01-03')).toBe(2);
    expect(nightsBetween(new Date(2025, 0, 1), '2025-01-03')).toBe(2);
  });

  it('counts nights by the local calendar across daylight-saving changes', () => {
    // Midnight to midnight over the autumn change is 49 real hours; it is still 2 nights.
    const autumnIn = new ZonedDate('2025-11-01T06:00:00Z', mdt);
    const autumnOut = new ZonedDate('2025-11-03T07:00:00Z', mst);
    expect(autumnOut.getTime() - autumnIn.getTime()).toBe(49 * hourMs);
    expect(nightsBetween(autumnIn, autumnOut)).toBe(2);
    // …and over the spring change 47 real hours, also 2 nights.
    const springIn = new ZonedDate('2025-03-08T07:00:00Z', mst);
    const springOut = new ZonedDate('2025-03-10T06:00:00Z', mdt);
    expect(springOut.getTime() - springIn.getTime()).toBe(47 * hourMs);
    expect(nightsBetween(springIn, springOut)).toBe(2);
    // The same with the machine's own clock (a real test of this when Jest runs in a US zone).
    expect(nightsBetween(new Date(2025, 10, 1), new Date(2025, 10, 3))).toBe(2);
    expect(nightsBetween(new Date(2025, 2, 8), new Date(2025, 2, 10))).toBe(2);
    // 3 pm to 11 am the next-but-one day, over the autumn change: 1 day 20 hours of wall clock.
    expect(nightsBetween(new ZonedDate('2025-11-01T21:00:00Z', mdt), new ZonedDate('2025-11-03T18:00:00Z', mst))).toBe(
      2,
    );
  });
});

describe('desktop booking box estimate', () => {
  it('is nights × the listed nightly price, with no fees added', () => {
    expect(stayEstimate(200, '2025-06-10', '2025-06-13')).toEqual({
      kind: 'estimate',
      nights: 3,
      nightly: 200,
      total: 600,
    });
    expect(stayEstimate(149, '2025-06-10', '2025-06-11')).toEqual({
      kind: 'estimate',
      nights: 1,
      nightly: 149,
      total: 149,
    });
  });

  it('keeps to the cent', () => {
    expect(stayEstimate(199.99, '2025-06-10', '2025-06-13')).toMatchObject({ total: 599.97 });
  });

  it('prices a July stay and a January stay from the same listed price (the data has no seasons)', () => {
    expect(stayEstimate(385, '2026-07-10', '2026-07-12')).toMatchObject({ total: 770 });
    expect(stayEstimate(385, '2026-01-10', '2026-01-12')).toMatchObject({ total: 770 });
  });

  it('gives no total when check-out is on or before check-in', () => {
    expect(stayEstimate(385, '2026-12-10', '2026-12-09')).toEqual({ kind: 'check-out-not-after-check-in' });
    expect(stayEstimate(385, '2026-12-10', '2026-12-10')).toEqual({ kind: 'check-out-not-after-check-in' });
  });

  it('estimates up to 30 nights and no longer', () => {
    expect(maxEstimatedNights).toBe(30);
    expect(stayEstimate(100, '2026-12-01', '2026-12-31')).toMatchObject({ kind: 'estimate', nights: 30, total: 3000 });
    expect(stayEstimate(100, '2026-12-01', '2027-01-01')).toEqual({ kind: 'too-long', nights: 31 });
    expect(stayEstimate(100, '2026-12-01', '2027-02-12')).toEqual({ kind: 'too-long', nights: 73 });
  });

  it('counts nights across a daylight-saving change and a leap day as calendar nights', () => {
    expect(stayEstimate(100, '2026-03-07', '2026-03-09')).toMatchObject({ nights: 2 });
    expect(stayEstimate(100, '2028-02-28', '2028-03-01')).toMatchObject({ nights: 2 });
  });

  it('has no estimate without two real dates or a usable price', () => {
    expect(stayEstimate(200, undefined, '2025-06-13')).toEqual({ kind: 'dates-missing' });
    expect(stayEstimate(200, '2025-06-10', undefined)).toEqual({ kind: 'dates-missing' });
    expect(stayEstimate(200, '2025-06-10', 'soon')).toEqual({ kind: 'dates-missing' });
    expect(stayEstimate(200, '2025-02-30', '2025-03-03')).toEqual({ kind: 'dates-missing' });
    expect(stayEstimate(Number.NaN, '2025-06-10', '2025-06-13')).toEqual({ kind: 'no-price' });
    expect(stayEstimate(0, '2025-06-10', '2025-06-13')).toEqual({ kind: 'no-price' });
    expect(stayEstimate(-5, '2025-06-10', '2025-06-13')).toEqual({ kind: 'no-price' });
  });

  it('says plainly why there is no total', () => {
    expect(stayEstimateMessage({ kind: 'check-out-not-after-check-in' })).toBe(
      'Check-out must be after check-in. Change the dates to see an estimate.',
    );
    expect(stayEstimateMessage({ kind: 'too-long', nights: 73 })).toContain('73 nights is longer than the 30 nights');
    expect(stayEstimateMessage({ kind: 'dates-missing' })).toContain('Choose your dates');
    expect(stayEstimateMessage({ kind: 'no-price' })).toContain('no nightly price');
  });
});

describe('guests', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [4, 4],
    [8, 8],
    [9, 8],
    [2.7, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 8],
  ])('clamps %p to %p', (guests, expected) => {
    expect(clampGuests(guests)).toBe(expected);
  });

  it("clamps to the listing's limit: 4 in a hotel, 8 in a rental", () => {
    expect(clampGuests(5, maxGuestsFor('hotel-1'))).toBe(4);
    expect(clampGuests(4, maxGuestsFor('hotel-1'))).toBe(4);
    expect(clampGuests(8, maxGuestsFor('vrbo-1'))).toBe(8);
    expect(clampGuests(9, maxGuestsFor('vrbo-1'))).toBe(8);
  });

  it('never lets the limit itself leave 1 to 8', () => {
    expect(clampGuests(10, 12)).toBe(8);
    expect(clampGuests(3, 0)).toBe(1);
    expect(clampGuests(3, Number.NaN)).toBe(3);
  });

  it('offers 1 to the limit in the select', () => {
    expect(guestOptions(maxGuestsFor('hotel-1'))).toEqual([1, 2, 3, 4]);
    expect(guestOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('stay validity', () => {
  const today = '2025-06-10';

  it('accepts a stay from today for at least a night', () => {
    expect(stayProblems({ checkIn: today, checkOut: '2025-06-11', guests: 2 }, today)).toEqual([]);
    expect(isValidStay({ checkIn: '2025-07-01', checkOut: '2025-07-05' }, today)).toBe(true);
  });

  it('needs both dates', () => {
    expect(stayProblems({}, today)).toEqual(['check-in-missing', 'check-out-missing']);
    expect(stayProblems({ checkIn: '', checkOut: '' }, today)).toEqual(['check-in-missing', 'check-out-missing']);
    expect(isValidStay({ checkIn: today }, today)).toBe(false);
  });

  it('rejects dates that are not dates', () => {
    expect(stayProblems({ checkIn: '2025-02-30', checkOut: 'tomorrow' }, today)).toEqual([
      'check-in-invalid',
      'check-out-invalid',
    ]);
  });

  it('rejects a check-in before today', () => {
    expect(stayProblems({ checkIn: '2025-06-09', checkOut: '2025-06-12' }, today)).toEqual(['check-in-past']);
  });

  it('rejects a check-out before the check-in, and a same-day one as no nights', () => {
    expect(stayProblems({ checkIn: '2025-06-12', checkOut: '2025-06-11' }, today)).toEqual(['check-out-too-early']);
    expect(stayProblems({ checkIn: '2025-06-12', checkOut: '2025-06-12' }, today)).toEqual(['no-nights']);
  });

  it('wants the check-out from tomorrow while the check-in is not usable', () => {
    expect(stayProblems({ checkIn: 'x', checkOut: today }, today)).toEqual(['check-in-invalid', 'check-out-too-early']);
  });

  it("keeps guests within 1 and the listing's limit", () => {
    const stay = { checkIn: '2025-06-12', checkOut: '2025-06-14' };
    expect(isValidStay({ ...stay, guests: 4 }, today, maxGuestsFor('hotel-1'))).toBe(true);
    expect(stayProblems({ ...stay, guests: 5 }, today, maxGuestsFor('hotel-1'))).toEqual(['guests-out-of-range']);
    expect(isValidStay({ ...stay, guests: 8 }, today, maxGuestsFor('vrbo-1'))).toBe(true);
    expect(isValidStay({ ...stay, guests: 9 }, today)).toBe(false);
    expect(isValidStay({ ...stay, guests: 0 }, today)).toBe(false);
    expect(isValidStay({ ...stay, guests: 2.5 }, today)).toBe(false);
  });
});

describe('mobile property page', () => {
  it('estimates nightly × nights, without fees', () => {
    expect(estimatedTotal(200, 3)).toBe(600);
    expect(estimatedTotal(199.99, 3)).toBe(599.97);
    expect(estimatedTotal(200, nightsBetween('2025-06-10', '2025-06-12'))).toBe(400);
    expect(estimatedTotal(200, 0)).toBe(0);
    expect(estimatedTotal(Number.NaN, 2)).toBe(0);
  });

  it('starts at 2 adults, 0 children, 1 room', () => {
    expect(mobileGuestDefaults).toEqual({ adults: 2, children: 0, rooms: 1 });
    expect(mobileGuestMinimums).toEqual({ adults: 1, children: 0, rooms: 1 });
  });

  it('keeps each count at or above its minimum, with no maximum', () => {
    expect(clampMobileCount('adults', 0)).toBe(1);
    expect(clampMobileCount('children', -1)).toBe(0);
    expect(clampMobileCount('rooms', 0)).toBe(1);
    expect(clampMobileCount('adults', 25)).toBe(25);
    expect(clampMobileCount('children', 12)).toBe(12);
    expect(clampMobileCount('rooms', Number.NaN)).toBe(1);
  });

  it('steps counts up and down, stopping at the minimum', () => {
    let guests = mobileGuestDefaults;
    guests = stepMobileCount(guests, 'adults', -1);
    expect(guests.adults).toBe(1);
    expect(canDecrementMobileCount(guests, 'adults')).toBe(false);
    guests = stepMobileCount(guests, 'adults', -1);
    expect(guests.adults).toBe(1);
    expect(canDecrementMobileCount(guests, 'children')).toBe(false);
    guests = stepMobileCount(guests, 'children', 1);
    expect(canDecrementMobileCount(guests, 'children')).toBe(true);
    guests = stepMobileCount(guests, 'rooms', 10);
    expect(guests).toEqual({ adults: 1, children: 1, rooms: 11 });
    expect(mobileGuestDefaults).toEqual({ adults: 2, children: 0, rooms: 1 });
  });
});
