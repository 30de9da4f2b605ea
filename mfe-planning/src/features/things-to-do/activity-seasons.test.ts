import { activities } from '../../data/activities';
import { applyActivityQuery } from '../../domain/directory-rules';
import { parseActivityQuery } from '../../domain/directory-query';
import { activitySeason, openBeforeClosed } from './activity-seasons';

const featuredOrder = (today: string) =>
  openBeforeClosed(applyActivityQuery(activities, parseActivityQuery(new URLSearchParams())), today).map(
    (activity) => activity.id,
  );

describe('activity seasons', () => {
  it('says Trail Ridge Road is closed for the season in November and open in July', () => {
    expect(activitySeason('trail-ridge-road', '2026-11-23')?.status).toEqual({
      open: false,
      label: 'Closed for the season',
      typically: 'typically open late May to mid-October, as snow allows',
    });
    expect(activitySeason('trail-ridge-road', '2027-07-04')?.status).toEqual({ open: true });
    expect(activitySeason('bear-lake-snowshoe', '2026-11-23')).toBeUndefined();
  });

  it('never features a place closed for the season first, and keeps it in the list', () => {
    const november = featuredOrder('2026-11-23');
    expect(november[0]).not.toBe('trail-ridge-road');
    expect(november.slice(-3).sort()).toEqual(['aerial-tramway', 'old-fall-river-road', 'trail-ridge-road']);
    expect(november).toHaveLength(activities.length);
    const july = featuredOrder('2027-07-15');
    expect(july.indexOf('trail-ridge-road')).toBeLessThan(november.indexOf('trail-ridge-road'));
  });
});
