import { parkSeasons, seasonStatus, type ParkSeason } from './seasons';

describe('the one table of seasons', () => {
  const trailRidge = parkSeasons['trail-ridge-road'];

  it('closes Trail Ridge Road for the season in November and in early May, saying its typical season', () => {
    expect(seasonStatus(trailRidge, '2026-11-23')).toEqual({
      open: false,
      label: 'Closed for the season',
      typically: 'typically open late May to mid-October, as snow allows',
    });
    expect(seasonStatus(trailRidge, '2027-05-01').open).toBe(false);
  });

  it('marks the Aerial Tramway closed in winter, as Trail Ridge Road is', () => {
    expect(seasonStatus(parkSeasons['aerial-tramway'], '2026-11-26').open).toBe(false);
    expect(seasonStatus(parkSeasons['aerial-tramway'], '2027-01-15').open).toBe(false);
    expect(seasonStatus(parkSeasons['aerial-tramway'], '2027-07-15').open).toBe(true);
  });

  it('opens a place from its first to its last usual day, both included', () => {
    expect(seasonStatus(trailRidge, '2027-05-21').open).toBe(false);
    expect(seasonStatus(trailRidge, '2027-05-22').open).toBe(true);
    expect(seasonStatus(trailRidge, '2027-10-15').open).toBe(true);
    expect(seasonStatus(trailRidge, '2027-10-16').open).toBe(false);
  });

  it('handles a season over New Year', () => {
    const winter: ParkSeason = {
      ...trailRidge,
      opens: { month: 12, day: 1 },
      closes: { month: 3, day: 31 },
      typically: 'typically December to March',
    };
    expect(seasonStatus(winter, '2026-12-24').open).toBe(true);
    expect(seasonStatus(winter, '2027-07-01').open).toBe(false);
  });

  it('gives every place real days, a "typically" line and a named source with the day or month it was recorded', () => {
    for (const place of Object.values(parkSeasons) as ParkSeason[]) {
      expect(place.typically).toMatch(/^typically /);
      expect(place.source.name).not.toBe('');
      expect(place.source.url).toMatch(/^https:\/\//);
      expect(place.source.recorded).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      for (const { month, day } of [place.opens, place.closes]) {
        expect(new Date(Date.UTC(2027, month - 1, day)).getUTCDate()).toBe(day);
      }
    }
    for (const id of ['trail-ridge-road', 'old-fall-river-road', 'alpine-visitor-center'] as const) {
      expect(parkSeasons[id].source.url).toMatch(/^https:\/\/www\.nps\.gov\/romo\//);
    }
  });

  it('refuses a value that is not a day', () => {
    expect(() => seasonStatus(trailRidge, 'November')).toThrow();
  });
});
