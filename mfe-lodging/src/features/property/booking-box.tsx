/**
 * The sticky booking box (docs/rules/lodging.md#stay-estimate, issue 21): dates with the date
 * rules, guests up to the property's limit (4 for hotels, 8 otherwise), and, once both dates are
 * set and in order (1 to 30 nights), an estimate: nights × the partner's listed nightly price, no
 * fees added. The partner's own price applies; Book Now hands over to the partner.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { SponsoredLink, theme } from '@estes/shared';
import { TimedEntryStayNotice } from '@estes/shared/park';
import { panelSurface } from '@estes/shared/ui/card';
import { clampGuests, guestOptions, stayEstimate, stayEstimateMessage } from '../../domain/booking-rules';
import type { LodgingListing } from '../../domain/lodging-types';
import { formatUsd } from '../../domain/money';
import { AffiliateDisclosure } from '../../components/affiliate-disclosure';
import { bookNowHref } from '../../domain/partner-links';
import { partnerNameOf } from '../../domain/rating-source';
import { StayDateInputs, StayFields, useStayDates } from './stay-dates';

export function BookingBox({
  listing,
  maxGuests,
  today,
  initial,
  from,
}: {
  listing: LodgingListing;
  maxGuests: number;
  today: string;
  initial: { checkIn?: string; checkOut?: string; guests?: number };
  /** The path of the page it is on (counted with the partner click). */
  from: string;
}) {
  const id = useId();
  const dates = useStayDates(initial);
  const { checkIn, checkOut } = dates;
  const [guests, setGuests] = useState(clampGuests(initial.guests ?? 2, maxGuests));
  const guestsRef = useRef<HTMLSelectElement>(null);
  // Like the dates: a number of guests chosen before the page's code ran is taken in.
  useEffect(() => {
    if (guestsRef.current) setGuests(clampGuests(Number(guestsRef.current.value), maxGuests));
  }, [maxGuests]);
  const estimate = stayEstimate(listing.priceNightly, checkIn || undefined, checkOut || undefined);
  const partner = partnerNameOf(listing);

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Per>from</Per> <Now>{formatUsd(listing.priceNightly)}</Now> <Per>per night</Per>
      </h2>
      <ListedPrice>The nightly price {partner} lists; it can change with the season and your dates.</ListedPrice>
      <StayFields>
        <StayDateInputs dates={dates} today={today} />
        <label className="wide">
          Guests
          <select ref={guestsRef} value={guests} onChange={(event) => setGuests(Number(event.target.value))}>
            {guestOptions(maxGuests).map((count) => (
              <option key={count} value={count}>
                {count} {count === 1 ? 'guest' : 'guests'}
              </option>
            ))}
          </select>
        </label>
      </StayFields>
      {estimate.kind === 'estimate' ? (
        <div aria-live="polite">
          <Breakdown aria-label="Estimated price">
            <div>
              <dt>
                {formatUsd(estimate.nightly)} × {estimate.nights} {estimate.nights === 1 ? 'night' : 'nights'}
              </dt>
              <dd>{formatUsd(estimate.total)}</dd>
            </div>
            <div className="total">
              <dt>Estimated total</dt>
              <dd>{formatUsd(estimate.total)}</dd>
            </div>
          </Breakdown>
          <Note>
            An estimate from the nightly price {partner} lists. {partner}’s price for your dates applies, with any taxes
            and fees they charge.
          </Note>
        </div>
      ) : (
        <Hint role={estimate.kind === 'dates-missing' ? undefined : 'alert'}>{stayEstimateMessage(estimate)}</Hint>
      )}
      <TimedEntryStayNotice checkIn={checkIn || undefined} checkOut={checkOut || undefined} />
      <SponsoredLink
        href={bookNowHref(listing, { checkin: checkIn, checkout: checkOut, adults: guests }, from)}
        aria-label={`Book Now: ${listing.name}, with our partner (opens in a new tab)`}
      >
        Book Now
      </SponsoredLink>
      <Small>Maximum {maxGuests} guests. You confirm dates and pay on our partner’s site.</Small>
      <AffiliateDisclosure />
    </Box>
  );
}

const Box = styled.section`
  position: sticky;
  top: 1rem;
  ${panelSurface}
  box-shadow: ${theme.shadow.raised};
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-family: inherit;
  }
  a {
    width: 100%;
  }
`;

const Now = styled.span`
  font-size: 1.75rem;
  color: ${theme.color.ink};
`;

const Per = styled.span`
  font-size: 1rem;
  font-weight: 400;
  color: ${theme.color.muted};
`;

const ListedPrice = styled.p`
  margin: -0.5rem 0 0;
  color: ${theme.color.muted};
`;

const Breakdown = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    padding: 0.25rem 0;
  }
  dd {
    margin: 0;
  }
  .total {
    border-top: 1px solid ${theme.color.line};
    margin-top: 0.25rem;
    padding-top: 0.5rem;
    font-weight: 800;
    color: ${theme.color.ink};
  }
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
`;
