/**
 * The typed route table: every path of the site, which app owns it, and the path builders
 * every link uses (`paths.property(id)`), so no URL is typed twice. The shell and the server
 * read the table; each remote implements the route ids its area owns.
 */
import { matchPath } from 'react-router-dom';

export const areaNames = ['lodging', 'content', 'planning', 'conditions'] as const;
export type AreaName = (typeof areaNames)[number];

export interface AreaDescriptor {
  name: AreaName;
  /** Workspace folder, also accepted by the deploy commands. */
  folder: `mfe-${AreaName}`;
  /** Module Federation container name. */
  container: `mfe_${AreaName}`;
  /** What visitors call this part of the site, used in the unavailable message. */
  label: string;
  /** Port of the remote's own dev server (`npm run dev -w mfe-<area>`). */
  devPort: number;
}

export const areas: Readonly<Record<AreaName, AreaDescriptor>> = {
  lodging: { name: 'lodging', folder: 'mfe-lodging', container: 'mfe_lodging', label: 'Lodging', devPort: 3001 },
  content: { name: 'content', folder: 'mfe-content', container: 'mfe_content', label: 'Local Intel', devPort: 3002 },
  planning: {
    name: 'planning',
    folder: 'mfe-planning',
    container: 'mfe_planning',
    label: 'Trip planning',
    devPort: 3003,
  },
  conditions: {
    name: 'conditions',
    folder: 'mfe-conditions',
    container: 'mfe_conditions',
    label: 'Conditions',
    devPort: 3004,
  },
};

export function isAreaName(value: string): value is AreaName {
  return (areaNames as readonly string[]).includes(value);
}

/** Accepts an area name (lodging) or its folder name (mfe-lodging). */
export function parseAreaName(value: string): AreaName | undefined {
  const name = value.replace(/^mfe-/, '');
  return isAreaName(name) ? name : undefined;
}

export const routeTable = [
  { id: 'home', owner: 'shell', paths: ['/'] },
  { id: 'search', owner: 'shell', paths: ['/search'] },
  { id: 'myTrip', owner: 'shell', paths: ['/my-trip'] },
  { id: 'lodging.listing', owner: 'lodging', paths: ['/accommodations'] },
  { id: 'lodging.property', owner: 'lodging', paths: ['/property/:id'] },
  { id: 'lodging.mobileProperty', owner: 'lodging', paths: ['/mobile/property/:id'] },
  { id: 'content.blog', owner: 'content', paths: ['/blog'] },
  { id: 'content.article', owner: 'content', paths: ['/blog/:slug'] },
  { id: 'content.privacyPolicy', owner: 'content', paths: ['/privacy-policy'] },
  { id: 'content.termsOfService', owner: 'content', paths: ['/terms-of-service'] },
  { id: 'content.accessibility', owner: 'content', paths: ['/accessibility'] },
  { id: 'planning.tripPlanning', owner: 'planning', paths: ['/trip-planning', '/plan-your-trip'] },
  { id: 'planning.events', owner: 'planning', paths: ['/events'] },
  { id: 'planning.submitEvent', owner: 'planning', paths: ['/submit-event'] },
  { id: 'planning.partner', owner: 'planning', paths: ['/partner'] },
  { id: 'planning.newsletter', owner: 'planning', paths: ['/newsletter', '/deals'] },
  { id: 'planning.thankYou', owner: 'planning', paths: ['/thankyou'] },
  { id: 'planning.thingsToDo', owner: 'planning', paths: ['/things-to-do'] },
  { id: 'planning.restaurants', owner: 'planning', paths: ['/restaurants', '/dining'] },
  { id: 'conditions.weather', owner: 'conditions', paths: ['/weather'] },
  { id: 'conditions.webcams', owner: 'conditions', paths: ['/webcams'] },
  { id: 'conditions.downtown', owner: 'conditions', paths: ['/downtown'] },
  { id: 'conditions.gettingAround', owner: 'conditions', paths: ['/getting-around'] },
  { id: 'conditions.parkPack', owner: 'conditions', paths: ['/park-pack'] },
] as const satisfies readonly { id: string; owner: AreaName | 'shell'; paths: readonly [string, ...string[]] }[];

export type RouteEntry = (typeof routeTable)[number];
export type RouteId = RouteEntry['id'];
export type AreaRouteEntry = Extract<RouteEntry, { owner: AreaName }>;
/** The route ids one area must implement. */
export type AreaRouteId<Area extends AreaName> = Extract<RouteEntry, { owner: Area }>['id'];

export function routesOfArea(area: AreaName): AreaRouteEntry[] {
  return routeTable.filter((entry): entry is AreaRouteEntry => entry.owner === area);
}

export interface RouteMatch {
  entry: RouteEntry;
  /** The pattern that matched, e.g. /dining for the restaurants screen. */
  pattern: string;
  params: Record<string, string | undefined>;
}

/** Finds the screen for a pathname; undefined means the 404 page. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const entry of routeTable) {
    for (const pattern of entry.paths) {
      const match = matchPath({ path: pattern, end: true }, pathname);
      if (match) return { entry, pattern, params: match.params };
    }
  }
  return undefined;
}

const withQuery = (path: string, query: Record<string, string | undefined> = {}): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: () => '/',
  /** The site search's results for a query (a blank query is the search page's prompt). */
  search: (query: string) => withQuery('/search', { q: query.trim() }),
  myTrip: () => '/my-trip',
  blog: () => '/blog',
  article: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  accommodations: (filter: { type?: string; area?: string } = {}) => withQuery('/accommodations', filter),
  property: (id: string) => `/property/${encodeURIComponent(id)}`,
  mobileProperty: (id: string) => `/mobile/property/${encodeURIComponent(id)}`,
  thingsToDo: (filter: { category?: string } = {}) => withQuery('/things-to-do', filter),
  restaurants: () => '/restaurants',
  tripPlanning: () => '/trip-planning',
  events: () => '/events',
  submitEvent: () => '/submit-event',
  partner: () => '/partner',
  newsletter: () => '/newsletter',
  thankYou: () => '/thankyou',
  weather: () => '/weather',
  webcams: () => '/webcams',
  downtown: () => '/downtown',
  gettingAround: () => '/getting-around',
  parkPack: () => '/park-pack',
  privacyPolicy: () => '/privacy-policy',
  termsOfService: () => '/terms-of-service',
  accessibility: () => '/accessibility',
} as const;
