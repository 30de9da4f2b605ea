/**
 * The check-in and check-out fields of a property's booking box and of its phone view (named as
 * the page's query names them, so their form works without JavaScript), with the date rules of
 * docs/rules/lodging.md#booking-dates: check-in from today, check-out from the day after the
 * check-in (or tomorrow), and a check-out no longer after a new check-in cleared.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { fieldControl, fieldLabel } from '../../components/field-control';
import { checkInMinimum, checkOutMinimum } from '../../domain/booking-rules';

export interface StayDates {
  /** YYYY-MM-DD, or '' while not chosen. */
  checkIn: string;
  checkOut: string;
  changeCheckIn(value: string): void;
  changeCheckOut(value: string): void;
  checkInRef: RefObject<HTMLInputElement | null>;
  checkOutRef: RefObject<HTMLInputElement | null>;
}

/**
 * The chosen dates, kept in state (the estimate, Book Now and the timed-entry notice follow them).
 * Dates typed before the page's code ran are in the fields but not in the state: they are taken
 * in once it runs, as the home page's stay search does, so a quick visitor's dates are not lost.
 */
export function useStayDates(initial: { checkIn?: string; checkOut?: string }): StayDates {
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? '');
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const typedCheckIn = checkInRef.current?.value;
    const typedCheckOut = checkOutRef.current?.value;
    if (typedCheckIn !== undefined) setCheckIn(typedCheckIn);
    if (typedCheckOut !== undefined) setCheckOut(typedCheckOut);
  }, []);

  const changeCheckIn = (value: string) => {
    setCheckIn(value);
    // A check-out on or before the new check-in is no longer a stay: clear it rather than keep it.
    if (value && checkOut && checkOut <= value) setCheckOut('');
  };

  return { checkIn, checkOut, changeCheckIn, changeCheckOut: setCheckOut, checkInRef, checkOutRef };
}

/** The two date fields, for a `StayFields` grid (which may hold more fields after them). */
export function StayDateInputs({ dates, today }: { dates: StayDates; today: string }) {
  return (
    <>
      <label>
        Check-in
        <input
          type="date"
          name="checkin"
          ref={dates.checkInRef}
          min={checkInMinimum(today)}
          value={dates.checkIn}
          onChange={(event) => dates.changeCheckIn(event.target.value)}
        />
      </label>
      <label>
        Check-out
        <input
          type="date"
          name="checkout"
          ref={dates.checkOutRef}
          min={checkOutMinimum(dates.checkIn || undefined, today)}
          value={dates.checkOut}
          onChange={(event) => dates.changeCheckOut(event.target.value)}
        />
      </label>
    </>
  );
}

/** Two columns of labelled fields; a label with the class `wide` takes the whole row. */
export function StayFields({ children }: { children: ReactNode }) {
  return <Fields>{children}</Fields>;
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0.5rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    ${fieldLabel}
    min-width: 0;
  }
  label.wide {
    grid-column: 1 / -1;
  }
  input,
  select {
    ${fieldControl}
  }
  .hint {
    font-size: 0.75rem;
    font-weight: 400;
    text-transform: none;
    letter-spacing: normal;
  }
`;
