/**
 * The site's counts as one instance gathers them (decisions 061 and 073): page views per route,
 * Mountain day and referring site, and searches that found nothing per query and day, added up
 * in memory and written to the database every few seconds and when the server closes
 * (site-count-store.ts in @estes/platform adds each instance's counts to the rows already there).
 * Page views come from the browser's beacon (page-view-beacon.ts): a page a shared cache
 * answered never reaches the server. Searches that found nothing are counted as their page is
 * served, and from the site search's API.
 *
 * A count costs a few map lookups and no allocation (about 0.1–0.3 µs, decision 061): the day is
 * worked out once a second, the bot check is remembered per agent string, the referring site per
 * referrer value, and the rows are nested maps (day, route, site), so no key string is built. Memory is bounded:
 * at most `maxKeys` rows wait for a flush, at most `maxReferringSitesPerDay` sites are named a
 * day (others count as `other`: anyone can send any referrer), and searches beyond their bound
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

/**
 * What a served page's count reads of a request: the fast path takes these from Node's raw
 * header list (decision 057), the pages route from `viewedRequestOf`.
 */
export interface ViewedRequest {
  method: string | undefined;
  userAgent: string | undefined;
}

/** A request as Node parsed it (Fastify's `request.raw`). */
export const viewedRequestOf = (request: IncomingMessage): ViewedRequest => ({
  method: request.method,
  userAgent: request.headers['user-agent'],
});

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
/** Referer values remembered with their site: a page's own links and a few search engines' send most. */
const referersRemembered = 1024;
const maxRememberedRefererLength = 256;

export class SiteCounter {
  /** Rows left out since the server started because a bound was reached (for /healthz and logs). */
  leftOut = 0;
  /** Views by day, route and referring site: nested maps, so a count builds no key string. */
  private views = new Map<string, Map<string, Map<string, number>>>();
  private viewRows = 0;
  /** What `referringSiteOf` answered for the Referer values seen lately (emptied when full). */
  private readonly siteOfReferer = new Map<string, string>();
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

  /**
   * Counts what a page served to a GET counts on the server: its search that found nothing, for
   * a browser that is no known bot. Its view is counted from the browser's beacon (decision 073).
   */
  countServedPage(request: ViewedRequest, subject: PageViewSubject | undefined): void {
    if (subject?.emptySearch === undefined || request.method !== 'GET') return;
    if (!isVisitorAgent(request.userAgent)) return;
    this.countEmptySearch(subject.emptySearch);
  }

  /**
   * Counts a page the visitor's browser loaded (its beacon, decision 073), under the referring
   * site of `referrer` (the origin of the page that linked to it; empty or undefined for none).
   */
  countLoadedPage(userAgent: string | undefined, route: string, referrer: string | undefined): void {
    if (!isVisitorAgent(userAgent)) return;
    const day = this.today();
    const site = referrer ? this.referringSite(day, referrer) : referrerNone;
    if (!this.addViews(day, route, site, 1)) this.leftOut += 1;
  }

  /**
   * Counts a page the visitor opened by a link inside the site (the browser's beacon, decision
   * 070): the same row a loaded page of that route reached from the site adds to.
   */
  countNavigation(userAgent: string | undefined, route: string): void {
    if (!isVisitorAgent(userAgent)) return;
    if (!this.addViews(this.today(), route, referrerInternal, 1)) this.leftOut += 1;
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
    this.viewRows = 0;
    this.searches = new Map();
    const pageViews: PageViewCount[] = [];
    for (const [day, routes] of views) {
      for (const [route, referrers] of routes) {
        for (const [referrer, count] of referrers) pageViews.push({ day, route, referrer, views: count });
      }
    }
    return {
      pageViews,
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
      if (!this.addViews(row.day, row.route, row.referrer, row.views)) this.leftOut += 1;
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

  /** Adds to a row; false when it is a new row and the bound is reached. */
  private addViews(day: string, route: string, referrer: string, amount: number): boolean {
    let routes = this.views.get(day);
    if (!routes) this.views.set(day, (routes = new Map()));
    let referrers = routes.get(route);
    if (!referrers) routes.set(route, (referrers = new Map()));
    const views = referrers.get(referrer);
    if (views !== undefined) referrers.set(referrer, views + amount);
    else if (this.viewRows < this.maxKeys) {
      referrers.set(referrer, amount);
      this.viewRows += 1;
    } else return false;
    return true;
  }

  private referringSite(day: string, referer: string): string {
    let site = this.siteOfReferer.get(referer);
    if (site === undefined) {
      site = referringSiteOf(referer, this.options.siteHost);
      if (referer.length <= maxRememberedRefererLength) {
        if (this.siteOfReferer.size >= referersRemembered) this.siteOfReferer.clear();
        this.siteOfReferer.set(referer, site);
      }
    }
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
