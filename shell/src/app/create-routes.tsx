/**
 * The site's route tree: the shell's layout around the shell's own pages and every area's
 * routes, mounted from the shared route table. In the browser an area's routes come through
 * Module Federation; on the server, from the area's live server build.
 */
export type AreaRoutesLoader = <Area extends AreaName>(area: Area) => Promise<AreaRoutes<Area>>;

import type { RouteObject } from 'react-router-dom';
import {
  areaNames,
  createAreaRouteObjects,
  type AreaName,
  type AreaRoutes,
  type PreloadableRouteHandle,
} from '@estes/shared';
import { lazyHomePage } from '../pages/home/lazy-home-page';
import type { AreaWidgetsLoader } from '../pages/home/home-widgets';
import { LazyNotFoundPage, loadNotFoundPage, notFoundLoaderData } from '../pages/not-found/lazy-not-found-page';
import { LazyMyTripPage, myTripPageLoader, preloadMyTripPage } from '../pages/my-trip/lazy-my-trip-page';
import { LazySearchPage, preloadSearchPage, searchPageLoader } from '../pages/search/lazy-search-page';
import { LazyAreaErrorBoundary } from './lazy-area-error-boundary';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';

export function createSiteRoutes(loadAreaRoutes: AreaRoutesLoader, loadAreaWidgets: AreaWidgetsLoader): RouteObject[] {
  const home = lazyHomePage(loadAreaWidgets);
  return [
    {
      id: 'root',
      Component: RootLayout,
      children: [
        {
          id: 'home',
          index: true,
          Component: home.Component,
          handle: { preload: home.preload } satisfies PreloadableRouteHandle,
          // Only the hash changed (the skip link, then Back): the pieces' data is the same, and
          // reading it again would wake every piece still waiting for its visitor.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
              ? false
              : defaultShouldRevalidate,
          loader: home.loader,
        },
        ...areaNames.flatMap((area) =>
          createAreaRouteObjects(area, () => loadAreaRoutes(area), {
            ErrorBoundary: LazyAreaErrorBoundary,
            HydrateFallback: PageLoading,
          }),
        ),
        {
          id: 'search',
          path: '/search',
          Component: LazySearchPage,
          handle: { preload: preloadSearchPage } satisfies PreloadableRouteHandle,
          loader: searchPageLoader,
        },
        {
          id: 'myTrip',
          path: '/my-trip',
          Component: LazyMyTripPage,
          handle: { preload: preloadMyTripPage } satisfies PreloadableRouteHandle,
          loader: myTripPageLoader,
        },
        {
          id: 'not-found',
          path: '*',
          Component: LazyNotFoundPage,
          handle: { preload: loadNotFoundPage } satisfies PreloadableRouteHandle,
          loader: ({ request }) => notFoundLoaderData(new URL(request.url).pathname),
        },
      ],
    },
  ];
}
