/**
 * Turns an area's route definitions into React Router route objects. The shell uses it with
 * routes loaded through Module Federation; a remote running alone uses it with its own
 * routes module, so both mount a page the same way: loader first (page code, data, meta),
 * then render.
 */
import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { AreaRoutes, AreaRouteDefinition } from '../federation/contracts';
import type { PageMeta } from '../seo/page-meta';
import { getSiteSettings } from '../settings-store';
import { canonicalPathOf } from './canonical-path';
import { siteApiOf } from './site-api';
import { routesOfArea, type AreaName } from './route-table';

/** What every area route's loader returns; the shell's head reads `meta`. */
export interface AreaRouteLoaderData<Data = unknown> {
  meta: PageMeta;
  data: Data;
}

/** The handle of a route whose page code loads on demand. */
export interface PreloadableRouteHandle {
  /**
   * Loads the page's code without running its loader: before hydrating server-rendered HTML,
   * whose data came with the page, the component must be ready to render at once.
   */
  preload: () => Promise<unknown>;
}

export interface AreaRouteHandle extends PreloadableRouteHandle {
  area: AreaName;
  routeId: string;
}

/** The page's own loader result, inside an area page. */
export function useAreaPageData<Data>(): Data {
  return (useLoaderData() as AreaRouteLoaderData<Data>).data;
}

export function createAreaRouteObjects<Area extends AreaName>(
  area: Area,
  loadAreaRoutes: () => Promise<AreaRoutes<Area>>,
  boundaries: { ErrorBoundary: ComponentType; HydrateFallback?: ComponentType },
): RouteObject[] {
  return routesOfArea(area).flatMap((entry) => {
    let LoadedPage: ComponentType | undefined;

    const loadPage = async () => {
      const routes = await loadAreaRoutes();
      const definition = (routes as Record<string, AreaRouteDefinition | undefined>)[entry.id];
      if (!definition) throw new Error(`The ${area} remote does not implement route ${entry.id}`);
      const page = await definition.load();
      LoadedPage = page.default;
      return { definition, page };
    };

    const loader = async (args: LoaderFunctionArgs): Promise<AreaRouteLoaderData> => {
      const { definition, page } = await loadPage();
      const data = page.loader ? await page.loader({ ...args, api: siteApiOf(args.context) }) : null;
      const meta = await definition.meta({
        params: args.params,
        canonicalPath: canonicalPathOf(entry, args.params),
        settings: getSiteSettings(),
        data,
      });
      return { meta, data };
    };

    // Rendered only after the loader resolved, so the page component is known by then.
    function AreaPage() {
      return LoadedPage ? <LoadedPage /> : null;
    }

    return entry.paths.map((path, index): RouteObject => ({
      id: index === 0 ? entry.id : `${entry.id}@${path}`,
      path,
      handle: {
        area,
        routeId: entry.id,
        preload: async () => {
          await loadPage();
        },
      } satisfies AreaRouteHandle,
      loader,
      Component: AreaPage,
      ErrorBoundary: boundaries.ErrorBoundary,
      ...(boundaries.HydrateFallback ? { HydrateFallback: boundaries.HydrateFallback } : {}),
    }));
  });
}
