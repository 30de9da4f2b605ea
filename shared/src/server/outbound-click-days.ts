/**
 * What an area's partner clicks add up to per UTC day (decision 067, on decision 033's tables):
 * read by the area's console page and by the deploy core's report over every area.
 */
import type { AreaName } from '../routing/route-table';
import type { Database } from './index';
import { outboundClicksTable, outboundHourlyClicksTable } from './outbound-clicks';

/** Partner clicks of one UTC day, link and page, as an area counted them. */
export interface DailyOutboundClicks {
  /** YYYY-MM-DD (UTC). */
  day: string;
  kind: string;
  id: string;
  /** The site page the link was on, or '' when it named none. */
  page: string;
  clicks: number;
}

/**
 * One area's clicks per UTC day, link and page from `from` to `to` (YYYY-MM-DD, both included):
 * its hourly table summed per day, and the rows counted per day before there were hours, read
 * whole for the days of the window. Unordered; each day, kind, id and page once.
 */
export async function readDailyOutboundClicks(
  db: Database,
  area: AreaName,
  window: { from: string; to: string },
): Promise<DailyOutboundClicks[]> {
  const sums = new Map<string, DailyOutboundClicks>();
  const add = (day: string, kind: string, id: string, page: string, clicks: unknown) => {
    const key = [day, kind, id, page].join('\u0000');
    const row = sums.get(key);
    if (row) row.clicks += Number(clicks);
    else sums.set(key, { day, kind, id, page, clicks: Number(clicks) });
  };
  const hourly = await db.query<{ hour: string; kind: string; target_id: string; from_page: string; clicks: unknown }>(
    `SELECT hour, kind, target_id, from_page, clicks FROM ${outboundHourlyClicksTable(area)} WHERE hour >= ? AND hour < ?`,
    [`${window.from}T00`, `${window.to}T24`],
  );
  for (const row of hourly) add(row.hour.slice(0, 10), row.kind, row.target_id, row.from_page, row.clicks);
  const daily = await db.query<{ day: string; kind: string; target_id: string; from_page: string; clicks: unknown }>(
    `SELECT day, kind, target_id, from_page, clicks FROM ${outboundClicksTable(area)} WHERE day >= ? AND day <= ?`,
    [window.from, window.to],
  );
  for (const row of daily) add(row.day, row.kind, row.target_id, row.from_page, row.clicks);
  return [...sums.values()];
}
