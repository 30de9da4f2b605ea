/** The phone view's highlights: the first six, then all of them on request. */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import type { MobileHighlight } from '../../data/property-details';
import { ShortenedList } from './show-more-button';

const highlightsShownFirst = 6;

export function HighlightsList({ highlights, listId }: { highlights: readonly MobileHighlight[]; listId: string }) {
  return (
    <ShortenedList
      items={highlights}
      shownFirst={highlightsShownFirst}
      listId={listId}
      moreLabel={`Show all ${highlights.length} highlights`}
      fewerLabel="Show fewer highlights"
      list={Highlights}
      item={(item) => (
        <li key={item.title}>
          {/* The data's emoji need an emoji font, which not every device has: a check mark does not. */}
          <span aria-hidden="true">✓</span>
          <div>
            <strong>{item.title}</strong>
            <p>{item.description}</p>
          </div>
        </li>
      )}
    />
  );
}

const Highlights = styled.ul`
  list-style: none;
  display: grid;
  gap: 0.75rem;
  && {
    padding: 0;
  }
  li {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
  }
  li > span {
    color: ${theme.color.teal};
    font-weight: 800;
    line-height: 1.5;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;
