/**
 * The site search plugin: GET /api/search?q= over every area's documents, asked of the live
 * versions in-process (an area that fails is left out) and indexed again for new versions
 * (site-search.ts). A search that finds nothing is counted (decision 061).
 */
import type { FastifyPluginAsync } from 'fastify';
import { areaNames } from '@estes/shared';
import type { LiveSite } from '../live-site';
import type { SiteCounter } from '../site-counts';
import { gatherFromAreas, registerSiteSearch, SiteSearch } from './site-search';

export const siteSearchRoutes: FastifyPluginAsync<{ liveSite: LiveSite; siteCounter: SiteCounter }> =
  async function siteSearchRoutes(app, { liveSite, siteCounter }) {
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
    registerSiteSearch(app, new SiteSearch({ generation: liveGeneration, gather }), siteCounter);
  };
