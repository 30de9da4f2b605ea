/** Exposed as `mfe_planning/routes`: the planning area's screens, each loaded on demand. */
import type { AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'planning';

export const areaRoutes: AreaRoutes<'planning'> = {
  'planning.tripPlanning': {
    meta: routeMeta['planning.tripPlanning'],
    load: () =>
      import(/* webpackChunkName: "page-planning.tripPlanning" */ './features/trip-planning/trip-planning-page'),
  },
  'planning.events': {
    meta: routeMeta['planning.events'],
    load: () => import(/* webpackChunkName: "page-planning.events" */ './features/events/events-page'),
  },
  'planning.submitEvent': {
    meta: routeMeta['planning.submitEvent'],
    load: () => import(/* webpackChunkName: "page-planning.submitEvent" */ './features/submit-event/submit-event-page'),
  },
  'planning.partner': {
    meta: routeMeta['planning.partner'],
    load: () => import(/* webpackChunkName: "page-planning.partner" */ './features/partner/partner-page'),
  },
  'planning.newsletter': {
    meta: routeMeta['planning.newsletter'],
    load: () => import(/* webpackChunkName: "page-planning.newsletter" */ './features/newsletter/newsletter-page'),
  },
  'planning.thankYou': {
    meta: routeMeta['planning.thankYou'],
    load: () => import(/* webpackChunkName: "page-planning.thankYou" */ './features/thank-you/thank-you-page'),
  },
  'planning.thingsToDo': {
    meta: routeMeta['planning.thingsToDo'],
    load: () => import(/* webpackChunkName: "page-planning.thingsToDo" */ './features/things-to-do/things-to-do-page'),
  },
  'planning.restaurants': {
    meta: routeMeta['planning.restaurants'],
    load: () => import(/* webpackChunkName: "page-planning.restaurants" */ './features/restaurants/restaurants-page'),
  },
};
