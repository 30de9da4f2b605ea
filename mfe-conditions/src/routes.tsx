/** Exposed as `mfe_conditions/routes`: the conditions area's screens, each loaded on demand. */
import type { AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'conditions';

export const areaRoutes: AreaRoutes<'conditions'> = {
  'conditions.weather': {
    meta: routeMeta['conditions.weather'],
    load: () => import(/* webpackChunkName: "page-conditions.weather" */ './features/weather/weather-page'),
  },
  'conditions.webcams': {
    meta: routeMeta['conditions.webcams'],
    load: () => import(/* webpackChunkName: "page-conditions.webcams" */ './features/webcams/webcams-page'),
  },
  'conditions.downtown': {
    meta: routeMeta['conditions.downtown'],
    load: () => import(/* webpackChunkName: "page-conditions.downtown" */ './features/downtown/downtown-page'),
  },
};
