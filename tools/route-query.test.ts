/**
 * @jest-environment node
 *
 * Every route declares the query parameters its page reads (decision 035), checked against
 * what the pages themselves write into their links and forms: a filter, a page number or a
 * form's answer a page adds to its own URLs must be declared, or the server would render the
 * page without it. (The site server reads the declarations from each area's live server build:
 * shell/server/pages/page-cache/page-query.ts.)
 */
import { newsletterQueryParameters, routeTable, type AreaRouteDefinition, type RouteId } from '@estes/shared/core';
import { newsletterPlacements, type NewsletterPlacement } from '@estes/shared/server';
import { shellRouteQuery } from '../shell/server/pages/page-cache/page-query';
import { areaRoutes as lodgingRoutes } from '../mfe-lodging/src/routes';
import { areaRoutes as contentRoutes } from '../mfe-content/src/routes';
import { areaRoutes as planningRoutes } from '../mfe-planning/src/routes';
import { areaRoutes as conditionsRoutes } from '../mfe-conditions/src/routes';
import { listingQueryParams } from '../mfe-lodging/src/domain/listing-query';
import { withListingPage } from '../mfe-lodging/src/domain/listing-pages';
import { blogQueryString } from '../mfe-content/src/domain/blog-rules';
import { eventsQuerySearch } from '../mfe-planning/src/domain/events-rules';
import { activityQuerySearch, restaurantQuerySearch } from '../mfe-planning/src/domain/directory-query';
import { categoryFilterSearch } from '../mfe-conditions/src/domain/category-filter';
import { placeQueryKey } from '../mfe-conditions/src/features/weather/weather-page-data';

const areaDefinitions: Readonly<Record<string, AreaRouteDefinition | undefined>> = {
  ...lodgingRoutes,
  ...contentRoutes,
  ...planningRoutes,
  ...conditionsRoutes,
};

/** What a route declares: from its area's route module, or the shell's table. */
function declared(id: RouteId): readonly string[] {
  if (id === 'home' || id === 'search' || id === 'myTrip') return shellRouteQuery[id];
  const query = areaDefinitions[id]?.query;
  if (!query) throw new Error(`${id} declares no query`);
  return query;
}

const namesIn = (search: string) => [...new URLSearchParams(search).keys()];

describe('the query each route declares', () => {
  it('is a list of parameter names for every route of the table', () => {
    for (const { id } of routeTable) {
      const query = declared(id);
      expect(Array.isArray(query)).toBe(true);
      for (const name of query) expect(name).toMatch(/^[a-z][A-Za-z]*$/);
    }
  });

  it.each([
    ['lodging.listing', [...listingQueryParams, ...namesIn(withListingPage('', 2))]],
    ['lodging.property', ['checkIn', 'checkOut', 'guests']],
    ['content.blog', namesIn(blogQueryString({ search: 'elk', category: 'Wildlife', page: 2 }))],
    ['planning.events', namesIn(eventsQuerySearch({ category: 'music', page: 2 }, 'elk-fest-2027'))],
    [
      'planning.thingsToDo',
      namesIn(
        activityQuerySearch({ q: 'elk', category: 'Outdoor', difficulty: 'Easy', price: 'Free', sort: 'rating' }),
      ),
    ],
    [
      'planning.restaurants',
      namesIn(restaurantQuerySearch({ q: 'pizza', cuisine: 'Italian & Pizza', price: '$$', sort: 'rating' })),
    ],
    // The home page's trip-planner teaser (a GET form): duration and style.
    ['planning.tripPlanning', ['duration', 'style']],
    // The newsletter API's welcome link (welcomePageAfter).
    ['planning.thankYou', ['signup']],
    ['conditions.weather', [placeQueryKey]],
    ['conditions.webcams', namesIn(categoryFilterSearch('park'))],
    ['conditions.downtown', namesIn(categoryFilterSearch('shop'))],
    ['search', ['q']],
  ] as const)('%s declares what its links write: %j', (id, names) => {
    expect(names.length).toBeGreaterThan(0);
    expect(declared(id)).toEqual(expect.arrayContaining([...names]));
  });

  it('declares the outcome a plain form post brings back on the pages of the forms', () => {
    // The planning API's redirect after a post without JavaScript: `?sent=<id>` (and `&dropped=N` photos).
    for (const id of [
      'planning.tripPlanning',
      'planning.events',
      'planning.submitEvent',
      'planning.partner',
    ] as const) {
      expect(declared(id)).toContain('sent');
    }
    expect(declared('planning.submitEvent')).toContain('dropped');
  });

  it('declares the newsletter form’s answer on every page that hosts the form', () => {
    const hosts: Record<NewsletterPlacement, RouteId> = {
      home: 'home',
      blog: 'content.blog',
      article: 'content.article',
      'newsletter-page': 'planning.newsletter',
      'events-bar': 'planning.events',
      accommodations: 'lodging.listing',
    };
    for (const placement of newsletterPlacements) {
      expect(declared(hosts[placement])).toEqual(expect.arrayContaining([...newsletterQueryParameters]));
    }
  });
});
