/**
 * An area's own "not found" (e.g. 'Property Not Found'), with the way back it names. Loaded
 * with the 404 page, only when needed.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, type AreaNotFound } from '@estes/shared';
import { EmptyState } from '@estes/shared/ui/section';

export function AreaNotFoundScreen({ screen }: { screen: AreaNotFound }) {
  return (
    <Container>
      <NotFoundPanel as="section" data-testid="area-not-found">
        <h1>{screen.heading}</h1>
        <p>{screen.message}</p>
        <Link to={screen.link.href}>{screen.link.label}</Link>
      </NotFoundPanel>
    </Container>
  );
}

const NotFoundPanel = styled(EmptyState)`
  margin: 3rem auto;
  max-width: 40rem;
  a {
    font-weight: 700;
  }
`;
