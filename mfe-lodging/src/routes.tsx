/** Exposed as `mfe_lodging/routes`: the lodging area's screens, each loaded on demand. */
import { newsletterQueryParameters, type AreaRoutes } from '@estes/shared';
import { routeMeta } from './meta';

export const area = 'lodging';

/*
 * Each route's `query`: the parameters its page reads (its loader, its components, the forms it
 * hosts). The site server renders and caches the page with these only (decision 035); a
 * parameter missing here never reaches the page.
 */

/**
 * The stay a page searches for or prices (stayQueryParams of domain/listing-query.ts), and its
 * names of before issue 29, which the pages send on to today's (legacyStayParams there). Written
 * out here, not imported, so the routes module every lodging page loads stays small; a test
 * holds the two lists together (routes.test.ts).
 */
export const stayQuery = ['checkin', 'checkout', 'adults', 'children', 'rooms', 'checkIn', 'checkOut', 'guests'];

export const areaRoutes: AreaRoutes<'lodging'> = {
  'lodging.listing': {
    meta: routeMeta['lodging.listing'],
    query: [
      // Filters, sort and layout (listingQueryParams), the list's page, the newsletter banner's answer.
      ...['type', 'price', 'rating', 'amenity', 'area', ...stayQuery, 'sort', 'view', 'page'],
      ...newsletterQueryParameters,
    ],
    load: () => import(/* webpackChunkName: "page-lodging.listing" */ './features/listing/listing-page'),
  },
  'lodging.property': {
    meta: routeMeta['lodging.property'],
    query: stayQuery,
    load: () => import(/* webpackChunkName: "page-lodging.property" */ './features/property/property-page'),
  },
  'lodging.mobileProperty': {
    meta: routeMeta['lodging.mobileProperty'],
    query: stayQuery,
    load: () =>
      import(/* webpackChunkName: "page-lodging.mobileProperty" */ './features/property/mobile-property-page'),
  },
};
