/**
 * The site's counts as one instance gathers them (decision 061): page views per route, Mountain
 * day and referring site, and searches that found nothing per query and day, added up in memory
 * and written to the database every few seconds and when the server closes (site-count-store.ts
 * in @estes/platform adds each instance's counts to the rows already there).
 *
 * A count costs a few map operations: the day is worked out once a second, the bot check is
 * remembered per agent string, and the Referer is read only when there is one. Memory is bounded:
 * at most `maxKeys` rows wait for a flush, at most `maxReferringSitesPerDay` sites are named a
 * day (others count as `other`: anyone can send any Referer), and searches beyond their bound
 * are left out and logged.
 */
import type { IncomingMessage } from 'node:http';
import { mountainDate } from '@estes/shared/mountain-time';
import type { EmptySearchCount, PageViewCount } from '@estes/platform';
import {
  isVisitorAgent,
  referrerInternal,
  referrerNone,
  referrerOther,
  referringSiteOf,
  type PageViewSubject,
} from './what-is-counted';

export interface SiteCounterOptions {
  /** SITE_URL's host name: a Referer from it is `internal`. */
  siteHost: string;
  now: () => number;
  maxKeys?: number;
  maxReferringSitesPerDay?: number;
}

/** What waits to be written. */
export interface PendingCounts {
  pageViews: PageViewCount[];
  emptySearches: EmptySearchCount[];
}

const keySeparator = '\n';

export class SiteCounter {
  /** Rows left out since the server started because a bound was reached (for /healthz and logs). */
  leftOut = 0;
  private views = new Map<string, number>();
  private searches = new Map<string, number>();
  private referringSites = new Set<string>();
  private referringSitesDay = '';
  private second = -1;
  private day = '';
  private readonly maxKeys: number;
  private readonly maxReferringSitesPerDay: number;

  constructor(private readonly options: SiteCounterOptions) {
    this.maxKeys = options.maxKeys ?? 5_000;
    this.maxReferringSitesPerDay = options.maxReferringSitesPerDay ?? 1_000;
  }

  /** The Mountain day now, worked out again once a second. */
  today(): string {
    const now = this.options.now();
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.day = mountainDate(new Date(now));
    }
    return this.day;
  }

  /** Counts a page served to a GET: a view of a visitor's browser, and its search that found nothing. */
  countPage(request: IncomingMessage, subject: PageViewSubject | undefined): void {
    if (!subject || request.method !== 'GET') return;
    const { headers } = request;
    if (!isVisitorAgent(headers['user-agent'])) return;
    const day = this.today();
    const referrer = this.referringSite(day, headers.referer);
    const key = `${day}${keySeparator}${subject.route}${keySeparator}${referrer}`;
    const views = this.views.get(key);
    if (views !== undefined) this.views.set(key, views + 1);
    else if (this.views.size < this.maxKeys) this.views.set(key, 1);
    else this.leftOut += 1;
    if (subject.emptySearch !== undefined) this.countEmptySearch(subject.emptySearch);
  }

  /** Counts a search that found nothing (`query` as what-is-counted.ts counts it). */
  countEmptySearch(query: string): void {
    const key = `${this.today()}${keySeparator}${query}`;
    const searches = this.searches.get(key);
    if (searches !== undefined) this.searches.set(key, searches + 1);
    else if (this.searches.size < this.maxKeys) this.searches.set(key, 1);
    else this.leftOut += 1;
  }

  /** Takes what was counted since the last call; the counter starts again from nothing. */
  take(): PendingCounts {
    const views = this.views;
    const searches = this.searches;
    this.views = new Map();
    this.searches = new Map();
    return {
      pageViews: [...views].map(([key, count]) => {
        const [day = '', route = '', referrer = ''] = key.split(keySeparator);
        return { day, route, referrer, views: count };
      }),
      emptySearches: [...searches].map(([key, count]) => {
        const at = key.indexOf(keySeparator);
        return { day: key.slice(0, at), query: key.slice(at + 1), searches: count };
      }),
    };
  }

  /** Puts back counts a flush could not write, within the same bounds; answers how many rows did not fit. */
  putBack(pending: PendingCounts): number {
    const before = this.leftOut;
    for (const row of pending.pageViews) {
      const key = [row.day, row.route, row.referrer].join(keySeparator);
      const views = this.views.get(key);
      if (views !== undefined || this.views.size < this.maxKeys) this.views.set(key, (views ?? 0) + row.views);
      else this.leftOut += 1;
    }
    for (const row of pending.emptySearches) {
      const key = `${row.day}${keySeparator}${row.query}`;
      const searches = this.searches.get(key);
      if (searches !== undefined || this.searches.size < this.maxKeys)
        this.searches.set(key, (searches ?? 0) + row.searches);
      else this.leftOut += 1;
    }
    return this.leftOut - before;
  }

  private referringSite(day: string, referer: string | undefined): string {
    const site = referringSiteOf(referer, this.options.siteHost);
    if (site === referrerNone || site === referrerInternal || site === referrerOther) return site;
    if (day !== this.referringSitesDay) {
      this.referringSitesDay = day;
      this.referringSites.clear();
    }
    if (this.referringSites.has(site)) return site;
    if (this.referringSites.size >= this.maxReferringSitesPerDay) return referrerOther;
    this.referringSites.add(site);
    return site;
  }
}
