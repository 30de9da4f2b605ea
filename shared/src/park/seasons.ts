/**
 * The one table of seasons (issue 30, docs/rules/site.md#seasons): the places in and around Rocky
 * Mountain National Park that close for part of the year, with their usual season and where it
 * comes from. Every screen that names one of them reads it from here (planning's things to do,
 * conditions' weather), never a copy.
 *
 * Each entry records its source: the page's name and address and the day the team recorded it.
 * The sources give a usual season, not this year's days (the park opens its roads as snow
 * allows), so every season is said as "typically …" on the same line, and a visitor is sent to
 * the source for the day's status. `opens`/`closes` are that usual window, used to mark a place
 * "Closed for the season" outside it.
 */

export interface MonthDay {
  /** 1–12. */
  month: number;
  day: number;
}

export interface SeasonSource {
  name: string;
  url: string;
  /**
   * When the team recorded the season from this source: YYYY-MM-DD, or YYYY-MM where the earlier
   * record gave only the month (the National Park Service pages, "read 2026-11").
   */
  recorded: string;
}

export interface ParkSeason {
  name: string;
  /** First day of the usual season. */
  opens: MonthDay;
  /** Last day of the usual season. */
  closes: MonthDay;
  /** The usual season as visitors read it, with "typically": 'typically late May to mid-October'. */
  typically: string;
  source: SeasonSource;
}

export const parkSeasons = {
  'trail-ridge-road': {
    name: 'Trail Ridge Road',
    opens: { month: 5, day: 22 },
    closes: { month: 10, day: 15 },
    typically: 'typically open late May to mid-October, as snow allows',
    source: {
      name: 'National Park Service: Trail Ridge Road',
      url: 'https://www.nps.gov/romo/planyourvisit/trail_ridge_road.htm',
      recorded: '2026-11',
    },
  },
  'old-fall-river-road': {
    name: 'Old Fall River Road',
    opens: { month: 7, day: 4 },
    closes: { month: 10, day: 5 },
    typically: 'typically open to vehicles early July to early October',
    source: {
      name: 'National Park Service: Old Fall River Road',
      url: 'https://www.nps.gov/romo/planyourvisit/old_fall_river_road.htm',
      recorded: '2026-11',
    },
  },
  'alpine-visitor-center': {
    name: 'Alpine Visitor Center',
    opens: { month: 5, day: 30 },
    closes: { month: 10, day: 15 },
    typically: 'typically open late May or early June to mid-October, with Trail Ridge Road',
    source: {
      name: 'National Park Service: Alpine Visitor Center',
      url: 'https://www.nps.gov/romo/planyourvisit/alpine-visitor-center.htm',
      recorded: '2026-11',
    },
  },
  'aerial-tramway': {
    name: 'Estes Park Aerial Tramway',
    // The operator's own season page is not recorded; the season is the one reported when it
    // reopened under its new owner ("will reopen for the summer season on May 25", 2024).
    opens: { month: 5, day: 25 },
    closes: { month: 9, day: 7 },
    typically: 'typically open in summer only, from late May to early September; closed in winter',
    source: {
      name: 'Colorado Public Radio: Estes Park Aerial Tramway to reopen May 2024',
      url: 'https://www.cpr.org/2024/04/11/estes-park-aerial-tramway-to-reopening-may-2024/',
      recorded: '2026-11-26',
    },
  },
} as const satisfies Record<string, ParkSeason>;

export type ParkSeasonId = keyof typeof parkSeasons;

export type SeasonStatus = { open: true } | { open: false; label: 'Closed for the season'; typically: string };

const key = ({ month, day }: MonthDay) => month * 100 + day;

function monthDayOf(today: string): MonthDay {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(today);
  if (!match) throw new Error(`Not a day: ${today}`);
  return { month: Number(match[1]), day: Number(match[2]) };
}

/**
 * In the usual season from `opens` to `closes` inclusive on `today` (YYYY-MM-DD in Estes Park);
 * a season may run over New Year (closes before opens).
 */
export function seasonStatus(place: ParkSeason, today: string): SeasonStatus {
  const now = key(monthDayOf(today));
  const opens = key(place.opens);
  const closes = key(place.closes);
  const open = opens <= closes ? now >= opens && now <= closes : now >= opens || now <= closes;
  return open ? { open: true } : { open: false, label: 'Closed for the season', typically: place.typically };
}
