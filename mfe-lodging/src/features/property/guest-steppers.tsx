/**
 * The phone view's adults, children and rooms, each with − and + (docs/rules/lodging.md#mobile-property-page):
 * − is disabled at the field's minimum.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import {
  canDecrementMobileCount,
  stepMobileCount,
  type MobileGuestField,
  type MobileGuests,
} from '../../domain/booking-rules';

const guestFields: readonly { field: MobileGuestField; label: string }[] = [
  { field: 'adults', label: 'Adults' },
  { field: 'children', label: 'Children' },
  { field: 'rooms', label: 'Rooms' },
];

export function GuestSteppers({
  guests,
  onChange,
  idPrefix,
}: {
  guests: MobileGuests;
  onChange: (step: (current: MobileGuests) => MobileGuests) => void;
  /** Makes the fields' label ids unique on the page. */
  idPrefix: string;
}) {
  return (
    <Steppers>
      {guestFields.map(({ field, label }) => (
        <li key={field}>
          <span id={`${idPrefix}-${field}`}>{label}</span>
          <StepButton
            type="button"
            aria-label={`Fewer ${label.toLowerCase()}`}
            disabled={!canDecrementMobileCount(guests, field)}
            onClick={() => onChange((current) => stepMobileCount(current, field, -1))}
          >
            −
          </StepButton>
          <output aria-labelledby={`${idPrefix}-${field}`}>{guests[field]}</output>
          <StepButton
            type="button"
            aria-label={`More ${label.toLowerCase()}`}
            onClick={() => onChange((current) => stepMobileCount(current, field, 1))}
          >
            +
          </StepButton>
        </li>
      ))}
    </Steppers>
  );
}

const Steppers = styled.ul`
  list-style: none;
  margin: 1rem 0;
  && {
    padding: 0;
  }
  li {
    display: grid;
    grid-template-columns: 1fr 44px 2.5rem 44px;
    align-items: center;
    gap: 0.5rem;
    padding: 0.375rem 0;
  }
  output {
    text-align: center;
    font-weight: 800;
    font-size: 1.125rem;
  }
`;

const StepButton = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${theme.color.teal};
  background: ${theme.color.white};
  color: ${theme.color.teal};
  font-size: 1.375rem;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    border-color: ${theme.color.line};
    color: #94a3b8;
    cursor: not-allowed;
  }
`;
