/**
 * The frame of an event card, shared by the calendar's cards and the home page's teaser: the
 * card, its picture and the Featured badge on the picture.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';

export const EventCardFrame = styled.li`
  display: flex;
  flex-direction: column;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
`;

export const EventPicture = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    background: ${theme.color.tealMist};
  }
`;

export const FeaturedBadge = styled.span`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  padding: 0.25rem 0.625rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.ember};
  color: ${theme.color.white};
`;
