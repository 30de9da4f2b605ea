/** @jest-environment node */
import { areaNames, matchRoute, parseAreaName, paths, routeTable, routesOfArea } from './route-table';
import { canonicalPathOf } from './canonical-path';

describe('the route table', () => {
  it.each([
    ['/', 'home', 'shell'],
    ['/search', 'search', 'shell'],
    ['/accommodations', 'lodging.listing', 'lodging'],
    ['/property/hotel-12', 'lodging.property', 'lodging'],
    ['/mobile/property/vrbo-3', 'lodging.mobileProperty', 'lodging'],
    ['/blog', 'content.blog', 'content'],
    ['/blog/best-hikes', 'content.article', 'content'],
    ['/privacy-policy', 'content.privacyPolicy', 'content'],
    ['/terms-of-service', 'content.termsOfService', 'content'],
    ['/accessibility', 'content.accessibility', 'content'],
    ['/trip-planning', 'planning.tripPlanning', 'planning'],
    ['/plan-your-trip', 'planning.tripPlanning', 'planning'],
    ['/events', 'planning.events', 'planning'],
    ['/submit-event', 'planning.submitEvent', 'planning'],
    ['/partner', 'planning.partner', 'planning'],
    ['/newsletter', 'planning.newsletter', 'planning'],
    ['/deals', 'planning.newsletter', 'planning'],
    ['/thankyou', 'planning.thankYou', 'planning'],
    ['/things-to-do', 'planning.thingsToDo', 'planning'],
    ['/restaurants', 'planning.restaurants', 'planning'],
    ['/dining', 'planning.restaurants', 'planning'],
    ['/weather', 'conditions.weather', 'conditions'],
    ['/webcams', 'conditions.webcams', 'conditions'],
    ['/downtown', 'conditions.downtown', 'conditions'],
  ])('serves %s with %s from %s', (pathname, id, owner) => {
    const match = matchRoute(pathname);
    expect(match?.entry.id).toBe(id);
    expect(match?.entry.owner).toBe(owner);
  });

  it.each(['/nope', '/blog/a/b', '/property', '/accommodations/extra', '/search/elk'])(
    'sends %s to the 404 page',
    (pathname) => {
      expect(matchRoute(pathname)).toBeUndefined();
    },
  );

  it('reads route parameters', () => {
    expect(matchRoute('/property/vrbo-7')?.params).toEqual({ id: 'vrbo-7' });
    expect(matchRoute('/blog/elk-season')?.params).toEqual({ slug: 'elk-season' });
  });

  it('gives aliases the canonical path of their screen', () => {
    const dining = matchRoute('/dining');
    expect(dining && canonicalPathOf(dining.entry, dining.params)).toBe('/restaurants');
    const plan = matchRoute('/plan-your-trip');
    expect(plan && canonicalPathOf(plan.entry, plan.params)).toBe('/trip-planning');
    const deals = matchRoute('/deals');
    expect(deals && canonicalPathOf(deals.entry, deals.params)).toBe('/newsletter');
  });

  it('gives every route exactly one owner and every area at least one route', () => {
    const ids = routeTable.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const area of areaNames) expect(routesOfArea(area).length).toBeGreaterThan(0);
  });

  it('accepts area names and folder names for the deploy commands', () => {
    expect(parseAreaName('lodging')).toBe('lodging');
    expect(parseAreaName('mfe-conditions')).toBe('conditions');
    expect(parseAreaName('shell')).toBeUndefined();
  });

  it('builds links from the path table', () => {
    expect(paths.property('hotel 1')).toBe('/property/hotel%201');
    expect(paths.accommodations({ type: 'Cabin' })).toBe('/accommodations?type=Cabin');
    expect(paths.accommodations()).toBe('/accommodations');
    expect(paths.search(' elk & fall ')).toBe('/search?q=elk+%26+fall');
    expect(paths.search('  ')).toBe('/search');
    expect(paths.thingsToDo({ category: 'Outdoor' })).toBe('/things-to-do?category=Outdoor');
  });
});
