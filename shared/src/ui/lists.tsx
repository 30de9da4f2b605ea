/**
 * The site's lists: a bare list (no bullets, no indent) that grids and rows of cards start from,
 * a list of short texts, and a row of pills (a card's tags, amenities or best viewing times).
 *
 * Imported as `@estes/shared/ui/lists`, never through `@estes/shared`, so pages without these
 * lists do not load them.
 */
import styled from 'styled-components';
// Through the federated singleton, so an area using this subpath bundles no second theme.
import { theme } from '@estes/shared';

/** A list without bullets, indent or margins; extend it (`styled(PlainList)`) for its layout. */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A bulleted list of short texts (tips, items); the page's own `ul` rules style it. */
export function TextList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const pillTones = {
  teal: { background: theme.color.tealWash, color: theme.color.pine },
  ember: { background: theme.color.emberWash, color: theme.color.emberDark },
} as const;

/** A wrapping row of small pills; `li.more` is the muted "+N more" pill. */
export const PillList = styled(PlainList)<{ $tone?: keyof typeof pillTones }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  li {
    font-size: 0.8125rem;
    padding: 0.125rem 0.5rem;
    border-radius: ${theme.radius.pill};
    background: ${({ $tone }) => pillTones[$tone ?? 'teal'].background};
    color: ${({ $tone }) => pillTones[$tone ?? 'teal'].color};
  }
  li.more {
    background: ${theme.color.surface};
    color: ${theme.color.muted};
    font-weight: 700;
  }
`;

/** Short texts as a row of pills, named by `label` when the row needs a name. */
export function Pills({
  items,
  label,
  tone,
  className,
}: {
  items: readonly string[];
  label?: string;
  tone?: keyof typeof pillTones;
  className?: string;
}) {
  return (
    <PillList aria-label={label} $tone={tone} className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </PillList>
  );
}
