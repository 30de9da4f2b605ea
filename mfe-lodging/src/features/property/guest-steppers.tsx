/**
 * The phone view's party (docs/rules/lodging.md#mobile-property-page): adults, children and rooms,
 * each with − and + within the limits (8 guests in all, a room per adult at most), and for each
 * child a choice of age, as the partner prices children by age. Hidden fields carry the party
 * in the stay form: `children` only once every age is chosen.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import {
  canStepParty,
  childAgesOf,
  maxChildAge,
  stepParty,
  withChildAge,
  type PartyChoice,
  type PartyField,
} from '../../domain/booking-rules';
import { fieldControl, fieldLabel } from '../../components/field-control';

const partyFields: readonly { field: PartyField; label: string }[] = [
  { field: 'adults', label: 'Adults' },
  { field: 'children', label: 'Children' },
  { field: 'rooms', label: 'Rooms' },
];

const ages = Array.from({ length: maxChildAge + 1 }, (_, age) => age);

const valueOf = (party: PartyChoice, field: PartyField): number =>
  field === 'children' ? party.children.length : party[field];

export function GuestSteppers({
  party,
  onChange,
  idPrefix,
}: {
  party: PartyChoice;
  onChange: (party: PartyChoice) => void;
  /** Makes the fields' label ids unique on the page. */
  idPrefix: string;
}) {
  const childAges = childAgesOf(party);
  return (
    <>
      <Steppers>
        {partyFields.map(({ field, label }) => (
          <li key={field}>
            <span id={`${idPrefix}-${field}`}>{label}</span>
            <StepButton
              type="button"
              aria-label={`Fewer ${label.toLowerCase()}`}
              disabled={!canStepParty(party, field, -1)}
              onClick={() => onChange(stepParty(party, field, -1))}
            >
              −
            </StepButton>
            <output aria-labelledby={`${idPrefix}-${field}`}>{valueOf(party, field)}</output>
            <StepButton
              type="button"
              aria-label={`More ${label.toLowerCase()}`}
              disabled={!canStepParty(party, field, 1)}
              onClick={() => onChange(stepParty(party, field, 1))}
            >
              +
            </StepButton>
          </li>
        ))}
      </Steppers>
      {party.children.map((age, index) => (
        <AgeField key={index}>
          <label htmlFor={`${idPrefix}-age-${index}`}>Age of child {index + 1}</label>
          <select
            id={`${idPrefix}-age-${index}`}
            value={age ?? ''}
            onChange={(event) =>
              onChange(withChildAge(party, index, event.target.value === '' ? undefined : Number(event.target.value)))
            }
          >
            <option value="">Choose an age</option>
            {ages.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? 'Under 1' : value}
              </option>
            ))}
          </select>
        </AgeField>
      ))}
      <input type="hidden" name="adults" value={party.adults} />
      <input type="hidden" name="rooms" value={party.rooms} />
      {childAges && childAges.length > 0 ? <input type="hidden" name="children" value={childAges.join(',')} /> : null}
    </>
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

const AgeField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 0.75rem;
  label {
    ${fieldLabel}
  }
  select {
    ${fieldControl}
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
    color: #64748b;
    cursor: not-allowed;
  }
`;
