/**
 * Runs one area on its own for its team (`npm run dev -w mfe-<area>`): the area's routes in
 * a light frame with links to each of them, no shell and no other remote needed.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Outlet,
  RouterProvider,
  useRouteError,
} from 'react-router-dom';
import styled from 'styled-components';
// Through the package name, not relative paths: the pages read the same (federated) copy.
import {
  Container,
  GlobalStyle,
  areas,
  configureSiteSettings,
  createAreaRouteObjects,
  defaultSiteSettings,
  routesOfArea,
  theme,
  type AreaName,
  type AreaRoutes,
} from '@estes/shared';

const samplePathParams: Record<string, string> = { ':id': 'hotel-1', ':slug': 'sample-article' };

function StandaloneError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
  return (
    <Container>
      <h1>This route failed</h1>
      <pre>{message}</pre>
    </Container>
  );
}

export function runAreaStandalone<Area extends AreaName>(area: Area, areaRoutes: AreaRoutes<Area>): void {
  configureSiteSettings({ ...defaultSiteSettings, siteUrl: window.location.origin });
  const samplePaths = routesOfArea(area).flatMap((entry) =>
    entry.paths.map((path) => path.replace(/:[a-z]+/gi, (param) => samplePathParams[param] ?? 'sample')),
  );

  function StandaloneFrame() {
    return (
      <>
        <GlobalStyle />
        <Bar>
          <Container>
            <strong>{areas[area].folder}</strong> running alone ·{' '}
            {samplePaths.map((path) => (
              <Link key={path} to={path}>
                {path}
              </Link>
            ))}
          </Container>
        </Bar>
        <Outlet />
      </>
    );
  }

  const router = createBrowserRouter([
    {
      Component: StandaloneFrame,
      children: [
        ...createAreaRouteObjects(area, async () => areaRoutes, { ErrorBoundary: StandaloneError }),
        {
          path: '*',
          Component: () => (
            <Container>
              <p>Not a route of this area. Pick one above.</p>
            </Container>
          ),
        },
      ],
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

const Bar = styled.div`
  background: ${theme.color.ink};
  color: ${theme.color.white};
  padding: 0.5rem 0;
  font-size: 0.875rem;
  a {
    color: ${theme.color.tealMist};
    margin-right: 0.75rem;
  }
`;
