/**
 * The stay search (area, dates, guests) of the accommodations hero and the home page. It is
 * an ordinary GET form to /accommodations, so it works before the page's code has loaded;
 * once it has, submitting navigates in place and keeps the list's other filters.
 * Date rules (docs/rules/lodging.md#booking-dates): check-in from today, check-out from the
 * check-in (or tomorrow). Once both dates are set, it says which of the days need a timed-entry
 * permit for the national park.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, mediaUp, paths, theme, useNavigate } from '@estes/shared';
import { TimedEntryStayNotice } from '@estes/shared/park';
import { fieldControl, fieldLabel } from './field-control';
import { checkInMinimum, checkOutMinimum } from '../domain/booking-rules';
import { areaPreferenceLabels } from '../domain/lodging-rules';
import { listingQuerySearch } from '../domain/listing-query';
import { areaPreferences, type AreaPreference, type ListingQuery } from '../domain/lodging-types';

export interface StaySearchValues {
  area: AreaPreference;
  checkIn?: string;
  checkOut?: string;
  guests: number;
}

const guestChoices = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function StaySearchForm({
  initial,
  today,
  baseQuery,
  submitLabel = 'Search',
}: {
  initial: StaySearchValues;
  /** The town's date (YYYY-MM-DD), from the route's loader so server and browser agree. */
  today: string;
  /** The list's current query, kept when the search is submitted on the list itself. */
  baseQuery: ListingQuery;
  submitLabel?: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  // Uncontrolled fields: what a visitor chose before the form's code arrived (parts of a page
  // hydrate when the visitor comes to them) stays chosen, and submitting reads the fields.
  // The dates are also kept in state: the check-in for the check-out's minimum, both for the
  // timed-entry notice.
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? '');
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);

  // On the home page the form's code arrives when a visitor comes to it, and the fields keep
  // what was typed before that: take those dates in once the code is running.
  useEffect(() => {
    setCheckIn(checkInRef.current?.value ?? '');
    setCheckOut(checkOutRef.current?.value ?? '');
  }, []);

  const checkOutMin = checkOutMinimum(checkIn || undefined, today);

  const changeCheckIn = (value: string) => {
    setCheckIn(value);
    // A check-out before the new check-in is no longer a stay: clear it rather than keep it.
    const checkOut = checkOutRef.current;
    if (value && checkOut?.value && checkOut.value < value) {
      checkOut.value = '';
      setCheckOut('');
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = fields.get(name);
      return typeof value === 'string' && value ? value : undefined;
    };
    const query: ListingQuery = {
      ...baseQuery,
      area: (text('area') as AreaPreference | undefined) ?? initial.area,
      guests: Number(text('guests') ?? initial.guests),
      checkIn: text('checkIn'),
      checkOut: text('checkOut'),
    };
    navigate(`${paths.accommodations()}${listingQuerySearch(query)}`);
  };

  return (
    <Form method="get" action={paths.accommodations()} onSubmit={submit} role="search" aria-label="Search stays">
      <Field>
        <label htmlFor={`${id}-area`}>Area</label>
        <select id={`${id}-area`} name="area" defaultValue={initial.area}>
          {areaPreferences.map((value) => (
            <option key={value} value={value}>
              {areaPreferenceLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      <DateField
        id={`${id}-check-in`}
        label="Check-in"
        name="checkIn"
        min={checkInMinimum(today)}
        ref={checkInRef}
        initial={initial.checkIn}
        onChange={changeCheckIn}
      />
      <DateField
        id={`${id}-check-out`}
        label="Check-out"
        name="checkOut"
        min={checkOutMin}
        ref={checkOutRef}
        initial={initial.checkOut}
        onChange={setCheckOut}
      />
      <Field>
        <label htmlFor={`${id}-guests`}>Guests</label>
        <select id={`${id}-guests`} name="guests" defaultValue={initial.guests}>
          {guestChoices.map((value) => (
            <option key={value} value={value}>
              {value} {value === 1 ? 'guest' : 'guests'}
            </option>
          ))}
        </select>
      </Field>
      <SubmitButton type="submit" $tone="book">
        {submitLabel}
      </SubmitButton>
      <TimedEntryStayNotice checkIn={checkIn || undefined} checkOut={checkOut || undefined} />
    </Form>
  );
}

/** One of the stay's dates: an uncontrolled date field that reports each change. */
function DateField({
  id,
  label,
  name,
  min,
  ref,
  initial,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  min: string;
  ref: RefObject<HTMLInputElement | null>;
  initial: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        name={name}
        min={min}
        ref={ref}
        defaultValue={initial ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  width: 100%;
  max-width: 980px;
  padding: 1rem;
  border-radius: ${theme.radius.medium};
  background: rgba(255, 255, 255, 0.97);
  box-shadow: ${theme.shadow.raised};
  color: ${theme.color.body};
  ${mediaUp('large')} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 0.9fr) auto;
    align-items: end;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  &:first-child {
    grid-column: 1 / -1;
    ${mediaUp('large')} {
      grid-column: auto;
    }
  }
  label {
    ${fieldLabel}
  }
  select,
  input {
    ${fieldControl}
    width: 100%;
  }
`;

const SubmitButton = styled(Button)`
  grid-column: 1 / -1;
  ${mediaUp('large')} {
    grid-column: auto;
  }
`;
