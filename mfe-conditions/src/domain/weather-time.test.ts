/** @jest-environment node */
import { formatCalendarDate } from './weather-time';

// The Mountain-time offsets, clock and alert-time formats are tested with their module,
// shared/src/time/mountain-time.test.ts.
describe('alert times', () => {
  it('print a date the source gave without a time as a date only', () => {
    expect(formatCalendarDate('2026-10-19')).toBe('Oct 19, 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});
