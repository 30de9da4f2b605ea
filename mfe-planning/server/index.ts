/**
 * The planning area's API, mounted by the site server under /api/planning/. Its tables come from its
 * migrations; the area's screens add their endpoints here.
 */
import type { AreaApi } from '@estes/shared/server';

export const planningApi: AreaApi = {
  area: 'planning',
  migrations: [],
  async routes() {
    // No endpoints of its own yet: the site server answers /api/planning/health for every area.
  },
};
