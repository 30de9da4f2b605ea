/**
 * The query a page is rendered and kept with: the parameters its route reads, nothing else
 * (docs/rules/site.md#one-address-per-page, decision 035). `/events?r=123` and `/weather?utm_source=news` are `/events` and `/weather`:
 * one render, one cache entry, however many spellings a crawler invents. The page in the
 * visitor's browser keeps its whole address (analytics in the browser still read `utm_*`).
 *
 * Which parameters a route reads comes from the code that reads them: the live version of the
 * owning area declares them in its route module (`AreaRouteDefinition.query`, read here from its
 * server build), so an area that ships a page reading a new parameter needs no deploy of the
 * shell; the shell's own routes are declared here, as they deploy with this server.
 */
import { isTrackingParameter, matchRoute, newsletterQueryParameters, type RouteId } from '@estes/shared/core';
import type { RequestScope } from '../../area-versions';

/** The parameters a route reads; `undeclared` for an area version built before routes declared them. */
export type DeclaredQuery = readonly string[] | 'undeclared';

/** The shell's own routes; each area declares its routes' in its route module (routes.tsx). */
export type ShellRouteId = Extract<RouteId, 'home' | 'search' | 'myTrip'>;

export const shellRouteQuery: Readonly<Record<ShellRouteId, readonly string[]>> = {
  // The home page's newsletter form (home-sections.tsx). Its old `?search=` is redirected before.
  home: newsletterQueryParameters,
  // The site search's words (search-data.ts).
  search: ['q'],
  // A shared list and the grouping (my-trip-data.ts, trip-list.tsx).
  myTrip: ['items', 'view'],
};

const isQueryList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');

/** What the route at `pathname` reads, asked of the snapshot's live version of its area. */
export async function declaredQueryOf(pathname: string, scope: Pick<RequestScope, 'area'>): Promise<DeclaredQuery> {
  const match = matchRoute(pathname);
  // The 404 page reads no parameter.
  if (!match) return [];
  const { entry } = match;
  if (entry.owner === 'shell') return shellRouteQuery[entry.id];
  let routes: Readonly<Record<string, { query?: unknown } | undefined>>;
  try {
    routes = (await scope.area(entry.owner)).module.areaRoutes;
  } catch {
    // The area cannot be loaded: its routes show "temporarily unavailable", which reads nothing.
    return [];
  }
  const query = routes[entry.id]?.query;
  return query === undefined ? 'undeclared' : isQueryList(query) ? query : [];
}

/**
 * The URL with the declared parameters only, in the order they came (values and repeats kept);
 * tracking tags are left out whatever is declared. A version that declares nothing keeps every
 * other parameter, as before decision 035, so a rollback to it renders its pages right.
 */
export function withDeclaredQuery(url: URL, declared: DeclaredQuery): URL {
  const kept = new URL(url.href);
  kept.search = '';
  for (const [name, value] of url.searchParams) {
    if (isTrackingParameter(name)) continue;
    if (declared !== 'undeclared' && !declared.includes(name)) continue;
    kept.searchParams.append(name, value);
  }
  return kept;
}
