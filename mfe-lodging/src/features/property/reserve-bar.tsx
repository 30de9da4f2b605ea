/**
 * The phone view's bar along the bottom (docs/rules/lodging.md#mobile-property-page): the
 * partner's price for the stay shown (or why there is none), and 'Reserve now' to the partner
 * with the stay chosen; until every child's age is chosen it says so instead.
 */
import styled from 'styled-components';
import { SponsoredLink, theme } from '@estes/shared';
import { bottomBookingBar } from './phone-booking-bar';

export function ReserveBar({ priceText, bookHref }: { priceText: string; bookHref: string | undefined }) {
  return (
    <Bar aria-label="Reserve">
      <strong>{priceText}</strong>
      {bookHref ? (
        <SponsoredLink href={bookHref}>Reserve now</SponsoredLink>
      ) : (
        <Needed role="status">Choose each child’s age to reserve</Needed>
      )}
    </Bar>
  );
}

const Needed = styled.span`
  font-size: 0.875rem;
  color: ${theme.color.danger};
  text-align: right;
`;

// Sticky within the page: it rides along the bottom of the screen and stops above the footer.
const Bar = styled.aside`
  ${bottomBookingBar}
  position: sticky;
  strong {
    font-size: 1.0625rem;
    color: ${theme.color.ink};
  }
`;
