/**
 * The site search plugin: GET /api/search?q= over every area's documents, asked of the live
 * versions in-process (an area that fails is left out) and indexed again for new versions
 * (site-search.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { areaNames } from '@estes/shared';
import type { LiveSite } from '../live-site';
import { gatherFromAreas, registerSiteSearch, SiteSearch } from './site-search';

export const siteSearchRoutes: FastifyPluginAsync<{ liveSite: LiveSite }> = async function siteSearchRoutes(
  app,
  { liveSite },
) {
  const { remoteSource, versions } = liveSite;
  const liveGeneration = async () => {
    const { bundles } = await remoteSource.snapshot();
    return areaNames.map((area) => bundles[area]?.version ?? '-').join(' ');
  };
  const gather = async () => {
    const scope = await versions.scope();
    try {
      return await gatherFromAreas(scope.siteApi, areaNames, (message) => app.log.warn(message));
    } finally {
      scope.release();
    }
  };
  registerSiteSearch(app, new SiteSearch({ generation: liveGeneration, gather }));
};
