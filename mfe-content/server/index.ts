/**
 * The content area's API, mounted by the site server under /api/content/. Its tables come from its
 * migrations; the area's screens add their endpoints here.
 */
import type { AreaApi } from '@estes/shared/server';

export const contentApi: AreaApi = {
  area: 'content',
  migrations: [],
  async routes() {
    // No endpoints of its own yet: the site server answers /api/content/health for every area.
  },
};
