/**
 * Where the window is after a navigation (issue 21): a new page starts at its top at once; back
 * and forward return to where the visitor was on that entry; a link to `#id` goes to that
 * element; a change of query on the same page (a filter, the sort) leaves the window where it
 * is. Positions are kept per history entry while the visitor scrolls. (react-router's
 * ScrollRestoration does the same and more, but adds about 1 KB to every page's first load,
 * over the home page's budget.)
 *
 * Being the one place that knows a new page is shown, it also tells the server's page-view count
 * of it (decision 070): a page reached by a link loads no document; the loaded page's own beacon
 * is sent as the shell starts (index.ts, decision 073).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { sendPageViewBeacon } from './page-view-beacon';

export function ScrollPosition() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef(location);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (shown.current.key === location.key) return;
    const samePage = shown.current.pathname === location.pathname;
    shown.current = location;
    // The one place that knows a new page is shown (not a filter or a hash): counted here.
    if (!samePage) sendPageViewBeacon(location.pathname);
    const saved = positions.current.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (!samePage) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
