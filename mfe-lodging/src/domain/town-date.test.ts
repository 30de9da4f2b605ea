/** @jest-environment node */
import { townToday } from './town-date';

describe('the town’s date', () => {
  it('is the calendar date in Estes Park, not in UTC', () => {
    // 03:30 UTC on 22 November is still the evening of the 21st in Mountain Time.
    expect(townToday(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-21');
    expect(townToday(new Date('2026-11-22T07:30:00Z'))).toBe('2026-11-22');
    // Summer: UTC-6.
    expect(townToday(new Date('2026-07-04T05:59:00Z'))).toBe('2026-07-03');
    expect(townToday(new Date('2026-07-04T06:00:00Z'))).toBe('2026-07-04');
  });
});
