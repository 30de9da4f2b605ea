import { seasonalPlaces } from '../data/seasons';
import { seasonStatus, type SeasonalPlace } from './season-rules';

describe('seasonStatus', () => {
  const trailRidge = seasonalPlaces['trail-ridge-road'];

  it('closes Trail Ridge Road for the season in November and in early May', () => {
    expect(seasonStatus(trailRidge, '2026-11-23')).toEqual({
      open: false,
      label: 'Closed for the season',
      usually: 'late May to mid-October',
    });
    expect(seasonStatus(trailRidge, '2027-05-01').open).toBe(false);
  });

  it('opens it from its first to its last usual day, both included', () => {
    expect(seasonStatus(trailRidge, '2027-05-21').open).toBe(false);
    expect(seasonStatus(trailRidge, '2027-05-22').open).toBe(true);
    expect(seasonStatus(trailRidge, '2027-07-15').open).toBe(true);
    expect(seasonStatus(trailRidge, '2027-10-15').open).toBe(true);
    expect(seasonStatus(trailRidge, '2027-10-16').open).toBe(false);
  });

  it('handles a season over New Year', () => {
    const winter: SeasonalPlace = {
      ...trailRidge,
      opens: { month: 12, day: 1 },
      closes: { month: 3, day: 31 },
      usually: 'December to March',
    };
    expect(seasonStatus(winter, '2026-12-24').open).toBe(true);
    expect(seasonStatus(winter, '2027-02-10').open).toBe(true);
    expect(seasonStatus(winter, '2027-07-01').open).toBe(false);
  });

  it('keeps every place’s dates as real days with a source', () => {
    for (const place of Object.values(seasonalPlaces)) {
      expect(place.sourceUrl).toMatch(/^https:\/\/www\.nps\.gov\//);
      for (const { month, day } of [place.opens, place.closes]) {
        expect(new Date(Date.UTC(2027, month - 1, day)).getUTCDate()).toBe(day);
      }
    }
  });

  it('refuses a value that is not a day', () => {
    expect(() => seasonStatus(trailRidge, 'November')).toThrow();
  });
});
