/**
 * The lodging area's API, mounted by the site server under /api/lodging/. Its tables come from its
 * migrations; the area's screens add their endpoints here.
 */
import type { AreaApi } from '@estes/shared/server';

export const lodgingApi: AreaApi = {
  area: 'lodging',
  migrations: [],
  async routes() {
    // No endpoints of its own yet: the site server answers /api/lodging/health for every area.
  },
};
