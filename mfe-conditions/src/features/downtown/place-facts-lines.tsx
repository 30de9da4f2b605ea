/**
 * A downtown card's one line of the places provider's live facts (docs/rules/conditions.md#downtown):
 * "★ 4.5 on Google Maps (1,240) · Open now · Closes 9 PM", as text, since the whole card is the
 * button that opens the place's detail (where @estes/shared/planning/place-facts-view shows the
 * facts with their links, as the directories' cards do).
 */
import styled from 'styled-components';
import { VisuallyHidden, theme } from '@estes/shared';
import type { DowntownPlace } from '@estes/shared/api/planning/downtown-places';

type LiveFacts = Extract<DowntownPlace['facts'], { state: 'live' }>['facts'];

export const liveFactsOf = (place: DowntownPlace): LiveFacts | undefined =>
  place.facts.state === 'live' ? place.facts.facts : undefined;

/** Made on first use (ICU set-up is milliseconds on a phone). */
let countFormat: Intl.NumberFormat | undefined;
const count = (value: number): string => (countFormat ??= new Intl.NumberFormat('en-US')).format(value);

/** "★ 4.5 on Google Maps (1,240)". */
export function RatingText({ facts, providerName }: { facts: LiveFacts; providerName: string }) {
  if (!facts.rating) return null;
  return (
    <span>
      <span aria-hidden="true">★</span> {facts.rating.value.toFixed(1)}
      <VisuallyHidden> out of 5</VisuallyHidden> on {providerName} ({count(facts.rating.count)}
      <VisuallyHidden> reviews</VisuallyHidden>)
    </span>
  );
}

/** "Open now · Closes 9 PM", "Closed today · Opens 7 AM tomorrow", "Temporarily closed". */
export function OpeningText({ facts }: { facts: LiveFacts }) {
  const openNow = facts.hours?.openNow;
  if (facts.status === 'closed-temporarily') return <Opening $open={false}>Temporarily closed</Opening>;
  if (!openNow) return null;
  return (
    <span>
      <Opening $open={openNow.open}>{openNow.headline}</Opening>
      {openNow.detail ? ` · ${openNow.detail}` : ''}
    </span>
  );
}

export const Opening = styled.span<{ $open: boolean }>`
  font-weight: 700;
  color: ${({ $open }) => ($open ? theme.color.success : theme.color.danger)};
`;
