/**
 * The two directories' results (things to do and restaurants, one design; decision 016): the
 * count heading, the grid of cards and the empty state.
 */
import styled from 'styled-components';
import { CardGrid, Link } from '@estes/shared';
import { EmptyResult } from './empty-result';

export function ResultsHeading({ id, count, noun }: { id: string; count: number; noun: [string, string] }) {
  return (
    <Count id={id} aria-live="polite">
      {count} {count === 1 ? noun[0] : noun[1]} found
    </Count>
  );
}

export function EmptyState({ heading, clearHref }: { heading: string; clearHref: string }) {
  return (
    <EmptyResult role="status">
      <h3>{heading}</h3>
      <p>Try adjusting your search criteria to find more options.</p>
      <Link to={clearHref} preventScrollReset>
        Clear filters
      </Link>
    </EmptyResult>
  );
}

const Count = styled.h2`
  font-size: 1.375rem;
  margin: 2rem 0 0;
`;

export const ResultsGrid = styled(CardGrid)`
  margin: 1rem 0 3rem;
`;
