/**
 * What an area's partner-clicks console API answers (decision 072): `GET
 * /api/<area>/console/partner-clicks?days=7|30|90` (the shared server helper,
 * shared/src/server/partner-click-console.ts) and the tables of its CSV. Browser safe: the
 * shared page reads the same shape.
 */

export interface PartnerClickReport {
  /** YYYY-MM-DD, UTC days, both included. */
  from: string;
  to: string;
  total: number;
  /** Newest first; only days with clicks. */
  byDay: { day: string; clicks: number }[];
  /** A link's target by kind and id, with its name where the area knows it. */
  byLink: PartnerClickLink[];
  /** '' is a link that named no page. */
  byPage: { page: string; clicks: number }[];
}

export interface PartnerClickLink {
  kind: string;
  id: string;
  name?: string;
  clicks: number;
}

/** The tables a report offers as CSV (`partner-clicks.csv?table=`); `all` is every row by day, link and page. */
export const partnerClickTables = ['days', 'properties', 'pages', 'all'] as const;
export type PartnerClickTable = (typeof partnerClickTables)[number];

/** The addresses under an area's console API (the shell hands `<apiBase>/<rest>` to `/api/<area>/console/<rest>`). */
export const partnerClickPaths = {
  report: '/partner-clicks',
  csv: '/partner-clicks.csv',
} as const;
