/**
 * What the site search finds in the conditions area (GET /api/conditions/search-documents): the
 * downtown directory's places. The downtown page opens a place's details from its list, not from
 * its address, so a result leads to the directory narrowed to the place's category.
 */
import type { FastifyPluginAsync } from 'fastify';
import { paths } from '@estes/shared/core';
import { searchDocumentsPath, type SearchDocument } from '@estes/shared/server';
import { downtownBusinesses } from '../../src/data/downtown-businesses';
import { directoryFilterLabels, directoryFilterSearch, type DowntownBusiness } from '../../src/domain/downtown';

export function businessSearchDocument(business: DowntownBusiness): SearchDocument {
  return {
    kind: 'business',
    title: business.name,
    summary: `${business.subcategory} · ${business.address.replace(/, Estes Park, CO \d{5}$/, '')} · ${business.description}`,
    path: `${paths.downtown()}${directoryFilterSearch(business.category)}#directory-heading`,
    keywords: [
      directoryFilterLabels[business.category],
      business.category,
      'downtown',
      ...business.specialties,
      ...business.features,
    ].join(' · '),
  };
}

/** The site-index capability: what the site search finds in this area. */
export const siteIndexRoutes: FastifyPluginAsync = async (app) => {
  app.get(searchDocumentsPath, async () => ({ documents: downtownBusinesses.map(businessSearchDocument) }));
};
