/**
 * The stay search (area, dates, adults, children by age) of the accommodations hero and the home
 * page: what the partner is asked for (docs/rules/lodging.md#stay-for-a-search). It is an
 * ordinary GET form to /accommodations, so it works before the page's code has loaded; once it
 * has, submitting navigates in place and keeps the list's other filters. What it sends is read
 * strictly by the list: a wrong stay is a message there, not a guess here. Date rules
 * (docs/rules/lodging.md#booking-dates): check-in from today, check-out from the check-in (or
 * tomorrow). Once both dates are set, it says which of the days need a timed-entry permit for the
 * national park.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, mediaUp, paths, theme, useNavigate } from '@estes/shared';
import { TimedEntryStayNotice } from '@estes/shared/park';
import { fieldControl, fieldLabel } from './field-control';
import { checkInMinimum, checkOutMinimum } from '../domain/booking-rules';
import { areaPreferenceLabels } from '../domain/lodging-rules';
import { listingQueryToSearchParams } from '../domain/listing-query';
import { defaultAdults } from '../domain/stay-request';
import { areaPreferences, noStay, type AreaPreference, type ListingQuery } from '../domain/lodging-types';

export interface StaySearchValues {
  area: AreaPreference;
  checkin?: string;
  checkout?: string;
  adults?: number;
  children?: readonly number[];
  rooms?: number;
}

const adultChoices = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** What the children's field accepts: ages, comma-separated ("4, 9"), or nothing. */
const agesPattern = '\\s*\\d{1,2}(\\s*,\\s*\\d{1,2})*\\s*';

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
  const [checkIn, setCheckIn] = useState(initial.checkin ?? '');
  const [checkOut, setCheckOut] = useState(initial.checkout ?? '');
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
    // The list's filters, then the stay as typed: the list reads it (strictly) and says what is wrong.
    const params = listingQueryToSearchParams({
      ...baseQuery,
      area: (text('area') as AreaPreference | undefined) ?? initial.area,
      stay: noStay,
    });
    for (const name of ['checkin', 'checkout', 'adults', 'children', 'rooms']) {
      // Ages as the list writes them: `4,9`.
      const value = text(name)?.replace(/\s+/g, '') || undefined;
      if (value !== undefined && !(name === 'adults' && value === String(defaultAdults))) params.set(name, value);
    }
    const search = params.toString().replace(/%2C/gi, ',');
    navigate(`${paths.accommodations()}${search ? `?${search}` : ''}`);
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
        name="checkin"
        min={checkInMinimum(today)}
        ref={checkInRef}
        initial={initial.checkin}
        onChange={changeCheckIn}
      />
      <DateField
        id={`${id}-check-out`}
        label="Check-out"
        name="checkout"
        min={checkOutMin}
        ref={checkOutRef}
        initial={initial.checkout}
        onChange={setCheckOut}
      />
      <Field>
        <label htmlFor={`${id}-adults`}>Adults</label>
        <select id={`${id}-adults`} name="adults" defaultValue={initial.adults ?? defaultAdults}>
          {adultChoices.map((value) => (
            <option key={value} value={value}>
              {value} {value === 1 ? 'adult' : 'adults'}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor={`${id}-children`}>Children’s ages</label>
        <input
          id={`${id}-children`}
          name="children"
          inputMode="numeric"
          pattern={agesPattern}
          placeholder="e.g. 4, 9"
          aria-describedby={`${id}-children-hint`}
          defaultValue={(initial.children ?? []).join(', ')}
        />
        <Hint id={`${id}-children-hint`}>Each child’s age, 0–17; empty for none</Hint>
      </Field>
      {initial.rooms !== undefined && initial.rooms > 1 ? (
        <input type="hidden" name="rooms" value={initial.rooms} />
      ) : null}
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
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 0.9fr) auto;
    align-items: start;
  }
`;

const Hint = styled.span`
  font-size: 0.75rem;
  color: ${theme.color.muted};
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
    /* Level with the fields, under their labels. */
    margin-top: 1.5rem;
  }
`;
