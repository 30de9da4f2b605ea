/**
 * React Router's static handler, made once per shape of the site's route tree instead of on
 * every render (decision 077). Making it converts, flattens and ranks every route of the tree:
 * about 3 % of an uncached render of `/`, profiled. The tree itself cannot be shared, as its
 * routes close over one request (the area versions it leases, the home page's pieces, the
 * frame written for its path), so the handler is made from stand-ins: each route of the same
 * id, path and kind, whose loader, component, error boundary and fallback run the route of
 * that id in the render's own tree (the loader through the request context, the components
 * through a React context). What renders, and what the loaders read and lease, is the render's
 * own tree; a stand-in component only adds a component with no markup of its own, so the page
 * is the same bytes.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { createStaticHandler, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** One render's own route objects, by id. */
export type RenderRoutes = ReadonlyMap<string, RouteObject>;

/** What the stand-ins' loaders find in the request context, besides what the loaders read. */
export interface StandingRoutesContext {
  renderRoutes: RenderRoutes;
}

const RenderRoutesContext = createContext<RenderRoutes | undefined>(undefined);

/** Around the render of a page whose handler came from `StandingRoutes`: its own routes. */
export function RenderRoutesProvider({ routes, children }: { routes: RenderRoutes; children: ReactNode }) {
  return <RenderRoutesContext.Provider value={routes}>{children}</RenderRoutesContext.Provider>;
}

/** The properties a stand-in knows how to stand for; a route with any other is rendered as before. */
const standInProperties = new Set([
  'id',
  'path',
  'index',
  'caseSensitive',
  'children',
  'loader',
  'Component',
  'ErrorBoundary',
  'HydrateFallback',
  'handle',
  // Only the browser revalidates.
  'shouldRevalidate',
]);

type RouteComponent = 'Component' | 'ErrorBoundary' | 'HydrateFallback';

function standInComponent(id: string, which: RouteComponent): ComponentType {
  return function RouteStandIn() {
    const Route = useContext(RenderRoutesContext)?.get(id)?.[which];
    if (!Route) throw new Error(`The render has no ${which} for route ${id}`);
    return <Route />;
  };
}

function standInLoader(id: string) {
  return (args: LoaderFunctionArgs) => {
    const loader = (args.context as Partial<StandingRoutesContext> | undefined)?.renderRoutes?.get(id)?.loader;
    if (typeof loader !== 'function') throw new Error(`The render has no loader for route ${id}`);
    return loader(args);
  };
}

/**
 * A handle's data without its functions (a browser's preload): a stand-in must not keep the
 * first render's request, and its area versions, alive for the life of the process.
 */
function handleData(handle: unknown): unknown {
  if (typeof handle !== 'object' || handle === null) return handle;
  return Object.fromEntries(Object.entries(handle).filter(([, value]) => typeof value !== 'function'));
}

/**
 * The tree's shape: ids, paths, kinds, which parts each route has and its handle's data;
 * undefined if a stand-in cannot take a route's place. Asked on every render, so it is a plain
 * walk that builds one string.
 */
function shapeOf(routes: readonly RouteObject[]): string | undefined {
  let shape = '[';
  for (const route of routes) {
    if (route.id === undefined) return undefined;
    shape += `${route.id}\u0000${route.path ?? ''}\u0000${route.index ? 'i' : ''}${route.caseSensitive ? 'c' : ''}`;
    for (const key in route) {
      const value = route[key as keyof RouteObject];
      if (value === undefined) continue;
      if (!standInProperties.has(key) || (key === 'loader' && typeof value !== 'function')) return undefined;
      shape += `\u0000${key}`;
    }
    if (typeof route.handle === 'object' && route.handle !== null) {
      for (const [name, value] of Object.entries(route.handle as Record<string, unknown>)) {
        if (typeof value !== 'function') shape += `\u0000${name}=${String(value)}`;
      }
    }
    if (route.children) {
      const children = shapeOf(route.children);
      if (children === undefined) return undefined;
      shape += children;
    }
    shape += '\u0001';
  }
  return `${shape}]`;
}

function standIns(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const id = route.id ?? '';
    const common = {
      id,
      ...(route.caseSensitive === undefined ? {} : { caseSensitive: route.caseSensitive }),
      ...(route.loader ? { loader: standInLoader(id) } : {}),
      ...(route.Component ? { Component: standInComponent(id, 'Component') } : {}),
      ...(route.ErrorBoundary ? { ErrorBoundary: standInComponent(id, 'ErrorBoundary') } : {}),
      ...(route.HydrateFallback ? { HydrateFallback: standInComponent(id, 'HydrateFallback') } : {}),
      ...(route.handle === undefined ? {} : { handle: handleData(route.handle) }),
    };
    return route.index
      ? { ...common, index: true, path: route.path }
      : { ...common, path: route.path, ...(route.children ? { children: standIns(route.children) } : {}) };
  });
}

function collect(routes: readonly RouteObject[], into: Map<string, RouteObject>): Map<string, RouteObject> {
  for (const route of routes) {
    if (route.id !== undefined) into.set(route.id, route);
    if (route.children) collect(route.children, into);
  }
  return into;
}

/** The handler of the last tree shape seen (the site has one, until a shell build changes it). */
export class StandingRoutes {
  private standing: { shape: string; handler: StaticHandler } | undefined;

  /**
   * The handler for a render's tree, and that tree's routes by id for the request context and
   * `RenderRoutesProvider`; a tree a stand-in cannot take the place of gets a handler of its own.
   */
  handlerFor(routes: RouteObject[]): { handler: StaticHandler; renderRoutes: RenderRoutes } {
    const renderRoutes = collect(routes, new Map());
    const shape = shapeOf(routes);
    if (shape === undefined) return { handler: createStaticHandler(routes), renderRoutes };
    if (this.standing?.shape !== shape) this.standing = { shape, handler: createStaticHandler(standIns(routes)) };
    return { handler: this.standing.handler, renderRoutes };
  }
}
