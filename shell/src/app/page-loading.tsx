import styled, { keyframes } from 'styled-components';
import { Container, theme } from '@estes/shared';

/** Shown inside the frame while an area's code and data arrive. */
export function PageLoading() {
  return (
    <Container>
      <Loading role="status" aria-live="polite">
        <Spinner aria-hidden="true" />
        Loading…
      </Loading>
    </Container>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: 40vh;
  color: ${theme.color.muted};
  font-weight: 600;
`;

const Spinner = styled.span`
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  border: 3px solid ${theme.color.tealMist};
  border-top-color: ${theme.color.teal};
  animation: ${spin} 800ms linear infinite;
`;
