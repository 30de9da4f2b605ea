/** The layout pieces the list's cards share: a card in grid or list view, its picture, top line and actions. */
import styled from 'styled-components';
import { Link, mediaUp, theme } from '@estes/shared';
import { Card, CardMedia } from '@estes/shared/ui/card';
import type { ViewMode } from '../domain/lodging-types';

// In the list layout, from the medium breakpoint on, the picture sits beside the text.
export const ListingItem = styled(Card)<{ $view: ViewMode }>`
  ${({ $view }) =>
    $view === 'list'
      ? `${mediaUp('medium')} {
    flex-direction: row;
  }`
      : ''}
`;

export const Picture = styled(CardMedia)<{ $view: ViewMode }>`
  ${({ $view }) =>
    $view === 'list'
      ? `${mediaUp('medium')} {
    width: 38%;
    max-width: 320px;
    flex-shrink: 0;
    img {
      height: 100%;
      aspect-ratio: auto;
    }
  }`
      : ''}
`;

export const TopLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
`;

// In a narrow card (home's four featured stays) Book Now goes under the details link, never past the card's edge.
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  white-space: nowrap;
`;

export const DetailsLink = styled(Link)`
  font-weight: 700;
  color: ${theme.color.teal};
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  padding: 0 0.25rem;
`;
