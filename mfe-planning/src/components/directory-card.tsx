/**
 * The pieces of a directory card that activities and restaurants share (one design;
 * decision 016): the card shell, its body, tags, the rating line, the feature list and facts.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden, theme } from '@estes/shared';
import { featurePreview } from '../domain/directory-rules';

/** Made on first use, not when the page's code loads (ICU set-up is milliseconds on a phone). */
let countFormat: Intl.NumberFormat | undefined;
const count = (value: number): string => (countFormat ??= new Intl.NumberFormat('en-US')).format(value);

export function RatingLine({ rating, reviews }: { rating: number; reviews: number }) {
  return (
    <Rating>
      <span aria-hidden="true">★</span> <strong>{rating.toFixed(1)}</strong>
      <VisuallyHidden> out of 5</VisuallyHidden> ({count(reviews)} reviews)
    </Rating>
  );
}

export function FeatureList({ features, label }: { features: readonly string[]; label: string }) {
  const { shown, more } = featurePreview(features);
  return (
    <Features aria-label={label}>
      {shown.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
      {more ? (
        <li className="more" title={features.slice(3).join(', ')}>
          {more}
        </li>
      ) : null}
    </Features>
  );
}

/** A label/value list on a card (duration, difficulty…). */
export function Facts({ items }: { items: readonly [term: string, detail: ReactNode][] }) {
  return (
    <FactList>
      {items.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </FactList>
  );
}

// ---------------------------------------------------------------------------------------------

const Rating = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${theme.color.muted};
  span[aria-hidden='true'] {
    color: #b45309;
  }
  strong {
    color: ${theme.color.ink};
  }
`;

const Features = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    font-size: 0.8125rem;
    padding: 0.125rem 0.5rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.tealWash};
    color: ${theme.color.pine};
  }
  li.more {
    background: ${theme.color.surface};
    color: ${theme.color.muted};
    font-weight: 700;
  }
`;

const FactList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem 1rem;
  margin: 0;
  font-size: 0.875rem;
  dt {
    font-weight: 700;
    color: ${theme.color.muted};
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  dd {
    margin: 0;
    color: ${theme.color.body};
  }
  dd .line {
    display: block;
  }
  > div:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
`;

/** The shared card shell: picture on top, body below. */
export const DirectoryCard = styled.li`
  display: flex;
  flex-direction: column;
  background: ${theme.color.white};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    background: ${theme.color.tealMist};
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.125rem 1.25rem;
  flex: 1;
  h3 {
    font-size: 1.125rem;
    margin: 0;
  }
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
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radius.pill};
  background: ${({ $tone }) => ($tone === 'ember' ? theme.color.emberWash : theme.color.tealMist)};
  color: ${({ $tone }) => ($tone === 'ember' ? theme.color.emberDark : theme.color.pine)};
`;

export const Muted = styled.p`
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;
