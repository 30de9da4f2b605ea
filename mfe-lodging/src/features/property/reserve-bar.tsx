/**
 * The phone view's bar along the bottom (docs/rules/lodging.md#stay-estimate): once both dates are
 * set and in order, the estimated total (the partner's listed nightly price × nights, as the
 * booking box has it), else the nightly price and what is wrong with the dates; and 'Reserve now'.
 */
import styled from 'styled-components';
import { SponsoredLink, theme } from '@estes/shared';
import { stayEstimate, stayEstimateMessage } from '../../domain/booking-rules';
import { formatUsd } from '../../domain/money';
import { bottomBookingBar } from './phone-booking-bar';

export function ReserveBar({
  priceNightly,
  checkIn,
  checkOut,
  bookHref,
}: {
  priceNightly: number;
  checkIn: string;
  checkOut: string;
  bookHref: string;
}) {
  const estimate = stayEstimate(priceNightly, checkIn || undefined, checkOut || undefined);
  return (
    <Bar aria-label="Reserve">
      <div>
        {estimate.kind === 'estimate' ? (
          <>
            <strong>{formatUsd(estimate.total)}</strong> estimated for {estimate.nights}{' '}
            {estimate.nights === 1 ? 'night' : 'nights'} at the partner’s listed price
          </>
        ) : (
          <>
            from <strong>{formatUsd(priceNightly)}</strong> per night
            {estimate.kind === 'dates-missing' ? null : <Problem role="alert">{stayEstimateMessage(estimate)}</Problem>}
          </>
        )}
      </div>
      <SponsoredLink href={bookHref}>Reserve now</SponsoredLink>
    </Bar>
  );
}

const Problem = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${theme.color.danger};
`;

// Sticky within the page: it rides along the bottom of the screen and stops above the footer.
const Bar = styled.aside`
  ${bottomBookingBar}
  position: sticky;
  strong {
    font-size: 1.25rem;
    color: ${theme.color.ink};
  }
`;
