/**
 * Rocky Mountain National Park's timed-entry permit seasons, as the park announces them. The
 * site team adds each year's season here once the park has announced it (usually in winter),
 * from the park's own page, and sets `checked` to the day they read it (README: "Timed-entry
 * seasons"). Never enter a season that has not been announced: for a year with no season here
 * the site says the dates are not announced yet and shows the last entered season as such.
 *
 * Dates are the park's calendar dates (Mountain time), YYYY-MM-DD. Anything not read on the
 * park's page itself goes in `unconfirmed`, which the pages show as "could not be confirmed".
 */

export type PermitTypeId = 'park-access-plus' | 'park-access';

/** One of the season's two permits: where it lets a visitor in, between which hours, on which days. */
export interface PermitType {
  id: PermitTypeId;
  /** The park's name for it. */
  name: string;
  /** The part of the park it covers. */
  covers: string;
  /** Entry needs the permit from this hour (0–23, Mountain time) … */
  fromHour: number;
  /** … until this hour; before and after, no permit is needed for what it covers. */
  untilHour: number;
  /** First and last day the permit is needed (inclusive). */
  firstDay: string;
  lastDay: string;
}

export interface PermitRelease {
  /** The first release of the season: day, time and the permit days it opens. */
  first: { day: string; time: string; opensFrom: string; opensThrough: string };
  /** Later releases: on this day of every month, at this time, for the following month. */
  monthly: { dayOfMonth: number; time: string };
  /** More permits for each day, released the evening before. */
  eveningBefore: { time: string };
}

export interface TimedEntrySeason {
  year: number;
  permits: readonly PermitType[];
  /** Permits are booked in entry windows of this many hours (no set time to leave). */
  entryWindowHours: number;
  releases: PermitRelease;
  /** The reservation fee, in US dollars, per permit (the park's entrance fee or pass is extra). */
  reservationFeeUsd: number;
  reservationUrl: string;
  source: { name: string; url: string };
  /** When the site team last compared this entry with its source, and what they read. */
  checked: { on: string; against: string };
  /** Facts of this entry that could not be confirmed on the park's page, in plain words. */
  unconfirmed: readonly string[];
}

export const timedEntryReservationUrl = 'https://www.recreation.gov/timed-entry/10086745';
export const timedEntrySource = {
  name: 'National Park Service: Timed Entry Permit System',
  url: 'https://www.nps.gov/romo/planyourvisit/timed-entry-permit-system.htm',
} as const;

/** Oldest first. Add the newest announced season at the end. */
export const timedEntrySeasons: readonly TimedEntrySeason[] = [
  {
    year: 2025,
    permits: [
      {
        id: 'park-access-plus',
        name: 'Park Access+',
        covers: 'the Bear Lake Road corridor and the rest of the park',
        fromHour: 5,
        untilHour: 18,
        firstDay: '2025-05-23',
        lastDay: '2025-10-19',
      },
      {
        id: 'park-access',
        name: 'Park Access',
        covers: 'the rest of the park, not the Bear Lake Road corridor',
        fromHour: 9,
        untilHour: 14,
        firstDay: '2025-05-23',
        lastDay: '2025-10-19',
      },
    ],
    entryWindowHours: 2,
    releases: {
      first: { day: '2025-05-01', time: '8 a.m.', opensFrom: '2025-05-23', opensThrough: '2025-06-30' },
      monthly: { dayOfMonth: 1, time: '8 a.m.' },
      eveningBefore: { time: '7 p.m.' },
    },
    reservationFeeUsd: 2,
    reservationUrl: timedEntryReservationUrl,
    source: timedEntrySource,
    checked: {
      on: '2026-11-23',
      against: 'news and travel-site reports of the 2025 season, not yet compared with the park’s page',
    },
    unconfirmed: [
      'The last permit days: October 19 is the season’s end as reported; some reports gave October 20 for Park Access+ and October 14 for Park Access.',
    ],
  },
];
