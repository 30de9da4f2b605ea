/** Exposed as `mfe_planning/routes`: the planning area's screens, each loaded on demand. */
import type { AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'planning';

export const areaRoutes: AreaRoutes<'planning'> = {
  'planning.tripPlanning': {
    meta: routeMeta['planning.tripPlanning'],
    load: () => import('./features/trip-planning/trip-planning-page'),
  },
  'planning.events': { meta: routeMeta['planning.events'], load: () => import('./features/events/events-page') },
  'planning.submitEvent': {
    meta: routeMeta['planning.submitEvent'],
    load: () => import('./features/submit-event/submit-event-page'),
  },
  'planning.partner': { meta: routeMeta['planning.partner'], load: () => import('./features/partner/partner-page') },
  'planning.newsletter': {
    meta: routeMeta['planning.newsletter'],
    load: () => import('./features/newsletter/newsletter-page'),
  },
  'planning.thankYou': {
    meta: routeMeta['planning.thankYou'],
    load: () => import('./features/thank-you/thank-you-page'),
  },
  'planning.thingsToDo': {
    meta: routeMeta['planning.thingsToDo'],
    load: () => import('./features/things-to-do/things-to-do-page'),
  },
  'planning.restaurants': {
    meta: routeMeta['planning.restaurants'],
    load: () => import('./features/restaurants/restaurants-page'),
  },
};
