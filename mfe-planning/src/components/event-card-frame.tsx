/**
 * What every event card shares (the calendar's cards and the home page's teaser), on the site's
 * card (`@estes/shared/ui/card`): the picture with the Featured badge on it, and the category
 * badge in the category's colours.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { CardBadge, CardMedia } from '@estes/shared/ui/card';
import { badgeColourOf } from '../domain/events-rules';
import type { EventImage } from '../domain/events-types';

export function EventPicture({ image, featured }: { image: EventImage; featured: boolean }) {
  return (
    <CardMedia>
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      {featured ? <CardBadge $tone="ember">Featured</CardBadge> : null}
    </CardMedia>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  const colour = badgeColourOf(category);
  return (
    <Badge $background={colour.background} $text={colour.text} data-category={category}>
      {category}
    </Badge>
  );
}

const Badge = styled.span<{ $background: string; $text: string }>`
  align-self: flex-start;
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radius.pill};
`;
