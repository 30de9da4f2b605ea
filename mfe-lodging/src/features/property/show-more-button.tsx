/** The phone view's "Show all … / Show fewer …" toggle under a list it shortens. */
import { useState, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';

export function ShowMoreButton({
  expanded,
  controls,
  onToggle,
  moreLabel,
  fewerLabel,
}: {
  expanded: boolean;
  /** The id of the list it lengthens. */
  controls: string;
  onToggle: () => void;
  moreLabel: string;
  fewerLabel: string;
}) {
  return (
    <Toggle type="button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {expanded ? fewerLabel : moreLabel}
    </Toggle>
  );
}

/**
 * A list shortened to its first few items, with the toggle that shows all of them when there
 * are more. `list` is the list's element (given `listId` as its id), `item` draws one item.
 */
export function ShortenedList<Item>({
  items,
  shownFirst,
  listId,
  list: List,
  item,
  moreLabel,
  fewerLabel,
}: {
  items: readonly Item[];
  shownFirst: number;
  listId: string;
  list: ElementType<{ id: string; children: ReactNode }>;
  item: (item: Item) => ReactNode;
  moreLabel: string;
  fewerLabel: string;
}) {
  const [all, setAll] = useState(false);
  return (
    <>
      <List id={listId}>{(all ? items : items.slice(0, shownFirst)).map(item)}</List>
      {items.length > shownFirst ? (
        <ShowMoreButton
          expanded={all}
          controls={listId}
          onToggle={() => setAll((shown) => !shown)}
          moreLabel={moreLabel}
          fewerLabel={fewerLabel}
        />
      ) : null}
    </>
  );
}

const Toggle = styled.button`
  margin-top: 0.75rem;
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid ${theme.color.teal};
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.teal};
  font-weight: 700;
  cursor: pointer;
`;
