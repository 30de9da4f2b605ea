/**
 * The two directories' results (things to do and restaurants, one design; decision 016): the
 * count heading, the grid of cards and the empty state.
 */
import styled from 'styled-components';
import { Link, mediaUp, theme } from '@estes/shared';

export function ResultsHeading({ id, count, noun }: { id: string; count: number; noun: [string, string] }) {
  return (
    <Count id={id} aria-live="polite">
      {count} {count === 1 ? noun[0] : noun[1]} found
    </Count>
  );
}

export function EmptyState({ heading, clearHref }: { heading: string; clearHref: string }) {
  return (
    <Empty role="status">
      <h3>{heading}</h3>
      <p>Try adjusting your search criteria to find more options.</p>
      <Link to={clearHref} preventScrollReset>
        Clear filters
      </Link>
    </Empty>
  );
}

const Count = styled.h2`
  font-size: 1.375rem;
  margin: 2rem 0 0;
`;

const Empty = styled.div`
  margin: 1.5rem 0 3rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  border: 1px dashed ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  h3 {
    margin-bottom: 0.5rem;
  }
  p {
    color: ${theme.color.muted};
  }
  a {
    font-weight: 700;
  }
`;

export const ResultsGrid = styled.ul`
  list-style: none;
  margin: 1rem 0 3rem;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  ${mediaUp('small')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('large')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
