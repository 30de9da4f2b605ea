/**
 * An area's own "not found" (e.g. 'Property Not Found'), with the way back it names. Loaded
 * with the 404 page, only when needed.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, theme, type AreaNotFound } from '@estes/shared';

export function AreaNotFoundScreen({ screen }: { screen: AreaNotFound }) {
  return (
    <Container>
      <NotFoundPanel data-testid="area-not-found">
        <h1>{screen.heading}</h1>
        <p>{screen.message}</p>
        <Link to={screen.link.href}>{screen.link.label}</Link>
      </NotFoundPanel>
    </Container>
  );
}

const NotFoundPanel = styled.section`
  margin: 3rem auto;
  max-width: 40rem;
  padding: 2.5rem 2rem;
  text-align: center;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  p {
    color: ${theme.color.muted};
  }
  a {
    font-weight: 700;
  }
`;
