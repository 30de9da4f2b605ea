/**
 * What every event card shares (the calendar's cards and the home page's teaser), on the site's
 * card (`@estes/shared/ui/card`): the picture with the Featured badge on it, and the category
 * badge in the category's colours.
 */
import styled from 'styled-components';
import { CardBadge, CardMedia } from '@estes/shared/ui/card';
import { badgeColourOf } from '../domain/events-rules';
import type { EventImage } from '../domain/events-types';
import { pillStyle } from './pill';

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
  ${pillStyle}
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
`;
