import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { RenderRoutesProvider, StandingRoutes, type RenderRoutes } from './standing-routes';

/** A tree like the site's: a root layout, an index page, an area page that can fail, a 404; each render its own. */
function siteLikeRoutes(visitor: string): RouteObject[] {
  function Layout() {
    const id = useId();
    return (
      <main aria-labelledby={id}>
        <h1 id={id}>{`Layout of ${visitor}`}</h1>
        <Outlet />
      </main>
    );
  }
  function Page() {
    const { text } = useLoaderData() as { text: string };
    return <p>{text}</p>;
  }
  function Boundary() {
    const error = useRouteError() as Error;
    return <p role="alert">{`${visitor}'s boundary: ${error.message}`}</p>;
  }
  return [
    {
      id: 'root',
      Component: Layout,
      children: [
        { id: 'home', index: true, Component: Page, loader: () => ({ text: `home for ${visitor}` }) },
        {
          id: 'area.page',
          path: '/area/:slug',
          handle: { area: 'content', routeId: 'area.page', preload: () => Promise.resolve() },
          Component: Page,
          ErrorBoundary: Boundary,
          loader: ({ params, context }) => {
            if (params.slug === 'down') throw new Error('the area is down');
            return { text: `${params.slug ?? ''} read by ${(context as { reader: string }).reader}` };
          },
        },
        { id: 'not-found', path: '*', Component: () => <p>Nothing at this address</p> },
      ],
    },
  ];
}

async function renderWith(handler: ReturnType<typeof createStaticHandler>, renderRoutes: RenderRoutes, path: string) {
  const context = await handler.query(new Request(`https://guide.example.org${path}`), {
    requestContext: { reader: 'the request context', renderRoutes },
  });
  if (context instanceof Response) throw new Error('a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <RenderRoutesProvider routes={renderRoutes}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RenderRoutesProvider>,
  );
  return { html, context };
}

async function renderAsBefore(routes: RouteObject[], path: string) {
  return renderWith(createStaticHandler(routes), new Map(), path);
}

describe('the route handler made once for every render', () => {
  it.each(['/', '/area/elk-guide', '/area/down', '/no-such-page'])(
    'renders %s to the same page, loader data and status as a handler made for the render',
    async (path) => {
      const standing = new StandingRoutes();
      // A first render of another visitor's tree, so the handler is the standing one.
      standing.handlerFor(siteLikeRoutes('a first visitor'));
      const routes = siteLikeRoutes('this visitor');
      const { handler, renderRoutes } = standing.handlerFor(routes);
      const now = await renderWith(handler, renderRoutes, path);
      const before = await renderAsBefore(siteLikeRoutes('this visitor'), path);
      expect(now.html).toBe(before.html);
      expect(now.context.loaderData).toEqual(before.context.loaderData);
      expect(now.context.statusCode).toBe(before.context.statusCode);
      expect(Object.keys(now.context.errors ?? {})).toEqual(Object.keys(before.context.errors ?? {}));
    },
  );

  it('runs each render’s own loaders and components, not the first render’s', async () => {
    const standing = new StandingRoutes();
    const first = standing.handlerFor(siteLikeRoutes('Ada'));
    const second = standing.handlerFor(siteLikeRoutes('Ben'));
    expect(second.handler).toBe(first.handler);
    const ada = await renderWith(first.handler, first.renderRoutes, '/area/down');
    const ben = await renderWith(second.handler, second.renderRoutes, '/area/down');
    expect(ada.html).toContain('Layout of Ada');
    expect(ada.html).toContain('Ada&#x27;s boundary: the area is down');
    expect(ben.html).toContain('Layout of Ben');
    expect(ben.html).toContain('Ben&#x27;s boundary: the area is down');
    expect(ben.html).not.toContain('Ada');
  });

  it('keeps the handle’s data for the render to read, but none of the first render’s functions', async () => {
    const standing = new StandingRoutes();
    const { handler, renderRoutes } = standing.handlerFor(siteLikeRoutes('Ada'));
    const { context } = await renderWith(handler, renderRoutes, '/area/elk-guide');
    expect(context.matches.at(-1)?.route.handle).toEqual({ area: 'content', routeId: 'area.page' });
  });

  it('makes a new handler when the tree changes shape, and one of its own for a route it cannot stand in for', () => {
    const standing = new StandingRoutes();
    const first = standing.handlerFor(siteLikeRoutes('Ada')).handler;
    const moved = siteLikeRoutes('Ada');
    const area = moved[0]?.children?.[1];
    if (area) area.path = '/areas/:slug';
    const afterMove = standing.handlerFor(moved).handler;
    expect(afterMove).not.toBe(first);
    expect(afterMove.dataRoutes[0]?.children?.[1]?.path).toBe('/areas/:slug');

    const withAction = siteLikeRoutes('Ada');
    const home = withAction[0]?.children?.[0];
    if (home) home.action = () => null;
    const own = standing.handlerFor(withAction).handler;
    expect(own).not.toBe(afterMove);
    expect(standing.handlerFor(siteLikeRoutes('Ada')).handler).toBe(standing.handlerFor(siteLikeRoutes('Ben')).handler);
  });
});
