/** Timed-entry seasons the park tests share: an entered season by year, and a made-up 2027 season. */
import { seasonOfYear } from '../park/timed-entry-rules';
import type { TimedEntrySeason } from '../park/timed-entry-seasons';

/** The season entered for `year` in timed-entry-seasons.ts; throws when there is none. */
export function enteredSeason(year: number): TimedEntrySeason {
  const season = seasonOfYear(year);
  if (!season) throw new Error(`no ${year} season entered`);
  return season;
}

/** The 2025 season moved to 2027 (May 28 to October 17, first release on May 3), nothing left unconfirmed. */
export function announced2027(): TimedEntrySeason {
  const season2025 = enteredSeason(2025);
  return {
    ...season2025,
    year: 2027,
    permits: season2025.permits.map((permit) => ({ ...permit, firstDay: '2027-05-28', lastDay: '2027-10-17' })),
    releases: {
      ...season2025.releases,
      first: { day: '2027-05-03', time: '8 a.m.', opensFrom: '2027-05-28', opensThrough: '2027-06-30' },
    },
    unconfirmed: [],
  };
}
