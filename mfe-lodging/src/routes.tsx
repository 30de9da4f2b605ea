/** Exposed as `mfe_lodging/routes`: the lodging area's screens, each loaded on demand. */
import type { AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'lodging';

export const areaRoutes: AreaRoutes<'lodging'> = {
  'lodging.listing': { meta: routeMeta['lodging.listing'], load: () => import('./features/listing/listing-page') },
  'lodging.property': { meta: routeMeta['lodging.property'], load: () => import('./features/property/property-page') },
  'lodging.mobileProperty': {
    meta: routeMeta['lodging.mobileProperty'],
    load: () => import('./features/property/mobile-property-page'),
  },
};
