/**
 * A report's section of counts (decision 072): a panel with its heading, a sentence or two
 * about the figures, their table with its CSV link, and whatever follows (a link to every
 * count). The shell's Page views and the areas' click reports draw their tables with it.
 */
import { useId, type ReactNode } from 'react';
import { Panel } from '@estes/shared/console/ui';
import { CountTable, type CountTableProps } from './count-table';

export interface CountSectionProps extends CountTableProps {
  /** The section's `<h2>`, which names it. */
  heading: string;
  /** Said between the heading and the table. */
  intro?: ReactNode;
  /** Shown after the table and its CSV link. */
  children?: ReactNode;
}

export function CountSection({ heading, intro, children, ...table }: CountSectionProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro}
      <CountTable {...table} />
      {children}
    </Panel>
  );
}
