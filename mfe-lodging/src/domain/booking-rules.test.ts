/** @jest-environment node */
import {
  addDays,
  adultsRange,
  canStepParty,
  checkInMinimum,
  checkOutMinimum,
  childAgesOf,
  defaultParty,
  isIsoDate,
  nightsBetween,
  roomsRange,
  stepParty,
  todayIso,
  withChildAge,
  type PartyChoice,
} from './booking-rules';

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

describe('the party (docs/rules/lodging.md#guest-limits)', () => {
  it('keeps adults from 1, adults and children together at most 8, a room per adult at most', () => {
    let party: PartyChoice = defaultParty;
    expect(party).toEqual({ adults: 2, children: [], rooms: 1 });
    expect(canStepParty(party, 'adults', -1)).toBe(true);
    party = stepParty(party, 'adults', -1);
    expect(party.adults).toBe(1);
    expect(canStepParty(party, 'adults', -1)).toBe(false);
    expect(stepParty(party, 'adults', -1)).toBe(party);
    // One room per adult at most: a second room needs a second adult.
    expect(canStepParty(party, 'rooms', 1)).toBe(false);
    party = stepParty(stepParty(party, 'adults', 1), 'rooms', 1);
    expect(party).toEqual({ adults: 2, children: [], rooms: 2 });
    // Fewer adults take the rooms down with them.
    expect(stepParty(party, 'adults', -1)).toEqual({ adults: 1, children: [], rooms: 1 });
    for (let child = 0; child < 6; child += 1) party = stepParty(party, 'children', 1);
    expect(party.children).toHaveLength(6);
    expect(canStepParty(party, 'children', 1)).toBe(false);
    expect(canStepParty(party, 'adults', 1)).toBe(false);
    expect(adultsRange(party)).toEqual([1, 2]);
    expect(roomsRange(party)).toEqual([1, 2]);
  });

  it('asks each child’s age, and has the ages only once every one is chosen', () => {
    let party = stepParty(stepParty(defaultParty, 'children', 1), 'children', 1);
    expect(party.children).toEqual([undefined, undefined]);
    expect(childAgesOf(party)).toBeUndefined();
    party = withChildAge(party, 0, 4);
    expect(childAgesOf(party)).toBeUndefined();
    party = withChildAge(party, 1, 9);
    expect(childAgesOf(party)).toEqual([4, 9]);
    expect(withChildAge(party, 1, 18).children).toEqual([4, undefined]);
    expect(withChildAge(party, 1, 2.5).children).toEqual([4, undefined]);
    expect(childAgesOf(stepParty(party, 'children', -1))).toEqual([4]);
    expect(childAgesOf(defaultParty)).toEqual([]);
  });
});
