/**
 * Link-based filters: a row of chips, each a link to the filtered address, the current one
 * filled. Because they are links, a filter works before (or without) the page's script, can be
 * shared and bookmarked, and the server renders the filtered page. Events, things to do,
 * restaurants, downtown, webcams and the blog filter this way.
 *
 * Imported as `@estes/shared/ui/category-chips`, never through `@estes/shared`.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
// Through the federated singleton: one router and one theme for every app of the page.
import { Link, theme, type LinkProps } from '@estes/shared';

export interface CategoryChip {
  /** Unique within the row (a category id). */
  key: string;
  label: ReactNode;
  /** The filtered address. */
  to: LinkProps['to'];
  /** How many items the filter finds, shown after the label. */
  count?: number;
  current: boolean;
}

export interface CategoryChipsProps {
  /** The navigation landmark's name ("Event categories"). */
  label: string;
  chips: readonly CategoryChip[];
  /** The `aria-current` value the current chip carries. */
  currentMarker?: 'page' | 'true';
  /** Keep the scroll position when a chip is followed (the list below changes, not the page). */
  preventScrollReset?: boolean;
  /** `dark` on a dark band. */
  tone?: 'light' | 'dark';
  className?: string;
}

export function CategoryChips({
  label,
  chips,
  currentMarker = 'page',
  preventScrollReset = true,
  tone = 'light',
  className,
}: CategoryChipsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ChipList>
        {chips.map((chip) => (
          <li key={chip.key}>
            <ChipLink
              to={chip.to}
              preventScrollReset={preventScrollReset}
              aria-current={chip.current ? currentMarker : undefined}
              $current={chip.current}
              $tone={tone}
            >
              {chip.label}
              {chip.count === undefined ? null : (
                <>
                  {' '}
                  <span>({chip.count})</span>
                </>
              )}
            </ChipLink>
          </li>
        ))}
      </ChipList>
    </nav>
  );
}

/** The row of chips, for a filter bar that lays itself out. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One chip: at least 44 px tall, teal-filled when current. */
export const ChipLink = styled(Link)<{ $current: boolean; $tone?: 'light' | 'dark' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  padding: 0 1rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${({ $current }) => ($current ? theme.color.teal : '#94a3b8')};
  background: ${({ $current, $tone }) =>
    $current ? theme.color.teal : $tone === 'dark' ? 'transparent' : theme.color.white};
  color: ${({ $current, $tone }) => ($current || $tone === 'dark' ? theme.color.white : theme.color.ink)};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  span {
    font-weight: 400;
  }
  &:hover {
    border-color: ${theme.color.teal};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.tealBright};
    outline-offset: 2px;
  }
`;
