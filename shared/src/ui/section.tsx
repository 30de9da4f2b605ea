/**
 * Page layout primitives: a titled section of a page, a main column with an aside, a vertical
 * stack and the "nothing here" box. Pages compose these instead of restating paddings,
 * headings and column rules.
 *
 * Imported as `@estes/shared/ui/section`, never through `@estes/shared`.
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
// Through the federated singleton: the same Container, Section and theme as the rest of the page.
import { Container, Lead, Section, SectionHeading, mediaUp, theme } from '@estes/shared';

export interface PageSectionProps {
  /** The section's id; its heading is `${id}-heading` and names the section. */
  id: string;
  heading: ReactNode;
  lead?: ReactNode;
  tone?: 'plain' | 'mist';
  headingLevel?: 2 | 3;
  /** A link or button at the heading's right ("See all events"). */
  headingAction?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function PageSection({
  id,
  heading,
  lead,
  tone = 'plain',
  headingLevel = 2,
  headingAction,
  className,
  children,
}: PageSectionProps) {
  const headingId = `${id}-heading`;
  const title = (
    <SectionHeading as={headingLevel === 3 ? 'h3' : 'h2'} id={headingId}>
      {heading}
    </SectionHeading>
  );
  return (
    <Section id={id} aria-labelledby={headingId} $tone={tone} className={className}>
      <Container>
        {headingAction ? (
          <HeadingRow>
            {title}
            {headingAction}
          </HeadingRow>
        ) : (
          title
        )}
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Container>
    </Section>
  );
}

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
`;

export interface TwoColumnProps {
  aside: ReactNode;
  /** The aside's width from the large breakpoint up. */
  asideWidth?: string;
  /** The aside stays in view while the main column scrolls. */
  stickyAside?: boolean;
  /** The aside's landmark name, if it is one (`<aside aria-label>`). */
  asideLabel?: string;
  className?: string;
  children: ReactNode;
}

/** The main column and an aside beside it on large screens; on phones the aside follows. */
export function TwoColumn({
  aside,
  asideWidth = '22rem',
  stickyAside = false,
  asideLabel,
  className,
  children,
}: TwoColumnProps) {
  return (
    <Columns $asideWidth={asideWidth} className={className}>
      <div>{children}</div>
      <Aside aria-label={asideLabel} $sticky={stickyAside}>
        {aside}
      </Aside>
    </Columns>
  );
}

const Columns = styled.div<{ $asideWidth: string }>`
  display: grid;
  gap: 2rem;
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('large')} {
    grid-template-columns: minmax(0, 1fr) ${({ $asideWidth }) => $asideWidth};
    align-items: start;
  }
`;

const Aside = styled.aside<{ $sticky: boolean }>`
  min-width: 0;
  ${({ $sticky }) =>
    $sticky &&
    css`
      ${mediaUp('large')} {
        position: sticky;
        top: 6rem;
      }
    `}
`;

/** Children one under the other, `$gap` apart. */
export const Stack = styled.div<{ $gap?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => $gap ?? '1rem'};
  min-width: 0;
`;

/** "Nothing matches": a dashed, centred box. Give it `role="status"` where it answers a filter. */
export const EmptyState = styled.div`
  margin: 1.5rem 0 3rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  border: 1px dashed ${theme.color.line};
  border-radius: ${theme.radius.medium};
  color: ${theme.color.muted};
  h2,
  h3 {
    color: ${theme.color.ink};
    margin-bottom: 0.5rem;
  }
`;
