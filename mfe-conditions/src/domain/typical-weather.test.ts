import { alpineVisitorCenterSeason } from '../data/seasonal-places';
import { inUsualSeason, typicalWeather } from './typical-weather';

describe('typical weather for a date', () => {
  it('gives the monthly normals of the date in Estes Park, by Mountain-time month', () => {
    expect(typicalWeather('estes-park', new Date('2026-11-23T13:03:00Z'))).toEqual({
      month: 'November',
      high: 46,
      low: 22,
    });
    expect(typicalWeather('estes-park', new Date('2026-07-04T18:00:00Z'))).toEqual({
      month: 'July',
      high: 78,
      low: 49,
    });
    // 2027-01-01 03:00 UTC is still New Year's Eve in Estes Park.
    expect(typicalWeather('estes-park', new Date('2027-01-01T03:00:00Z'))).toMatchObject({ month: 'December' });
  });

  it('has no normals for the Alpine Visitor Center', () => {
    expect(typicalWeather('alpine-visitor-center', new Date('2026-07-04T18:00:00Z'))).toBeUndefined();
  });
});

describe('the Alpine Visitor Center’s usual season', () => {
  it.each([
    ['2026-11-23T13:00:00Z', false],
    ['2026-05-29T18:00:00Z', false],
    ['2026-05-30T18:00:00Z', true],
    ['2026-07-15T18:00:00Z', true],
    ['2026-10-15T18:00:00Z', true],
    ['2026-10-16T18:00:00Z', false],
    // 05:00 UTC on 16 October is the evening of the 15th in Estes Park.
    ['2026-10-16T05:00:00Z', true],
  ])('at %s open: %s', (instant, open) => {
    expect(inUsualSeason(alpineVisitorCenterSeason, new Date(instant))).toBe(open);
  });
});
