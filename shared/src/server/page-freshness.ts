/**
 * How an area's API tells the site's page cache how long a page built from one of its
 * answers stays right (decision 027). Every GET a page's loaders read in-process may carry:
 * - `Surrogate-Control: max-age=N`: the answer may be reused for N seconds;
 * - `Surrogate-Key: tag tag …`: a write that changes this data names one of these tags
 *   (`pageDataChanged`), and every page built from it is dropped at once.
 * The names are the ones CDNs use for the same purpose (Fastly, Akamai's Edge Architecture);
 * the site server reads them and never forwards an area's answer's headers to browsers.
 * A page that reads an answer without `Surrogate-Control` is not kept at all.
 */
import type { Database } from './index';

export const surrogateControlHeader = 'surrogate-control';
export const surrogateKeyHeader = 'surrogate-key';

/** The tags the areas' writes announce (a change to one drops every page built from it). */
export const pageDataTags = {
  /** Approved events (the events page, the home page's teaser, the site search). */
  approvedEvents: 'planning-approved-events',
  /** Newsletter sign-ups (the newest sign-ups on /thankyou). */
  newsletterSignups: 'planning-newsletter-signups',
} as const;

export interface PageFreshness {
  /** How long a page built from this answer stays right, in seconds (0: never reuse it). */
  maxAgeSeconds: number;
  /** What a write names when this data changes. */
  tags?: readonly string[];
}

/** A tag is a short token: letters, digits, `-`, `_`, `.` and `@`. */
export const isPageDataTag = (tag: string): boolean => /^[\w.@-]{1,80}$/.test(tag);

/** Sets the two headers on an answer (a Fastify reply or anything with `header()`). */
export function declarePageFreshness(
  reply: { header(name: string, value: string): unknown },
  freshness: PageFreshness,
) {
  reply.header(surrogateControlHeader, `max-age=${Math.max(0, Math.floor(freshness.maxAgeSeconds))}`);
  const tags = (freshness.tags ?? []).filter(isPageDataTag);
  if (tags.length > 0) reply.header(surrogateKeyHeader, tags.join(' '));
}

/** Reads the two headers back; undefined when the answer declares no freshness. */
export function readPageFreshness(headers: Pick<Headers, 'get'>): PageFreshness | undefined {
  const control = headers.get(surrogateControlHeader);
  const maxAge = control ? /(?:^|[,\s])max-age=(\d{1,9})(?:$|[,\s;])/.exec(control)?.[1] : undefined;
  if (maxAge === undefined) return undefined;
  const tags = (headers.get(surrogateKeyHeader) ?? '').split(/\s+/).filter(isPageDataTag);
  return { maxAgeSeconds: Number(maxAge), tags };
}

/** The channel on which PostgreSQL delivers page-data changes to every instance. */
export const pageDataChannel = 'site_page_data';

/**
 * Announces a change to every instance on PostgreSQL (delivered when the surrounding
 * transaction commits, or at once outside one). For a process that is not the site server,
 * such as the review tool; the server's own areas call `AreaApiContext.pageDataChanged`,
 * which also covers SQLite. On SQLite another process has no channel: pages built from the
 * data then follow their time to live.
 */
export async function notifyPageDataChange(db: Database, tags: readonly string[]): Promise<void> {
  const valid = tags.filter(isPageDataTag);
  if (db.dialect !== 'postgres' || valid.length === 0) return;
  await db.query('SELECT pg_notify(?, ?)', [pageDataChannel, valid.join(' ')]);
}
