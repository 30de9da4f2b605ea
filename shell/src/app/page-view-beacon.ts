/**
 * A page opened by following a link inside the site loads no document, so the server that
 * counts page views (decision 061) never sees it: the browser tells it, with one beacon per new
 * page (decision 070). The beacon carries the page's path and nothing else; the server turns it
 * into the route's id, as it does for a loaded page, and counts it as reached from the site.
 * No cookie, nothing stored in the browser (docs/rules/site.md#page-views-and-empty-searches).
 */
export const pageViewBeaconPath = '/api/page-view';

/** Queued by the browser, sent even while the next page loads; never waited for, never retried. */
export const sendPageViewBeacon = (pathname: string): void => {
  navigator.sendBeacon?.(pageViewBeaconPath, pathname);
};
