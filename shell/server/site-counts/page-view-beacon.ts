/**
 * POST /api/page-view: the browser's word that it showed a page reached by a link inside the
 * site (decision 070; shell/src/app/page-view-beacon.ts sends it). The body is the page's path,
 * as `text/plain` (what `navigator.sendBeacon` sends for a string); the server matches it against
 * the route table, exactly as for a loaded page, and keeps only the route's id: the path itself
 * (a property's id, a search's words) is never stored.
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

const pathOf = (body: unknown): string | undefined =>
  typeof body === 'string' && body.length <= maxBeaconPathLength && /^\/(?!\/)[^\s\\?#]*$/.test(body)
    ? body
    : undefined;

export const pageViewBeaconRoutes: FastifyPluginAsync<{ siteCounter: SiteCounter; siteUrl: string; siteName: string }> =
  async function pageViewBeaconRoutes(app, { siteCounter, siteUrl, siteName }) {
    app.post(pageViewBeaconPath, { bodyLimit: 1024 }, async (request, reply) => {
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
      const path = pathOf(request.body);
      if (path === undefined) {
        return reply
          .code(400)
          .send({ error: 'The page view names no page of the site: send its path, such as /events.' });
      }
      siteCounter.countNavigation(request.headers['user-agent'], matchRoute(path)?.entry.id ?? notFoundRoute);
      return reply.code(204).send();
    });
  };
