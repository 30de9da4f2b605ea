/**
 * The conditions area's API, mounted by the site server under /api/conditions/. Its tables come from its
 * migrations; the area's screens add their endpoints here.
 */
import type { AreaApi } from '@estes/shared/server';
import { registerPlaceRoutes } from './places';

export const conditionsApi: AreaApi = {
  area: 'conditions',
  migrations: [],
  async routes(app) {
    // No endpoints of its own yet: the site server answers /api/conditions/health for every area.
    await registerPlaceRoutes(app);
  },
};
