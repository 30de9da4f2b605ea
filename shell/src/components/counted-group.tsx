/**
 * One group of a grouped list (search results by kind, My trip by day or kind): a region named
 * by its heading, which gives the number of entries, and the entries as a plain list.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';

export interface CountedGroupProps {
  /** The heading's id; the region is labelled by it. */
  headingId: string;
  label: string;
  count: number;
  /** `ol` where the order is the visitor's own (My trip). */
  list?: 'ul' | 'ol';
  className?: string;
  children: ReactNode;
  /** data-* attributes for tests and print styles, e.g. `data-kind`. */
  [data: `data-${string}`]: string;
}

export function CountedGroup({
  headingId,
  label,
  count,
  list = 'ul',
  className,
  children,
  ...data
}: CountedGroupProps) {
  const List = list;
  return (
    <Group aria-labelledby={headingId} className={className} {...data}>
      <h2 id={headingId}>
        {label} <small>({count})</small>
      </h2>
      <List>{children}</List>
    </Group>
  );
}

const Group = styled.section`
  margin-top: 2rem;
  h2 {
    font-size: 1.375rem;
    padding-bottom: 0.5rem;
    border-bottom: 2px solid ${theme.color.tealMist};
  }
  h2 small {
    font-size: 1rem;
    font-weight: 400;
    color: ${theme.color.muted};
  }
  ul,
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
