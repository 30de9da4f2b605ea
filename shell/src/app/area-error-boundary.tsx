/**
 * What an area's routes show when that area fails: its code could not be loaded or threw
 * while rendering. The header and footer stay; the visitor gets a clear message and a retry
 * that loads the area again without reloading the page.
 */
import { isRouteErrorResponse, Link, useLocation, useMatches, useRevalidator, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, areas, isAreaNotFound, paths, theme, type AreaRouteHandle } from '@estes/shared';
import { LazyNotFoundPage } from '../pages/not-found/lazy-not-found-page';
import { errorPageMeta } from './error-meta';
import { usePageHead } from './use-page-head';

export function AreaErrorBoundary() {
  const error = useRouteError();
  const matches = useMatches();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const area = (matches[matches.length - 1]?.handle as AreaRouteHandle | undefined)?.area;
  usePageHead(errorPageMeta(error, area, pathname));
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <LazyNotFoundPage areaScreen={isAreaNotFound(error.data) ? error.data : undefined} />;
  }
  const label = area ? areas[area].label : 'This page';
  const retrying = revalidator.state === 'loading';
  return (
    <Container>
      <Panel role="alert" data-testid="area-unavailable" data-area={area}>
        <Badge aria-hidden="true">!</Badge>
        <h1>This part of the site is temporarily unavailable</h1>
        <p>
          {label} pages can’t be shown right now. Everything else on the site still works. Please try again in a moment.
        </p>
        <Actions>
          <Button type="button" onClick={() => void revalidator.revalidate()} disabled={retrying}>
            {retrying ? 'Trying again…' : 'Try again'}
          </Button>
          <Link to={paths.home()}>Go to the home page</Link>
        </Actions>
        <Address>Address: {pathname}</Address>
      </Panel>
    </Container>
  );
}

const Panel = styled.section`
  margin: 3rem auto;
  max-width: 40rem;
  padding: 2rem;
  border: 1px solid ${theme.color.line};
  border-left: 6px solid ${theme.color.ember};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.emberWash};
  box-shadow: ${theme.shadow.card};
  h1 {
    font-size: clamp(1.5rem, 1.2rem + 1vw, 2rem);
  }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  margin-bottom: 1rem;
  border-radius: 50%;
  background: ${theme.color.ember};
  color: ${theme.color.white};
  font-weight: 800;
  font-size: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.25rem;
  margin-top: 1.5rem;
  a {
    font-weight: 600;
  }
`;

const Address = styled.p`
  margin: 1.5rem 0 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;
