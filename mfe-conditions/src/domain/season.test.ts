import { bannerFor, seasonBanners, seasonFromMonth, seasonOf } from './season';

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

// The town clock (3:05 PM MST, 12:00 AM MDT) is tested with its module,
// shared/src/time/mountain-time.test.ts.
describe('town clock', () => {
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
