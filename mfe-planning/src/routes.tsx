/** Exposed as `mfe_planning/routes`: the planning area's screens, each loaded on demand. */
import { newsletterQueryParameters, type AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'planning';

/*
 * Each route's `query`: the parameters its page reads (its loader, its components, the forms it
 * hosts). The site server renders and caches the page with these only (decision 035); a
 * parameter missing here never reaches the page.
 */

/** The directories' search, filters, "open now" and sort (domain/directory-query.ts). */
const directoryQuery = ['q', 'sort', 'price', 'open'] as const;

export const areaRoutes: AreaRoutes<'planning'> = {
  'planning.tripPlanning': {
    meta: routeMeta['planning.tripPlanning'],
    query: [
      // The home teaser's preselection (trip-preselect.ts), a plain form post's outcome.
      'duration',
      'style',
      'sent',
    ],
    load: () =>
      import(/* webpackChunkName: "page-planning.tripPlanning" */ './features/trip-planning/trip-planning-page'),
  },
  'planning.events': {
    meta: routeMeta['planning.events'],
    query: [
      // The category chip, the page, the open event (domain/events-rules.ts), a plain form post's outcome.
      ...['category', 'page', 'event', 'sent'],
      ...newsletterQueryParameters,
    ],
    load: () => import(/* webpackChunkName: "page-planning.events" */ './features/events/events-page'),
  },
  'planning.submitEvent': {
    meta: routeMeta['planning.submitEvent'],
    query: ['sent', 'dropped'],
    load: () => import(/* webpackChunkName: "page-planning.submitEvent" */ './features/submit-event/submit-event-page'),
  },
  'planning.partner': {
    meta: routeMeta['planning.partner'],
    query: ['sent'],
    load: () => import(/* webpackChunkName: "page-planning.partner" */ './features/partner/partner-page'),
  },
  'planning.newsletter': {
    meta: routeMeta['planning.newsletter'],
    query: newsletterQueryParameters,
    load: () => import(/* webpackChunkName: "page-planning.newsletter" */ './features/newsletter/newsletter-page'),
  },
  'planning.thankYou': {
    meta: routeMeta['planning.thankYou'],
    query: ['signup'],
    load: () => import(/* webpackChunkName: "page-planning.thankYou" */ './features/thank-you/thank-you-page'),
  },
  'planning.thingsToDo': {
    meta: routeMeta['planning.thingsToDo'],
    query: [...directoryQuery, 'category', 'difficulty'],
    load: () => import(/* webpackChunkName: "page-planning.thingsToDo" */ './features/things-to-do/things-to-do-page'),
  },
  'planning.restaurants': {
    meta: routeMeta['planning.restaurants'],
    query: [...directoryQuery, 'cuisine'],
    load: () => import(/* webpackChunkName: "page-planning.restaurants" */ './features/restaurants/restaurants-page'),
  },
};
