/** One filter of the list's filter form: a legend and its choices. */
import styled from 'styled-components';
import { theme } from '@estes/shared';

interface FilterOption {
  /** What the form sends ('' for "all"/"any": no parameter). */
  value: string;
  label: string;
  checked: boolean;
}

/**
 * The choices of a list of values: what each sends (the value itself unless `send` says
 * otherwise), its label and whether the current query has it checked.
 */
export function optionsOf<Value>(
  values: readonly Value[],
  label: (value: Value) => string,
  checked: (value: Value) => boolean,
  send: (value: Value) => string = String,
): FilterOption[] {
  return values.map((value) => ({ value: send(value), label: label(value), checked: checked(value) }));
}

/** One filter: a legend and its choices, radio buttons (one of) or checkboxes (all that apply). */
export function FilterGroup({
  legend,
  type,
  name,
  options,
}: {
  legend: string;
  type: 'radio' | 'checkbox';
  name: string;
  options: readonly FilterOption[];
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <input type={type} name={name} value={option.value} defaultChecked={option.checked} /> {option.label}
        </Choice>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  legend {
    font-weight: 700;
    color: ${theme.color.ink};
    margin-bottom: 0.375rem;
    padding: 0;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 32px;
  cursor: pointer;
  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    accent-color: ${theme.color.teal};
  }
`;
