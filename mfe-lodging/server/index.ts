/**
 * The lodging area's API, mounted by the site server under /api/lodging/: the property pages the
 * sitemap lists (the listings are built into the area, so there are no tables yet).
 */
import { paths } from '@estes/shared/core';
import { sitemapEntriesPath, type AreaApi, type SitemapEntry } from '@estes/shared/server';
import { lodgingListings } from '../src/data/listings';

export const lodgingApi: AreaApi = {
  area: 'lodging',
  migrations: [],
  async routes(app) {
    app.get(sitemapEntriesPath, async () => ({
      entries: lodgingListings.map((listing): SitemapEntry => ({ path: paths.property(listing.id) })),
    }));
  },
};
