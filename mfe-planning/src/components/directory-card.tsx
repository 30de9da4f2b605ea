/**
 * The pieces of a directory card that activities and restaurants share (one design;
 * decision 016), on the site's card (`@estes/shared/ui/card`): the picture, the body, the top
 * line of tags and the facts. A place's rating, hours and contact are the places provider's, shown
 * by @estes/shared/planning/place-facts-view.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { CardBody, CardMedia } from '@estes/shared/ui/card';
import { FactsList } from '@estes/shared/ui/facts-list';
import { PlaceFactsView, type RecordedContact } from '@estes/shared/planning/place-facts-view';
import type { DirectoryImage } from '../domain/directory-types';
import type { PlaceFactsEntry } from '../domain/place-facts';
import { pillStyle } from './pill';

export function DirectoryPicture({ image }: { image: DirectoryImage }) {
  return (
    <CardMedia>
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
    </CardMedia>
  );
}

/** A label/value list on a card (duration, difficulty…): two columns of tiles. */
export function Facts({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  return <CardFacts layout="grid" facts={items.map(([label, value]) => ({ label, value }))} />;
}

// ---------------------------------------------------------------------------------------------

const CardFacts = styled(FactsList)`
  font-size: 0.875rem;
  dd .line {
    display: block;
  }
  > div:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
`;

/** The card's body; its paragraphs sit on the body's gap, not their own margins. */
export const DirectoryCardBody = styled(CardBody)`
  p {
    margin: 0;
  }
`;

export const CardTopLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export const Tag = styled.span<{ $tone?: 'teal' | 'ember' }>`
  ${pillStyle}
  align-self: auto;
  background: ${({ $tone }) => ($tone === 'ember' ? theme.color.emberWash : theme.color.tealMist)};
  color: ${({ $tone }) => ($tone === 'ember' ? theme.color.emberDark : theme.color.pine)};
`;

export const Muted = styled.p`
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

/**
 * A place's live facts at the foot of its card, above Save, whatever the description's length
 * (or, without them, where its hours and contact are): one block for both directories.
 */
export function DirectoryPlaceFacts({
  place,
  facts,
  providerName,
}: {
  place: { name: string; location: string; recorded?: RecordedContact };
  facts: PlaceFactsEntry | undefined;
  providerName: string;
}) {
  return (
    <FactsArea>
      <PlaceFactsView
        entry={facts}
        providerName={providerName}
        place={{ name: place.name, address: place.location, ...(place.recorded ? { recorded: place.recorded } : {}) }}
      />
    </FactsArea>
  );
}

const FactsArea = styled.div`
  margin-top: auto;
`;
