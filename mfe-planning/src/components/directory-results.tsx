/**
 * The two directories' results (things to do and restaurants, one design; decision 016): the
 * count heading, the grid of cards and the empty state.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardGrid, Link } from '@estes/shared';
import { EmptyResult } from './empty-result';

function ResultsHeading({ id, count, noun }: { id: string; count: number; noun: [string, string] }) {
  return (
    <Count id={id} aria-live="polite">
      {count} {count === 1 ? noun[0] : noun[1]} found
    </Count>
  );
}

function EmptyState({ heading, clearHref }: { heading: string; clearHref: string }) {
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

/** The results section: `${noun[1]}-count` heading, the named grid of cards, or the empty state. */
export function DirectoryResults<Item>({
  id,
  noun,
  label,
  items,
  clearHref,
  renderItem,
}: {
  /** The count heading's id, which names the section. */
  id: string;
  noun: [string, string];
  /** The grid's accessible name. */
  label: string;
  items: readonly Item[];
  clearHref: string;
  /** One card (a keyed `li`). */
  renderItem: (item: Item) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <ResultsHeading id={id} count={items.length} noun={noun} />
      {items.length === 0 ? (
        <EmptyState heading={`No ${noun[1]} found`} clearHref={clearHref} />
      ) : (
        <ResultsGrid aria-label={label}>{items.map(renderItem)}</ResultsGrid>
      )}
    </section>
  );
}

const Count = styled.h2`
  font-size: 1.375rem;
  margin: 2rem 0 0;
`;

const ResultsGrid = styled(CardGrid)`
  margin: 1rem 0 3rem;
`;
