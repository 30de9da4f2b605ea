/**
 * A list of titled notes, a heading and a line each (viewing tips, weather essentials, ways to
 * get downtown), drawn in the caller's list style: plain items, or the site's padded cards.
 */
import type { ElementType, ReactNode } from 'react';
import { Card } from '@estes/shared/ui/card';

export interface TitledNote {
  title: string;
  text: string;
}

function CardItem({ children }: { children: ReactNode }) {
  return (
    <Card as="li" $padded>
      {children}
    </Card>
  );
}

export function TitledNotes({
  notes,
  list: List,
  cards = false,
}: {
  notes: readonly TitledNote[];
  /** The styled list (a `ul`) the notes sit in. */
  list: ElementType<{ children: ReactNode }>;
  cards?: boolean;
}) {
  const Item = cards ? CardItem : 'li';
  return (
    <List>
      {notes.map((note) => (
        <Item key={note.title}>
          <h3>{note.title}</h3>
          <p>{note.text}</p>
        </Item>
      ))}
    </List>
  );
}
