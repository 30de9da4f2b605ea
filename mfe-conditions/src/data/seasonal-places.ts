/**
 * Places that open for a season only. The Alpine Visitor Center, on Trail Ridge Road at
 * 11,796 ft, typically opens late May or early June (when the road opens) and closes in mid
 * October; the exact days depend on snow. Source: National Park Service, Rocky Mountain National
 * Park, Alpine Visitor Center (https://www.nps.gov/romo/planyourvisit/alpine-visitor-center.htm).
 * The dates below are the usual season, not this year's announcement.
 */
export interface SeasonalPlace {
  name: string;
  /** First usual day open, as month (1–12) and day. */
  opens: { month: number; day: number };
  /** Last usual day open. */
  closes: { month: number; day: number };
  /** How the season is described to visitors. */
  usualSeason: string;
  /** The operator's page with this year's dates. */
  operatorUrl: string;
  operatorName: string;
}

export const alpineVisitorCenterSeason: SeasonalPlace = {
  name: 'Alpine Visitor Center',
  opens: { month: 5, day: 30 },
  closes: { month: 10, day: 15 },
  usualSeason: 'late May or early June to mid-October, depending on snow and Trail Ridge Road',
  operatorUrl: 'https://www.nps.gov/romo/planyourvisit/alpine-visitor-center.htm',
  operatorName: 'National Park Service',
};
