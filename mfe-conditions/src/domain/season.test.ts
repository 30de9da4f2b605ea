import { bannerFor, formatTownClock, seasonBanners, seasonFromMonth, seasonOf, townTime } from './season';

describe('seasonFromMonth', () => {
  it.each([
    [1, 'winter'],
    [2, 'winter'],
    [3, 'spring'],
    [5, 'spring'],
    [6, 'summer'],
    [8, 'summer'],
    [9, 'fall'],
    [11, 'fall'],
    [12, 'winter'],
  ])('month %i is %s', (month, season) => {
    expect(seasonFromMonth(month)).toBe(season);
  });

  it.each([0, 13, 2.5, Number.NaN])('month %p has no season', (month) => {
    expect(seasonFromMonth(month)).toBeUndefined();
  });
});

describe('town clock', () => {
  it('reads Mountain Standard Time in winter', () => {
    // 2026-01-15 22:05 UTC is 3:05 PM MST.
    expect(formatTownClock(new Date('2026-01-15T22:05:00Z'))).toBe('3:05 PM MST');
    expect(townTime(new Date('2026-01-15T22:05:00Z'))).toMatchObject({ month: 1, hour: 15, weekday: 4 });
  });

  it('reads Mountain Daylight Time in summer, midnight as 12 AM', () => {
    expect(formatTownClock(new Date('2026-07-04T06:00:00Z'))).toBe('12:00 AM MDT');
  });

  it('takes the season from the town’s date, not UTC', () => {
    // 2026-03-01 03:00 UTC is still February 28 in Estes Park.
    expect(seasonOf(new Date('2026-03-01T03:00:00Z'))).toBe('winter');
    expect(seasonOf(new Date('2026-03-01T08:00:00Z'))).toBe('spring');
  });
});

describe('bannerFor', () => {
  it('gives each season its banner and the default when no season is known', () => {
    expect(bannerFor('fall')).toBe(seasonBanners.fall);
    expect(bannerFor(undefined)).toBe(seasonBanners.default);
    expect(bannerFor('winter').tips.length).toBeGreaterThan(0);
  });
});
