/** @jest-environment node */
import {
  formatCalendarDate,
  formatMountainDateTime,
  formatMountainHour,
  formatMountainTime,
  isMountainDaylightTime,
  mountainClock,
  mountainDate,
  mountainOffsetHours,
  mountainWeekday,
  mountainZoneLabel,
} from './weather-time';

describe('Mountain time offsets: -6 in daylight saving time, -7 otherwise', () => {
  // 2026: DST from Sunday 8 March 09:00 UTC to Sunday 1 November 08:00 UTC.
  it.each([
    ['2026-03-08T08:59:59Z', false],
    ['2026-03-08T09:00:00Z', true],
    ['2026-07-04T18:00:00Z', true],
    ['2026-11-01T07:59:59Z', true],
    ['2026-11-01T08:00:00Z', false],
    ['2026-11-22T21:00:00Z', false],
    ['2026-01-15T12:00:00Z', false],
    // 2027: second Sunday of March is the 14th, first Sunday of November the 7th.
    ['2027-03-14T08:59:00Z', false],
    ['2027-03-14T09:00:00Z', true],
    ['2027-11-07T07:59:00Z', true],
    ['2027-11-07T08:00:00Z', false],
  ])('%s daylight time: %s', (iso, daylight) => {
    const instant = new Date(iso);
    expect(isMountainDaylightTime(instant)).toBe(daylight);
    expect(mountainOffsetHours(instant)).toBe(daylight ? -6 : -7);
    expect(mountainZoneLabel(instant)).toBe(daylight ? 'MDT' : 'MST');
  });
});

describe('formatting in Mountain time', () => {
  it('prints winter times in MST (UTC-7)', () => {
    expect(formatMountainTime(new Date('2026-11-22T21:05:00Z'))).toBe('2:05 PM MST');
    expect(formatMountainTime(new Date('2026-11-23T07:00:00Z'))).toBe('12:00 AM MST');
  });
  it('prints summer times in MDT (UTC-6)', () => {
    expect(formatMountainTime(new Date('2026-07-04T18:30:00Z'))).toBe('12:30 PM MDT');
  });
  it('prints hour labels, weekdays and dates on the local calendar', () => {
    const lateEvening = new Date('2026-11-23T05:30:00Z'); // Sunday 22 Nov, 10:30 PM MST
    expect(formatMountainHour(lateEvening)).toBe('10 PM');
    expect(mountainWeekday(lateEvening)).toBe('Sun');
    expect(mountainDate(lateEvening)).toBe('2026-11-22');
    expect(mountainClock(lateEvening)).toEqual({ year: 2026, month: 11, day: 22, hour: 22, minute: 30, weekday: 0 });
    expect(formatMountainHour(new Date('2026-11-22T19:00:00Z'))).toBe('12 PM');
  });
});

describe('alert times', () => {
  it('give the weekday, date and clock time in Mountain time, MST or MDT by the rule', () => {
    expect(formatMountainDateTime(new Date('2026-11-23T13:00:00Z'))).toBe('Mon, Nov 23, 6:00 AM MST');
    expect(formatMountainDateTime(new Date('2026-07-04T03:30:00Z'))).toBe('Fri, Jul 3, 9:30 PM MDT');
  });

  it('print a date the source gave without a time as a date only', () => {
    expect(formatCalendarDate('2026-10-19')).toBe('Oct 19, 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});
