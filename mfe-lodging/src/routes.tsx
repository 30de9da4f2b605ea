/** Exposed as `mfe_lodging/routes`: the lodging area's screens, each loaded on demand. */
import type { AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'lodging';

export const areaRoutes: AreaRoutes<'lodging'> = {
  'lodging.listing': {
    meta: routeMeta['lodging.listing'],
    load: () => import(/* webpackChunkName: "page-lodging.listing" */ './features/listing/listing-page'),
  },
  'lodging.property': {
    meta: routeMeta['lodging.property'],
    load: () => import(/* webpackChunkName: "page-lodging.property" */ './features/property/property-page'),
  },
  'lodging.mobileProperty': {
    meta: routeMeta['lodging.mobileProperty'],
    load: () =>
      import(/* webpackChunkName: "page-lodging.mobileProperty" */ './features/property/mobile-property-page'),
  },
};
