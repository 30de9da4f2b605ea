/**
 * On phones the property page keeps a bar at the bottom of the window (issue 21): the partner's
 * price for the stay (or why there is none), the dates (or "Add dates"), a link that takes the
 * visitor to the booking box (an anchor: it works before the page's JavaScript runs), and Book
 * Now with the stay. From the large breakpoint on, the booking box sits beside the page and the
 * bar is hidden.
 */
import styled, { css } from 'styled-components';
import { SponsoredLink, mediaUp, theme } from '@estes/shared';
import type { PropertyAvailability } from '../../domain/lodging-offers';
import type { ListingStay } from '../../domain/lodging-types';
import { formatPrice } from '../../domain/money';
import { bookNowHref } from '../../domain/partner-links';
import { dayLabel, nightsLabel } from '../../domain/stay-labels';

/** The price line of a bar: the partner's price for the stay, or why there is none. */
export function barPriceText(availability: PropertyAvailability | undefined): string {
  if (!availability || availability.state === 'unavailable') return 'Prices unavailable right now';
  if (!availability.available) return 'Not available for these dates';
  const price = availability.recommended?.price ?? availability.products[0]?.price;
  if (!price) return 'Not available for these dates';
  return `${formatPrice(price.price, price.currency)} for ${nightsLabel(availability.stay.nights)}`;
}

export function PhoneBookingBar({
  id,
  stay,
  availability,
  bookingBoxId,
  from,
}: {
  id: string;
  /** The stay in the URL. */
  stay: ListingStay;
  availability: PropertyAvailability | undefined;
  bookingBoxId: string;
  /** The path of the page it is on (counted with the partner click). */
  from: string;
}) {
  const dates = stay.checkin && stay.checkout ? `${dayLabel(stay.checkin)} – ${dayLabel(stay.checkout)}` : 'Add dates';
  return (
    <Bar aria-label="Book this stay">
      <Summary>
        <strong>{barPriceText(availability)}</strong>
        <a href={`#${bookingBoxId}`}>{dates}</a>
      </Summary>
      <SponsoredLink href={bookNowHref({ id }, stay, from)}>Book Now</SponsoredLink>
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
  > a {
    white-space: nowrap;
  }
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
    font-size: 1.0625rem;
    color: ${theme.color.ink};
  }
  a {
    font-weight: 700;
  }
`;
