/**
 * On phones the property page keeps a bar at the bottom of the window (issue 21): the nightly
 * price, the dates the visitor brought from the list (or "Add dates"), a link that takes them
 * to the booking box (an anchor: it works before the page's JavaScript runs), and Book Now.
 * From the large breakpoint on, the booking box sits beside the page and the bar is hidden.
 */
import styled, { css } from 'styled-components';
import { SponsoredLink, mediaUp, theme } from '@estes/shared';
import type { LodgingListing } from '../../domain/lodging-types';
import { bookNowHref } from '../../domain/partner-links';
import { formatUsd } from '../../domain/money';

/** Made on first use (only a stay with dates needs it), not when the page's code loads. */
let shortDate: Intl.DateTimeFormat | undefined;
const dayOf = (isoDate: string) =>
  (shortDate ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

export function PhoneBookingBar({
  listing,
  stay,
  bookingBoxId,
  from,
}: {
  listing: LodgingListing;
  stay: { checkIn?: string; checkOut?: string; guests?: number };
  bookingBoxId: string;
  /** The path of the page it is on (counted with the partner click). */
  from: string;
}) {
  const dates = stay.checkIn && stay.checkOut ? `${dayOf(stay.checkIn)} – ${dayOf(stay.checkOut)}` : 'Add dates';
  return (
    <Bar aria-label="Book this stay">
      <Summary>
        <span>
          from <strong>{formatUsd(listing.priceNightly)}</strong> per night
        </span>
        <a href={`#${bookingBoxId}`}>{dates}</a>
      </Summary>
      <SponsoredLink
        href={bookNowHref(listing, { checkin: stay.checkIn, checkout: stay.checkOut, adults: stay.guests }, from)}
      >
        Book Now
      </SponsoredLink>
    </Bar>
  );
}

/** Room for the bar below the page's last line, so it never covers it. */
export const phoneBookingBarSpace = '5.5rem';

/** A bar along the bottom of the window: this one, and the compact phone view's "Reserve now". */
export const bottomBookingBar = css`
  bottom: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1.25rem calc(0.75rem + env(safe-area-inset-bottom));
  background: ${theme.color.white};
  border-top: 1px solid ${theme.color.line};
  box-shadow: 0 -4px 16px rgba(15, 23, 42, 0.08);
`;

const Bar = styled.aside`
  ${bottomBookingBar}
  position: fixed;
  left: 0;
  right: 0;
  ${mediaUp('large')} {
    display: none;
  }
`;

const Summary = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: ${theme.color.muted};
  strong {
    font-size: 1.25rem;
    color: ${theme.color.ink};
  }
  a {
    font-weight: 700;
  }
`;
