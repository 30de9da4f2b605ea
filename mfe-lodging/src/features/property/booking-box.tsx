/**
 * The property page's booking box (docs/rules/lodging.md#property-pages): the stay (dates with the
 * date rules, adults, children by age, rooms) as a GET form to this page, so "Check prices" asks
 * the partner for that stay with or without JavaScript; what the partner offers for it
 * (availability-summary.tsx); the timed-entry notice for the days picked; and Book Now, which
 * carries the stay in the fields (children as children, with their ages) to the partner.
 */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SponsoredLink, theme, useNavigate } from '@estes/shared';
import { TimedEntryStayNotice } from '@estes/shared/park';
import { panelSurface } from '@estes/shared/ui/card';
import { AffiliateDisclosure } from '../../components/affiliate-disclosure';
import { maxGuests } from '../../domain/booking-rules';
import type { PropertyAvailability } from '../../domain/lodging-offers';
import type { ListingStay } from '../../domain/lodging-types';
import { bookNowHref } from '../../domain/partner-links';
import { defaultAdults, defaultRooms } from '../../domain/stay-request';
import { AvailabilitySummary } from './availability-summary';
import { StayDateInputs, StayFields, useStayDates } from './stay-dates';

const adultChoices = Array.from({ length: maxGuests }, (_, index) => index + 1);
const roomChoices = [1, 2, 3, 4];

/** The ages typed ("4, 9"), or undefined while they are not all ages 0–17. */
export function agesOf(text: string): number[] | undefined {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 1 && parts[0] === '') return [];
  if (!parts.every((part) => /^\d{1,2}$/.test(part) && Number(part) <= 17)) return undefined;
  return parts.map(Number);
}

export function BookingBox({
  id,
  name,
  path,
  today,
  stay,
  availability,
  partner,
  priced = true,
}: {
  id: string;
  name: string;
  /** This page's path: the form's action, and the page counted with a partner click. */
  path: string;
  today: string;
  /** The stay in the URL. */
  stay: ListingStay;
  /** What the partner offers for it; undefined when no price was asked (a wrong stay). */
  availability: PropertyAvailability | undefined;
  partner: string;
  /** False for a place the partner's prices are not matched to (the team's list): the stay is for Book Now only. */
  priced?: boolean;
}) {
  const formId = useId();
  const navigate = useNavigate();
  const dates = useStayDates({ checkIn: stay.checkin, checkOut: stay.checkout });
  const [adults, setAdults] = useState(stay.adults ?? defaultAdults);
  const [children, setChildren] = useState(stay.children.join(', '));
  const [rooms, setRooms] = useState(stay.rooms ?? defaultRooms);
  const ages = agesOf(children);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [field, value] of new FormData(event.currentTarget)) {
      // Ages as the list writes them: `4,9`.
      const text = typeof value === 'string' ? value.replace(/\s+/g, '') : '';
      const isDefault =
        (field === 'adults' && text === String(defaultAdults)) || (field === 'rooms' && text === String(defaultRooms));
      if (text !== '' && !isDefault) params.set(field, text);
    }
    const search = params.toString().replace(/%2C/gi, ',');
    navigate(`${path}${search ? `?${search}` : ''}#booking`, { preventScrollReset: true });
  };

  return (
    <Box aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>{priced ? 'Prices and availability' : `Book on ${partner}`}</h2>
      <form method="get" action={`${path}#booking`} onSubmit={submit} aria-label={`Your stay at ${name}`}>
        <StayFields>
          <StayDateInputs dates={dates} today={today} />
          <label>
            Adults
            <select name="adults" value={adults} onChange={(event) => setAdults(Number(event.target.value))}>
              {adultChoices.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
          <label>
            Rooms
            <select name="rooms" value={rooms} onChange={(event) => setRooms(Number(event.target.value))}>
              {roomChoices.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
          <label className="wide">
            Children’s ages
            <input
              name="children"
              inputMode="numeric"
              placeholder="e.g. 4, 9"
              value={children}
              aria-describedby={`${formId}-children-hint`}
              onChange={(event) => setChildren(event.target.value)}
            />
            <span className="hint" id={`${formId}-children-hint`}>
              Each child’s age, 0–17, comma-separated; empty for none
            </span>
          </label>
        </StayFields>
        <Button type="submit" $tone="outline">
          {priced ? 'Check prices' : 'Use these dates'}
        </Button>
      </form>
      {ages === undefined ? (
        <Hint role="alert">Write each child’s age as a number from 0 to 17, separated by commas.</Hint>
      ) : null}
      {availability ? <AvailabilitySummary availability={availability} partner={partner} /> : null}
      <TimedEntryStayNotice checkIn={dates.checkIn || undefined} checkOut={dates.checkOut || undefined} />
      <SponsoredLink
        href={bookNowHref(
          { id },
          {
            checkin: dates.checkIn,
            checkout: dates.checkOut,
            adults,
            ...(ages ? { children: ages } : {}),
            rooms: Math.min(rooms, adults),
          },
          path,
        )}
        aria-label={`Book Now: ${name}, on ${partner} (opens in a new tab)`}
      >
        Book Now
      </SponsoredLink>
      <Small>You confirm the dates and pay on {partner}, at its price.</Small>
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
    font-size: 1.25rem;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }
  > a {
    width: 100%;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.875rem;
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
`;
