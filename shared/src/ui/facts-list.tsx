/**
 * Facts about one thing (an event's date, time and venue; a webcam's direction and elevation;
 * a business's address and hours), as a description list: one `<div>` per fact holding its
 * `<dt>` label and `<dd>` value, so a screen reader reads each pair together.
 *
 * Imported as `@estes/shared/ui/facts-list`, never through `@estes/shared`.
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
// Through the federated singleton, so an area using this subpath bundles no second theme.
import { theme, VisuallyHidden } from '@estes/shared';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Only where two facts share a label. */
  key?: string;
}

/** `rows`: label column and value; `inline`: "label value" runs that wrap; `grid`: tiles, label over value. */
export type FactsLayout = 'rows' | 'inline' | 'grid';

export interface FactsListProps {
  /** Falsy entries are skipped, so `condition && { label, value }` reads naturally. */
  facts: readonly (Fact | null | false | undefined)[];
  layout?: FactsLayout;
  /** `hidden`: labels for screen readers only (the values speak for themselves on screen). */
  labels?: 'visible' | 'hidden';
  className?: string;
}

export function FactsList({ facts, layout = 'rows', labels = 'visible', className }: FactsListProps) {
  const shown = facts.filter((fact): fact is Fact => Boolean(fact));
  if (shown.length === 0) return null;
  return (
    <List $layout={layout} $hiddenLabels={labels === 'hidden'} className={className}>
      {shown.map((fact) => (
        <div key={fact.key ?? fact.label}>
          <dt>{labels === 'hidden' ? <VisuallyHidden>{fact.label}</VisuallyHidden> : fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </List>
  );
}

const layouts = {
  rows: css`
    display: grid;
    gap: 0.375rem;
    > div {
      display: grid;
      grid-template-columns: minmax(5.5rem, max-content) 1fr;
      gap: 0.75rem;
    }
    dt {
      font-weight: 700;
      color: ${theme.color.ink};
    }
  `,
  inline: css`
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    > div {
      display: flex;
      gap: 0.375rem;
    }
    dt {
      font-weight: 700;
    }
  `,
  grid: css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem;
    > div {
      padding: 0.75rem;
      border-radius: ${theme.radius.small};
      background: ${theme.color.surface};
    }
    dt {
      font-size: 0.8125rem;
      color: ${theme.color.muted};
    }
    dd {
      font-weight: 700;
      color: ${theme.color.ink};
    }
  `,
} as const;

const List = styled.dl<{ $layout: FactsLayout; $hiddenLabels: boolean }>`
  margin: 0;
  font-size: 0.9375rem;
  color: ${theme.color.body};
  dd {
    margin: 0;
  }
  ${({ $layout }) => layouts[$layout]}
  ${({ $layout, $hiddenLabels }) =>
    $layout === 'inline' &&
    !$hiddenLabels &&
    css`
      dt::after {
        content: ':';
      }
    `}
`;
