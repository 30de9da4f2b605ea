/**
 * The site's card, in composable pieces: a white surface with a line border, a medium radius
 * and the card shadow, an optional picture with a badge on it, a body, a title, a meta line and
 * a footer. Property, post, event, activity, restaurant, webcam and weather cards are all built
 * from these, so they look like one family and a change to the card is made once.
 *
 * Imported as `@estes/shared/ui/card`, never through `@estes/shared`, so pages without a card
 * do not load it.
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
// Through the federated singleton, so an area using this subpath bundles no second theme.
import { theme } from '@estes/shared';

/** The surface. `as="li"` in a `CardGrid`, `as="article"` on its own. */
export const Card = styled.div<{ $padded?: boolean; $interactive?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  ${({ $padded }) =>
    $padded &&
    css`
      padding: 1.25rem 1.25rem 1.5rem;
      h3 {
        font-size: 1.125rem;
      }
      p {
        color: ${theme.color.muted};
        margin-bottom: 0.75rem;
      }
    `}
  ${({ $interactive }) =>
    $interactive &&
    css`
      transition:
        box-shadow 0.2s ease,
        transform 0.2s ease;
      &:hover,
      &:focus-within {
        box-shadow: ${theme.shadow.raised};
      }
      @media (prefers-reduced-motion: no-preference) {
        &:hover {
          transform: translateY(-2px);
        }
      }
    `}
`;

/**
 * The panel surface, for a block that is not a card of a grid (a form, the booking box, a way to
 * contact us): white, the line border, the medium radius and room inside. Mixed in with
 * `${panelSurface}` so the block keeps its own element.
 */
export const panelSurface = css`
  padding: 1.25rem;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
`;

/** The card's picture: full width, cropped to `$ratio` (width / height). */
export const CardMedia = styled.div<{ $ratio?: string }>`
  position: relative;
  background: ${theme.color.tealMist};
  img,
  svg {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${({ $ratio }) => $ratio ?? '8 / 5'};
    object-fit: cover;
  }
`;

const badgeColours = {
  ember: theme.color.ember,
  teal: theme.color.teal,
  ink: theme.color.ink,
} as const;

/** A pill pinned on the picture's top-left corner (Featured, a category, a deal). */
export const CardBadge = styled.span<{ $tone?: keyof typeof badgeColours }>`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  padding: 0.25rem 0.625rem;
  border-radius: ${theme.radius.pill};
  background: ${({ $tone }) => badgeColours[$tone ?? 'ember']};
  color: ${theme.color.white};
`;

/** Everything under the picture. */
export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  flex: 1;
  padding: 1rem 1.25rem 1.25rem;
`;

/** The card's heading; a link in it reads as the title, not as a blue link. */
export const CardTitle = styled.h3`
  font-size: 1.125rem;
  line-height: 1.3;
  margin: 0;
  a {
    color: ${theme.color.ink};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${theme.color.teal};
    text-decoration: underline;
  }
`;

/** The small teal capitals that say what kind of thing a card is (a property type, a saved item's kind). */
export const CardKind = styled.span`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.color.teal};
`;

/** A small muted line: where, when, how much. */
export const CardMeta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

/** The card's last row (price and action, links), held at the bottom of equal-height cards. */
export const CardFooter = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  padding-top: 0.5rem;
`;

export interface TextCardItem {
  title: string;
  text: ReactNode;
}

/**
 * A grid of padded cards, each a title and a short text: tips, promotion options, how-it-works
 * steps. `marker` puts something before each title (a step's number in a disc); `numbered`
 * makes the grid an ordered list.
 */
export function TextCards({
  items,
  numbered = false,
  marker,
  minWidth = '14rem',
  className,
}: {
  items: readonly TextCardItem[];
  numbered?: boolean;
  marker?: (index: number) => ReactNode;
  /** The narrowest a card gets before the grid drops a column. */
  minWidth?: string;
  className?: string;
}) {
  return (
    <TextCardGrid as={numbered ? 'ol' : 'ul'} $minWidth={minWidth} className={className}>
      {items.map((item, index) => (
        <Card as="li" $padded key={item.title}>
          {marker?.(index)}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Card>
      ))}
    </TextCardGrid>
  );
}

const TextCardGrid = styled.ul<{ $minWidth: string }>`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $minWidth }) => $minWidth}), 1fr));
`;
