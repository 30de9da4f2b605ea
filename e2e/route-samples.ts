/**
 * One concrete URL for every route id of the route table (shared/src/routing/route-table.ts),
 * for the site-wide checks that visit every screen (accessibility, outbound links). A route
 * added to the table without a sample here fails the typecheck (the map is keyed by RouteId)
 * and `everyRouteSample()` throws naming it, so no screen escapes those checks.
 */
import { routeTable, type RouteId } from '../shared/src/routing/route-table';

export const routeSamples = {
  home: '/',
  search: '/search?q=elk',
  // A shared list (server-rendered from the areas' data), with one reference that is not found.
  myTrip:
    '/my-trip?items=property:booking-9100001,property:the-ridgeline-hotel,event:elk-fest-2027@2027-10-02,article:elk-viewing-guide,activity:no-such-hike',
  // The main e2e server reads lodging from the stand-in partner (booking-9100001 is its Stanley Hotel).
  'lodging.listing': '/accommodations',
  'lodging.property': '/property/booking-9100001',
  'lodging.mobileProperty': '/mobile/property/booking-9100001',
  'content.blog': '/blog',
  'content.article': '/blog/elk-viewing-guide',
  'content.privacyPolicy': '/privacy-policy',
  'content.termsOfService': '/terms-of-service',
  'content.accessibility': '/accessibility',
  'planning.tripPlanning': '/trip-planning',
  'planning.events': '/events',
  'planning.submitEvent': '/submit-event',
  'planning.partner': '/partner',
  'planning.newsletter': '/newsletter',
  'planning.thankYou': '/thankyou',
  'planning.thingsToDo': '/things-to-do',
  'planning.restaurants': '/restaurants',
  'conditions.weather': '/weather',
  'conditions.webcams': '/webcams',
  'conditions.downtown': '/downtown',
  'conditions.gettingAround': '/getting-around',
  'conditions.parkPack': '/park-pack',
} as const satisfies Record<RouteId, string>;

/** The 404 page (any path the table does not match). */
export const notFoundSample = '/no-such-page-here';

/** Every route id of the table with its sample URL, in the table's order. */
export function everyRouteSample(): { id: RouteId; url: string }[] {
  const samples: Partial<Record<string, string>> = routeSamples;
  return routeTable.map(({ id }) => {
    const url = samples[id];
    if (!url) throw new Error(`No sample URL for route "${id}": add one to e2e/route-samples.ts`);
    return { id, url };
  });
}
