/**
 * Season rules for places that close for winter (data/seasons.ts): whether a place is in its
 * usual season on a day in Estes Park, and what to say when it is not. Days are 'YYYY-MM-DD'
 * in Estes Park (mountainDate of @estes/shared/mountain-time), so the server and the browser agree.
 */

export interface MonthDay {
  month: number;
  day: number;
}

export interface SeasonalPlace {
  name: string;
  /** The first day of the usual season. */
  opens: MonthDay;
  /** The last day of the usual season. */
  closes: MonthDay;
  /** The usual season in words: 'late May to mid-October'. */
  usually: string;
  sourceName: string;
  sourceUrl: string;
}

export type SeasonStatus = { open: true } | { open: false; label: 'Closed for the season'; usually: string };

const key = ({ month, day }: MonthDay) => month * 100 + day;

function monthDayOf(today: string): MonthDay {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(today);
  if (!match) throw new Error(`Not a day: ${today}`);
  return { month: Number(match[1]), day: Number(match[2]) };
}

/** Open from `opens` to `closes` inclusive; a season may run over New Year (closes before opens). */
export function seasonStatus(place: SeasonalPlace, today: string): SeasonStatus {
  const now = key(monthDayOf(today));
  const opens = key(place.opens);
  const closes = key(place.closes);
  const open = opens <= closes ? now >= opens && now <= closes : now >= opens || now <= closes;
  return open ? { open: true } : { open: false, label: 'Closed for the season', usually: place.usually };
}
