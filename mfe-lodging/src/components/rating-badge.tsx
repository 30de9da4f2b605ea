/**
 * The partner's review score in its colour (docs/rules/lodging.md#rating-badge: 9.5+ green, 9+
 * blue, 8+ orange, else gray), named as the partner's.
 */
import styled from 'styled-components';
import { ratingBadgeTone } from '../domain/lodging-rules';

type Tone = ReturnType<typeof ratingBadgeTone>;

// Dark enough for white text at 4.5:1.
const toneColours: Record<Tone, string> = {
  green: '#15803d',
  blue: '#1d4ed8',
  orange: '#c2410c',
  gray: '#475569',
};

export function RatingBadge({ score, partner }: { score: number; partner: string }) {
  const tone = ratingBadgeTone(score);
  return (
    <Badge $tone={tone} data-tone={tone} role="img" aria-label={`Scored ${score.toFixed(1)} out of 10 on ${partner}`}>
      {score.toFixed(1)}
    </Badge>
  );
}

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  padding: 0.25rem 0.5rem;
  border-radius: 8px 8px 8px 2px;
  background: ${({ $tone }) => toneColours[$tone]};
  color: #ffffff;
  font-weight: 800;
  font-size: 0.9375rem;
`;
