/** The area's list styles: a grid of tiles (directory places, guide cards) and a spaced bullet list. */
import styled from 'styled-components';

/** Tiles at least 260px wide, as many across as fit. */
export const TileGrid = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

/** A bullet (or, `as="ol"`, numbered) list with room between its items. */
export const SpacedList = styled.ul`
  margin: 0;
  padding-left: 1.5rem;
  li {
    margin-bottom: 0.625rem;
  }
`;
