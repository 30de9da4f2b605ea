/** @jest-environment node */
import fc from 'fast-check';
import {
  formatMountainDateTime,
  formatMountainHour,
  formatMountainTime,
  instantFromMountain,
  isMountainDaylightTime,
  mountainClock,
  mountainDate,
  mountainIsoDateTime,
  mountainOffsetHours,
  mountainOffsetHoursAt,
  mountainWeekday,
  mountainZoneLabel,
} from './mountain-time';

const at = (iso: string) => new Date(iso);

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
    const instant = at(iso);
    expect(isMountainDaylightTime(instant)).toBe(daylight);
    expect(mountainOffsetHours(instant)).toBe(daylight ? -6 : -7);
    expect(mountainZoneLabel(instant)).toBe(daylight ? 'MDT' : 'MST');
  });
});

/** Each UTC instant falls on this calendar date in Estes Park. */
function expectDates(cases: readonly (readonly [utc: string, date: string])[]) {
  for (const [utc, date] of cases) expect(mountainDate(at(utc))).toBe(date);
}

describe('the park’s date', () => {
  it('is the calendar date in Estes Park, not in UTC, winter and summer', () => {
    expectDates([
      ['2026-11-24T06:59:00Z', '2026-11-23'],
      ['2026-11-24T07:00:00Z', '2026-11-24'],
      ['2027-07-04T05:59:00Z', '2027-07-03'],
      ['2027-07-04T06:00:00Z', '2027-07-04'],
    ]);
  });

  it('is the same date for stays, events and the timed-entry permit, whoever asks', () => {
    expectDates([
      // 03:30 UTC on 22 November is still the evening of the 21st in Mountain Time.
      ['2026-11-22T03:30:00Z', '2026-11-21'],
      ['2026-11-22T07:30:00Z', '2026-11-22'],
      // Summer: UTC-6.
      ['2026-07-04T05:59:00Z', '2026-07-03'],
      ['2026-07-04T06:00:00Z', '2026-07-04'],
      // The events calendar's "upcoming".
      ['2026-11-23T05:00:00Z', '2026-11-22'],
      ['2026-11-23T08:00:00Z', '2026-11-23'],
    ]);
  });

  it('turns the year seven hours after UTC does', () => {
    expectDates([
      ['2027-01-01T06:59:59Z', '2026-12-31'],
      ['2027-01-01T07:00:00Z', '2027-01-01'],
    ]);
    expect(mountainClock(at('2027-01-01T06:59:59Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      weekday: 4,
    });
    // A leap day in Estes Park while UTC is already in March.
    expect(mountainDate(at('2028-03-01T05:00:00Z'))).toBe('2028-02-29');
  });

  it('is today when no instant is given', () => {
    const before = mountainDate(new Date());
    const today = mountainDate();
    expect([before, mountainDate(new Date())]).toContain(today);
  });
});

describe('the wall clock at an instant', () => {
  it('reads the town clock in Mountain Standard Time in winter', () => {
    // 2026-01-15 22:05 UTC is 3:05 PM MST.
    expect(mountainClock(at('2026-01-15T22:05:00Z'))).toMatchObject({ month: 1, hour: 15, weekday: 4 });
  });

  it('reads the local calendar, weekday and midnight as hour 0', () => {
    const lateEvening = at('2026-11-23T05:30:00Z'); // Sunday 22 Nov, 10:30 PM MST
    expect(mountainClock(lateEvening)).toEqual({ year: 2026, month: 11, day: 22, hour: 22, minute: 30, weekday: 0 });
    expect(mountainClock(at('2026-07-04T06:00:00Z'))).toMatchObject({ day: 4, hour: 0, minute: 0, weekday: 6 });
  });

  it('goes from 1:59 MST straight to 3:00 MDT on the March change', () => {
    expect(mountainClock(at('2026-03-08T08:59:00Z'))).toMatchObject({ day: 8, hour: 1, minute: 59 });
    expect(mountainClock(at('2026-03-08T09:00:00Z'))).toMatchObject({ day: 8, hour: 3, minute: 0 });
  });

  it('shows 1:00–1:59 twice on the November change, first MDT then MST', () => {
    expect(formatMountainTime(at('2026-11-01T07:30:00Z'))).toBe('1:30 AM MDT');
    expect(formatMountainTime(at('2026-11-01T08:30:00Z'))).toBe('1:30 AM MST');
  });
});

describe('the instant of a Mountain wall-clock time', () => {
  it('applies the offset of that day', () => {
    expect(instantFromMountain({ year: 2027, month: 1, day: 9, hour: 12, minute: 30 }).toISOString()).toBe(
      '2027-01-09T19:30:00.000Z',
    );
    expect(instantFromMountain({ year: 2027, month: 10, day: 2, hour: 10 }).toISOString()).toBe(
      '2027-10-02T16:00:00.000Z',
    );
    expect(instantFromMountain({ year: 2027, month: 3, day: 27, hour: 23, minute: 59, second: 30 }).toISOString()).toBe(
      '2027-03-28T05:59:30.000Z',
    );
  });

  it('midnight when no time is given, across a year end', () => {
    expect(instantFromMountain({ year: 2027, month: 1, day: 1 }).toISOString()).toBe('2027-01-01T07:00:00.000Z');
    expect(instantFromMountain({ year: 2026, month: 12, day: 31, hour: 23, minute: 59 }).toISOString()).toBe(
      '2027-01-01T06:59:00.000Z',
    );
  });

  it('reads a time in the hour skipped in March as an hour later on the clock', () => {
    // 2:30 AM on 14 March 2027 never shows on a clock in Estes Park.
    const skipped = instantFromMountain({ year: 2027, month: 3, day: 14, hour: 2, minute: 30 });
    expect(skipped.toISOString()).toBe('2027-03-14T09:30:00.000Z');
    expect(formatMountainTime(skipped)).toBe('3:30 AM MDT');
    expect(instantFromMountain({ year: 2027, month: 3, day: 14, hour: 1, minute: 59 }).toISOString()).toBe(
      '2027-03-14T08:59:00.000Z',
    );
    expect(instantFromMountain({ year: 2027, month: 3, day: 14, hour: 3 }).toISOString()).toBe(
      '2027-03-14T09:00:00.000Z',
    );
  });

  it('reads a time in the hour repeated in November as its first occurrence', () => {
    const repeated = instantFromMountain({ year: 2027, month: 11, day: 7, hour: 1, minute: 30 });
    expect(repeated.toISOString()).toBe('2027-11-07T07:30:00.000Z');
    expect(formatMountainTime(repeated)).toBe('1:30 AM MDT');
    expect(instantFromMountain({ year: 2027, month: 11, day: 7, hour: 2 }).toISOString()).toBe(
      '2027-11-07T09:00:00.000Z',
    );
  });

  it('gives the offset of a wall-clock time either side of each change', () => {
    expect(mountainOffsetHoursAt({ year: 2027, month: 3, day: 14, hour: 3 })).toBe(-6);
    expect(mountainOffsetHoursAt({ year: 2027, month: 3, day: 14, hour: 2 })).toBe(-6);
    expect(mountainOffsetHoursAt({ year: 2027, month: 3, day: 14, hour: 1 })).toBe(-7);
    expect(mountainOffsetHoursAt({ year: 2027, month: 11, day: 7, hour: 1 })).toBe(-6);
    expect(mountainOffsetHoursAt({ year: 2027, month: 11, day: 7, hour: 2 })).toBe(-7);
    expect(mountainOffsetHoursAt({ year: 2027, month: 11, day: 7, hour: 3 })).toBe(-7);
  });

  it('writes it as ISO 8601 with the offset of that day', () => {
    expect(mountainIsoDateTime({ year: 2027, month: 1, day: 9, hour: 12, minute: 30 })).toBe(
      '2027-01-09T12:30:00-07:00',
    );
    expect(mountainIsoDateTime({ year: 2027, month: 10, day: 2, hour: 10 })).toBe('2027-10-02T10:00:00-06:00');
    expect(mountainIsoDateTime({ year: 2027, month: 3, day: 14, hour: 2, minute: 30 })).toBe(
      '2027-03-14T03:30:00-06:00',
    );
  });
});

describe('round trips between instant and wall clock', () => {
  // Whole minutes from 1950 to 2100: the range of dates the site shows.
  const minuteInstant = fc
    .integer({ min: Date.UTC(1950, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 })
    .map((minutes) => new Date(minutes * 60_000));

  it('an instant read on the wall clock and back is the same instant, or its first occurrence in the repeated hour', () => {
    fc.assert(
      fc.property(minuteInstant, (instant) => {
        const back = instantFromMountain(mountainClock(instant));
        const hourEarlier = instant.getTime() - 3_600_000;
        const repeated =
          back.getTime() === hourEarlier && isMountainDaylightTime(back) && !isMountainDaylightTime(instant);
        expect(back.getTime() === instant.getTime() || repeated).toBe(true);
      }),
    );
  });

  const wallTime = fc.record({
    year: fc.integer({ min: 1970, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
  });

  it('a wall-clock time read as an instant and back is the same time, or an hour later in the skipped hour', () => {
    fc.assert(
      fc.property(wallTime, (wall) => {
        const instant = instantFromMountain(wall);
        const clock = mountainClock(instant);
        const { year, month, day, hour, minute } = clock;
        if (hour === wall.hour) {
          expect({ year, month, day, minute }).toEqual({
            year: wall.year,
            month: wall.month,
            day: wall.day,
            minute: wall.minute,
          });
        } else {
          // Only 2:xx on the day daylight time starts is missing from the clock.
          expect(wall.hour).toBe(2);
          expect(isMountainDaylightTime(instant)).toBe(true);
          expect(isMountainDaylightTime(new Date(instant.getTime() - 3_600_000))).toBe(false);
          expect(hour).toBe(3);
          expect({ year, month, day, minute }).toEqual({
            year: wall.year,
            month: wall.month,
            day: wall.day,
            minute: wall.minute,
          });
        }
      }),
    );
  });

  // Every minute of the nights the clocks change (2026, 2027, 2038) is drawn often, not by luck.
  const changeNightInstant = fc
    .tuple(
      fc.constantFrom('2026-03-08T09:00:00Z', '2026-11-01T08:00:00Z', '2027-03-14T09:00:00Z', '2038-11-07T08:00:00Z'),
      fc.integer({ min: -180, max: 180 }),
    )
    .map(([change, minutes]) => new Date(Date.parse(change) + minutes * 60_000));

  it('round trips hold minute by minute around the changes', () => {
    fc.assert(
      fc.property(changeNightInstant, (instant) => {
        const clock = mountainClock(instant);
        const back = instantFromMountain(clock);
        expect(mountainClock(back)).toEqual(clock);
        expect([0, -3_600_000]).toContain(back.getTime() - instant.getTime());
      }),
      { numRuns: 500 },
    );
  });

  it('the offset is the wall clock minus UTC, always −6 or −7 hours', () => {
    fc.assert(
      fc.property(minuteInstant, (instant) => {
        const clock = mountainClock(instant);
        const wallOnTimeline = new Date(0);
        wallOnTimeline.setUTCFullYear(clock.year, clock.month - 1, clock.day);
        wallOnTimeline.setUTCHours(clock.hour, clock.minute);
        const offset = mountainOffsetHours(instant);
        expect([-6, -7]).toContain(offset);
        expect((wallOnTimeline.getTime() - instant.getTime()) / 3_600_000).toBe(offset);
        expect(mountainDate(instant)).toBe(wallOnTimeline.toISOString().slice(0, 10));
        expect(mountainWeekday(instant)).toBe(
          ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][wallOnTimeline.getUTCDay()],
        );
      }),
    );
  });
});

describe('formatting in Mountain time', () => {
  it('prints winter times in MST (UTC-7)', () => {
    expect(formatMountainTime(at('2026-11-22T21:05:00Z'))).toBe('2:05 PM MST');
    expect(formatMountainTime(at('2026-11-23T07:00:00Z'))).toBe('12:00 AM MST');
    expect(formatMountainTime(at('2026-01-15T22:05:00Z'))).toBe('3:05 PM MST');
  });
  it('prints summer times in MDT (UTC-6), midnight as 12 AM', () => {
    expect(formatMountainTime(at('2026-07-04T18:30:00Z'))).toBe('12:30 PM MDT');
    expect(formatMountainTime(at('2026-07-04T06:00:00Z'))).toBe('12:00 AM MDT');
  });
  it('prints hour labels, weekdays and dates on the local calendar', () => {
    const lateEvening = at('2026-11-23T05:30:00Z'); // Sunday 22 Nov, 10:30 PM MST
    expect(formatMountainHour(lateEvening)).toBe('10 PM');
    expect(mountainWeekday(lateEvening)).toBe('Sun');
    expect(mountainDate(lateEvening)).toBe('2026-11-22');
    expect(formatMountainHour(at('2026-11-22T19:00:00Z'))).toBe('12 PM');
  });
  it('gives the weekday, date and clock time, MST or MDT', () => {
    expect(formatMountainDateTime(at('2026-11-23T13:00:00Z'))).toBe('Mon, Nov 23, 6:00 AM MST');
    expect(formatMountainDateTime(at('2026-07-04T03:30:00Z'))).toBe('Fri, Jul 3, 9:30 PM MDT');
  });
});
