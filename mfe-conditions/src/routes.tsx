/** Exposed as `mfe_conditions/routes`: the conditions area's screens, each loaded on demand. */
import type { AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'conditions';

/*
 * Each route's `query`: the parameters its page reads (its loader, its components, the forms it
 * hosts). The site server renders and caches the page with these only (decision 035); a
 * parameter missing here never reaches the page.
 */

export const areaRoutes: AreaRoutes<'conditions'> = {
  'conditions.weather': {
    meta: routeMeta['conditions.weather'],
    query: ['place'],
    load: () => import(/* webpackChunkName: "page-conditions.weather" */ './features/weather/weather-page'),
  },
  'conditions.webcams': {
    meta: routeMeta['conditions.webcams'],
    query: ['category'],
    load: () => import(/* webpackChunkName: "page-conditions.webcams" */ './features/webcams/webcams-page'),
  },
  'conditions.downtown': {
    meta: routeMeta['conditions.downtown'],
    // The directory's category and "open now" (domain/downtown.ts).
    query: ['category', 'open'],
    load: () => import(/* webpackChunkName: "page-conditions.downtown" */ './features/downtown/downtown-page'),
  },
  'conditions.gettingAround': {
    meta: routeMeta['conditions.gettingAround'],
    query: [],
    load: () =>
      import(/* webpackChunkName: "page-conditions.getting-around" */ './features/getting-around/getting-around-page'),
  },
  'conditions.parkPack': {
    meta: routeMeta['conditions.parkPack'],
    query: [],
    load: () => import(/* webpackChunkName: "page-conditions.parkPack" */ './features/park-pack/park-pack-page'),
  },
};
