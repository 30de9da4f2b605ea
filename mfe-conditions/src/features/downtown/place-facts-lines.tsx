/**
 * What the downtown guide shows of a place's facts (docs/rules/conditions.md#downtown): only the
 * places provider's live facts, named with the provider as its terms ask ("on Google Maps"); a
 * place without live facts says where its hours and contact are instead of guessing them.
 */
import styled from 'styled-components';
import { VisuallyHidden, phoneHref, theme } from '@estes/shared';
import type { DowntownPlace } from '@estes/shared/planning/downtown-places';

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
      <VisuallyHidden> ratings</VisuallyHidden>)
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

/** The line a place without live facts shows, with the link to find them. */
export function OwnListingLink({ place }: { place: DowntownPlace }) {
  return (
    <a href={place.searchUrl} target="_blank" rel="noopener noreferrer">
      Hours and contact on the place’s own listing
      <VisuallyHidden> (a map search for {place.name}, opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/** The contact the provider gives: a call link and the website. */
export function ContactLinks({ facts, name }: { facts: LiveFacts; name: string }) {
  return (
    <>
      {facts.phone ? (
        <ContactLink href={phoneHref(facts.phone.national)}>
          Call {facts.phone.national}
          <VisuallyHidden> ({name})</VisuallyHidden>
        </ContactLink>
      ) : null}
      {facts.website ? (
        <ContactLink href={facts.website} target="_blank" rel="noopener noreferrer" $outline>
          Visit website<VisuallyHidden> of {name} (opens in a new tab)</VisuallyHidden>
        </ContactLink>
      ) : null}
    </>
  );
}

export const Opening = styled.span<{ $open: boolean }>`
  font-weight: 700;
  color: ${({ $open }) => ($open ? theme.color.success : theme.color.danger)};
`;

const ContactLink = styled.a<{ $outline?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1.125rem;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.teal};
  background: ${({ $outline }) => ($outline ? theme.color.white : theme.color.teal)};
  color: ${({ $outline }) => ($outline ? theme.color.teal : theme.color.white)};
  font-weight: 700;
  text-decoration: none;
`;
