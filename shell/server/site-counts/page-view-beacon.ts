/**
 * POST /api/page-view: the browser's word that it showed a page (decisions 070 and 073;
 * shell/src/app/page-view-beacon.ts sends it): the page it loaded, which may have come from a
 * shared cache that never asks the server, and each page it opened by a link inside the site.
 * The body is `text/plain` (what `navigator.sendBeacon` sends for a string, with no preflight):
 * the page's path alone for a page opened inside the site; for a loaded page, its path, a line
 * break and the origin of the page that linked to it (empty for none). The server matches the
 * path against the route table and keeps only the route's id, and of the origin only the
 * referring site as decision 061 names it: the path itself (a property's id) is never stored.
 *
 * Only a page of this site can send it: the browser's `Origin` must be the site's (a beacon
 * always carries one), and `Sec-Fetch-Site`, when sent, must say `same-origin`. A bot's agent is
 * answered like anyone else but not counted. The answer is always empty; the beacon's sender
 * never reads it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { matchRoute } from '@estes/shared';
import { crossSitePostProblem } from '@estes/shared/server';
import { pageViewBeaconPath } from '../../src/app/page-view-beacon';
import type { SiteCounter } from './site-counter';
import { notFoundRoute } from './what-is-counted';

/** A path longer than this is no page of the site (the site's longest is under 200 characters). */
export const maxBeaconPathLength = 512;
/** An origin is a scheme and a host name of at most 253 characters, and a port. */
export const maxBeaconReferrerLength = 300;

/** What a beacon's body says: a page opened inside the site, or a loaded page and where it was linked from. */
export type PageViewBeacon =
  | { kind: 'navigation'; path: string }
  | { kind: 'loaded'; path: string; referrer: string }
  | { kind: 'refused'; problem: string };

const noPath = 'The page view names no page of the site: send its path, such as /events.';
const noReferrer =
  'The page view’s second line must be the origin of the page that linked to it, such as https://www.google.com, or nothing.';

const isPath = (text: string) => text.length <= maxBeaconPathLength && /^\/(?!\/)[^\s\\?#]*$/.test(text);
/** `scheme://host[:port]`, or `null` (what a browser gives as the origin of an app's or a file's address). */
const isOrigin = (text: string) =>
  text === 'null' || (text.length <= maxBeaconReferrerLength && /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#\\@]+$/i.test(text));

/** Reads a beacon's body strictly: one line (a path) or two (a path and an origin or nothing), no more. */
export function pageViewBeaconOf(body: unknown): PageViewBeacon {
  if (typeof body !== 'string' || body.length > maxBeaconPathLength + 1 + maxBeaconReferrerLength) {
    return { kind: 'refused', problem: noPath };
  }
  const lines = body.split('\n');
  const [path = '', referrer] = lines;
  if (lines.length > 2 || !isPath(path)) return { kind: 'refused', problem: noPath };
  if (referrer === undefined) return { kind: 'navigation', path };
  if (referrer !== '' && !isOrigin(referrer)) return { kind: 'refused', problem: noReferrer };
  return { kind: 'loaded', path, referrer };
}

export const pageViewBeaconRoutes: FastifyPluginAsync<{ siteCounter: SiteCounter; siteUrl: string; siteName: string }> =
  async function pageViewBeaconRoutes(app, { siteCounter, siteUrl, siteName }) {
    app.post(pageViewBeaconPath, { bodyLimit: 2048 }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      if (
        origin === undefined ||
        crossSitePostProblem({ origin, host: request.headers.host }, siteUrl, siteName) !== undefined ||
        (fetchSite !== undefined && fetchSite !== 'same-origin')
      ) {
        return reply.code(403).send({ error: `Only a page of ${siteName} may report its page views.` });
      }
      const beacon = pageViewBeaconOf(request.body);
      if (beacon.kind === 'refused') return reply.code(400).send({ error: beacon.problem });
      const agent = request.headers['user-agent'];
      const route = matchRoute(beacon.path)?.entry.id ?? notFoundRoute;
      if (beacon.kind === 'navigation') siteCounter.countNavigation(agent, route);
      else siteCounter.countLoadedPage(agent, route, beacon.referrer);
      return reply.code(204).send();
    });
  };
