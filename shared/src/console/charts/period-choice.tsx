/**
 * The period a report covers: 7, 30 or 90 days back from today, as a group of radio buttons
 * (keyboard: Tab into the group, arrows to choose), large enough to tap on a phone.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme';
import { reportPeriods, type ReportPeriod } from './report-days';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 1.25rem;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
    padding: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
    padding: 0 0.9rem;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.white};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.color.teal};
    background: ${theme.color.tealWash};
    font-weight: 700;
  }
  input:focus-visible {
    outline: 3px solid ${theme.color.ember};
    outline-offset: 2px;
  }
`;

export interface PeriodChoiceProps {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
  /** Whose days they are, e.g. "Days in Estes Park (Mountain time)". */
  legend?: string;
}

export function PeriodChoice({ value, onChange, legend = 'Period' }: PeriodChoiceProps) {
  const name = useId();
  return (
    <Group>
      <legend>{legend}</legend>
      <div>
        {reportPeriods.map((period) => (
          <label key={period}>
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
            />
            Last {period} days
          </label>
        ))}
      </div>
    </Group>
  );
}
