/**
 * Renders a whole page on the server: the shell's layout and the area's page, with the
 * area's code taken from its live server build and its data from the route loaders. The
 * loaders read the site's API through the request's in-process client (the snapshot's
 * versions, no network), never from the page URL's origin. The page's head comes from the
 * same loader data the browser uses, the styles are collected from styled-components, and
 * the router state goes to the browser for hydration.
 */
import { renderToString } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { AreaName, AreaRouteHandle, AreaServerModule, PageMeta, SiteRequestContext } from '@estes/shared';
import { errorPageMeta } from '../../src/app/error-meta';
import { createSiteRoutes } from '../../src/app/create-routes';
import { serializeRouteErrors, type SerializedHydration } from '../../src/app/hydration';
import { AreaUnavailableError } from '../../src/federation/area-unavailable-error';
import { notFoundMeta } from '../../src/pages/not-found/not-found-meta';
import { loadNotFoundPage } from '../../src/pages/not-found/lazy-not-found-page';
import { loadAreaErrorBoundary } from '../../src/app/lazy-area-error-boundary';
import type { RequestScope } from '../area-versions';
import { FrameMarkup, layoutWithFrame, withRootLayout } from './frame-markup';
import { RenderRoutesProvider, StandingRoutes, type StandingRoutesContext } from './standing-routes';
import { StyleRulesMemo } from './style-rules-memo';

export interface RenderedPage {
  status: number;
  meta: PageMeta;
  /** The markup inside #root. */
  html: string;
  /** styled-components' style elements, to go into the head. */
  styleTags: string;
  hydration: SerializedHydration;
  /** The area page rendered, if any: its code is what the browser needs first. */
  areaPage?: { area: AreaName; routeId: string; version?: string };
  /** The home page rendered: its HTML names the home page's own code too (page-template.ts). */
  homePage?: true;
}

export type RenderResult =
  { kind: 'page'; page: RenderedPage } | { kind: 'redirect'; status: number; location: string };

function pageMeta(context: StaticHandlerContext, pathname: string): PageMeta {
  const deepest = context.matches[context.matches.length - 1];
  const routeId = deepest?.route.id;
  const loaded = routeId ? (context.loaderData[routeId] as { meta?: PageMeta } | undefined)?.meta : undefined;
  if (loaded) return loaded;
  const area = (deepest?.route.handle as AreaRouteHandle | undefined)?.area;
  const error = Object.values(context.errors ?? {})[0];
  return error === undefined && !area ? notFoundMeta(pathname) : errorPageMeta(error, area, pathname);
}

/** Compiled CSS of the site's components, shared by every render of this process. */
const styleRules = new StyleRulesMemo({ maxBytes: 8 * 1024 * 1024 });

/** The header and footer, learned once per active link and written as markup (decision 068). */
const frameMarkup = new FrameMarkup(styleRules);

/** React Router's static handler, made once per shape of the route tree (decision 077). */
const standingRoutes = new StandingRoutes();

export async function renderPage(url: URL, scope: RequestScope): Promise<RenderResult> {
  // An area's "not found" renders the 404 page inside its error boundary: have it ready.
  await Promise.all([loadNotFoundPage(), loadAreaErrorBoundary()]);
  const versions: Partial<Record<AreaName, string>> = {};
  const liveModule = async <Area extends AreaName>(area: Area) => {
    const loaded = await scope.area(area).catch(() => {
      // The reason (a path, a digest) is in the server's log; the page's boot data gets none of it.
      throw new AreaUnavailableError(
        area,
        scope.snapshot.bundles[area] ? 'its live version could not be loaded' : 'no version of it is deployed',
      );
    });
    return { ...loaded, module: loaded.module as unknown as AreaServerModule<Area> };
  };
  const routes = createSiteRoutes(
    async (area) => {
      const loaded = await liveModule(area);
      versions[area] = loaded.version;
      return loaded.module.areaRoutes;
    },
    async (area) => {
      const { module } = await liveModule(area);
      if (!module.areaWidgets) throw new AreaUnavailableError(area, 'its live version has no home widgets');
      return module.areaWidgets;
    },
  );
  const sheet = new ServerStyleSheet();
  styleRules.attach(sheet);
  try {
    const frame = frameMarkup.partsFor(url.pathname);
    const { handler, renderRoutes } = standingRoutes.handlerFor(
      frame ? withRootLayout(routes, layoutWithFrame(frame, url.pathname, sheet.instance)) : routes,
    );
    const requestContext: SiteRequestContext & StandingRoutesContext = { siteApi: scope.siteApi, renderRoutes };
    const context = await handler.query(new Request(url.href), { requestContext });
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      sheet.collectStyles(
        <RenderRoutesProvider routes={renderRoutes}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RenderRoutesProvider>,
      ),
    );
    if (!frame) frameMarkup.learnFrom(url.pathname, html);
    const deepest = context.matches[context.matches.length - 1];
    const areaHandle = deepest?.route.handle as Partial<AreaRouteHandle> | undefined;
    const areaDown = Object.values(context.errors ?? {}).some((error) => error instanceof AreaUnavailableError);
    // The page still renders in full; 503 tells crawlers the missing part is temporary.
    const status = deepest?.route.id === 'not-found' ? 404 : areaDown ? 503 : context.statusCode;
    return {
      kind: 'page',
      page: {
        status,
        meta: pageMeta(context, url.pathname),
        html,
        styleTags: sheet.getStyleTags(),
        hydration: { loaderData: context.loaderData, errors: serializeRouteErrors(context.errors) },
        ...(areaHandle?.area && areaHandle.routeId
          ? { areaPage: { area: areaHandle.area, routeId: areaHandle.routeId, version: versions[areaHandle.area] } }
          : {}),
        ...(deepest?.route.id === 'home' ? { homePage: true as const } : {}),
      },
    };
  } finally {
    sheet.seal();
  }
}
