/**
 * Page views are counted from the visitor's browser (decisions 070 and 073): the page a visitor
 * loaded may have come from a shared cache in front of the site (the fleet's nginx, a CDN) that
 * never asks the server, and a page opened by a link inside the site loads no document at all.
 * So the browser tells the server once per page it shows: the loaded page when the shell starts,
 * and each new page the router shows after it. No cookie, nothing stored in the browser, no
 * identifier (docs/rules/site.md#page-views-and-empty-searches).
 *
 * The body is text: the page's path alone for a page opened inside the site (counted as referred
 * by `internal`), or for the loaded page its path, a line break and the origin of the page that
 * sent the visitor (empty when none). Only the origin leaves the browser, never the other page's
 * path or query; the server turns it into the referring site as it did from the Referer header.
 */
export const pageViewBeaconPath = '/api/page-view';

/**
 * Queued by the browser, sent even while the next page loads; never waited for, never retried.
 * Not sent while the browser says it is offline: a page shown from a kept copy (the park pack,
 * a saved page) cannot be counted, and the failed request would be an error in the console.
 */
export const sendPageViewBeacon = (pathname: string, referrer?: string): void => {
  if (!navigator.onLine) return;
  navigator.sendBeacon?.(pageViewBeaconPath, referrer === undefined ? pathname : `${pathname}\n${referrer}`);
};

/** The loaded page's beacon: its path and the origin (scheme and host) of the page that linked to it. */
export const sendLoadedPageViewBeacon = (): void =>
  sendPageViewBeacon(location.pathname, document.referrer && new URL(document.referrer).origin);
